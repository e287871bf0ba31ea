import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { ForgotPasswordForm } from '../../features/accounts/index.ts';
import { urls } from '../../lib/urls.ts';
import { AuthCard } from '../shell/auth-card.tsx';

export function ForgotPasswordPage() {
  return (
    <AuthCard
      title="Forgot your password?"
      footer={
        <Anchor component={Link} to={urls.signIn()}>
          Back to sign in
        </Anchor>
      }
    >
      <ForgotPasswordForm />
    </AuthCard>
  );
}
