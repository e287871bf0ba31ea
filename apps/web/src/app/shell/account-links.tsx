import { Button, Group, NavLink, Stack } from '@mantine/core';
import { IconLayoutDashboard, IconLogout, IconUserCircle } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { urls } from '../../lib/urls.ts';

const LINKS = [
  { label: 'Dashboard', to: urls.dashboard(), icon: IconLayoutDashboard },
  { label: 'Account', to: urls.account(), icon: IconUserCircle },
  { label: 'Logout', to: urls.logout(), icon: IconLogout },
] as const;

/** Dashboard, Account and Logout: a row in the top bar, a list in the phone menu. */
export function AccountLinks({ vertical, onNavigate }: { vertical?: boolean; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  if (vertical) {
    return (
      <Stack component="nav" aria-label="Account" gap={2}>
        {LINKS.map(({ label, to, icon: LinkIcon }) => (
          <NavLink
            key={to}
            component={Link}
            to={to}
            label={label}
            leftSection={<LinkIcon size={18} stroke={1.6} />}
            active={pathname === to}
            onClick={onNavigate}
            style={{ borderRadius: 'var(--mantine-radius-md)' }}
          />
        ))}
      </Stack>
    );
  }
  return (
    <Group component="nav" aria-label="Account" gap={4} wrap="nowrap">
      {LINKS.map(({ label, to, icon: LinkIcon }) => (
        <Button
          key={to}
          component={Link}
          to={to}
          variant={pathname === to ? 'light' : 'subtle'}
          color="gray"
          size="sm"
          px="xs"
          leftSection={<LinkIcon size={16} />}
          aria-current={pathname === to ? 'page' : undefined}
        >
          {label}
        </Button>
      ))}
    </Group>
  );
}
