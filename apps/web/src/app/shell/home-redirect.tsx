import { Navigate } from 'react-router';
import { enabledAreas } from '../../features/accounts/index.ts';
import { urls } from '../../lib/urls.ts';
import { AREA_HOME } from './area-paths.ts';
import { useCurrentSession } from './session-context.tsx';

/** `/`: the first area the team has enabled (catalogue, marketplace, distributor), else the dashboard. */
export function HomeRedirect() {
  const session = useCurrentSession();
  const [first] = enabledAreas(session);
  return <Navigate to={first ? AREA_HOME[first] : urls.dashboard()} replace />;
}
