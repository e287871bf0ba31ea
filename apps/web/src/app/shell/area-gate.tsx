import type { Area } from '@partsflow/contracts';
import { Outlet } from 'react-router';
import { canOpenArea } from '../../features/accounts/index.ts';
import { NotEnabledPage } from '../pages/not-enabled-page.tsx';
import { useCurrentSession } from './session-context.tsx';

/** An area's pages open only for teams that have the service (staff open all). */
export function AreaGate({ area }: { area: Area }) {
  const session = useCurrentSession();
  if (!canOpenArea(session, area)) return <NotEnabledPage area={area} />;
  return <Outlet />;
}
