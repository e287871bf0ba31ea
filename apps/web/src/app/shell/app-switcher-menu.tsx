import { Menu, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { AREA_LABELS, enabledAreas } from '../../features/accounts/index.ts';
import { AppSwitcherButton, type AppSwitcherProps } from './app-switcher-button.tsx';
import { AREA_HOME } from './area-paths.ts';
import { AREA_ICONS } from './area-icons.ts';
import { useCurrentSession } from './session-context.tsx';

/** The top bar's application switcher: only the areas the current team has (staff see all three). */
export function AppSwitcherMenu({ current, onNavigate }: AppSwitcherProps) {
  const session = useCurrentSession();
  const areas = enabledAreas(session);
  return (
    <Menu position="bottom-start" width={220} shadow="md">
      <Menu.Target>
        <AppSwitcherButton current={current} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Applications</Menu.Label>
        {areas.length === 0 && (
          <Text size="sm" c="dimmed" px="sm" py={6}>
            No services are enabled for your team.
          </Text>
        )}
        {areas.map((area) => {
          const AreaIcon = AREA_ICONS[area];
          return (
            <Menu.Item
              key={area}
              component={Link}
              to={AREA_HOME[area]}
              onClick={onNavigate}
              leftSection={<AreaIcon size={16} />}
              rightSection={area === current ? <IconCheck size={14} aria-label="current" /> : null}
            >
              {AREA_LABELS[area]}
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}
