import { Button, Checkbox, Group, Menu, Stack, Text } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { formatDate } from '../../../../lib/format.ts';
import { useDeliveries, useRequestPickup } from '../../api/portal.ts';
import { BookingCard } from './booking-card.tsx';
import { clickSelection, commonPickupDates } from './pickup-selection.ts';
import { PortalPagination } from './portal-pagination.tsx';
import { PortalSearch } from './portal-search.tsx';
import { PortalListState } from './portal-list-state.tsx';
import { useListParams } from './use-list-params.ts';

const weekday = (iso: string) =>
  new Date(`${iso}T00:00:00`).toLocaleDateString('en-AU', { weekday: 'short' });

/**
 * Confirmed Shipments (unshipped bookings, distributor spec 2.1): search, select-all with an indeterminate state
 * and a count, shift-click ranges, Request Pickup on a common date or ASAP, booking cards.
 */
export function BookingsTab({ locationId }: { locationId: number }) {
  const list = useListParams();
  const { data, isError, isFetching } = useDeliveries({
    locationId,
    page: list.page,
    pageSize: list.pageSize,
    query: list.query,
    type: 'unshipped',
  });
  const pickup = useRequestPickup();
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [anchor, setAnchor] = useState<number | null>(null);

  const rows = useMemo(() => data?.results ?? [], [data]);
  const canPickup = (id: number) =>
    rows.find((d) => d.id === id)?.supported_actions.includes('request_pickup') ?? false;
  const selectable = rows.filter((d) => d.supported_actions.includes('request_pickup'));
  const chosen = rows.filter((d) => selected.has(d.id));
  const common = commonPickupDates(chosen);
  const all = selectable.length > 0 && selectable.every((d) => selected.has(d.id));
  const some = chosen.length > 0 && !all;

  const request = (date: string | undefined) => {
    // No date: the request is not made (spec 5).
    if (!date || !chosen.length) return;
    pickup.mutate(
      { booking_ids: chosen.map((d) => d.id), pickup_date: date },
      {
        onSuccess: () => {
          setSelected(new Set());
          setAnchor(null);
        },
        // Pickup request failures are only logged (spec 8).
        onError: (e) => console.error('Pickup request failed', e),
      },
    );
  };

  return (
    <Stack gap="md">
      <PortalSearch
        placeholder="Search by order or reference number ..."
        value={list.query}
        onSearch={(q) => {
          setSelected(new Set());
          list.setQuery(q);
        }}
      />
      <Group justify="space-between" gap="sm">
        <Group gap="sm">
          <Checkbox
            label="Select all"
            checked={all}
            indeterminate={some}
            disabled={!selectable.length}
            onChange={() => setSelected(all ? new Set() : new Set(selectable.map((d) => d.id)))}
          />
          <Text size="sm" c="dimmed" aria-live="polite" data-testid="selected-count">
            {chosen.length} selected
          </Text>
        </Group>
        <Group gap={0} wrap="nowrap">
          <Button
            disabled={!chosen.length}
            loading={pickup.isPending}
            onClick={() => request(common[0])}
            style={{ borderTopRightRadius: 0, borderBottomRightRadius: 0 }}
          >
            {common.length ? 'Request Pickup ASAP' : 'Request Pickup'}
          </Button>
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <Button
                disabled={!chosen.length || pickup.isPending}
                aria-label="Pickup dates"
                px={8}
                style={{
                  borderTopLeftRadius: 0,
                  borderBottomLeftRadius: 0,
                  borderLeft: '1px solid var(--mantine-color-blue-3)',
                }}
              >
                <IconChevronDown size={16} aria-hidden />
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              {common.length ? (
                common.map((date) => (
                  <Menu.Item key={date} onClick={() => request(date)}>
                    {weekday(date)} {formatDate(date)}
                  </Menu.Item>
                ))
              ) : (
                <Menu.Item disabled>No common pickup dates available</Menu.Item>
              )}
            </Menu.Dropdown>
          </Menu>
        </Group>
      </Group>
      <PortalListState
        isError={isError}
        data={data}
        what="confirmed bookings"
        isEmpty={() => rows.length === 0}
      >
        {() => (
          <Stack gap="sm" aria-busy={isFetching}>
            {rows.map((d, i) => (
              <BookingCard
                key={d.id}
                d={d}
                selection={{
                  checked: selected.has(d.id),
                  disabled: !canPickup(d.id),
                  onClick: (e) => {
                    setSelected(
                      clickSelection(
                        rows.map((r) => r.id),
                        canPickup,
                        selected,
                        i,
                        anchor,
                        e.shiftKey,
                      ),
                    );
                    setAnchor(i);
                  },
                }}
              />
            ))}
          </Stack>
        )}
      </PortalListState>
      <PortalPagination
        pagination={data?.pagination}
        onChange={(p) => {
          setSelected(new Set());
          list.setPage(p);
        }}
      />
    </Stack>
  );
}
