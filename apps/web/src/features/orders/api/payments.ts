import type { ConfirmCardPaymentInput, OrderPaymentReply } from '@partsflow/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { orderKeys } from './orders.ts';

const M = '/api/marketplace';

export const paymentKeys = {
  billing: () => ['orders', 'store-billing'] as const,
  intent: (secret: string) => ['orders', 'payment-intent', secret] as const,
};

export interface StoreBilling {
  store_id: number;
  auto_billing: boolean;
  card: { brand: string; last4: string } | null;
}

export function useStoreBilling() {
  return useQuery({
    queryKey: paymentKeys.billing(),
    queryFn: ({ signal }) =>
      api<{ stores: StoreBilling[] }>(`${M}/store-billing`, { signal }).then((r) => r.stores),
  });
}

export function useUpdateAutoBilling() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: { integration_id: number; auto_billing: boolean }) =>
      api<{ auto_billing: boolean }>(`${M}/update-store-auto-billing`, { method: 'POST', body: input }),
    onSuccess: () => qc.invalidateQueries({ queryKey: paymentKeys.billing() }),
  });
}

/** Pay now: the order's payment intent, then the card form's confirmation. */
export function usePayOrder(orderId: number, storeId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (card: Omit<ConfirmCardPaymentInput, 'client_secret'>) => {
      const { client_secret } = await api<{ client_secret: string }>(
        `${M}/create-fulfilment-payment-intent`,
        {
          method: 'POST',
          body: { fulfilment_id: orderId, shopify_integration_id: storeId },
        },
      );
      const result = await api<{ status: string; error: string | null }>(`${M}/payments/confirm`, {
        method: 'POST',
        body: { ...card, client_secret },
      });
      return { ...result, client_secret };
    },
    onSettled: () => {
      void qc.invalidateQueries({ queryKey: paymentKeys.billing() });
      void qc.invalidateQueries({ queryKey: orderKeys.lists() });
      return qc.invalidateQueries({ queryKey: orderKeys.detail(orderId) });
    },
  });
}

/** The payment return page: the status the provider reports for the client secret. */
export function usePaymentIntentStatus(secret: string) {
  return useQuery({
    queryKey: paymentKeys.intent(secret),
    queryFn: ({ signal }) =>
      api<{ status: string; fulfillment_order_id: number }>(`${M}/payments/intent`, {
        query: { payment_intent_client_secret: secret },
        signal,
      }),
    enabled: Boolean(secret),
    retry: false,
  });
}

/** The order's card payment and its refunds (decision 0474); under the order's key, so its refreshes reach it. */
export function useOrderPayment(orderId: number) {
  return useQuery({
    queryKey: [...orderKeys.detail(orderId), 'payment'] as const,
    queryFn: ({ signal }) => api<OrderPaymentReply>(`${M}/v1/fulfillments/${orderId}/payment`, { signal }),
  });
}
