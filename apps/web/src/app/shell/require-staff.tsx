import { Outlet } from 'react-router';
import { StaffOnlyPage } from '../pages/staff-only-page.tsx';
import { useCurrentSession } from './session-context.tsx';

/** Admin pages (`/catalogue/admin/...`) are for platform staff only. */
export function RequireStaff() {
  const session = useCurrentSession();
  if (!session.user.staff) return <StaffOnlyPage />;
  return <Outlet />;
}
