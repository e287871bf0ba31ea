import { ATTRIBUTE_DATA_TYPE_LABELS, type AttributeTitle } from '@partsflow/contracts';
import {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  Group,
  Loader,
  Pagination,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ScrollRegion } from '../../../components/scroll-region/scroll-region.tsx';
import { notify } from '../../../lib/notify.ts';
import { NewAttributeForm } from '../components/attributes/new-attribute-form.tsx';
import { brandKeys, useAttributeTitlesTable } from './brands-api.ts';

const PER_PAGE = 25;

/**
 * The attributes admin (spec section 7, POST /admin/attributes): every attribute title with its data type and list
 * values, searchable, and a form to create one (name, data type, and values for List of options). Staff create
 * shared attributes; a team's are its own (decision 0208).
 */
export function AttributesAdmin() {
  const qc = useQueryClient();
  const [page, setPage] = useState(1);
  const [query, setQuery] = useState('');
  const [debounced] = useDebouncedValue(query, 200);
  const [creating, setCreating] = useState(false);
  const table = useAttributeTitlesTable({ page, per: PER_PAGE, query: debounced });
  const total = table.data?.meta.total_count ?? 0;

  const created = (title: AttributeTitle) => {
    notify.success(`Attribute ${title.name} created`);
    setCreating(false);
    void qc.invalidateQueries({ queryKey: brandKeys.attributesAll() });
  };

  return (
    <Stack>
      {creating ? (
        <Box maw={640}>
          <NewAttributeForm initialName="" onCreated={created} onCancel={() => setCreating(false)} />
        </Box>
      ) : (
        <Group justify="flex-end">
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
            New Attribute
          </Button>
        </Group>
      )}
      <Card withBorder padding="lg">
        <TextInput
          aria-label="Search attributes"
          placeholder="Search attributes..."
          leftSection={<IconSearch size={16} aria-hidden />}
          value={query}
          onChange={(e) => {
            setQuery(e.currentTarget.value);
            setPage(1);
          }}
          maw={360}
          mb="md"
        />
        {table.isLoading ? (
          <Loader />
        ) : table.error ? (
          <Alert color="red">Could not load the attributes.</Alert>
        ) : (
          <>
            <ScrollRegion label="Attributes">
              <Table verticalSpacing="xs" aria-label="Attributes" miw={560}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Name</Table.Th>
                    <Table.Th>Data type</Table.Th>
                    <Table.Th>Values</Table.Th>
                    <Table.Th>Owner</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {table.data?.data.map((a) => (
                    <Table.Tr key={a.id} data-testid="attribute-row">
                      <Table.Td fw={500}>{a.name}</Table.Td>
                      <Table.Td>{ATTRIBUTE_DATA_TYPE_LABELS[a.data_type]}</Table.Td>
                      <Table.Td>
                        <Text size="sm" lineClamp={2}>
                          {a.values.join(', ') || '—'}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Badge variant="light" color={a.shared ? 'blue' : 'gray'}>
                          {a.shared ? 'Shared' : 'Team'}
                        </Badge>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollRegion>
            {total === 0 && <Text c="dimmed">No attributes match.</Text>}
            <Group justify="space-between" mt="md">
              <Text size="sm" c="dimmed">
                {total === 1 ? '1 attribute' : `${total} attributes`}
              </Text>
              {total > PER_PAGE && (
                <Pagination total={Math.ceil(total / PER_PAGE)} value={page} onChange={setPage} size="sm" />
              )}
            </Group>
          </>
        )}
      </Card>
    </Stack>
  );
}
