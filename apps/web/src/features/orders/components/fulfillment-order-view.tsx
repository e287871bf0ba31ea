import { Alert, Button, Card, Group, SimpleGrid, Stack, Table, Text, Timeline, Title } from '@mantine/core';
import type { Fulfillment, FulfillmentOrder } from '@partsflow/contracts';
import { formatCents, formatDateTime } from '../../../lib/format.ts';
import { mutateWithToast } from '../../../lib/mutate-with-toast.ts';
import { useOrderAction } from '../api/orders.ts';
import { OrderStatusBadge, PaymentStatusBadge } from './order-status.tsx';
import { OrderPayment } from './order-payment.tsx';
import { PayNow } from './pay-now.tsx';
import { ScrollRegion } from '../../../components/scroll-region/scroll-region.tsx';

type Line = FulfillmentOrder['items'][number] | Fulfillment['fulfillment_items'][number];

/** Items with the spec's GST display: unit price ex GST (price / 1.1) and the line's tax. */
function ItemsTable({ items, label }: { items: Line[]; label: string }) {
  return (
    <ScrollRegion label={label}>
      <Table aria-label={label} striped miw={560}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>SKU</Table.Th>
            <Table.Th>Product</Table.Th>
            <Table.Th ta="right">Qty</Table.Th>
            <Table.Th ta="right">Unit price (ex GST)</Table.Th>
            <Table.Th ta="right">Tax</Table.Th>
            <Table.Th ta="right">Total</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((i) => (
            <Table.Tr key={i.id}>
              <Table.Td>{i.catalogue_sku ?? i.store_sku}</Table.Td>
              <Table.Td>
                {i.product_title}
                {i.product_brand && (
                  <Text span size="xs" c="dimmed">
                    {' '}
                    {i.product_brand}
                  </Text>
                )}
              </Table.Td>
              <Table.Td ta="right">{i.quantity}</Table.Td>
              <Table.Td ta="right">{formatCents(i.unit_price_ex_gst)}</Table.Td>
              <Table.Td ta="right">{formatCents(i.tax)}</Table.Td>
              <Table.Td ta="right">{formatCents(i.price * i.quantity)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}

function FulfillmentCard({ f }: { f: Fulfillment }) {
  return (
    <Card component="article" withBorder padding="md" aria-label={`Fulfillment from ${f.distributor.name}`}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <div>
            <Text fw={600}>{f.distributor.name}</Text>
            <Text size="sm" c="dimmed">
              {f.distributor_location.name} ({f.distributor_location.code})
            </Text>
          </div>
          <OrderStatusBadge status={f.display_status} />
        </Group>
        <Group gap="lg">
          <Text size="sm">Distributor order: {f.distributor_order_id ?? 'Pending ...'}</Text>
          {f.account_code && <Text size="sm">Account code: {f.account_code}</Text>}
          {f.cancellation_status && (
            <Text size="sm">Cancellation: {f.cancellation_status.replace(/_/g, ' ')}</Text>
          )}
        </Group>
        {f.rejection_reason_label && (
          <Alert color="red" title={`Rejected: ${f.rejection_reason_label}`}>
            {f.merchant_message ?? 'No message from the distributor.'}
          </Alert>
        )}
        <ItemsTable items={f.fulfillment_items} label={`Items from ${f.distributor.name}`} />
      </Stack>
    </Card>
  );
}

function Actions({ order }: { order: FulfillmentOrder }) {
  const request = useOrderAction(order.id, 'request-fulfillment');
  const cancel = useOrderAction(order.id, 'cancel-fulfillment');
  return (
    <Group gap="xs">
      <PayNow order={order} />
      {order.supported_actions.includes('request_fulfillment') && (
        <Button
          loading={request.isPending}
          onClick={() => mutateWithToast(request.mutateAsync(), { success: 'Fulfillment requested' })}
        >
          Request Fulfillment
        </Button>
      )}
      {order.supported_actions.includes('request_cancellation') && (
        <Button
          color="red"
          variant="light"
          loading={cancel.isPending}
          onClick={() => mutateWithToast(cancel.mutateAsync(), { success: 'Cancellation requested' })}
        >
          Request Cancellation
        </Button>
      )}
    </Group>
  );
}

const money = (label: string, cents: number, strong = false) => (
  <Group justify="space-between" key={label}>
    <Text size="sm" fw={strong ? 700 : undefined}>
      {label}
    </Text>
    <Text size="sm" fw={strong ? 700 : undefined}>
      {formatCents(cents)}
    </Text>
  </Group>
);

/** One fulfilment order: status, totals, fulfilments per distributor, items and the timeline (spec 2.11). */
export function FulfillmentOrderView({ order }: { order: FulfillmentOrder }) {
  const a = order.shipping_address;
  return (
    <Stack gap="lg">
      <Group justify="space-between" gap="sm">
        <Group gap="sm">
          <OrderStatusBadge status={order.display_status} />
          <PaymentStatusBadge status={order.payment_status} />
        </Group>
        <Actions order={order} />
      </Group>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
        <Card withBorder padding="md">
          <Title order={2} size="h5" mb="xs">
            Order
          </Title>
          <Text size="sm">Store: {order.store.name}</Text>
          <Text size="sm">Placed: {formatDateTime(order.created_at)}</Text>
          <Text size="sm">Items: {order.items_count}</Text>
          {order.tracking_numbers.length > 0 && (
            <Text size="sm" data-testid="tracking-numbers">
              Tracking: {order.tracking_numbers.join(', ')}
            </Text>
          )}
        </Card>
        <Card withBorder padding="md">
          <Title order={2} size="h5" mb="xs">
            Ship to
          </Title>
          <Text size="sm">{a.name}</Text>
          <Text size="sm">{[a.address1, a.address2].filter(Boolean).join(', ')}</Text>
          <Text size="sm">
            {a.city} {a.state_code} {a.postcode}
          </Text>
          {order.customer.email && <Text size="sm">{order.customer.email}</Text>}
        </Card>
        <Card withBorder padding="md">
          <Title order={2} size="h5" mb="xs">
            Totals
          </Title>
          <Stack gap={2}>
            {money('Subtotal', order.subtotal)}
            {money('Charges', order.charges)}
            {money('Tax (GST)', order.tax)}
            {order.discount > 0 && money('Discount', -order.discount)}
            {money('Total', order.total, true)}
          </Stack>
        </Card>
      </SimpleGrid>
      <OrderPayment orderId={order.id} />
      <section aria-labelledby="fulfillments-heading">
        <Title order={2} size="h4" mb="sm" id="fulfillments-heading">
          Fulfillments
        </Title>
        {order.fulfillments.length ? (
          <Stack gap="md">
            {order.fulfillments.map((f) => (
              <FulfillmentCard key={f.id} f={f} />
            ))}
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            No fulfilments found.
          </Text>
        )}
      </section>
      <section aria-labelledby="items-heading">
        <Title order={2} size="h4" mb="sm" id="items-heading">
          Items
        </Title>
        <ItemsTable items={order.items} label="Order items" />
      </section>
      <section aria-labelledby="timeline-heading">
        <Title order={2} size="h4" mb="sm" id="timeline-heading">
          Timeline
        </Title>
        <Timeline active={order.history.length - 1} bulletSize={14} lineWidth={2}>
          {order.history.map((h) => (
            <Timeline.Item key={h.id} title={h.status.replace(/_/g, ' ')}>
              <Text size="sm">{h.comment}</Text>
              <Text size="xs" c="dimmed">
                {formatDateTime(h.created_at)}
              </Text>
            </Timeline.Item>
          ))}
        </Timeline>
      </section>
    </Stack>
  );
}
