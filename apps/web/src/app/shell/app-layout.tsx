import { Box, Divider, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Suspense } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { canOpenArea, TeamSwitcher } from '../../features/accounts/index.ts';
import { useBreakpointUp } from '../../lib/use-breakpoint.ts';
import { urls } from '../../lib/urls.ts';
import { AreaMenu } from '../menus/area-menu.tsx';
import { AccountLinks } from './account-links.tsx';
import classes from './app-layout.module.css';
import { useCurrentArea } from './area-handle.ts';
import { useCurrentSession } from './session-context.tsx';
import { TopBar } from './top-bar.tsx';

/**
 * The signed-in shell: top bar, the area's side menu, and the page. On phones the side menu, the team
 * switcher and the account links sit behind the burger.
 */
export function AppLayout() {
  const session = useCurrentSession();
  const area = useCurrentArea();
  const wide = useBreakpointUp('sm');
  const navigate = useNavigate();
  const [opened, { toggle, close }] = useDisclosure(false);
  const showAreaMenu = area !== null && canOpenArea(session, area);
  // A collapsed navbar is only moved off screen: hide it too, so its links leave the tab order.
  const navbarHidden = wide ? !showAreaMenu : !opened;

  return (
    <>
      <header className={classes.header}>
        <TopBar
          area={showAreaMenu ? area : null}
          wide={wide}
          menuOpened={opened}
          onToggleMenu={toggle}
          onNavigate={close}
        />
      </header>
      <nav className={classes.navbar} aria-label="Side menu" data-hidden={navbarHidden || undefined}>
        {/* The browser's own scrolling: Mantine's ScrollArea would add its code to every first screen. */}
        <div className={classes.menu}>
          {/* A new team means new counts and menus: remount rather than carry the old team's state. */}
          {showAreaMenu && <AreaMenu key={session.current_team_id} area={area} onNavigate={close} />}
        </div>
        {!wide && (
          <div>
            {showAreaMenu && <Divider my="sm" />}
            <Stack gap="sm">
              {session.teams.length > 1 && (
                <Suspense fallback={<Box h={36} />}>
                  <TeamSwitcher
                    session={session}
                    fullWidth
                    onSwitched={() => {
                      close();
                      navigate(urls.home());
                    }}
                  />
                </Suspense>
              )}
              <AccountLinks vertical onNavigate={close} />
            </Stack>
          </div>
        )}
      </nav>
      <main className={classes.main} data-with-navbar={(wide && showAreaMenu) || undefined}>
        <Outlet />
      </main>
    </>
  );
}
