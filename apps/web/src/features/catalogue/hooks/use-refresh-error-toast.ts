import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { notify } from '../../../lib/notify.ts';
import { TOASTS } from '../utils/toast-messages.ts';

/**
 * "Could not refresh {what} data" (spec section 8) once per failed fetch of a tab's data. An effect is right
 * here: the toast reacts to a fetch that failed in the background, not to a user event.
 */
export function useRefreshErrorToast(
  query: Pick<UseQueryResult, 'errorUpdatedAt' | 'isError'>,
  what: string,
) {
  const shown = useRef(0);
  useEffect(() => {
    if (query.isError && query.errorUpdatedAt !== shown.current) {
      shown.current = query.errorUpdatedAt;
      notify.error(TOASTS.refreshError(what));
    }
  }, [query.isError, query.errorUpdatedAt, what]);
}
