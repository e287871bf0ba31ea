import { BULK_MESSAGES } from '@partsflow/contracts';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { AsyncSearchSelect } from '../../../../components/async-search-select/async-search-select.tsx';
import { serverMessageOr } from '../../../../lib/api-errors.ts';
import type { LookupOption } from '../../../../lib/lookups.ts';
import { mutateWithToast } from '../../../../lib/mutate-with-toast.ts';
import { useReindexBrand } from '../../api/bulk.ts';
import { searchBrands } from '../../api/lookups.ts';
import { useCurrentBrand } from '../../hooks/use-current-brand-choice.ts';

/** The Reindex modal (spec section 2): rebuilds a brand's product data in the background. */
export function ReindexModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  // The brand follows the user's current brand until chosen here (decision 0276).
  const current = useCurrentBrand();
  const [chosen, setBrand] = useState<LookupOption | null | undefined>(undefined);
  const brand = chosen !== undefined ? chosen : current ? { value: current.slug, label: current.name } : null;
  const reindex = useReindexBrand();
  const submit = async () => {
    if (!brand) return;
    const r = await mutateWithToast(reindex.mutateAsync(brand.value), {
      success: (d) => d.message,
      error: (e) => serverMessageOr(e, BULK_MESSAGES.reindexFailed),
    });
    if (r.ok) onClose();
  };
  return (
    <Modal opened={opened} onClose={onClose} title="Reindex products">
      <Stack gap="sm">
        <Text size="sm">
          Rebuilds the brand’s product counts, vehicle fitment checks, listings and marketplace search in the
          background.
        </Text>
        <AsyncSearchSelect
          label="Brand"
          placeholder="Search brands"
          kind="reindex-brands"
          fetcher={searchBrands}
          toOption={(b) => ({ value: b.slug, label: b.name })}
          value={brand}
          onChange={setBrand}
          required
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button disabled={!brand} loading={reindex.isPending} onClick={() => void submit()}>
            Reindex
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
