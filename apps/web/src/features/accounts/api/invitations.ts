import '@partsflow/contracts/no-eval';
import type { AcceptInvitationInput, Session } from '@partsflow/contracts';
import type { invitationSchema } from '@partsflow/contracts';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { useAdoptSession } from './session.ts';

export type Invitation = z.infer<typeof invitationSchema>;

export const invitationKeys = { detail: (token: string) => ['invitations', token] as const };

export const invitationQuery = (token: string) =>
  queryOptions({
    queryKey: invitationKeys.detail(token),
    queryFn: () => api<Invitation>(`/api/invitations/${encodeURIComponent(token)}`),
    staleTime: Infinity,
  });

export function useInvitation(token: string) {
  return useQuery(invitationQuery(token));
}

/** Sets the name and password, and signs the new member in. */
export function useAcceptInvitation() {
  const adopt = useAdoptSession();
  return useMutation({
    mutationFn: (input: AcceptInvitationInput) =>
      api<Session>('/api/invitations/accept', { method: 'POST', body: input }),
    onSuccess: adopt,
  });
}
