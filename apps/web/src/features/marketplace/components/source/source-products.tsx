import { resultCounterText, SOURCE_HITS_PER_PAGE } from '@partsflow/contracts';
import { Button, Center, Group, Loader, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { memo, Suspense, useCallback, useDeferredValue, useState } from 'react';
import { mutateWithToast } from '../../../../lib/mutate-with-toast.ts';
import { useBulkAddToImportList } from '../../api/import-list.ts';
import { fetchAllResultIds, useSourceFacets, useSourceSearch } from '../../api/source.ts';
import { useStores } from '../../api/stores.ts';
import { useSourceQuery } from '../../hooks/use-source-query.ts';
import { facetsRequest } from './source-products-request.ts';
import { ProductCard } from './product-card.tsx';
import { lazyNamed } from '../../../../lib/lazy-named.ts';
import { useBreakpointUp } from '../../../../lib/use-breakpoint.ts';
import { SourceFilters } from './source-filters.tsx';
import classes from './source.module.css';

// The overlay (and the Report Issue form with its schema) loads when first opened, not with the grid.
const ProductDetailModal = lazyNamed(() => import('./product-detail-modal.tsx'), 'ProductDetailModal');

// A card draws again only when its hit or its selection changes (a click selects one card, not twenty).
const Card = memo(ProductCard);

const SORTS = [
  { value: '', label: 'Lowest cost' },
  { value: 'new_arrivals', label: 'New Arrivals' },
  { value: 'best_selling', label: 'Best Selling' },
  { value: 'most_popular', label: 'Most Popular' },
];

/**
 * Source Products (merchant-marketplace 2.4): search, sidebar filters and facets, a grid of 2, 3 or 5 columns,
 * 20 hits a page, select all (locally under 20 hits, else every result id), add the selection to the import
 * list, and the detail overlay.
 */
export function SourceProducts() {
  const controls = useSourceQuery();
  const wide = useBreakpointUp('md');
  const { query } = controls;
  const results = useSourceSearch(query);
  const facets = useSourceFacets(facetsRequest(query));
  const stores = useStores();
  const bulkAdd = useBulkAddToImportList();
  const [text, setText] = useState(query.query ?? '');
  const debouncedSearch = useDebouncedCallback((v: string) => controls.setText(v.trim()), 500);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [selectingAll, setSelectingAll] = useState(false);
  const [viewing, setViewing] = useState<number | null>(null);

  const data = results.data;
  const hits = data?.hits ?? [];
  const total = data?.total_hits ?? 0;
  const allSelected = total > 0 && selected.size >= total;
  const page = query.page ?? 1;
  const pages = Math.ceil(total / SOURCE_HITS_PER_PAGE);

  // The grid draws in a background render React can pause (the first page's twenty cards are the screen's biggest
  // piece of work): the counter and the controls answer first. Until the grid has caught up it keeps its loader.
  const shownHits = useDeferredValue(hits);
  const gridPending = results.isPending || (shownHits.length === 0 && hits.length > 0);

  const toggle = useCallback(
    (id: number) =>
      setSelected((prev) => {
        const next = new Set(prev);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    [],
  );
  const selectAll = async () => {
    if (allSelected) {
      setSelected(new Set());
      return;
    }
    if (total < SOURCE_HITS_PER_PAGE) {
      setSelected(new Set(hits.map((h) => h.listing_id)));
      return;
    }
    setSelectingAll(true);
    try {
      setSelected(new Set(await fetchAllResultIds({ ...query, page: 1 })));
    } finally {
      setSelectingAll(false);
    }
  };
  const addSelected = async () => {
    const r = await mutateWithToast(bulkAdd.mutateAsync([...selected]), {
      success: (d) => `${d.inserted_count} of ${d.total_count} added to the Import List`,
    });
    if (r.ok) setSelected(new Set());
  };

  return (
    <div className={classes.layout}>
      {/* On phones the filters fold away above the results; from tablets up they are the open sidebar. */}
      <details key={String(wide)} open={wide} className={classes.filters}>
        <summary>Filters</summary>
        <SourceFilters query={query} controls={controls} facets={facets.data} stores={stores.data ?? []} />
      </details>
      <div>
        <Stack gap="md">
          <Group gap="sm" align="flex-end" wrap="wrap">
            <TextInput
              style={{ flex: '1 1 260px' }}
              aria-label="Search products"
              placeholder="Search products by SKU or keywords..."
              leftSection={<IconSearch size={16} aria-hidden />}
              value={text}
              onChange={(e) => {
                setText(e.currentTarget.value);
                debouncedSearch(e.currentTarget.value);
              }}
            />
            <NativeSelect
              aria-label="Sort"
              w={170}
              data={SORTS}
              value={query.sort ?? ''}
              onChange={(e) => controls.setSort(e.currentTarget.value || null)}
            />
          </Group>
          <Group justify="space-between" gap="sm">
            <Group gap="sm">
              <label className={classes.checkLabel}>
                <input
                  type="checkbox"
                  className={classes.check}
                  checked={allSelected}
                  ref={(el) => {
                    if (el) el.indeterminate = selected.size > 0 && !allSelected;
                  }}
                  disabled={selectingAll || total === 0}
                  onChange={() => void selectAll()}
                />
                {selectingAll ? `Selecting ${total} products...` : 'Select all'}
              </label>
              <Button
                size="xs"
                disabled={selected.size === 0}
                loading={bulkAdd.isPending}
                onClick={() => void addSelected()}
              >
                Add {selected.size > 0 ? `${selected.size} ` : ''}to Import List
              </Button>
            </Group>
            <Text size="sm" c="dimmed" role="status">
              {data ? resultCounterText(data) : 'Loading...'}
              {data?.fallback ? ' (similar SKUs)' : ''}
            </Text>
          </Group>
          {gridPending ? (
            <Center py="xl">
              <Loader aria-label="Loading products" />
            </Center>
          ) : hits.length === 0 ? (
            <Text c="dimmed" ta="center" py="xl">
              No products found
            </Text>
          ) : (
            <div className={classes.grid}>
              {shownHits.map((h) => (
                <Card
                  key={h.listing_id}
                  hit={h}
                  selected={selected.has(h.listing_id)}
                  onToggle={toggle}
                  onView={setViewing}
                />
              ))}
            </div>
          )}
          {total > SOURCE_HITS_PER_PAGE && (
            <Group justify="center" gap="sm">
              <Button
                variant="default"
                size="xs"
                disabled={page <= 1}
                onClick={() => controls.setPage(page - 1)}
              >
                Previous
              </Button>
              <Text size="sm">
                Page {page} of {pages}
              </Text>
              <Button
                variant="default"
                size="xs"
                disabled={page >= pages}
                onClick={() => controls.setPage(page + 1)}
              >
                Next
              </Button>
            </Group>
          )}
        </Stack>
      </div>
      {viewing !== null && (
        <Suspense fallback={null}>
          <ProductDetailModal listingId={viewing} onClose={() => setViewing(null)} />
        </Suspense>
      )}
    </div>
  );
}
