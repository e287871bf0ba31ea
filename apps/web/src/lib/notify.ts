import { notifications } from '@mantine/notifications';

const AUTO_CLOSE_MS = 4000;

/** The one place toasts come from, so they look and behave the same everywhere. */
export const notify = {
  success(message: string, title?: string) {
    notifications.show({ message, title, color: 'teal', autoClose: AUTO_CLOSE_MS });
  },
  error(message: string, title?: string) {
    // Errors stay a little longer: people read them.
    notifications.show({ message, title, color: 'red', autoClose: AUTO_CLOSE_MS * 2 });
  },
};
