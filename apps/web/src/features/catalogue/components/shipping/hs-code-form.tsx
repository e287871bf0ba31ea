import { productHsCodeInputSchema, type ProductHsCode } from '@partsflow/contracts';
import { Button, Group, Stack, Text } from '@mantine/core';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { AsyncSearchSelect } from '../../../../components/async-search-select/async-search-select.tsx';
import { contractResolver } from '../../../../lib/contract-resolver.ts';
import type { LookupOption } from '../../../../lib/lookups.ts';
import { searchCountries, searchHsCodes } from '../../api/lookups.ts';
import type { HsCodeInput } from '../../api/shipping.ts';

const DEFAULT_COUNTRY = '__default__';
const defaultOption: LookupOption = { value: DEFAULT_COUNTRY, label: 'Default' };

/** The chosen options (for the selectors' labels) beside the contract's fields. */
interface HsCodeFormValues {
  country_option: LookupOption | null;
  code_option: LookupOption | null;
  country_code: string | null;
  harmonized_system_code_id: number | null;
}

const resolver = contractResolver<HsCodeFormValues, typeof productHsCodeInputSchema>(
  productHsCodeInputSchema,
);

function defaults(hsCode: ProductHsCode | null): HsCodeFormValues {
  if (!hsCode) {
    return { country_option: null, code_option: null, country_code: null, harmonized_system_code_id: null };
  }
  const { country_code, harmonized_system_code: code } = hsCode;
  return {
    country_option: country_code ? { value: country_code, label: country_code } : defaultOption,
    code_option: { value: String(code.id), label: `${code.code} ${code.description}` },
    country_code,
    harmonized_system_code_id: code.id,
  };
}

/** The Customs modal: a Country (or Default) and an HS code; both must be chosen or nothing is sent. */
export function HsCodeForm({
  hsCode,
  saving,
  onSubmit,
  onCancel,
}: {
  hsCode: ProductHsCode | null;
  saving: boolean;
  onSubmit: (input: HsCodeInput) => Promise<void>;
  onCancel: () => void;
}) {
  const { control, handleSubmit, setValue, formState } = useForm<HsCodeFormValues, unknown, HsCodeInput>({
    resolver,
    defaultValues: defaults(hsCode),
  });
  const [country, code] = useWatch({ control, name: ['country_option', 'code_option'] });
  const complete = country !== null && code !== null;
  const chooseCountry = (o: LookupOption | null) => {
    setValue('country_option', o);
    setValue('country_code', o && o.value !== DEFAULT_COUNTRY ? o.value : null);
  };

  return (
    <form aria-label="Customs" onSubmit={handleSubmit((input) => (complete ? onSubmit(input) : undefined))}>
      <Stack gap="sm">
        <AsyncSearchSelect<{ code: string; name: string }>
          label="Country"
          withAsterisk
          placeholder="Default or a country"
          kind="countries"
          fetcher={searchCountries}
          toOption={(c) => ({ value: c.code, label: `${c.name} (${c.code})` })}
          value={country}
          onChange={chooseCountry}
          extraOptions={() => [defaultOption]}
          onExtraOption={() => chooseCountry(defaultOption)}
          error={formState.errors.country_code?.message}
          comboboxProps={{ withinPortal: true }}
        />
        <Controller
          control={control}
          name="code_option"
          render={({ field }) => (
            <AsyncSearchSelect<{ id: number; code: string; description: string }>
              label="HS Code"
              withAsterisk
              placeholder="Search by code or description"
              kind="hs-codes"
              fetcher={searchHsCodes}
              toOption={(h) => ({ value: String(h.id), label: `${h.code} ${h.description}` })}
              value={field.value}
              onChange={(o) => {
                field.onChange(o);
                setValue('harmonized_system_code_id', o ? Number(o.value) : null);
              }}
              error={formState.errors.harmonized_system_code_id?.message}
              comboboxProps={{ withinPortal: true }}
            />
          )}
        />
        {!complete && (
          <Text size="xs" c="dimmed">
            Choose both a country (or Default) and an HS code.
          </Text>
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={saving} disabled={!complete}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
