import type { ProductNumbers } from '@partsflow/contracts';
import { Stack, Text } from '@mantine/core';
import { AddNumberForm } from './add-number-form.tsx';
import { NumberRow } from './number-row.tsx';
import type { useProductNumberActions } from './use-product-number-actions.ts';

/** Alternate SKUs: product search shows them as "Supersedes ...". */
export function AlternatePanel({
  entries,
  actions,
}: {
  entries: ProductNumbers['alternate'];
  actions: ReturnType<typeof useProductNumberActions>;
}) {
  return (
    <Stack gap="sm">
      <AddNumberForm
        label="Alternate SKU"
        type="alternate"
        saving={actions.saving}
        onSave={(value) => actions.save({ value, type: 'alternate' })}
      />
      {entries.length === 0 && (
        <Text c="dimmed" size="sm">
          No alternate SKUs yet.
        </Text>
      )}
      {entries.map((a) => (
        <NumberRow
          key={a.id}
          value={a.sku}
          deleting={actions.removing}
          onDelete={() => void actions.remove(a.id, 'alternate')}
        />
      ))}
    </Stack>
  );
}
