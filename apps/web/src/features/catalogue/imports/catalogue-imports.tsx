import { Alert, Button, Card, Group, Menu, Select, Stack, Tabs } from '@mantine/core';
import type { ImportRecord } from '@partsflow/contracts';
import { IconChevronDown, IconFileImport } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ImportHistory } from '../../../components/file-import/import-history.tsx';
import { ImportModal } from '../../../components/file-import/import-modal.tsx';
import { useTeamBrands } from '../exports/exports-api.ts';
import { BulkStatus } from '../components/product-list/bulk-status.tsx';
import { useBulkRunner, type BulkRunner } from '../components/product-list/use-bulk-runner.ts';
import { useCurrentBrandChoice } from '../hooks/use-current-brand-choice.ts';

/** The Import menu's entries (spec section 2): the import type and whether it needs a brand chosen first. */
export const CATALOGUE_IMPORTS = [
  { type: 'products', label: 'Import Products', history: 'Products', needsBrand: false },
  { type: 'packaging', label: 'Import Packaging', history: 'Packaging', needsBrand: true },
  {
    type: 'vehicle_fitments',
    label: 'Import Vehicle Fitments',
    history: 'Vehicle Fitments',
    needsBrand: true,
  },
  {
    type: 'product_attributes',
    label: 'Import Product Attributes',
    history: 'Product Attributes',
    needsBrand: true,
  },
] as const;
type Entry = (typeof CATALOGUE_IMPORTS)[number];

export const BRAND_REQUIRED = 'Please select a brand';

/**
 * Catalogue imports: the Import menu (products, packaging, vehicle fitments, product attributes) over the
 * platform's one file importer, the brand the non-product files belong to, and each type's recent imports.
 */
export function CatalogueImports() {
  const qc = useQueryClient();
  const brands = useTeamBrands();
  // The brand follows the user's current brand (the switcher) until chosen here (decision 0276).
  const [brandId, setBrandId] = useCurrentBrandChoice();
  // An import is a change set: previewed and reverted as one unit, as a bulk action is (decision 0277).
  const runner = useBulkRunner(null, () => void qc.invalidateQueries({ queryKey: ['catalogue'] }));
  const [open, setOpen] = useState<Entry | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [tab, setTab] = useState<string | null>('products');

  const choose = (entry: Entry) => {
    if (entry.needsBrand && !brandId) return setError(BRAND_REQUIRED);
    setError(null);
    setTab(entry.type);
    setOpen(entry);
  };

  return (
    <Stack>
      <Card withBorder padding="lg">
        <Group align="flex-end" justify="space-between" gap="md">
          <Select
            label="Brand"
            description="The brand the packaging, fitment and attribute files are for (and products without a Brand column)."
            placeholder="Select a brand"
            data={(brands.data ?? []).map((b) => ({ value: String(b.id), label: b.name }))}
            value={brandId}
            onChange={(v) => {
              setBrandId(v);
              if (v) setError(null);
            }}
            searchable
            clearable
            maw={420}
            style={{ flex: 1 }}
            error={error}
          />
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <Button
                leftSection={<IconFileImport size={16} aria-hidden />}
                rightSection={<IconChevronDown size={14} aria-hidden />}
              >
                Import
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              {CATALOGUE_IMPORTS.map((e) => (
                <Menu.Item key={e.type} onClick={() => choose(e)}>
                  {e.label}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
        </Group>
        {error && (
          <Alert color="red" mt="md" role="alert">
            {error}
          </Alert>
        )}
      </Card>
      <Card withBorder padding="lg">
        <Tabs value={tab} onChange={setTab} keepMounted={false}>
          <Tabs.List>
            {CATALOGUE_IMPORTS.map((e) => (
              <Tabs.Tab key={e.type} value={e.type}>
                {e.history}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {CATALOGUE_IMPORTS.map((e) => (
            <Tabs.Panel key={e.type} value={e.type}>
              <ImportHistory
                type={e.type}
                onFinished={() => void qc.invalidateQueries({ queryKey: ['catalogue'] })}
                actions={(r) => <ChangeSetButtons record={r} runner={runner} />}
              />
            </Tabs.Panel>
          ))}
        </Tabs>
      </Card>
      <BulkStatus runner={runner} />
      <ImportModal
        type={open?.type ?? 'products'}
        title={open?.label ?? 'Import'}
        opened={open !== null}
        onClose={() => setOpen(null)}
        contextId={brandId ? Number(brandId) : null}
      />
    </Stack>
  );
}

/** A loaded import's change set: Preview changes opens the change set modal; Revert change set undoes it. */
function ChangeSetButtons({ record, runner }: { record: ImportRecord; runner: BulkRunner }) {
  const id = record.change_set_id;
  if (record.status !== 'completed' || id === null) return null;
  return (
    <Group gap="xs" ml="auto">
      <Button size="xs" variant="default" onClick={() => runner.setPreview(id)}>
        Preview changes
      </Button>
      <Button
        size="xs"
        color="red"
        variant="light"
        loading={runner.reverting}
        disabled={runner.busy}
        onClick={() => void runner.revertChangeSet(id)}
      >
        Revert change set
      </Button>
    </Group>
  );
}
