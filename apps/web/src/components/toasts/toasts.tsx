import { Notifications } from '@mantine/notifications';

/**
 * Where toasts appear. Its own module so the app can load it after the first screen: `lib/notify.ts` only talks
 * to the notifications store, and toasts raised before this arrives show when it mounts.
 */
export function Toasts() {
  return <Notifications position="top-right" />;
}
