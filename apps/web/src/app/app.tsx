import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { MantineProvider } from '@mantine/core';
import { Suspense } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { cssVariablesResolver, theme } from '../components/theme/theme.ts';
import { sessionQuery } from '../features/accounts/index.ts';
import { lazyNamed } from '../lib/lazy-named.ts';
import { queryClient } from '../lib/query-client.ts';
import { router } from './router.tsx';

// Toasts are drawn by a component the first screen does not need: it loads right after. Toasts raised before it
// arrives wait in the notifications store and show when it mounts.
const Toasts = lazyNamed(() => import('../components/toasts/toasts.tsx'), 'Toasts');

// Every screen needs to know who is signed in: ask while the first screen's page chunks download, not after them
// (the guard would otherwise start this request only once the layout has loaded, a round trip later).
void queryClient.prefetchQuery(sessionQuery());

export function App() {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <Suspense fallback={null}>
        <Toasts />
      </Suspense>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>
  );
}
