import { Anchor, Stack, Text } from '@mantine/core';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { FullPageLoader } from '../../components/full-page-loader/full-page-loader.tsx';
import { SignUpForm, useSession } from '../../features/accounts/index.ts';
import { urls } from '../../lib/urls.ts';
import { AuthCard } from '../shell/auth-card.tsx';

/** Account Setup (marketplace spec 2.2): a new merchant's account, team and sandbox store. */
export function SignUpPage() {
  const session = useSession();
  const navigate = useNavigate();
  if (session.isPending) return <FullPageLoader />;
  if (session.data) return <Navigate to={urls.home()} replace />;
  return (
    <AuthCard
      title="Account Setup"
      subtitle="Sell automotive parts from brand catalogues in your store. We'll email you a link to set your password."
      footer={
        <>
          Already have an account?{' '}
          <Anchor component={Link} to={urls.signIn()}>
            Sign in
          </Anchor>
        </>
      }
    >
      <SignUpForm onDone={(url) => navigate(url)} />
    </AuthCard>
  );
}

/** Where sign-up lands: the set-password link is in the email. */
export function SignUpCheckEmailPage() {
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  return (
    <AuthCard title="Check your email">
      <Stack gap="sm">
        <Text>
          We sent a link to set your password to <b>{email || 'your email address'}</b>. Follow it to sign in
          to your new marketplace account.
        </Text>
        <Text size="sm" c="dimmed">
          The link expires in 7 days.
        </Text>
        <Anchor component={Link} to={urls.signIn()} size="sm">
          Go to sign in
        </Anchor>
      </Stack>
    </AuthCard>
  );
}
