import { createBrowserRouter } from 'react-router';
import { FullPageLoader } from '../components/full-page-loader/full-page-loader.tsx';
import { catalogueRoutes } from './areas/catalogue/catalogue-routes.tsx';
import { cataloguePlaceholderRoutes } from './areas/catalogue-placeholders/catalogue-placeholder-routes.tsx';
import { distributorRoutes } from './areas/distributor/distributor-routes.tsx';
import { marketplaceRoutes } from './areas/marketplace/marketplace-routes.tsx';
import { lazyPage } from './lazy-page.ts';
import { LogoutPage } from './pages/logout-page.tsx';
import { NotFoundPage } from './pages/not-found-page.tsx';
import { RouteErrorPage } from './pages/route-error-page.tsx';
import { AreaGate } from './shell/area-gate.tsx';
import { areaHandle } from './shell/area-handle.ts';
import { HomeRedirect } from './shell/home-redirect.tsx';
import { PublicLayout } from './shell/public-layout.tsx';
import { RequireSession } from './shell/require-session.tsx';
import { RootLayout } from './shell/root-layout.tsx';

// The shell (layouts, guards, menus) is in the first download; every page is a chunk of its own, loaded when
// its route is first visited. Bundle budgets: apps/web/scripts/check-bundle.mjs.
export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    // Shown while the first screen's page loads.
    hydrateFallbackElement: <FullPageLoader />,
    children: [
      {
        // Open to everyone: signing in, recovering a password, accepting an invitation.
        element: <PublicLayout />,
        children: [
          { path: '/sign-in', lazy: lazyPage(() => import('./pages/sign-in-page.tsx'), 'SignInPage') },
          {
            path: '/forgot-password',
            lazy: lazyPage(() => import('./pages/forgot-password-page.tsx'), 'ForgotPasswordPage'),
          },
          {
            path: '/reset-password/:token',
            lazy: lazyPage(() => import('./pages/reset-password-page.tsx'), 'ResetPasswordPage'),
          },
          {
            path: '/accept-invitation/:token',
            lazy: lazyPage(() => import('./pages/accept-invitation-page.tsx'), 'AcceptInvitationPage'),
          },
          { path: '/sign-up', lazy: lazyPage(() => import('./pages/sign-up-page.tsx'), 'SignUpPage') },
          {
            path: '/sign-up/check-email',
            lazy: lazyPage(() => import('./pages/sign-up-page.tsx'), 'SignUpCheckEmailPage'),
          },
          {
            path: '/dev/mailbox',
            lazy: lazyPage(() => import('./pages/dev-mailbox-page.tsx'), 'DevMailboxPage'),
          },
        ],
      },
      { path: '/logout', element: <LogoutPage /> },
      {
        element: <RequireSession />,
        children: [
          {
            // The signed-in shell (menus, switchers) is not part of the sign-in page's download.
            lazy: lazyPage(() => import('./shell/app-layout.tsx'), 'AppLayout'),
            children: [
              { index: true, element: <HomeRedirect /> },
              {
                path: '/dashboard',
                lazy: lazyPage(() => import('./pages/dashboard-page.tsx'), 'DashboardPage'),
              },
              { path: '/account', lazy: lazyPage(() => import('./pages/account-page.tsx'), 'AccountPage') },
              {
                path: '/catalogue',
                element: <AreaGate area="catalogue" />,
                handle: areaHandle('catalogue'),
                // The catalogue team's routes first: they win over the placeholders for equal paths.
                children: [...catalogueRoutes, ...cataloguePlaceholderRoutes],
              },
              {
                path: '/marketplace',
                element: <AreaGate area="marketplace" />,
                handle: areaHandle('marketplace'),
                children: marketplaceRoutes,
              },
              {
                path: '/distributor',
                element: <AreaGate area="distributor" />,
                handle: areaHandle('distributor'),
                children: distributorRoutes,
              },
              { path: '*', element: <NotFoundPage /> },
            ],
          },
        ],
      },
    ],
  },
]);
