import type { OutboxMessage } from '@partsflow/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const devMailboxKeys = { list: (to: string) => ['dev-mailbox', to] as const };

/** What the platform would have emailed (development only): invitations and password resets. */
export const devMailboxQuery = (to: string) =>
  queryOptions({
    queryKey: devMailboxKeys.list(to),
    queryFn: async () =>
      (await api<{ messages: OutboxMessage[] }>('/api/dev/mailbox', { query: { to } })).messages,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function useDevMailbox(to: string) {
  return useQuery(devMailboxQuery(to));
}
