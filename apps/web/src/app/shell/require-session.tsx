import { Alert, Button, Center, Stack } from '@mantine/core';
import { Navigate, Outlet, useLocation } from 'react-router';
import { FullPageLoader } from '../../components/full-page-loader/full-page-loader.tsx';
import { useSession } from '../../features/accounts/index.ts';
import { urls } from '../../lib/urls.ts';
import { SessionContext } from './session-context.tsx';

/** Every signed-in page sits under this: signed-out visitors go to sign in and come back afterwards. */
export function RequireSession() {
  const session = useSession();
  const location = useLocation();
  if (session.isPending) return <FullPageLoader />;
  if (session.isError) {
    return (
      <Center h="60vh" p="md">
        <Stack align="center" maw={420}>
          <Alert color="red" role="alert" title="Partsflow is not answering">
            {session.error.message}
          </Alert>
          <Button onClick={() => void session.refetch()}>Try again</Button>
        </Stack>
      </Center>
    );
  }
  if (!session.data) {
    return <Navigate to={urls.signIn(`${location.pathname}${location.search}${location.hash}`)} replace />;
  }
  return (
    <SessionContext value={session.data}>
      <Outlet />
    </SessionContext>
  );
}
