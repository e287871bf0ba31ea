import type { Session } from '@partsflow/contracts';
import { createContext, useContext } from 'react';

export const SessionContext = createContext<Session | null>(null);

/** The signed-in session; only inside the signed-in shell (RequireSession guarantees one). */
export function useCurrentSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useCurrentSession() is only available inside the signed-in shell');
  return session;
}
