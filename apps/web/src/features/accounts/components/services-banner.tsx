import { Group, Paper, Text } from '@mantine/core';
import type { SessionTeam } from '@partsflow/contracts';
import { YesNo } from '../../../components/yes-no/yes-no.tsx';
import { AREA_LABELS, AREAS, teamAreas } from '../utils/areas.ts';

/** Which services the team has: Catalogue, Marketplace and Distributor, each with a tick or a cross. */
export function ServicesBanner({ team }: { team: SessionTeam | null }) {
  const enabled = teamAreas(team);
  return (
    <Paper withBorder radius="md" px="md" py="sm" component="section" aria-label="Services">
      <Group gap="lg" wrap="wrap" justify="space-between">
        <Text size="sm" fw={600}>
          Services{team ? ` for ${team.name}` : ''}
        </Text>
        <Group gap="lg" wrap="wrap">
          {AREAS.map((area) => (
            <Group key={area} gap={6} wrap="nowrap">
              <YesNo value={enabled.includes(area)} label={AREA_LABELS[area]} />
              <Text size="sm">{AREA_LABELS[area]}</Text>
            </Group>
          ))}
        </Group>
      </Group>
    </Paper>
  );
}
