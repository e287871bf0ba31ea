import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { notify } from './notify.ts';

/**
 * One error toast per failed fetch of a query (the catalogue's "Could not refresh {what} data"). An effect is
 * right here: the toast reacts to a fetch that failed in the background, not to a user event.
 */
export function useRefreshErrorToast(
  query: Pick<UseQueryResult, 'errorUpdatedAt' | 'isError'>,
  message: string,
) {
  const shown = useRef(0);
  useEffect(() => {
    if (query.isError && query.errorUpdatedAt !== shown.current) {
      shown.current = query.errorUpdatedAt;
      notify.error(message);
    }
  }, [query.isError, query.errorUpdatedAt, message]);
}
