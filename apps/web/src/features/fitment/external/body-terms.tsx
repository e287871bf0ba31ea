import { Anchor, Group, SegmentedControl, Select, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useSearchParams } from 'react-router';
import { mutateWithToast } from '../../../lib/mutate-with-toast.ts';
import { LIST_SELECT } from '../../../lib/select-list.ts';
import { useBodyTerms, useSetBodyTerm } from './external-api.ts';
import { externalUrls } from './external-format.ts';
import { ExternalSourceBadge } from './external-vehicles-list.tsx';

/**
 * The global body-term table: every body word the sources use, how many of their vehicles use it, and the
 * platform body it means. Choosing a body saves at once (and rescores the vehicles using the word).
 */
export function BodyTerms() {
  const [params, setParams] = useSearchParams();
  const source = params.get('source');
  const terms = useBodyTerms(source);
  const setTerm = useSetBodyTerm();
  const data = terms.data;
  const mapped = new Map(
    (data?.translations ?? []).map((t) => [`${t.external_vehicle_source.name}|${t.term}`, t.vehicle_body]),
  );
  const bodies = (data?.internal_terms ?? []).map((b) => ({ value: String(b.id), label: b.name }));

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" gap="sm">
        <SegmentedControl
          aria-label="Source"
          value={source ?? 'all'}
          onChange={(v) => setParams(v === 'all' ? {} : { source: v }, { replace: true })}
          data={[
            { value: 'all', label: 'All sources' },
            { value: 'TecDoc', label: 'TecDoc' },
            { value: 'OSCAR', label: 'OSCAR' },
          ]}
        />
        <Group gap="md">
          <Text size="sm" c="dimmed">
            {data ? `${data.count} of ${data.external_terms.length} terms translated` : 'Loading…'}
          </Text>
          <Anchor component={Link} to={externalUrls.list()} size="sm">
            Back to external vehicles
          </Anchor>
        </Group>
      </Group>
      <Table.ScrollContainer minWidth={340}>
        <Table
          aria-label="Body terms"
          striped
          verticalSpacing={6}
          horizontalSpacing={6}
          aria-busy={terms.isFetching}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Source</Table.Th>
              <Table.Th scope="col">Term</Table.Th>
              <Table.Th scope="col">Vehicles</Table.Th>
              <Table.Th scope="col">Platform body</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(data?.external_terms ?? []).map((t) => {
              const body = mapped.get(`${t.external_source}|${t.term}`);
              return (
                <Table.Tr key={`${t.external_source}|${t.term}`}>
                  <Table.Td>
                    <ExternalSourceBadge source={t.external_source} />
                  </Table.Td>
                  <Table.Th scope="row" fw={600}>
                    {t.term}
                  </Table.Th>
                  <Table.Td>{t.vehicle_count}</Table.Td>
                  <Table.Td miw={140}>
                    <Select
                      aria-label={`Platform body for ${t.external_source} ${t.term}`}
                      size="xs"
                      placeholder="Not translated"
                      data={bodies}
                      value={body ? String(body.id) : null}
                      clearable
                      disabled={setTerm.isPending}
                      onChange={(v) =>
                        void mutateWithToast(
                          setTerm.mutateAsync({
                            external_source: t.external_source,
                            term: t.term,
                            internal_id: v ? Number(v) : null,
                          }),
                          { success: (r) => r.message ?? 'Saved' },
                        )
                      }
                      {...LIST_SELECT}
                    />
                  </Table.Td>
                </Table.Tr>
              );
            })}
            {data && data.external_terms.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={4}>
                  <Text c="dimmed" size="sm">
                    No body terms: import a source first.
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
