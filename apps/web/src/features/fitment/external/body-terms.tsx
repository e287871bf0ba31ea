import type { GlobalTranslationReply } from '@partsflow/contracts';
import { Anchor, Card, Group, SegmentedControl, Select, Stack, Table, Text } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { mutateWithToast } from '../../../lib/mutate-with-toast.ts';
import { LIST_SELECT } from '../../../lib/select-list.ts';
import { useBreakpointUp } from '../../../lib/use-breakpoint.ts';
import { useBodyTerms, useSetBodyTerm } from './external-api.ts';
import { externalUrls } from './external-format.ts';
import { ExternalSourceBadge } from './external-vehicles-list.tsx';

type ExternalTerm = GlobalTranslationReply['external_terms'][number];

/**
 * The global body-term table: every body word the sources use, how many of their vehicles use it, and the
 * platform body it means. Choosing a body saves at once (and rescores the vehicles using the word).
 */
export function BodyTerms() {
  const [params, setParams] = useSearchParams();
  const source = params.get('source');
  const terms = useBodyTerms(source);
  const setTerm = useSetBodyTerm();
  // Phones get one card per term: four columns with a select do not fit 390 px.
  const wide = useBreakpointUp('sm');
  const data = terms.data;
  const mapped = new Map(
    (data?.translations ?? []).map((t) => [`${t.external_vehicle_source.name}|${t.term}`, t.vehicle_body]),
  );
  const bodies = (data?.internal_terms ?? []).map((b) => ({ value: String(b.id), label: b.name }));
  const rows = data?.external_terms ?? [];

  const bodySelect = (t: ExternalTerm) => {
    const body = mapped.get(`${t.external_source}|${t.term}`);
    return (
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
    );
  };
  const empty = (
    <Text c="dimmed" size="sm">
      No body terms: import a source first.
    </Text>
  );

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
      {wide ? (
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
            {rows.map((t) => (
              <Table.Tr key={`${t.external_source}|${t.term}`}>
                <Table.Td>
                  <ExternalSourceBadge source={t.external_source} />
                </Table.Td>
                <Table.Th scope="row" fw={600}>
                  {t.term}
                </Table.Th>
                <Table.Td>{t.vehicle_count}</Table.Td>
                <Table.Td miw={160}>{bodySelect(t)}</Table.Td>
              </Table.Tr>
            ))}
            {data && rows.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={4}>{empty}</Table.Td>
              </Table.Tr>
            )}
          </Table.Tbody>
        </Table>
      ) : (
        <Stack gap="sm" role="list" aria-label="Body terms" aria-busy={terms.isFetching}>
          {rows.map((t) => (
            <Card
              key={`${t.external_source}|${t.term}`}
              withBorder
              padding="sm"
              role="listitem"
              aria-label={`${t.external_source} ${t.term}`}
            >
              <Stack gap={6}>
                <Group justify="space-between" gap="xs" wrap="nowrap">
                  <Text fw={600} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                    {t.term}
                  </Text>
                  <ExternalSourceBadge source={t.external_source} />
                </Group>
                <Text size="xs" c="dimmed">
                  {t.vehicle_count} {t.vehicle_count === 1 ? 'vehicle' : 'vehicles'}
                </Text>
                {bodySelect(t)}
              </Stack>
            </Card>
          ))}
          {data && rows.length === 0 && empty}
        </Stack>
      )}
    </Stack>
  );
}
