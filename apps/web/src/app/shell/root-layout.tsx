import { Outlet } from 'react-router';
import { NavigationProgress } from '../../components/navigation-progress/navigation-progress.tsx';

/** Above every page, signed in or not: the loading bar for route changes. */
export function RootLayout() {
  return (
    <>
      <NavigationProgress />
      <Outlet />
    </>
  );
}
