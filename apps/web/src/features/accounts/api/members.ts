import type { InviteMemberInput } from '@partsflow/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export interface TeamMember {
  id: number;
  name: string;
  email: string;
  admin: boolean;
  editor: boolean;
  billing: boolean;
  viewer: boolean;
}

export const accountKeys = {
  all: ['account'] as const,
  members: () => [...accountKeys.all, 'members'] as const,
  apiKeys: () => [...accountKeys.all, 'api-keys'] as const,
};

export const membersQuery = () =>
  queryOptions({
    queryKey: accountKeys.members(),
    queryFn: async () => (await api<{ members: TeamMember[] }>('/api/account/members')).members,
  });

export function useMembers() {
  return useQuery(membersQuery());
}

export function useInviteMember() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: InviteMemberInput) =>
      api<TeamMember>('/api/account/members', { method: 'POST', body: input }),
    onSuccess: () => qc.invalidateQueries({ queryKey: accountKeys.members() }),
  });
}
