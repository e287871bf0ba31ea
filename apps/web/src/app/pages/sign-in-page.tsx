import { Anchor } from '@mantine/core';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { FullPageLoader } from '../../components/full-page-loader/full-page-loader.tsx';
import { SignInForm, useSession } from '../../features/accounts/index.ts';
import { safeNextPath, urls } from '../../lib/urls.ts';
import { AuthCard } from '../shell/auth-card.tsx';

export function SignInPage() {
  const session = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next')) ?? urls.home();

  if (session.isPending) return <FullPageLoader />;
  // Already signed in (another tab, or the back button): carry on.
  if (session.data) return <Navigate to={next} replace />;
  return (
    <AuthCard
      title="Sign in to Partsflow"
      subtitle="Catalogue, marketplace and distributor in one place."
      footer={
        <>
          New merchant?{' '}
          <Anchor component={Link} to="/sign-up">
            Create an account
          </Anchor>
        </>
      }
    >
      <SignInForm onSignedIn={() => navigate(next, { replace: true })} />
    </AuthCard>
  );
}
