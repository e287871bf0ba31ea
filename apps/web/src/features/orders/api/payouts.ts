import type {
  ConnectPayoutAccountInput,
  PayoutAccount,
  PayoutPeriodsReply,
  PayoutsReply,
} from '@partsflow/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

const V1 = '/api/distributor/v1';

export const payoutKeys = {
  all: () => ['payouts'] as const,
  account: () => ['payouts', 'account'] as const,
  list: (page: number, pageSize: number) => ['payouts', 'list', page, pageSize] as const,
  periods: (period: 'week' | 'month', page: number, pageSize: number) =>
    ['payouts', 'periods', period, page, pageSize] as const,
};

/** The distributor's payments account: linked or not. */
export function usePayoutAccount() {
  return useQuery({
    queryKey: payoutKeys.account(),
    queryFn: ({ signal }) => api<PayoutAccount>(`${V1}/payments/account`, { signal }),
  });
}

/** The sandbox provider's onboarding: links the account; waiting payouts go out. */
export function useConnectPayoutAccount() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: ConnectPayoutAccountInput) =>
      api<PayoutAccount>(`${V1}/payments/account`, { method: 'POST', body: input }),
    onSuccess: () => qc.invalidateQueries({ queryKey: payoutKeys.all() }),
  });
}

export function usePayouts(page: number, pageSize: number) {
  return useQuery({
    queryKey: payoutKeys.list(page, pageSize),
    queryFn: ({ signal }) =>
      api<PayoutsReply>(`${V1}/payouts`, { query: { page, page_size: pageSize }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Payouts per week or month: gross, freight, platform fees and net (decision 0752). */
export function usePayoutPeriods(period: 'week' | 'month', page: number, pageSize: number) {
  return useQuery({
    queryKey: payoutKeys.periods(period, page, pageSize),
    queryFn: ({ signal }) =>
      api<PayoutPeriodsReply>(`${V1}/payouts/periods`, {
        query: { period, page, page_size: pageSize },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
