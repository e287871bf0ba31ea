import {
  MY_PRODUCTS_MESSAGES as M,
  MY_PRODUCTS_PAGE_SIZE,
  type MerchantProductsQuery,
  type SyncProgress,
} from '@partsflow/contracts';
import {
  Alert,
  Button,
  Group,
  NativeSelect,
  Pagination,
  Progress,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core';
import { useDebouncedCallback, useLocalStorage } from '@mantine/hooks';
import { IconRefresh } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { DebouncedSearchInput } from '../../../../components/debounced-search-input/debounced-search-input.tsx';
import { lazyNamed } from '../../../../lib/lazy-named.ts';
import { mutateWithToast } from '../../../../lib/mutate-with-toast.ts';
import {
  useCancelSyncAll,
  useMerchantProducts,
  useMerchantProductsSummary,
  useSyncAll,
  useSyncProgress,
} from '../../api/merchant-products.ts';
import { MerchantProductCard } from './product-card.tsx';
import { useMyProductsQuery } from './use-my-products-query.ts';
import classes from './my-products.module.css';

const ProductOverlay = lazyNamed(() => import('./product-overlay.tsx'), 'ProductOverlay');

const STATUS_OPTIONS = [
  { value: '', label: 'Any status' },
  { value: 'Synced', label: 'Synced' },
  { value: 'Linked', label: 'Linked' },
  { value: 'Not Linked', label: 'Not Linked' },
];
const PUBLISHED_OPTIONS = [
  { value: '', label: 'All Products' },
  { value: 'true', label: 'Published' },
  { value: 'false', label: 'Draft / Archived' },
];

function errorBanner(errors: SyncProgress['errors']) {
  return errors.length === 1 ? M.requestError : M.requestErrors(errors.length);
}

/**
 * My Products (merchant-marketplace 2.6): the products of the merchant's stores, filtered through the URL, in a
 * grid or list, with Sync All and its progress (polled every 5 s), and the product overlay.
 */
export function MyProducts({ teamName, importListCount }: { teamName: string; importListCount?: number }) {
  const { query, set, setPage } = useMyProductsQuery();
  const list = useMerchantProducts(query);
  const summary = useMerchantProductsSummary().data;
  const syncAll = useSyncAll();
  const cancel = useCancelSyncAll();
  const [view, setView] = useLocalStorage<'grid' | 'list'>({
    key: 'partsflow.my-products.view',
    defaultValue: 'grid',
  });
  // The jobs Sync All started; until then, the ones a list load reports under way (tracking starts).
  const [startedIds, setStartedIds] = useState<string[] | null>(null);
  const [dismissed, setDismissed] = useState('');
  const [open, setOpen] = useState<number | null>(null);
  // Filter selects are applied 500 ms after the last change (spec section 9), then written to the URL.
  const [pending, setPending] = useState<Partial<Record<keyof MerchantProductsQuery, string>>>({});
  const apply = useDebouncedCallback((key: string, value: string) => {
    set(key, value || null);
    setPending({});
  }, 500);
  const choose = (key: keyof MerchantProductsQuery, value: string) => {
    setPending((p) => ({ ...p, [key]: value }));
    apply(key, value);
  };
  const shown = (key: keyof MerchantProductsQuery) => pending[key] ?? String(query[key] ?? '');

  const meta = list.data?.meta;
  const tracked = startedIds ?? meta?.sync_job_ids ?? [];
  const progress = useSyncProgress(tracked);
  // At 100 (or when progress is absent) tracking ends: the list reloads and the progress bar goes.
  const finished = tracked.length > 0 && (progress.isError || (progress.data?.progress ?? 0) >= 100);
  const errors = finished && dismissed !== tracked.join(',') ? (progress.data?.errors ?? []) : [];

  const startSync = async () => {
    const r = await mutateWithToast(syncAll.mutateAsync(), { success: false, error: M.requestError });
    if (r.ok) setStartedIds(r.data.sync_job_ids);
  };
  const cancelSync = async () => {
    const r = await mutateWithToast(cancel.mutateAsync(), { success: false, error: M.requestError });
    if (r.ok) setStartedIds([]);
  };

  const syncing = tracked.length > 0 && !finished;
  const total = meta?.total_hits ?? 0;
  const filtered = Boolean(query.query || query.store || query.brand || query.status || query.published);
  const exactTerm = query.query?.trim().toLowerCase();
  const stores = meta?.stores ?? [];

  return (
    <div className={classes.layout}>
      <aside className={classes.panel} aria-label="Summary">
        <Stack gap={6}>
          <Text size="xs" c="dimmed">
            Team
          </Text>
          <Text fw={600}>{teamName}</Text>
          <Group justify="space-between">
            <Text size="sm">Import List</Text>
            <Text size="sm" fw={600}>
              {importListCount ?? '—'}
            </Text>
          </Group>
          <Group justify="space-between">
            <Text size="sm">Products</Text>
            <Text size="sm" fw={600} data-testid="products-count">
              {summary ? summary.counts.total : '—'}
            </Text>
          </Group>
          {summary && (
            <Stack gap={2} mt={4}>
              {(
                [
                  ['Synced', summary.counts.synced],
                  ['Linked', summary.counts.linked],
                  ['Not Linked', summary.counts.not_linked],
                ] as const
              ).map(([label, n]) => (
                <Group key={label} justify="space-between">
                  <Text size="xs" c="dimmed">
                    {label}
                  </Text>
                  <Text size="xs">{n}</Text>
                </Group>
              ))}
            </Stack>
          )}
        </Stack>
      </aside>
      <Stack gap="md">
        <Group gap="sm" justify="space-between">
          <Group gap="sm">
            <Button
              leftSection={<IconRefresh size={16} aria-hidden />}
              loading={syncAll.isPending}
              disabled={syncing}
              onClick={() => void startSync()}
            >
              Sync All
            </Button>
            {syncing && (
              <Button variant="default" loading={cancel.isPending} onClick={() => void cancelSync()}>
                Cancel Sync
              </Button>
            )}
          </Group>
          <SegmentedControl
            aria-label="View"
            size="xs"
            value={view}
            onChange={(v) => setView(v as 'grid' | 'list')}
            data={[
              { value: 'grid', label: 'Grid' },
              { value: 'list', label: 'List' },
            ]}
          />
        </Group>
        {syncing && (
          <Stack gap={4} role="status" aria-label="Sync progress">
            <Text size="sm">
              Syncing products... {progress.data ? `${progress.data.at} of ${progress.data.total}` : ''}
            </Text>
            <Progress value={progress.data?.progress ?? 0} aria-label="Sync progress" animated />
          </Stack>
        )}
        {errors.length > 0 && (
          <Alert
            color="red"
            title={errorBanner(errors)}
            withCloseButton
            onClose={() => setDismissed(tracked.join(','))}
          >
            <Stack gap={2}>
              {errors.map((e, i) => (
                <Text size="sm" key={i}>
                  {e.message}
                </Text>
              ))}
            </Stack>
          </Alert>
        )}
        <Group gap="sm" align="flex-end" wrap="wrap">
          <div style={{ flex: '1 1 240px' }}>
            <DebouncedSearchInput
              label="Search products"
              value={query.query ?? ''}
              onSearch={(q) => set('query', q.trim() || null)}
            />
          </div>
          {stores.length > 1 && (
            <NativeSelect
              aria-label="Store"
              w={170}
              data={[
                { value: '', label: 'All stores' },
                ...stores.map((s) => ({ value: String(s.id), label: s.name })),
              ]}
              value={shown('store')}
              onChange={(e) => choose('store', e.currentTarget.value)}
            />
          )}
          <NativeSelect
            aria-label="Brand"
            w={170}
            data={[
              { value: '', label: 'All brands' },
              ...(summary?.brands ?? []).map((b) => ({ value: b, label: b })),
            ]}
            value={shown('brand')}
            onChange={(e) => choose('brand', e.currentTarget.value)}
          />
          <NativeSelect
            aria-label="Status"
            w={150}
            data={STATUS_OPTIONS}
            value={shown('status')}
            onChange={(e) => choose('status', e.currentTarget.value)}
          />
          <NativeSelect
            aria-label="Published"
            w={170}
            data={PUBLISHED_OPTIONS}
            value={shown('published')}
            onChange={(e) => choose('published', e.currentTarget.value)}
          />
        </Group>
        <Text size="sm" c="dimmed" role="status">
          {list.isFetching || !meta ? 'Loading...' : `Showing ${total} products`}
        </Text>
        {list.isPending ? (
          <div className={view === 'grid' ? classes.grid : classes.list} aria-hidden>
            {Array.from({ length: MY_PRODUCTS_PAGE_SIZE }, (_, i) => (
              <Skeleton key={i} height={view === 'grid' ? 220 : 80} radius="md" />
            ))}
          </div>
        ) : total === 0 && !filtered ? (
          <Stack align="center" py="xl" gap="xs">
            <Text fw={600}>{M.empty}</Text>
            <Text size="sm" c="dimmed">
              {M.emptyHint}
            </Text>
            <Button loading={syncAll.isPending} disabled={syncing} onClick={() => void startSync()}>
              Sync All
            </Button>
          </Stack>
        ) : total === 0 ? (
          <Text c="dimmed" ta="center" py="xl">
            {M.noneFound}
          </Text>
        ) : (
          <div className={view === 'grid' ? classes.grid : classes.list}>
            {list.data!.data.map((p) => (
              <MerchantProductCard
                key={p.id}
                product={p}
                exact={
                  !!exactTerm &&
                  (p.sku.toLowerCase() === exactTerm ||
                    p.variants.some((v) => v.sku.toLowerCase() === exactTerm))
                }
                onOpen={() => setOpen(p.id)}
              />
            ))}
          </div>
        )}
        {total > MY_PRODUCTS_PAGE_SIZE && (
          <Group justify="center">
            <Pagination
              total={Math.ceil(total / MY_PRODUCTS_PAGE_SIZE)}
              value={query.page}
              onChange={setPage}
              siblings={1}
              boundaries={1}
              getControlProps={(c) => ({ 'aria-label': `${c} page` })}
            />
          </Group>
        )}
      </Stack>
      {open !== null && (
        <Suspense fallback={null}>
          <ProductOverlay id={open} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </div>
  );
}
