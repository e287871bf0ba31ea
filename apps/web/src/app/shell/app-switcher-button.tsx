import { Button, type ButtonProps } from '@mantine/core';
import type { Area } from '@partsflow/contracts';
import { IconChevronDown, IconGridDots } from '@tabler/icons-react';
import { AREA_LABELS } from '../../features/accounts/index.ts';

export interface AppSwitcherProps {
  current: Area | null;
  onNavigate?: () => void;
}

/** The switcher's button; also shown, disabled, while the menu's code loads. */
export function AppSwitcherButton({ current, ...rest }: { current: Area | null } & ButtonProps) {
  const label = current ? AREA_LABELS[current] : 'Applications';
  return (
    <Button
      variant="light"
      color="gray"
      size="sm"
      px="sm"
      leftSection={<IconGridDots size={16} aria-hidden />}
      rightSection={<IconChevronDown size={14} aria-hidden />}
      aria-label={`${label}: switch application`}
      {...rest}
    >
      {label}
    </Button>
  );
}
