import type {
  BillingIntegration,
  BillingOverview,
  GetPlanUrlInput,
  InvoiceLineRow,
} from '@partsflow/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** The billing calls (merchant spec 7, Billing). */
const B = '/api/marketplace/v1/billing';

export const billingKeys = {
  overview: () => ['billing', 'overview'] as const,
  invoiceLines: () => ['billing', 'invoice-lines'] as const,
};

/** The team's invoice lines: each closed month's revenue share, freight bookings. */
export function useInvoiceLines() {
  return useQuery({
    queryKey: billingKeys.invoiceLines(),
    queryFn: ({ signal }) =>
      api<{ results: InvoiceLineRow[] }>(`${B}/invoice-lines`, { signal }).then((r) => r.results),
  });
}

export function useBillingOverview() {
  return useQuery({
    queryKey: billingKeys.overview(),
    queryFn: ({ signal }) => api<BillingOverview>(B, { signal }),
  });
}

function useBillingMutation<I, O>(path: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: I) => api<O>(`${B}/${path}`, { method: 'POST', body: input }),
    onSettled: () => qc.invalidateQueries({ queryKey: billingKeys.overview() }),
  });
}

export const useGetPlanUrl = () => useBillingMutation<GetPlanUrlInput, { url: string }>('get-plan-url');
export const useAddPlateSearch = () =>
  useBillingMutation<{ price: string }, { url: string }>('add-plate-search');
export const useCancelPlan = () =>
  useBillingMutation<{ integration_id: number }, { integration: BillingIntegration }>('cancel-shopify-plan');
export const useConfirmCharge = () =>
  useBillingMutation<
    { charge_id: string; approve: boolean },
    { kind: 'plan' | 'plate_search'; status: 'active' | 'declined'; integration: BillingIntegration | null }
  >('confirm-charge');
