import { EXPORT_TIMES, type DataExport } from '@partsflow/contracts';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Group,
  Loader,
  Modal,
  MultiSelect,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { ScrollRegion } from '../../../components/scroll-region/scroll-region.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { mutateWithToast } from '../../../lib/mutate-with-toast.ts';
import {
  useBrandOptions,
  useDataExports,
  useDeleteDataExport,
  useProductTypeOptions,
  useSaveDataExport,
} from './exports-api.ts';

interface RowState {
  key: string;
  id: number | null;
  account_code: string;
  email: string;
  product_types: string[];
  brands: string[];
  export_time: string;
  active: boolean;
}

const toRow = (e: DataExport): RowState => ({
  key: `e${e.id}`,
  id: e.id,
  account_code: e.account_code,
  email: e.email,
  product_types: e.selected_product_types.map((t) => String(t.id)),
  brands: e.selected_brands.map((b) => String(b.id)),
  export_time: e.export_time,
  active: e.active,
});

let blank = 0;

/**
 * Data Exports admin: Account Code, Email, Product Types, Brands, Schedule (hourly slot, UTC) and Active; Add New
 * Export adds a blank row; each row saves or deletes itself. The schedule runs them every day at their hour.
 */
export function DataExportsAdmin() {
  const exports = useDataExports();
  const [added, setAdded] = useState<RowState[]>([]);
  if (exports.isLoading) return <Loader />;
  if (exports.error) return <Alert color="red">Could not load the exports.</Alert>;
  const rows = [...(exports.data ?? []).map(toRow), ...added];
  return (
    <Card withBorder padding="lg">
      <Group justify="space-between" mb="md">
        <Text fw={600} id="data-exports-heading">
          Data Exports
        </Text>
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() =>
            setAdded((a) => [
              ...a,
              {
                key: `n${++blank}`,
                id: null,
                account_code: '',
                email: '',
                product_types: [],
                brands: [],
                export_time: '00:00',
                active: true,
              },
            ])
          }
        >
          Add New Export
        </Button>
      </Group>
      {rows.length === 0 ? (
        <Text c="dimmed">No exports yet.</Text>
      ) : (
        <ScrollRegion label="Data exports">
          <Table verticalSpacing="sm" aria-labelledby="data-exports-heading" miw={1100}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Account Code</Table.Th>
                <Table.Th>Email</Table.Th>
                <Table.Th>Product Types</Table.Th>
                <Table.Th>Brands</Table.Th>
                <Table.Th>Schedule</Table.Th>
                <Table.Th>Active</Table.Th>
                <Table.Th aria-label="Actions" />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((r) => (
                <ExportRow
                  key={r.key}
                  initial={r}
                  onSaved={() => setAdded((a) => a.filter((x) => x.key !== r.key))}
                  onDiscard={() => setAdded((a) => a.filter((x) => x.key !== r.key))}
                />
              ))}
            </Table.Tbody>
          </Table>
        </ScrollRegion>
      )}
    </Card>
  );
}

function ExportRow({
  initial,
  onSaved,
  onDiscard,
}: {
  initial: RowState;
  onSaved: () => void;
  onDiscard: () => void;
}) {
  const [row, setRow] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirming, setConfirming] = useState(false);
  const types = useProductTypeOptions();
  const brands = useBrandOptions();
  const save = useSaveDataExport();
  const remove = useDeleteDataExport();
  const set = (patch: Partial<RowState>) => setRow((r) => ({ ...r, ...patch }));
  const label = row.account_code || 'new export';

  const onSave = async () => {
    setErrors({});
    const out = await mutateWithToast(
      save.mutateAsync({
        id: row.id,
        account_code: row.account_code,
        email: row.email,
        product_types: row.product_types.map(Number),
        brands: row.brands.map(Number),
        export_time: row.export_time,
        active: row.active,
      }),
      { success: (r) => r.message },
    );
    if (out.ok) return onSaved();
    if (out.error instanceof ApiError)
      setErrors(Object.fromEntries(out.error.details.map((d) => [String(d.path[0]), d.message])));
  };

  const onDelete = async () => {
    if (row.id === null) return onDiscard();
    await mutateWithToast(remove.mutateAsync(row.id), { success: (r) => r.message });
    setConfirming(false);
  };

  return (
    <Table.Tr data-testid="data-export-row">
      <Table.Td>
        <TextInput
          aria-label={`Account Code of ${label}`}
          value={row.account_code}
          error={errors.account_code}
          onChange={(e) => set({ account_code: e.currentTarget.value })}
        />
      </Table.Td>
      <Table.Td>
        <TextInput
          aria-label={`Email of ${label}`}
          type="email"
          value={row.email}
          error={errors.email}
          onChange={(e) => set({ email: e.currentTarget.value })}
        />
      </Table.Td>
      <Table.Td>
        <MultiSelect
          aria-label={`Product Types of ${label}`}
          placeholder={row.product_types.length ? undefined : 'All'}
          data={(types.data ?? []).map((t) => ({ value: String(t.id), label: t.title }))}
          value={row.product_types}
          onChange={(v) => set({ product_types: v })}
          error={errors.product_types}
          searchable
        />
      </Table.Td>
      <Table.Td>
        <MultiSelect
          aria-label={`Brands of ${label}`}
          placeholder={row.brands.length ? undefined : 'All'}
          data={(brands.data ?? []).map((b) => ({ value: String(b.id), label: b.name }))}
          value={row.brands}
          onChange={(v) => set({ brands: v })}
          error={errors.brands}
          searchable
        />
      </Table.Td>
      <Table.Td>
        <Select
          aria-label={`Schedule of ${label}`}
          data={EXPORT_TIMES}
          value={row.export_time}
          allowDeselect={false}
          onChange={(v) => v && set({ export_time: v })}
          error={errors.export_time}
          maxDropdownHeight={200}
          w={100}
        />
      </Table.Td>
      <Table.Td>
        <Checkbox
          aria-label={`Active ${label}`}
          checked={row.active}
          onChange={(e) => set({ active: e.currentTarget.checked })}
        />
      </Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap" justify="flex-end">
          <Button size="compact-sm" loading={save.isPending} onClick={() => void onSave()}>
            Save
          </Button>
          <Button
            size="compact-sm"
            variant="subtle"
            color="red"
            onClick={() => (row.id === null ? onDiscard() : setConfirming(true))}
          >
            Delete
          </Button>
        </Group>
        <Modal opened={confirming} onClose={() => setConfirming(false)} title="Delete export">
          <Stack>
            <Text>Do you really want to delete this Export?</Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setConfirming(false)}>
                Cancel
              </Button>
              <Button color="red" loading={remove.isPending} onClick={() => void onDelete()}>
                Delete
              </Button>
            </Group>
          </Stack>
        </Modal>
      </Table.Td>
    </Table.Tr>
  );
}
