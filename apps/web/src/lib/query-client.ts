import { QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';

/** The session query's key; kept here so the cache can re-check the session when a call answers 401. */
export const SESSION_QUERY_KEY = ['session'] as const;

export const queryClient: QueryClient = new QueryClient({
  queryCache: new QueryCache({
    onError: (err, query) => {
      // The session expired or was revoked: ask again, and the shell sends the person to sign in.
      if (err instanceof ApiError && err.status === 401 && query.queryKey[0] !== SESSION_QUERY_KEY[0]) {
        void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
      }
    },
  }),
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // A 4xx will not get better by asking again.
      retry: (count, err) => !(err instanceof ApiError && err.status < 500) && count < 2,
    },
  },
});
