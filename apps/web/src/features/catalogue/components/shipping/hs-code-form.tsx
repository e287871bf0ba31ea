import type { ProductHsCode } from '@partsflow/contracts';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { LookupOption } from '../../api/lookups.ts';
import { searchCountries, searchHsCodes } from '../../api/lookups.ts';
import type { HsCodeInput } from '../../api/shipping.ts';
import { AsyncSearchSelect } from '../common/async-search-select.tsx';

const DEFAULT_COUNTRY = '__default__';
const defaultOption: LookupOption = { value: DEFAULT_COUNTRY, label: 'Default' };

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
  const [country, setCountry] = useState<LookupOption | null>(
    hsCode
      ? hsCode.country_code
        ? { value: hsCode.country_code, label: hsCode.country_code }
        : defaultOption
      : null,
  );
  const [code, setCode] = useState<LookupOption | null>(
    hsCode
      ? {
          value: String(hsCode.harmonized_system_code.id),
          label: `${hsCode.harmonized_system_code.code} ${hsCode.harmonized_system_code.description}`,
        }
      : null,
  );
  const complete = country !== null && code !== null;

  return (
    <form
      aria-label="Customs"
      onSubmit={(e) => {
        e.preventDefault();
        if (!country || !code) return;
        void onSubmit({
          country_code: country.value === DEFAULT_COUNTRY ? null : country.value,
          harmonized_system_code_id: Number(code.value),
        });
      }}
    >
      <Stack gap="sm">
        <AsyncSearchSelect<{ code: string; name: string }>
          label="Country"
          withAsterisk
          placeholder="Default or a country"
          kind="countries"
          fetcher={searchCountries}
          toOption={(c) => ({ value: c.code, label: `${c.name} (${c.code})` })}
          value={country}
          onChange={(o) => setCountry(o)}
          extraOptions={() => [defaultOption]}
          onExtraOption={() => setCountry(defaultOption)}
          comboboxProps={{ withinPortal: true }}
        />
        <AsyncSearchSelect<{ id: number; code: string; description: string }>
          label="HS Code"
          withAsterisk
          placeholder="Search by code or description"
          kind="hs-codes"
          fetcher={searchHsCodes}
          toOption={(h) => ({ value: String(h.id), label: `${h.code} ${h.description}` })}
          value={code}
          onChange={(o) => setCode(o)}
          comboboxProps={{ withinPortal: true }}
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
