import { Card, Group, Stack, Switch, Text, Title } from '@mantine/core';
import { mutateWithToast } from '../../../lib/mutate-with-toast.ts';
import { useDistributorsPage } from '../api/orders.ts';
import { useStoreBilling, useUpdateAutoBilling } from '../api/payments.ts';

/** The auto-billing switch per store: its saved card is charged when fulfilment is requested. */
export function AutoBillingSwitches() {
  const stores = useDistributorsPage().data?.stores ?? [];
  const billing = useStoreBilling();
  const update = useUpdateAutoBilling();
  if (!stores.length || !billing.data) return null;
  return (
    <Card withBorder padding="md" mb="lg">
      <Title order={2} size="h5" mb="xs">
        Auto-billing
      </Title>
      <Stack gap="xs">
        {stores.map((s) => {
          const b = billing.data.find((x) => x.store_id === s.id);
          return (
            <Group key={s.id} justify="space-between" gap="sm">
              <Switch
                label={`Auto-billing for ${s.name}`}
                checked={b?.auto_billing ?? false}
                disabled={update.isPending}
                onChange={(e) =>
                  mutateWithToast(
                    update.mutateAsync({ integration_id: s.id, auto_billing: e.currentTarget.checked }),
                    { success: false },
                  )
                }
              />
              <Text size="sm" c="dimmed">
                {b?.card
                  ? `${b.card.brand} ending ${b.card.last4}`
                  : 'No saved card: pay an order and save the card'}
              </Text>
            </Group>
          );
        })}
      </Stack>
    </Card>
  );
}
