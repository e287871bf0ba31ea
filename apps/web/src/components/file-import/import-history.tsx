import { Anchor, Badge, Card, Group, Progress, Stack, Table, Text, Title } from '@mantine/core';
import { IMPORT_TOPICS, type ImportProgress, type ImportRecord } from '@partsflow/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { formatDateTime } from '../../lib/format.ts';
import { useLiveChannel } from '../../lib/live-channel.ts';
import { importErrorsUrl, importKeys, useImportErrors, useImportHistory } from './imports-api.ts';

const STATUS_COLOUR = {
  uploaded: 'gray',
  queued: 'blue',
  processing: 'blue',
  completed: 'teal',
  failed: 'red',
} as const;

/**
 * The latest imports of a type with their counts, live progress and the row-error report (the platform's one
 * file import pipeline; `onFinished` refreshes what the import loads into). `actions` adds the owning feature's
 * buttons to a finished import (the catalogue's Preview changes / Revert change set).
 */
export function ImportHistory({
  type,
  onFinished,
  actions,
}: {
  type: string;
  onFinished?: () => void;
  actions?: (record: ImportRecord) => ReactNode;
}) {
  const qc = useQueryClient();
  const history = useImportHistory(type);
  const [progress, setProgress] = useState<Record<number, ImportProgress>>({});
  useLiveChannel<ImportProgress>(IMPORT_TOPICS.progress, (p) => {
    if (p.import_type === type) setProgress((all) => ({ ...all, [p.id]: p }));
  });
  useLiveChannel<ImportProgress>(IMPORT_TOPICS.finished, (p) => {
    if (p.import_type !== type) return;
    void qc.invalidateQueries({ queryKey: importKeys.history(type) });
    onFinished?.();
  });
  const rows = history.data?.data ?? [];
  if (rows.length === 0) return null;
  return (
    <Stack gap="xs" mt="xl">
      <Title order={2} fz="lg">
        Recent imports
      </Title>
      {rows.map((r) => {
        const live = progress[r.id];
        const running = r.status === 'queued' || r.status === 'processing';
        return (
          <Card key={r.id} withBorder padding="sm">
            <Group justify="space-between" gap="xs" wrap="wrap">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Text size="sm" fw={600} truncate>
                  {r.file_name}
                </Text>
                <Text size="xs" c="dimmed">
                  {formatDateTime(r.created_at)}
                </Text>
              </Stack>
              <Badge color={STATUS_COLOUR[r.status]} variant="light">
                {r.status}
              </Badge>
            </Group>
            {running && live && (
              <Progress value={live.percent} mt="xs" aria-label={`Import ${r.file_name} progress`} />
            )}
            {(r.status === 'completed' || r.status === 'failed') && (
              <Group gap="md" mt="xs">
                <Text size="sm">Rows: {r.total_rows}</Text>
                <Text size="sm">Loaded: {r.valid_rows}</Text>
                <Text size="sm" c={r.error_rows ? 'red.9' : undefined}>
                  With errors: {r.error_rows}
                </Text>
                {r.error_rows > 0 && (
                  <Anchor href={importErrorsUrl(r.id)} size="sm" download>
                    Download error report
                  </Anchor>
                )}
                {r.failure_message && (
                  <Text size="sm" c="red.9">
                    {r.failure_message}
                  </Text>
                )}
                {actions?.(r)}
              </Group>
            )}
            {r.error_rows > 0 && <ImportErrors id={r.id} />}
          </Card>
        );
      })}
    </Stack>
  );
}

/** The first rows that were not loaded: line, column and message. */
function ImportErrors({ id }: { id: number }) {
  const errors = useImportErrors(id);
  const list = errors.data?.errors ?? [];
  return (
    <Table mt="xs" fz="sm" aria-label="Rows with errors" withRowBorders={false}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Line</Table.Th>
          <Table.Th>Column</Table.Th>
          <Table.Th>Message</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {list.slice(0, 10).map((e, i) => (
          <Table.Tr key={i}>
            <Table.Td>{e.line}</Table.Td>
            <Table.Td>{e.column}</Table.Td>
            <Table.Td>{e.message}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
