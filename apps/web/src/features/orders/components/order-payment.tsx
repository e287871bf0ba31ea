import { Badge, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { formatMoney } from '@partsflow/contracts';
import { formatDate } from '../../../lib/format.ts';
import { ScrollRegion } from '../../../components/scroll-region/scroll-region.tsx';
import { useOrderPayment } from '../api/payments.ts';

const STATUS_COLORS = { succeeded: 'green', pending: 'yellow', failed: 'red' } as const;
const STATUS_LABELS = { succeeded: 'Refunded', pending: 'Processing', failed: 'Retrying' } as const;

/**
 * The order's card payment and what went back to the card (decision 0474): a cancelled fulfilment's share
 * (partial), or the rest of the payment once the whole order was cancelled (full). Nothing while unpaid.
 */
export function OrderPayment({ orderId }: { orderId: number }) {
  const q = useOrderPayment(orderId);
  const payment = q.data?.payment;
  if (!payment) return null;
  const refunds = q.data!.refunds;
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="payment-heading">
      <Group justify="space-between" align="baseline" mb="xs" gap="xs">
        <Title order={2} size="h5" id="payment-heading">
          Card payment
        </Title>
        <Text size="sm">
          Paid {formatMoney(payment.amount, payment.currency)}
          {payment.refunded > 0 && (
            <>
              {' · '}
              <Text span fw={600}>
                Refunded {formatMoney(payment.refunded, payment.currency)}
              </Text>
            </>
          )}
        </Text>
      </Group>
      {refunds.length === 0 ? (
        <Text size="sm" c="dimmed">
          No refunds. A fulfillment cancelled after payment is refunded to the card automatically.
        </Text>
      ) : (
        <ScrollRegion label="Refunds">
          <Table aria-label="Refunds" miw={340}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Date</Table.Th>
                <Table.Th>Refund</Table.Th>
                <Table.Th>Amount</Table.Th>
                <Table.Th>Status</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {refunds.map((r) => (
                <Table.Tr key={r.id}>
                  <Table.Td>{formatDate(r.refunded_at ?? r.created_at)}</Table.Td>
                  <Table.Td>
                    {r.kind === 'full' ? 'Rest of the payment (order cancelled)' : 'Cancelled fulfillment'}
                  </Table.Td>
                  <Table.Td>{formatMoney(r.amount, r.currency)}</Table.Td>
                  <Table.Td>
                    <Stack gap={2}>
                      <Badge variant="light" color={STATUS_COLORS[r.status]}>
                        {STATUS_LABELS[r.status]}
                      </Badge>
                      {r.message && (
                        <Text size="xs" c="dimmed">
                          {r.message}
                        </Text>
                      )}
                    </Stack>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollRegion>
      )}
    </Card>
  );
}
