import { Anchor, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { StoreOrder } from '@partsflow/contracts';
import { ScrollRegion } from '../../../../components/scroll-region/scroll-region.tsx';
import { StatusBadge } from '../../../../components/status-badge/status-badge.tsx';
import { formatDateTime } from '../../../../lib/format.ts';
import { useBreakpointUp } from '../../../../lib/use-breakpoint.ts';
import { useSandboxStore } from '../../api/stores.ts';

const STATUS_LABELS: Record<StoreOrder['fulfillment_status'], string> = {
  unfulfilled: 'Unfulfilled',
  partially_fulfilled: 'Partially fulfilled',
  fulfilled: 'Fulfilled',
};
const STATUS_COLORS = { unfulfilled: 'yellow', partially_fulfilled: 'blue', fulfilled: 'teal' } as const;

/** The carrier and tracking numbers of the order's fulfilments, each number a link when the carrier gave one. */
function Tracking({ order }: { order: StoreOrder }) {
  const live = order.fulfillments.filter((f) => f.status === 'success');
  if (!live.length)
    return (
      <Text size="xs" c="dimmed">
        Not shipped yet
      </Text>
    );
  return (
    <Stack gap={2}>
      {live.map((f) => (
        <Text key={f.id} size="xs" data-testid="store-tracking">
          {f.tracking_company ? `${f.tracking_company} ` : ''}
          {f.tracking_numbers.map((n, i) =>
            f.tracking_urls[i] ? (
              <Anchor
                key={n}
                href={f.tracking_urls[i]}
                target="_blank"
                rel="noreferrer"
                size="xs"
                ff="monospace"
              >
                {n}
              </Anchor>
            ) : (
              <Text key={n} span size="xs" ff="monospace">
                {n}
              </Text>
            ),
          )}
        </Text>
      ))}
    </Stack>
  );
}

const Items = ({ order }: { order: StoreOrder }) => (
  <Stack gap={2}>
    {order.line_items.map((l) => (
      <Text key={l.id} size="xs">
        {l.quantity} × {l.title}{' '}
        <Text span size="xs" ff="monospace" c="dimmed">
          {l.sku}
        </Text>
      </Text>
    ))}
  </Stack>
);

const Status = ({ order }: { order: StoreOrder }) => (
  <StatusBadge
    status={order.fulfillment_status}
    colors={STATUS_COLORS}
    label={STATUS_LABELS[order.fulfillment_status]}
  />
);

/**
 * The sandbox store's orders as its owner sees them in the shop admin: each order's fulfilment status and the
 * tracking the platform sent when the parcel left (decision 0910). A table on wide screens, cards on phones.
 */
export function SandboxStoreOrders({ id }: { id: number }) {
  const page = useSandboxStore(id);
  const wide = useBreakpointUp('sm');
  const orders = page.data?.orders ?? [];
  return (
    <Stack gap="sm" component="section" aria-labelledby="store-orders-title">
      <Title order={2} size="h4" id="store-orders-title">
        Store orders
      </Title>
      {page.isPending ? null : orders.length === 0 ? (
        <Text c="dimmed">No orders in this store yet.</Text>
      ) : wide ? (
        <ScrollRegion label="Store orders">
          <Table verticalSpacing="sm" aria-label="Store orders" miw={640}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Order</Table.Th>
                <Table.Th>Customer</Table.Th>
                <Table.Th>Items</Table.Th>
                <Table.Th w={160}>Fulfilment</Table.Th>
                <Table.Th>Tracking</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {orders.map((o) => (
                <Table.Tr key={o.id} data-store-order={o.name}>
                  <Table.Td>
                    <Text size="sm" fw={600}>
                      {o.name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {formatDateTime(o.created_at)}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{o.customer_name}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Items order={o} />
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <Status order={o} />
                  </Table.Td>
                  <Table.Td>
                    <Tracking order={o} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollRegion>
      ) : (
        <Stack gap="sm" role="list" aria-label="Store orders">
          {orders.map((o) => (
            <Card key={o.id} withBorder padding="sm" role="listitem" data-store-order={o.name}>
              <Group justify="space-between" gap="xs" mb={4}>
                <Text size="sm" fw={600}>
                  {o.name} · {o.customer_name}
                </Text>
                <Status order={o} />
              </Group>
              <Text size="xs" c="dimmed" mb={4}>
                {formatDateTime(o.created_at)}
              </Text>
              <Items order={o} />
              <Group gap={4} mt={6} align="baseline">
                <Text size="xs" fw={600}>
                  Tracking:
                </Text>
                <Tracking order={o} />
              </Group>
            </Card>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
