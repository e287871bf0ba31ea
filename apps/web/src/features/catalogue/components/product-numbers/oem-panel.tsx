import type { ProductNumbers } from '@partsflow/contracts';
import { MultiSelect, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { vehicleMakesQuery } from '../../api/product-numbers.ts';
import { AddNumberForm } from './add-number-form.tsx';
import { NumberRow } from './number-row.tsx';
import type { useProductNumberActions } from './use-product-number-actions.ts';

/** OEM references, each with the vehicle makes it belongs to. */
export function OemPanel({
  entries,
  actions,
}: {
  entries: ProductNumbers['oem'];
  actions: ReturnType<typeof useProductNumberActions>;
}) {
  const makes = useQuery(vehicleMakesQuery());
  const [makeIds, setMakeIds] = useState<string[]>([]);
  return (
    <Stack gap="sm">
      <AddNumberForm
        label="OEM reference"
        type="oem"
        saving={actions.saving}
        onSave={async (value) => {
          const ok = await actions.save({ value, type: 'oem', vehicle_make_ids: makeIds.join(',') });
          if (ok) setMakeIds([]);
          return ok;
        }}
        extra={
          <MultiSelect
            label="Vehicle makes"
            placeholder={makeIds.length ? undefined : 'Choose makes'}
            searchable
            data={(makes.data ?? []).map((m) => ({ value: String(m.id), label: m.value }))}
            value={makeIds}
            onChange={setMakeIds}
            style={{ flex: 1, minWidth: 180 }}
            comboboxProps={{ withinPortal: true, zIndex: 400 }}
          />
        }
      />
      {entries.length === 0 && (
        <Text c="dimmed" size="sm">
          No OEM references yet.
        </Text>
      )}
      {entries.map((o) => (
        <NumberRow
          key={o.id}
          value={o.reference_number}
          detail={o.vehicle_makes.map((m) => m.value).join(', ') || 'No vehicle makes'}
          deleting={actions.removing}
          onDelete={() => void actions.remove(o.id, 'oem')}
        />
      ))}
    </Stack>
  );
}
