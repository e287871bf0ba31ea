import type { Session, SignInInput } from '@partsflow/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ApiError, setCsrfToken } from '../../../lib/api-client.ts';

export const sessionKeys = { all: ['session'] as const };

/** The signed-in session, or null when nobody is signed in. */
export async function fetchSession(): Promise<Session | null> {
  try {
    const s = await api<Session>('/api/session');
    setCsrfToken(s.csrf_token);
    return s;
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) {
      setCsrfToken(null);
      return null;
    }
    throw err;
  }
}

export const sessionQuery = () =>
  queryOptions({ queryKey: sessionKeys.all, queryFn: fetchSession, staleTime: 60_000 });

export function useSession() {
  return useQuery(sessionQuery());
}

export function useSignIn() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: SignInInput) => api<Session>('/api/session', { method: 'POST', body: input }),
    onSuccess: (s) => {
      setCsrfToken(s.csrf_token);
      qc.clear();
      qc.setQueryData(sessionKeys.all, s);
    },
  });
}

export function useSignOut() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api<void>('/api/session', { method: 'DELETE' }),
    onSettled: () => {
      setCsrfToken(null);
      qc.clear();
      qc.setQueryData(sessionKeys.all, null);
    },
  });
}

export function useSwitchTeam() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (teamId: number) =>
      api<Session>('/api/session/team', { method: 'PUT', body: { team_id: teamId } }),
    onSuccess: (s) => {
      // Everything cached belongs to the previous team.
      qc.clear();
      qc.setQueryData(sessionKeys.all, s);
    },
  });
}

/** The team the session is working in. */
export function currentTeam(session: Session) {
  return session.teams.find((t) => t.id === session.current_team_id) ?? session.teams[0] ?? null;
}
