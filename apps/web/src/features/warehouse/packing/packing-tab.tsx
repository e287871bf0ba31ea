import { Anchor, Badge, Button, Card, Group, Pagination, Skeleton, Stack, Text } from '@mantine/core';
import { WAREHOUSE_TOASTS } from '@partsflow/contracts';
import { Link, useSearchParams } from 'react-router';
import { DebouncedSearchInput } from '../../../components/debounced-search-input/debounced-search-input.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useRefreshErrorToast } from '../../../lib/use-refresh-error-toast.ts';
import { usePackingList } from '../api/packing.ts';
import { DeliveryStatusBadge } from '../components/delivery-status.tsx';
import { warehouseUrls } from '../urls.ts';

/**
 * Packing (distributor spec 2.2): the location's accepted fulfilments still to pack, with their deliveries and a
 * 'Prepare For Shipping' link each. Cards rather than a wide table: this is used on phones on the warehouse floor.
 */
export function PackingTab({ locationId }: { locationId: number }) {
  const [search, setSearch] = useSearchParams();
  const query = search.get('query') ?? '';
  const page = Math.max(1, Number(search.get('page')) || 1);
  const list = usePackingList(locationId, page, query);
  useRefreshErrorToast(list, WAREHOUSE_TOASTS.packingSearchError);
  const set = (changes: Record<string, string>) =>
    setSearch((prev) => {
      const next = new URLSearchParams(prev);
      for (const [k, v] of Object.entries(changes)) {
        if (v) next.set(k, v);
        else next.delete(k);
      }
      return next;
    });
  const data = list.data;
  return (
    <Stack gap="md">
      <DebouncedSearchInput
        label="Search by order number or store"
        value={query}
        onSearch={(q) => set({ query: q, page: '' })}
      />
      {!data && list.isError ? (
        <Text c="red.8">{WAREHOUSE_TOASTS.packingSearchError}</Text>
      ) : !data ? (
        <Skeleton height={160} />
      ) : data.fulfillments.length === 0 ? (
        <Text c="dimmed" py="xl" ta="center">
          No fulfilments found.
        </Text>
      ) : (
        <Stack gap="sm" aria-busy={list.isFetching}>
          {data.fulfillments.map((f) => (
            <Card
              key={f.id}
              withBorder
              padding="sm"
              component="article"
              aria-label={`Fulfilment ${f.identifier}`}
            >
              <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
                <Stack gap={2}>
                  <Text fw={700}>{f.distributor_order_id ?? f.identifier}</Text>
                  <Text size="sm">
                    {f.store_name} · {f.store_order_reference}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {formatDate(f.created_at)} · {f.item_count} {f.item_count === 1 ? 'item' : 'items'}
                  </Text>
                </Stack>
                <Button component={Link} to={warehouseUrls.fulfillment(locationId, f.id)} size="sm">
                  Prepare For Shipping
                </Button>
              </Group>
              {f.deliveries.length > 0 && (
                <Group gap="xs" mt="xs" wrap="wrap">
                  {f.deliveries.map((d) => (
                    <Group key={d.id} gap={6} wrap="nowrap">
                      <Text size="sm" ff="monospace">
                        {d.identifier}
                      </Text>
                      <DeliveryStatusBadge status={d.delivery_status} />
                      <Badge variant="outline" color="gray" size="sm">
                        {d.parcel_count} {d.parcel_count === 1 ? 'box' : 'boxes'}
                      </Badge>
                    </Group>
                  ))}
                </Group>
              )}
            </Card>
          ))}
          {data.pagination.total_pages > 1 && (
            <Group justify="center">
              <Pagination
                total={data.pagination.total_pages}
                value={page}
                onChange={(p) => set({ page: String(p) })}
                getControlProps={(c) => ({ 'aria-label': `${c} page` })}
              />
            </Group>
          )}
          <Anchor component={Link} to={warehouseUrls.locations()} size="sm">
            All locations
          </Anchor>
        </Stack>
      )}
    </Stack>
  );
}
