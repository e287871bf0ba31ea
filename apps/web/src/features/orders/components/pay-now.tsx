import { Alert, Button, Checkbox, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { confirmCardPaymentInputSchema, formatMoney, type FulfillmentOrderRow } from '@partsflow/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { contractResolver } from '../../../lib/contract-resolver.ts';
import { urls } from '../../../lib/urls.ts';
import { usePayOrder } from '../api/payments.ts';

interface CardValues {
  client_secret: string;
  card_number: string;
  save_card: boolean;
}
// The client secret comes from the intent made on submit; the form checks the card fields.
const resolver = contractResolver<CardValues, typeof confirmCardPaymentInputSchema>(
  confirmCardPaymentInputSchema,
);

function CardForm({ order, onCancel }: { order: FulfillmentOrderRow; onCancel: () => void }) {
  const pay = usePayOrder(order.id, order.store.id);
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<CardValues, unknown, CardValues>({
    resolver,
    defaultValues: { client_secret: 'pending', card_number: '', save_card: true },
  });
  const submit = handleSubmit(async (card) => {
    setError(null);
    try {
      const r = await pay.mutateAsync({ card_number: card.card_number, save_card: card.save_card });
      // A declined card stays here with the provider's message; anything else returns to the return page.
      if (r.status === 'requires_payment_method') setError(r.error ?? 'Your card was declined.');
      else
        navigate(
          `${urls.marketplace.paymentReturn()}?payment_intent_client_secret=${encodeURIComponent(r.client_secret)}`,
        );
    } catch (e) {
      setError(e instanceof ApiError ? e.message : 'Something went wrong.');
    }
  });
  return (
    <form onSubmit={submit} aria-label="Card payment" noValidate>
      <Stack gap="sm">
        <Text size="sm">
          Pay {formatMoney(order.total)} for order {order.fulfillment_name}.
        </Text>
        <TextInput
          label="Card number"
          withAsterisk
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="4242 4242 4242 4242"
          {...register('card_number')}
          error={formState.errors.card_number?.message}
        />
        <Checkbox label="Save this card for auto-billing" {...register('save_card')} />
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={pay.isPending}>
            Pay
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Pay now and the card form modal (merchant spec 2.11): on the order page and in the orders table. */
export function PayNow({ order, size }: { order: FulfillmentOrderRow; size?: 'xs' | 'sm' }) {
  const [opened, modal] = useDisclosure(false);
  if (order.payment_status !== 'unpaid' || order.status === 'cancelled') return null;
  return (
    <>
      <Button
        variant="light"
        size={size}
        onClick={modal.open}
        aria-label={size ? `Pay now for order ${order.fulfillment_name}` : undefined}
      >
        Pay now
      </Button>
      <Modal opened={opened} onClose={modal.close} title="Pay fulfilment">
        {opened && <CardForm order={order} onCancel={modal.close} />}
      </Modal>
    </>
  );
}
