import { Alert, Anchor, Skeleton, Stack } from '@mantine/core';
import { Link, useNavigate, useParams } from 'react-router';
import { AcceptInvitationForm, useInvitation } from '../../features/accounts/index.ts';
import { urls } from '../../lib/urls.ts';
import { AuthCard } from '../shell/auth-card.tsx';

export function AcceptInvitationPage() {
  const { token = '' } = useParams();
  const invitation = useInvitation(token);
  const navigate = useNavigate();

  if (invitation.isPending) {
    return (
      <AuthCard title="Accept your invitation">
        <Stack gap="sm" role="status" aria-label="Loading">
          <Skeleton h={36} />
          <Skeleton h={36} />
          <Skeleton h={36} />
        </Stack>
      </AuthCard>
    );
  }
  if (invitation.isError) {
    return (
      <AuthCard
        title="Accept your invitation"
        footer={
          <Anchor component={Link} to={urls.signIn()}>
            Go to sign in
          </Anchor>
        }
      >
        <Alert color="red" variant="light" role="alert">
          {invitation.error.message}. Ask a team admin to invite you again.
        </Alert>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title={`Join ${invitation.data.team_name}`}
      subtitle="Choose your name and a password to finish setting up your account."
    >
      <AcceptInvitationForm
        token={token}
        invitation={invitation.data}
        onAccepted={() => navigate(urls.home(), { replace: true })}
      />
    </AuthCard>
  );
}
