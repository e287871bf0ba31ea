import { Suspense } from 'react';
import { lazyNamed } from '../../lib/lazy-named.ts';
import { AppSwitcherButton, type AppSwitcherProps } from './app-switcher-button.tsx';

// The menu (Mantine Menu, floating-ui) is a third of the shell's weight: it loads right after the first screen,
// with the button shown disabled until then, so a click never falls on a menu that is not there yet.
const AppSwitcherMenu = lazyNamed(() => import('./app-switcher-menu.tsx'), 'AppSwitcherMenu');

export function AppSwitcher(props: AppSwitcherProps) {
  return (
    <Suspense fallback={<AppSwitcherButton current={props.current} disabled />}>
      <AppSwitcherMenu {...props} />
    </Suspense>
  );
}
