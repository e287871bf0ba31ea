import { createBrowserRouter } from 'react-router';
import { catalogueRoutes } from './areas/catalogue/catalogue-routes.tsx';
import { cataloguePlaceholderRoutes } from './areas/catalogue-placeholders/catalogue-placeholder-routes.tsx';
import { distributorRoutes } from './areas/distributor/distributor-routes.tsx';
import { marketplaceRoutes } from './areas/marketplace/marketplace-routes.tsx';
import { AcceptInvitationPage } from './pages/accept-invitation-page.tsx';
import { AccountPage } from './pages/account-page.tsx';
import { DashboardPage } from './pages/dashboard-page.tsx';
import { DevMailboxPage } from './pages/dev-mailbox-page.tsx';
import { ForgotPasswordPage } from './pages/forgot-password-page.tsx';
import { LogoutPage } from './pages/logout-page.tsx';
import { NotFoundPage } from './pages/not-found-page.tsx';
import { ResetPasswordPage } from './pages/reset-password-page.tsx';
import { RouteErrorPage } from './pages/route-error-page.tsx';
import { SignInPage } from './pages/sign-in-page.tsx';
import { AppLayout } from './shell/app-layout.tsx';
import { AreaGate } from './shell/area-gate.tsx';
import { areaHandle } from './shell/area-handle.ts';
import { HomeRedirect } from './shell/home-redirect.tsx';
import { PublicLayout } from './shell/public-layout.tsx';
import { RequireSession } from './shell/require-session.tsx';

export const router = createBrowserRouter([
  {
    errorElement: <RouteErrorPage />,
    children: [
      {
        // Open to everyone: signing in, recovering a password, accepting an invitation.
        element: <PublicLayout />,
        children: [
          { path: '/sign-in', element: <SignInPage /> },
          { path: '/forgot-password', element: <ForgotPasswordPage /> },
          { path: '/reset-password/:token', element: <ResetPasswordPage /> },
          { path: '/accept-invitation/:token', element: <AcceptInvitationPage /> },
          { path: '/dev/mailbox', element: <DevMailboxPage /> },
        ],
      },
      { path: '/logout', element: <LogoutPage /> },
      {
        element: <RequireSession />,
        children: [
          {
            element: <AppLayout />,
            children: [
              { index: true, element: <HomeRedirect /> },
              { path: '/dashboard', element: <DashboardPage /> },
              { path: '/account', element: <AccountPage /> },
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
