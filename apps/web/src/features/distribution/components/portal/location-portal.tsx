import { Group, Select, Skeleton, Text, Title } from '@mantine/core';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { ResponsiveTabs } from '../../../../components/responsive-tabs/responsive-tabs.tsx';
import { BookingsTab } from './bookings-tab.tsx';
import { FulfillmentsTab } from './fulfillments-tab.tsx';
import { PendingShipmentsTab } from './pending-shipments-tab.tsx';
import { PORTAL_TAB_LABELS, PORTAL_TABS, portalPath, switchedSearch, type PortalTab } from './portal-url.ts';
import { ShippedTab } from './shipped-tab.tsx';
import { usePortalLocations } from './use-portal-locations.ts';

function TabContent({ tab, locationId }: { tab: PortalTab; locationId: number }) {
  switch (tab) {
    case 'fulfillments':
      return <FulfillmentsTab locationId={locationId} />;
    case 'shipments':
      return <PendingShipmentsTab locationId={locationId} />;
    case 'bookings':
      return <BookingsTab locationId={locationId} />;
    case 'shipped':
      return <ShippedTab locationId={locationId} />;
  }
}

/**
 * The location layout (distributor spec 2.1): name and code, the location switcher (keeps the tab; page back to 1,
 * page_size kept, search cleared) and the four tabs, a select on small screens.
 */
export function LocationPortal({ locationId, tab }: { locationId: number; tab: PortalTab }) {
  const { locations, isError } = usePortalLocations();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const location = locations?.find((l) => l.id === locationId);

  if (isError) return <Text c="red.8">The locations could not be loaded.</Text>;
  if (!locations) return <Skeleton height={240} />;
  if (!location) return <Text c="dimmed">This location was not found.</Text>;

  const go = (id: number, t: PortalTab) => navigate(`${portalPath(id, t)}?${switchedSearch(search)}`);

  return (
    <>
      <Group justify="space-between" align="flex-end" mb="lg" gap="sm">
        <div>
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            {location.name}
          </Title>
          <Text c="dimmed" size="sm">
            {location.code}
          </Text>
        </div>
        <Select
          label="Location"
          data={locations.map((l) => ({ value: String(l.id), label: `${l.name} (${l.code})` }))}
          value={String(locationId)}
          onChange={(v) => v && go(Number(v), tab)}
          allowDeselect={false}
          w={{ base: '100%', sm: 280 }}
          withScrollArea={false}
          maxDropdownHeight={480}
        />
      </Group>
      <ResponsiveTabs
        label="Location sections"
        value={tab}
        onChange={(v) => v !== tab && go(locationId, v as PortalTab)}
        tabs={PORTAL_TABS.map((t) => ({
          value: t,
          label: PORTAL_TAB_LABELS[t],
          // Only the open tab is drawn; the key restarts its state when the location changes.
          content: t === tab ? <TabContent key={pathname} tab={t} locationId={locationId} /> : null,
        }))}
      />
    </>
  );
}
