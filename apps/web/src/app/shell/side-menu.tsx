import { NavLink, Stack } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { Link, matchPath, useLocation } from 'react-router';

export interface SideMenuItem {
  label: string;
  to: string;
  icon: Icon;
  /** Active only on exactly this path (an area's root page). */
  end?: boolean;
  badge?: ReactNode;
  children?: SideMenuItem[];
}

interface SideMenuProps {
  /** Names the navigation landmark ("Catalogue menu"). */
  label: string;
  items: SideMenuItem[];
  /** Called after a link is followed (closes the menu on phones). */
  onNavigate?: () => void;
}

function isActive(pathname: string, item: SideMenuItem): boolean {
  return matchPath({ path: item.to, end: item.end ?? false }, pathname) !== null;
}

function MenuLink({ item, onNavigate }: { item: SideMenuItem; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const active = isActive(pathname, item);
  const ItemIcon = item.icon;
  return (
    <NavLink
      component={Link}
      to={item.to}
      label={item.label}
      leftSection={<ItemIcon size={18} stroke={1.6} />}
      rightSection={item.badge}
      active={active}
      aria-current={active ? 'page' : undefined}
      onClick={onNavigate}
      style={{ borderRadius: 'var(--mantine-radius-md)' }}
    />
  );
}

function MenuGroup({ item, onNavigate }: { item: SideMenuItem; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const children = item.children ?? [];
  const ItemIcon = item.icon;
  const [opened, setOpened] = useState(() => isActive(pathname, item));
  return (
    // A button that opens its group, not a link: the group has no page of its own.
    <NavLink
      component="button"
      type="button"
      label={item.label}
      leftSection={<ItemIcon size={18} stroke={1.6} />}
      opened={opened}
      onChange={setOpened}
      aria-expanded={opened}
      childrenOffset={28}
      style={{ borderRadius: 'var(--mantine-radius-md)' }}
    >
      {children.map((child) => (
        <MenuLink key={child.to} item={child} onNavigate={onNavigate} />
      ))}
    </NavLink>
  );
}

/** An area's side menu (catalogue, marketplace, distributor). */
export function SideMenu({ label, items, onNavigate }: SideMenuProps) {
  return (
    <Stack component="nav" aria-label={label} gap={2}>
      {items.map((item) =>
        item.children?.length ? (
          <MenuGroup key={item.to} item={item} onNavigate={onNavigate} />
        ) : (
          <MenuLink key={item.to} item={item} onNavigate={onNavigate} />
        ),
      )}
    </Stack>
  );
}
