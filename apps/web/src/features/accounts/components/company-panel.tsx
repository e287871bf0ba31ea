import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import {
  ACCOUNT_MESSAGES,
  BUSINESS_ID_TYPES,
  businessIdsSchema,
  type CompanyDetails,
  type LabelValue,
} from '@partsflow/contracts';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { AsyncSearchSelect } from '../../../components/async-search-select/async-search-select.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { mutateWithToast } from '../../../lib/mutate-with-toast.ts';
import {
  searchCurrencies,
  searchTimezones,
  useCompany,
  useRegions,
  useUpdateCompany,
} from '../api/settings.ts';

interface IdRow {
  type: string;
  value: string;
}

/** Issues of the business id list, by `index.field`, with the same schema (and messages) the server applies. */
function idErrors(ids: IdRow[]): Record<string, string> {
  const r = businessIdsSchema.safeParse(ids);
  if (r.success) return {};
  const out: Record<string, string> = {};
  for (const issue of r.error.issues) out[issue.path.join('.')] ??= issue.message;
  return out;
}

/** The type options for one row: the company's country first, types chosen in other rows left out. */
function typeOptions(region: string, taken: Set<string>, own: string) {
  const free = BUSINESS_ID_TYPES.filter((d) => d.type === own || !taken.has(d.type));
  const label = (d: (typeof BUSINESS_ID_TYPES)[number]) => `${d.label} (${d.example})`;
  const local = free.filter((d) => d.country === region);
  const rest = free.filter((d) => d.country !== region);
  return [
    ...(local.length
      ? [{ group: 'This country', items: local.map((d) => ({ value: d.type, label: label(d) })) }]
      : []),
    {
      group: local.length ? 'Other countries' : 'All types',
      items: rest.map((d) => ({ value: d.type, label: label(d) })),
    },
  ];
}

function CompanyForm({ company, isAdmin }: { company: CompanyDetails; isAdmin: boolean }) {
  const update = useUpdateCompany();
  const regions = useRegions();
  const [name, setName] = useState(company.legal_business_name);
  const [region, setRegion] = useState(company.region);
  const [timezone, setTimezone] = useState<LabelValue | null>(
    company.timezone ? { value: company.timezone, label: company.timezone.replace(/_/g, ' ') } : null,
  );
  const [currency, setCurrency] = useState<LabelValue | null>(
    company.default_currency_code
      ? { value: company.default_currency_code, label: company.default_currency_code }
      : null,
  );
  const [ids, setIds] = useState<IdRow[]>(
    company.legal_business_ids.map(({ type, value }) => ({ type, value })),
  );
  const [touched, setTouched] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const errors = { ...idErrors(ids), ...serverErrors };
  const nameError = touched && !name.trim() ? 'This field is required' : serverErrors.legal_business_name;
  const taken = useMemo(() => new Set(ids.map((i) => i.type)), [ids]);
  const readOnly = !isAdmin;

  function setId(i: number, patch: Partial<IdRow>) {
    setServerErrors({});
    // Business ids are upper-cased as they are typed (spec 5).
    setIds(
      ids.map((row, j) =>
        j === i ? { ...row, ...patch, value: (patch.value ?? row.value).toUpperCase() } : row,
      ),
    );
  }

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    setTouched(true);
    // Changes are sent only when everything is valid.
    if (!name.trim() || Object.keys(idErrors(ids)).length) return;
    const res = await mutateWithToast(
      update.mutateAsync({
        legal_business_name: name,
        region,
        timezone: timezone?.value ?? '',
        default_currency_code: currency?.value ?? '',
        legal_business_ids: ids,
      }),
      { success: ACCOUNT_MESSAGES.companyUpdated, error: ACCOUNT_MESSAGES.updateFailed },
    );
    if (!res.ok && res.error instanceof ApiError) {
      setServerErrors(
        Object.fromEntries(
          res.error.details.map((d) => [d.path.join('.').replace(/^legal_business_ids\./, ''), d.message]),
        ),
      );
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md" maw={760}>
        <TextInput
          label="Legal Business Name"
          withAsterisk
          value={name}
          readOnly={readOnly}
          onChange={(e) => setName(e.currentTarget.value)}
          error={nameError}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <Select
            label="Country/region"
            searchable
            clearable
            readOnly={readOnly}
            data={regions.data ?? []}
            value={region || null}
            onChange={(v) => setRegion(v ?? '')}
            error={serverErrors.region}
            nothingFoundMessage="No country found"
          />
          <AsyncSearchSelect<LabelValue>
            label="Timezone"
            kind="timezones"
            fetcher={searchTimezones}
            toOption={(x) => x}
            value={timezone}
            onChange={(o) => setTimezone(o)}
            clearable
            readOnly={readOnly}
            error={serverErrors.timezone}
          />
          <AsyncSearchSelect<LabelValue>
            label="Default currency"
            kind="currencies"
            fetcher={searchCurrencies}
            toOption={(x) => x}
            value={currency}
            onChange={(o) => setCurrency(o)}
            clearable
            readOnly={readOnly}
            error={serverErrors.default_currency_code}
          />
        </SimpleGrid>
        <Stack gap="xs">
          <Text fw={600} size="sm">
            Legal business IDs
          </Text>
          {ids.length === 0 && (
            <Text size="sm" c="dimmed">
              No business IDs yet.
            </Text>
          )}
          {ids.map((row, i) => (
            <Group key={i} gap="xs" align="flex-start" wrap="wrap">
              <Select
                aria-label={`Business ID ${i + 1} type`}
                placeholder="Type"
                searchable
                readOnly={readOnly}
                data={typeOptions(region, taken, row.type)}
                value={row.type || null}
                onChange={(v) => setId(i, { type: v ?? '' })}
                error={touched || row.type ? errors[`${i}.type`] : undefined}
                style={{ flex: '1 1 260px' }}
              />
              <TextInput
                aria-label={`Business ID ${i + 1} value`}
                placeholder={BUSINESS_ID_TYPES.find((d) => d.type === row.type)?.example ?? 'Value'}
                value={row.value}
                readOnly={readOnly}
                onChange={(e) => setId(i, { value: e.currentTarget.value })}
                error={touched || row.value ? errors[`${i}.value`] : undefined}
                style={{ flex: '1 1 220px' }}
              />
              {isAdmin && (
                <Tooltip label="Remove">
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    mt={4}
                    aria-label={`Remove business ID ${i + 1}`}
                    onClick={() => setIds(ids.filter((_, j) => j !== i))}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Tooltip>
              )}
            </Group>
          ))}
          {isAdmin && (
            <Button
              variant="light"
              size="xs"
              w="fit-content"
              leftSection={<IconPlus size={14} />}
              disabled={ids.length >= BUSINESS_ID_TYPES.length}
              onClick={() => setIds([...ids, { type: '', value: '' }])}
            >
              Add business ID
            </Button>
          )}
        </Stack>
        {isAdmin && (
          <Button type="submit" loading={update.isPending} w="fit-content">
            Update
          </Button>
        )}
      </Stack>
    </form>
  );
}

/** Account tab 5: company details (admins change them, everyone sees them). */
export function CompanyPanel({ isAdmin }: { isAdmin: boolean }) {
  const company = useCompany();
  if (company.isPending) return <Skeleton h={240} />;
  if (company.isError) {
    return (
      <Alert color="red" role="alert">
        {company.error.message}
      </Alert>
    );
  }
  return <CompanyForm company={company.data} isAdmin={isAdmin} />;
}
