import { Alert, Anchor, Stack } from '@mantine/core';
import { paymentReturnMessage } from '@partsflow/contracts';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { notify } from '../../../lib/notify.ts';
import { urls } from '../../../lib/urls.ts';
import { usePaymentIntentStatus } from '../api/payments.ts';

const COLOR = { success: 'green', info: 'blue', error: 'red' } as const;

/** After the card provider: reads payment_intent_client_secret and says how the payment went (spec 4). */
export function PaymentReturn() {
  const [params] = useSearchParams();
  const secret = params.get('payment_intent_client_secret') ?? '';
  const status = usePaymentIntentStatus(secret);
  const message = status.data
    ? paymentReturnMessage(status.data.status)
    : status.isError || !secret
      ? paymentReturnMessage('unknown')
      : null;
  const text = message?.text;
  const kind = message?.kind;
  useEffect(() => {
    if (!text) return;
    if (kind === 'error') notify.error(text);
    else notify.success(text);
  }, [text, kind]);
  if (!message) return null;
  return (
    <Stack gap="sm">
      <Alert color={COLOR[message.kind]} role="status">
        {message.text}
      </Alert>
      {status.data && (
        <Anchor component={Link} to={urls.marketplace.fulfillment(status.data.fulfillment_order_id)}>
          Back to the order
        </Anchor>
      )}
    </Stack>
  );
}
