import { Anchor, Box, Center, Container } from '@mantine/core';
import { Link, Outlet } from 'react-router';
import { Logo } from '../../components/logo/logo.tsx';
import { urls } from '../../lib/urls.ts';

/** Pages for people who are not signed in: sign-in, recovery, invitations, the dev mailbox. */
export function PublicLayout() {
  return (
    <Box mih="100dvh" bg="var(--mantine-color-gray-0)" py={{ base: 'lg', sm: 48 }}>
      <Container size="md" px={{ base: 'md', sm: 'lg' }}>
        <Center mb={{ base: 'lg', sm: 'xl' }}>
          <Anchor component={Link} to={urls.home()} underline="never" aria-label="Partsflow home">
            <Logo />
          </Anchor>
        </Center>
        <Box component="main">
          <Outlet />
        </Box>
      </Container>
    </Box>
  );
}
