import { Anchor, Box, Burger, Group } from '@mantine/core';
import type { Area } from '@partsflow/contracts';
import { Suspense } from 'react';
import { Link, useNavigate } from 'react-router';
import { Logo } from '../../components/logo/logo.tsx';
import { TeamSwitcher } from '../../features/accounts/index.ts';
import { urls } from '../../lib/urls.ts';
import { AccountLinks } from './account-links.tsx';
import { AppSwitcher } from './app-switcher.tsx';
import { useCurrentSession } from './session-context.tsx';

interface TopBarProps {
  area: Area | null;
  wide: boolean;
  menuOpened: boolean;
  onToggleMenu: () => void;
  onNavigate: () => void;
}

/** Logo, application switcher, and on wide screens the team switcher and account links. */
export function TopBar({ area, wide, menuOpened, onToggleMenu, onNavigate }: TopBarProps) {
  const session = useCurrentSession();
  const navigate = useNavigate();
  return (
    <Group h="100%" px={{ base: 'sm', sm: 'md' }} justify="space-between" wrap="nowrap" gap="sm">
      <Group gap="sm" wrap="nowrap">
        {!wide && (
          <Burger
            opened={menuOpened}
            onClick={onToggleMenu}
            size="sm"
            aria-label={menuOpened ? 'Close menu' : 'Open menu'}
            aria-expanded={menuOpened}
          />
        )}
        <Anchor component={Link} to={urls.home()} underline="never" aria-label="Partsflow home">
          {/* The mark alone on phones leaves room for the application switcher. */}
          <Logo withWord={wide} />
        </Anchor>
        <AppSwitcher current={area} onNavigate={onNavigate} />
      </Group>
      {wide && (
        <Group gap="sm" wrap="nowrap">
          {session.teams.length > 1 && (
            <Suspense fallback={<Box w={220} h={36} />}>
              <TeamSwitcher session={session} onSwitched={() => navigate(urls.home())} />
            </Suspense>
          )}
          <AccountLinks />
        </Group>
      )}
    </Group>
  );
}
