import { Button, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Area } from '@partsflow/contracts';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PageHeader } from '../../components/page-header/page-header.tsx';
import { AREA_LABELS, currentTeam, enabledAreas, ServicesBanner } from '../../features/accounts/index.ts';
import { AREA_HOME } from '../shell/area-paths.ts';
import { AREA_ICONS } from '../shell/area-icons.ts';
import { useCurrentSession } from '../shell/session-context.tsx';

const AREA_BLURBS: Record<Area, string> = {
  catalogue: 'Products, attributes, fitment, media and exports for your brands.',
  marketplace: 'Source products from brand catalogues and publish them to your stores.',
  distributor: 'Fulfillment requests, shipments, bookings and your locations.',
};

export function DashboardPage() {
  const session = useCurrentSession();
  const team = currentTeam(session);
  const areas = enabledAreas(session);
  const firstName = session.user.name.split(' ')[0] ?? session.user.name;

  return (
    <>
      <PageHeader
        title={`Welcome, ${firstName}`}
        description={team ? `Working in ${team.name}` : undefined}
      />
      <Stack gap="lg">
        <ServicesBanner team={team} />
        {areas.length === 0 ? (
          <Text c="dimmed">
            Your team has no services enabled yet. Ask Partsflow to switch on the catalogue, marketplace or
            distributor portal.
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            {areas.map((area) => {
              const AreaIcon = AREA_ICONS[area];
              return (
                <Card key={area} withBorder radius="md" padding="lg">
                  <Stack gap="sm" h="100%">
                    <AreaIcon size={28} stroke={1.5} color="var(--mantine-color-blue-6)" aria-hidden />
                    <Title order={2} fz="lg">
                      {AREA_LABELS[area]}
                    </Title>
                    <Text size="sm" c="dimmed" style={{ flex: 1 }}>
                      {AREA_BLURBS[area]}
                    </Text>
                    <Button
                      component={Link}
                      to={AREA_HOME[area]}
                      variant="light"
                      rightSection={<IconArrowRight size={16} />}
                      w="fit-content"
                    >
                      Open {AREA_LABELS[area]}
                    </Button>
                  </Stack>
                </Card>
              );
            })}
          </SimpleGrid>
        )}
      </Stack>
    </>
  );
}
