import type { DangerousGoodsDefinition, Hazard, HazardInput, Package } from '@partsflow/contracts';
import { HAZARD_AMOUNT_UNITS, HAZARD_FORM_DEFAULTS, hazardInputSchema } from '@partsflow/contracts';
import { Button, Group, NumberInput, Select, SimpleGrid, Stack } from '@mantine/core';
import { contractResolver } from '../../../../lib/contract-resolver.ts';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { DangerousGoodsSearch } from './dangerous-goods-search.tsx';

interface HazardFormValues {
  shipping_dangerous_goods_definition_id: number | null;
  package_id: number | null;
  amount: number | '';
  amount_unit: string;
}

const resolver = contractResolver<HazardFormValues, typeof hazardInputSchema>(hazardInputSchema);

function definitionOf(h: Hazard): DangerousGoodsDefinition {
  return {
    id: h.shipping_dangerous_goods_definition_id,
    un_number: h.un_number,
    hazard_identifier: h.hazard_identifier,
    proper_shipping_name: h.proper_shipping_name,
  };
}

/** The Dangerous Goods Info form: a definition and the amount carried (number step 0.01, min 0; default 0 g). */
export function HazardForm({
  hazard,
  packages,
  saving,
  onSubmit,
  onCancel,
}: {
  hazard: Hazard | null;
  packages: Package[];
  saving: boolean;
  onSubmit: (input: HazardInput, selected: DangerousGoodsDefinition) => Promise<void>;
  onCancel: () => void;
}) {
  const [selected, setSelected] = useState<DangerousGoodsDefinition | null>(
    hazard ? definitionOf(hazard) : null,
  );
  const first = hazard?.package_hazards[0];
  const { control, handleSubmit, setValue, formState } = useForm<HazardFormValues, unknown, HazardInput>({
    resolver,
    defaultValues: {
      shipping_dangerous_goods_definition_id: hazard?.shipping_dangerous_goods_definition_id ?? null,
      package_id: first?.package_id ?? null,
      amount: first?.amount ?? HAZARD_FORM_DEFAULTS.amount,
      amount_unit: first?.amount_unit ?? HAZARD_FORM_DEFAULTS.amount_unit,
    },
  });

  return (
    <form
      onSubmit={handleSubmit((input) => (selected ? onSubmit(input, selected) : Promise.resolve()))}
      noValidate
      aria-label="Dangerous Goods Info"
    >
      <Stack gap="sm">
        <DangerousGoodsSearch
          selected={selected}
          onSelect={(d) => {
            setSelected(d);
            setValue('shipping_dangerous_goods_definition_id', d.id, {
              shouldValidate: formState.isSubmitted,
            });
          }}
          error={formState.errors.shipping_dangerous_goods_definition_id?.message}
        />
        {packages.length > 0 && (
          <Controller
            control={control}
            name="package_id"
            render={({ field }) => (
              <Select
                label="Package"
                placeholder="The product"
                clearable
                data={packages.map((p) => ({
                  value: String(p.id),
                  label: p.identifier ?? `Package ${p.id}`,
                }))}
                value={field.value === null ? null : String(field.value)}
                onChange={(v) => field.onChange(v === null ? null : Number(v))}
                comboboxProps={{ withinPortal: true }}
              />
            )}
          />
        )}
        <SimpleGrid cols={2}>
          <Controller
            control={control}
            name="amount"
            render={({ field, fieldState }) => (
              <NumberInput
                label="Amount"
                withAsterisk
                min={0}
                step={0.01}
                decimalScale={2}
                value={field.value}
                onChange={(v) => field.onChange(v === '' ? '' : Number(v))}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
              />
            )}
          />
          <Controller
            control={control}
            name="amount_unit"
            render={({ field, fieldState }) => (
              <Select
                label="Unit"
                withAsterisk
                allowDeselect={false}
                data={[...HAZARD_AMOUNT_UNITS]}
                value={field.value}
                onChange={field.onChange}
                error={fieldState.error?.message}
                comboboxProps={{ withinPortal: true }}
              />
            )}
          />
        </SimpleGrid>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
