import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { FullPageLoader } from '../../components/full-page-loader/full-page-loader.tsx';
import { useSession, useSignOut } from '../../features/accounts/index.ts';
import { urls } from '../../lib/urls.ts';

/**
 * `/logout` (the marketplace header's link): signs out, then shows the sign-in page. A route of its own,
 * outside the signed-in shell, so the shell does not first bounce to `/sign-in?next=...`.
 */
export function LogoutPage() {
  // Loading the session first also loads the anti-forgery token the sign-out request needs.
  const session = useSession();
  const signOut = useSignOut();
  const { mutate } = signOut;
  const signedIn = Boolean(session.data);
  useEffect(() => {
    if (signedIn) mutate();
  }, [signedIn, mutate]);
  if (session.isPending || (signedIn && !signOut.isError)) return <FullPageLoader />;
  return <Navigate to={urls.signIn()} replace />;
}
