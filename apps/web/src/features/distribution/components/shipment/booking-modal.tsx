import { Alert, Button, Group, List, Loader, Modal, Radio, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { formatCents } from '../../../../lib/format.ts';
import { useQuotes, type QuotesReply } from '../../api/shipments.ts';

/**
 * Confirm Booking: the carriers' quotes for the shipment, the services without a price and why, and the chosen
 * price booked.
 */
export function BookingModal({
  shipmentId,
  opened,
  onClose,
  onBook,
  booking,
}: {
  shipmentId: number;
  opened: boolean;
  onClose: () => void;
  onBook: (priceId: number) => void;
  booking: boolean;
}) {
  const quotes = useQuotes(shipmentId);
  const [reply, setReply] = useState<QuotesReply | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const { mutate } = quotes;
  useEffect(() => {
    if (!opened) return;
    mutate(undefined, {
      onSuccess: (r) => {
        setReply(r);
        setChosen(String((r.prices.find((p) => p.selected) ?? r.prices[0])?.id ?? ''));
      },
    });
  }, [opened, mutate]);

  return (
    <Modal opened={opened} onClose={onClose} title="Confirm Booking" size="lg">
      {quotes.isError ? (
        <Alert color="red">{quotes.error.message}</Alert>
      ) : !reply ? (
        <Group gap="xs">
          <Loader size="sm" aria-label="Getting quotes" />
          <Text size="sm">Getting quotes...</Text>
        </Group>
      ) : (
        <Stack>
          {reply.prices.length ? (
            <Radio.Group label="Quotes" value={chosen} onChange={setChosen}>
              <Stack gap="xs" mt="xs">
                {reply.prices.map((p) => (
                  <Radio
                    key={p.id}
                    value={String(p.id)}
                    label={`${p.carrier_name} ${p.service_name} — ${formatCents(p.sales_gross_total_cents)} (${p.private ? 'BYO Rates' : 'Brokered Rates'}, ${p.transit_days} days)`}
                  />
                ))}
              </Stack>
            </Radio.Group>
          ) : (
            <Text c="dimmed">No carrier quoted this shipment.</Text>
          )}
          {reply.unavailable.length > 0 && (
            <div>
              <Text size="sm" fw={600}>
                Not offered
              </Text>
              <List size="sm">
                {reply.unavailable.map((u) => (
                  <List.Item key={`${u.carrier_name}-${u.service_name}`}>
                    {u.carrier_name} {u.service_name}: {u.message}
                  </List.Item>
                ))}
              </List>
            </div>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button disabled={!chosen} loading={booking} onClick={() => chosen && onBook(Number(chosen))}>
              Book
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
