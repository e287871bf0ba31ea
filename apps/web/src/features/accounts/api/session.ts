import type { Session, SignInInput } from '@partsflow/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ApiError, setCsrfToken } from '../../../lib/api-client.ts';
import { closeLiveChannel, reconnectLiveChannel } from '../../../lib/live-channel.ts';
import { SESSION_QUERY_KEY } from '../../../lib/query-client.ts';

export const sessionKeys = { all: SESSION_QUERY_KEY };

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

/** Starts working with a fresh session (sign-in or accepted invitation): nothing cached survives. */
export function useAdoptSession() {
  const qc = useQueryClient();
  return (s: Session) => {
    setCsrfToken(s.csrf_token);
    qc.clear();
    qc.setQueryData(sessionKeys.all, s);
    reconnectLiveChannel();
  };
}

export function useSignIn() {
  const adopt = useAdoptSession();
  return useMutation({
    mutationFn: (input: SignInInput) => api<Session>('/api/session', { method: 'POST', body: input }),
    onSuccess: adopt,
  });
}

export function useSignOut() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api<void>('/api/session', { method: 'DELETE' }),
    onSettled: () => {
      setCsrfToken(null);
      closeLiveChannel();
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
      // Everything cached belongs to the previous team, and so does the live channel.
      qc.clear();
      qc.setQueryData(sessionKeys.all, s);
      reconnectLiveChannel();
    },
  });
}

/** The team the session is working in. */
export function currentTeam(session: Session) {
  return session.teams.find((t) => t.id === session.current_team_id) ?? session.teams[0] ?? null;
}
