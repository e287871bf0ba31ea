import type { ProductNumbers } from '@partsflow/contracts';
import { Stack, Switch, Text } from '@mantine/core';
import { AddNumberForm } from './add-number-form.tsx';
import { NumberRow } from './number-row.tsx';
import type { useProductNumberActions } from './use-product-number-actions.ts';

export function GtinPanel({
  entries,
  actions,
}: {
  entries: ProductNumbers['gtin'];
  actions: ReturnType<typeof useProductNumberActions>;
}) {
  return (
    <Stack gap="sm">
      <AddNumberForm
        label="GTIN"
        type="gtin"
        placeholder="e.g. 9300601234568"
        saving={actions.saving}
        onSave={(value) => actions.save({ value, type: 'gtin', active: true })}
      />
      {entries.length === 0 && (
        <Text c="dimmed" size="sm">
          No GTINs yet.
        </Text>
      )}
      {entries.map((g) => (
        <NumberRow
          key={g.id}
          value={g.value}
          detail={[g.gtin_type, g.description, g.active ? 'Active' : 'Inactive'].filter(Boolean).join(' · ')}
          deleting={actions.removing}
          onDelete={() => void actions.remove(g.id, 'gtin')}
          actions={
            <Switch
              aria-label={`GTIN ${g.value} active`}
              label="Active"
              checked={g.active}
              disabled={actions.toggling}
              onChange={(e) => void actions.toggle(g.id, e.currentTarget.checked)}
            />
          }
        />
      ))}
    </Stack>
  );
}
