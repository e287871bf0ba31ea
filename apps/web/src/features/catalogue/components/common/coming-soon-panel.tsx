import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconClockHour4 } from '@tabler/icons-react';

/** An honest placeholder for a tab that a later issue delivers: no sample data, no dead buttons. */
export function ComingSoonPanel({ title, description }: { title: string; description: string }) {
  return (
    <Paper withBorder p="xl" radius="md">
      <Stack align="center" gap="xs" ta="center">
        <ThemeIcon variant="light" size="xl" radius="xl" color="gray">
          <IconClockHour4 size={24} aria-hidden />
        </ThemeIcon>
        <Title order={3} size="h4">
          {title} is coming soon
        </Title>
        <Text c="dimmed" size="sm" maw={480}>
          {description}
        </Text>
      </Stack>
    </Paper>
  );
}
