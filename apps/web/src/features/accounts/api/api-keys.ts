import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { accountKeys } from './members.ts';

export interface ApiKeys {
  publishable_key: string;
  secret_key: string;
}

export const apiKeysQuery = () =>
  queryOptions({ queryKey: accountKeys.apiKeys(), queryFn: () => api<ApiKeys>('/api/account/api-keys') });

/** Admins only; pass `enabled: false` for anyone else rather than asking for a 403. */
export function useApiKeys(enabled: boolean) {
  return useQuery({ ...apiKeysQuery(), enabled });
}
