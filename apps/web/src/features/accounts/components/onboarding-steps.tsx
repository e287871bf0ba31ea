import { Paper, Skeleton, Stepper, Text } from '@mantine/core';
import { useBreakpointUp } from '../../../lib/use-breakpoint.ts';
import { useOnboardingSteps } from '../api/settings.ts';

/** The marketplace onboarding steps (spec 2.6), ticked from what the team has actually done. */
export function OnboardingSteps() {
  const q = useOnboardingSteps(true);
  // Four steps do not fit a phone's width side by side: wrapped, their connector lines dangled after the labels.
  // Below sm they stand in a column, joined by vertical lines.
  const wide = useBreakpointUp('sm');
  if (q.isPending) return <Skeleton h={72} />;
  if (q.isError) return null;
  const steps = q.data.steps;
  const active = steps.findIndex((s) => !s.done);
  if (active === -1) return null;
  return (
    <Paper withBorder p="md" radius="md" aria-label="Getting started">
      <Text fw={600} mb="sm">
        Getting started
      </Text>
      <Stepper
        active={active}
        size="sm"
        orientation={wide ? 'horizontal' : 'vertical'}
        allowNextStepsSelect={false}
      >
        {steps.map((s) => (
          <Stepper.Step key={s.key} label={s.label} description={s.done ? 'Done' : undefined} />
        ))}
      </Stepper>
    </Paper>
  );
}
