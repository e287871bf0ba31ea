import { Alert, Anchor, Button, Stack } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ResetPasswordForm } from '../../features/accounts/index.ts';
import { urls } from '../../lib/urls.ts';
import { AuthCard } from '../shell/auth-card.tsx';

export function ResetPasswordPage() {
  const { token = '' } = useParams();
  const [done, setDone] = useState(false);
  return (
    <AuthCard
      title={done ? 'Password changed' : 'Choose a new password'}
      footer={
        !done && (
          <Anchor component={Link} to={urls.forgotPassword()}>
            Need a new link?
          </Anchor>
        )
      }
    >
      {done ? (
        <Stack gap="md">
          <Alert color="teal" variant="light" icon={<IconCircleCheck size={18} />} role="status">
            Your password has been changed. Sign in with your new password.
          </Alert>
          <Button component={Link} to={urls.signIn()} fullWidth>
            Go to sign in
          </Button>
        </Stack>
      ) : (
        <ResetPasswordForm token={token} onDone={() => setDone(true)} />
      )}
    </AuthCard>
  );
}
