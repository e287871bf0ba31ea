import type {
  AllianceAccount,
  CompanyDetails,
  CompanyDetailsInput,
  LabelValue,
  OnboardInput,
  PersonalDetailsInput,
  TeamDomain,
} from '@partsflow/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, withQuery } from '../../../lib/api-client.ts';
import type { ApiKeys } from './api-keys.ts';
import { accountKeys } from './members.ts';
import { sessionKeys } from './session.ts';

const keys = {
  company: () => [...accountKeys.all, 'company'] as const,
  domains: () => [...accountKeys.all, 'domains'] as const,
  alliance: () => [...accountKeys.all, 'alliance'] as const,
  regions: () => [...accountKeys.all, 'regions'] as const,
  onboarding: () => [...accountKeys.all, 'onboarding'] as const,
};

/** Sign-up (Account Setup, public): answers the url to go to. */
export function useSignUp() {
  return useMutation({
    mutationFn: (input: OnboardInput) =>
      api<{ url: string }>('/api/onboard', { method: 'POST', body: input }),
  });
}

export function useUpdatePersonalDetails() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: PersonalDetailsInput) => api('/api/account/me', { method: 'PATCH', body: input }),
    onSuccess: () => qc.invalidateQueries({ queryKey: sessionKeys.all }),
  });
}

export function useRemoveMember() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api(`/api/account/members/${id}`, { method: 'DELETE' }),
    onSettled: () => qc.invalidateQueries({ queryKey: accountKeys.members() }),
  });
}

export function useRotateApiKey() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (kind: 'publishable' | 'secret') =>
      api<ApiKeys>('/api/account/api-keys/rotate', { method: 'POST', body: { kind } }),
    onSuccess: (data) => qc.setQueryData(accountKeys.apiKeys(), data),
  });
}

export const companyQuery = () =>
  queryOptions({ queryKey: keys.company(), queryFn: () => api<CompanyDetails>('/api/account/company') });

export function useCompany() {
  return useQuery(companyQuery());
}

export function useUpdateCompany() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: CompanyDetailsInput) =>
      api<CompanyDetails>('/api/account/company', { method: 'PATCH', body: input }),
    onSuccess: (data) => qc.setQueryData(keys.company(), data),
  });
}

export function useRegions() {
  return useQuery({
    queryKey: keys.regions(),
    queryFn: () => api<LabelValue[]>('/api/account/regions'),
    staleTime: Infinity,
  });
}

export const searchCurrencies = (term: string) =>
  api<LabelValue[]>(withQuery('/api/account/currency_search', { term }));
export const searchTimezones = (term: string) =>
  api<LabelValue[]>(withQuery('/api/account/timezone_search', { term }));

export function useDomains() {
  return useQuery({
    queryKey: keys.domains(),
    queryFn: async () => (await api<{ domains: TeamDomain[] }>('/api/account/domains')).domains,
  });
}

export function useDomainMutations() {
  const qc = useQueryClient();
  const refresh = () => qc.invalidateQueries({ queryKey: keys.domains() });
  return {
    add: useMutation({
      mutationFn: (domain: string) =>
        api<TeamDomain>('/api/account/domains', { method: 'POST', body: { domain } }),
      onSuccess: refresh,
    }),
    change: useMutation({
      mutationFn: (v: { id: number; domain: string }) =>
        api<TeamDomain>(`/api/account/domains/${v.id}`, { method: 'PATCH', body: { domain: v.domain } }),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: number) => api(`/api/account/domains/${id}`, { method: 'DELETE' }),
      onSuccess: refresh,
    }),
  };
}

export function useAlliance(enabled: boolean) {
  return useQuery({
    queryKey: keys.alliance(),
    queryFn: async () =>
      (await api<{ alliance_merchant: AllianceAccount | null }>('/api/account/alliance')).alliance_merchant,
    enabled,
  });
}

export function useAllianceMutations() {
  const qc = useQueryClient();
  return {
    save: useMutation({
      mutationFn: (v: { provider_id: string; api_key: string }) =>
        api<{ alliance_merchant: AllianceAccount }>('/api/account/alliance', { method: 'PUT', body: v }),
      onSuccess: (data) => qc.setQueryData(keys.alliance(), data.alliance_merchant),
    }),
    remove: useMutation({
      mutationFn: () => api('/api/account/alliance', { method: 'DELETE' }),
      onSuccess: () => qc.setQueryData(keys.alliance(), null),
    }),
  };
}

export function useOnboardingSteps(enabled: boolean) {
  return useQuery({
    queryKey: keys.onboarding(),
    queryFn: () => api<{ steps: { key: string; label: string; done: boolean }[] }>('/api/account/onboarding'),
    enabled,
  });
}
