import { Alert, Button, Group, Loader, Modal, Stack, Table, Text } from '@mantine/core';
import { ScrollRegion } from '../../../../components/scroll-region/scroll-region.tsx';
import { formatDateTime } from '../../../../lib/format.ts';
import { useChangeSetPreview } from '../../api/bulk.ts';

/** A value as history shows it: arrays joined with commas (spec section 3), records as JSON. */
const show = (v: unknown): string =>
  v === null || v === undefined
    ? '—'
    : v === true
      ? 'Yes'
      : v === false
        ? 'No'
        : Array.isArray(v)
          ? v.map(show).join(', ')
          : typeof v === 'object'
            ? JSON.stringify(v)
            : String(v);

/** A change set's preview: what it is, its first 50 entries, and Revert change set (one unit). */
export function ChangeSetModal({
  changeSetId,
  onClose,
  onRevert,
  reverting,
}: {
  changeSetId: number | null;
  onClose: () => void;
  onRevert: (id: number) => void;
  reverting: boolean;
}) {
  const { data, isLoading, error } = useChangeSetPreview(changeSetId);
  const set = data?.change_set;
  return (
    <Modal opened={changeSetId !== null} onClose={onClose} title="Change set" size="lg">
      {isLoading && <Loader size="sm" aria-label="Loading change set" />}
      {error && <Alert color="red">{error.message}</Alert>}
      {set && data && (
        <Stack gap="sm">
          <Text size="sm">
            {set.label} by {set.user}, {formatDateTime(set.created_at)}: {set.entries.toLocaleString('en-AU')}{' '}
            change{set.entries === 1 ? '' : 's'}
            {set.entries > data.entries.length ? ` (the first ${data.entries.length} shown)` : ''}.
          </Text>
          <ScrollRegion label="Changes">
            <Table striped miw={480}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>SKU</Table.Th>
                  <Table.Th>Change</Table.Th>
                  <Table.Th>Before</Table.Th>
                  <Table.Th>After</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.entries.flatMap((e) =>
                  e.changes.map((c, i) => (
                    <Table.Tr key={`${e.id}-${i}`}>
                      <Table.Td>{e.sku}</Table.Td>
                      <Table.Td>{c.change}</Table.Td>
                      <Table.Td>{show(c.details.old)}</Table.Td>
                      <Table.Td>{show(c.details.new)}</Table.Td>
                    </Table.Tr>
                  )),
                )}
              </Table.Tbody>
            </Table>
          </ScrollRegion>
          {set.reverted_by_change_set_id && <Text size="sm">This change set has already been reverted.</Text>}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
            <Button
              color="red"
              loading={reverting}
              disabled={
                set.reverted_by_change_set_id !== null || set.status === 'running' || set.entries === 0
              }
              onClick={() => onRevert(set.id)}
            >
              Revert change set
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
