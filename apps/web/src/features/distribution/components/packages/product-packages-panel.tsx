import { ActionIcon, Badge, Button, Group, Modal, Stack, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import {
  PRODUCT_PACKAGES_PAGE_SIZE,
  WAREHOUSE_TOASTS,
  type StockedProductPackages,
  type WarehousePackage,
} from '@partsflow/contracts';
import { IconHistory, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { DataTable, type DataTableColumn } from '../../../../components/data-table/index.ts';
import { DebouncedSearchInput } from '../../../../components/debounced-search-input/debounced-search-input.tsx';
import { LazyBoundary } from '../../../../components/lazy-boundary/lazy-boundary.tsx';
import { lazyNamed } from '../../../../lib/lazy-named.ts';
import { RowActions } from '../../../../components/row-actions/row-actions.tsx';
import { mutateWithToast } from '../../../../lib/mutate-with-toast.ts';
import { useRefreshErrorToast } from '../../../../lib/use-refresh-error-toast.ts';
import {
  useAddProductPackage,
  useProductPackagesList,
  useRemoveProductPackage,
  useUpdateProductPackage,
} from '../../api/product-packages.ts';
import { PackageForm, type PackageValues } from './package-form.tsx';

// The history (and the catalogue's history entry it reuses) loads when first opened.
const PackageHistory = lazyNamed(() => import('./package-history.tsx'), 'PackageHistory');

const size = (p: WarehousePackage) =>
  `${p.length ?? '–'} × ${p.width ?? '–'} × ${p.height ?? '–'} ${p.dimensions_unit} · ${p.weight ?? '–'} ${p.weight_unit}`;
const packageName = (p: WarehousePackage) => p.label ?? p.package_type ?? `Package ${p.id}`;

interface Editing {
  product: { id: number; sku: string };
  pkg: WarehousePackage | null;
}

/**
 * The Product Weights & Dimensions tab (distributor spec 2.3, 3): the products the distributor stocks with their
 * packages. The manufacturer's packages are read only; the distributor adds its own, edits and removes them
 * (spec 8's toasts). Bulk Import is disabled with 'Coming Soon'.
 */
export function ProductPackagesPanel() {
  const [page, setPage] = useState(1);
  const [query, setQuery] = useState('');
  const list = useProductPackagesList({ page, pageSize: PRODUCT_PACKAGES_PAGE_SIZE, query });
  useRefreshErrorToast(list, 'Could not refresh the products');
  const add = useAddProductPackage();
  const update = useUpdateProductPackage();
  const remove = useRemoveProductPackage();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [history, setHistory] = useState<{ id: number; sku: string } | null>(null);

  const save = async (values: PackageValues) => {
    if (!editing) return;
    const outcome = editing.pkg
      ? await mutateWithToast(update.mutateAsync({ id: editing.pkg.id, ...values }), {
          success: WAREHOUSE_TOASTS.packageUpdated,
          error: WAREHOUSE_TOASTS.packageError,
        })
      : await mutateWithToast(add.mutateAsync({ product_id: editing.product.id, ...values }), {
          success: WAREHOUSE_TOASTS.packageAdded,
          error: WAREHOUSE_TOASTS.packageAddError,
        });
    if (outcome.ok) setEditing(null);
  };

  const columns: DataTableColumn<StockedProductPackages>[] = [
    { key: 'brand', header: 'Brand', render: (r) => r.brand },
    {
      key: 'sku',
      header: 'SKU',
      render: (r) => (
        <Stack gap={0}>
          <Text size="sm" fw={600}>
            {r.sku}
          </Text>
          <Text size="xs" c="dimmed">
            {r.product?.title ?? 'Not in the catalogue'}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'packages',
      header: 'Packages',
      render: (r) =>
        r.packages.length === 0 ? (
          <Text size="sm" c="dimmed">
            {r.product ? 'No weights or dimensions yet' : '—'}
          </Text>
        ) : (
          <Stack gap={4} aria-label={`Packages of ${r.sku}`}>
            {r.packages.map((p) => (
              <Group key={p.id} gap="xs" wrap="nowrap" justify="space-between">
                <Stack gap={0}>
                  <Group gap={6} wrap="nowrap">
                    <Text size="sm">{packageName(p)}</Text>
                    <Badge
                      size="xs"
                      variant="light"
                      color={p.distributor_id ? 'blue' : 'gray'}
                      style={{ flexShrink: 0 }}
                    >
                      {p.distributor_id ? 'Yours' : 'Manufacturer'}
                    </Badge>
                  </Group>
                  <Text size="xs" c="dimmed">
                    {size(p)}
                  </Text>
                </Stack>
                {p.distributor_id != null && r.product && (
                  <RowActions
                    name={`package ${packageName(p)} of ${r.sku}`}
                    onEdit={() => setEditing({ product: { id: r.product!.id, sku: r.sku }, pkg: p })}
                    onRemove={() =>
                      void mutateWithToast(remove.mutateAsync(p.id), {
                        success: WAREHOUSE_TOASTS.packageRemoved,
                        error: WAREHOUSE_TOASTS.packageRemoveError,
                      })
                    }
                    removing={remove.isPending && remove.variables === p.id}
                  />
                )}
              </Group>
            ))}
          </Stack>
        ),
    },
    {
      key: 'actions',
      header: <VisuallyHidden>Actions</VisuallyHidden>,
      render: (r) =>
        r.product && (
          <Group gap="xs" justify="flex-end" wrap="nowrap">
            <Button
              size="compact-sm"
              variant="light"
              leftSection={<IconPlus size={14} aria-hidden />}
              aria-label={`Add package to ${r.sku}`}
              onClick={() => setEditing({ product: { id: r.product!.id, sku: r.sku }, pkg: null })}
            >
              Add Package
            </Button>
            <Tooltip label="Package history">
              <ActionIcon
                variant="subtle"
                aria-label={`Package history of ${r.sku}`}
                onMouseEnter={PackageHistory.preload}
                onFocus={PackageHistory.preload}
                onClick={() => setHistory({ id: r.product!.id, sku: r.sku })}
              >
                <IconHistory size={16} aria-hidden />
              </ActionIcon>
            </Tooltip>
          </Group>
        ),
    },
  ];

  return (
    <>
      <Group justify="space-between" mb="md" gap="sm">
        <DebouncedSearchInput
          label="SKU Search"
          value={query}
          onSearch={(q) => {
            setQuery(q.trim());
            setPage(1);
          }}
        />
        <Tooltip label="Coming Soon">
          {/* Disabled the Mantine way (data-disabled), so the tooltip still shows on hover and focus. */}
          <Button data-disabled aria-disabled onClick={(e) => e.preventDefault()}>
            Bulk Import
          </Button>
        </Tooltip>
      </Group>
      <DataTable
        aria-label="Product weights and dimensions"
        columns={columns}
        rows={list.data?.results ?? []}
        rowKey={(r) => `${r.brand}\u0000${r.sku}`}
        totalCount={list.data?.pagination.total_count ?? 0}
        loading={list.isFetching}
        page={page}
        per={PRODUCT_PACKAGES_PAGE_SIZE}
        onPageChange={setPage}
        emptyMessage={
          list.isError
            ? 'The products could not be loaded.'
            : query
              ? 'No stocked products match this SKU.'
              : 'No stocked products yet. Import your inventory to list them here.'
        }
        minWidth={760}
      />
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={
          editing?.pkg
            ? `Edit Package · ${editing.product.sku}`
            : `New Package · ${editing?.product.sku ?? ''}`
        }
        size="lg"
      >
        {editing && (
          <PackageForm
            key={`${editing.product.id}-${editing.pkg?.id ?? 'new'}`}
            pkg={editing.pkg}
            saving={add.isPending || update.isPending}
            onSubmit={(v) => void save(v)}
            onCancel={() => setEditing(null)}
          />
        )}
      </Modal>
      <Modal
        opened={history !== null}
        onClose={() => setHistory(null)}
        title={`Package History · ${history?.sku ?? ''}`}
        size="lg"
      >
        {history && (
          <LazyBoundary height={120} label="the package history">
            <PackageHistory productId={history.id} />
          </LazyBoundary>
        )}
      </Modal>
    </>
  );
}
