import { ActionIcon, Alert, Badge, Button, Group, List, Progress, Stack, Switch, Text } from '@mantine/core';
import { IconDownload, IconPlus, IconTrash } from '@tabler/icons-react';
import {
  AMAZON_EXPORT_POLL_MS,
  AMAZON_MESSAGES,
  AMAZON_PAGE_SIZE,
  type AmazonExportProgress,
  type AmazonListing,
} from '@partsflow/contracts';
import { useRef, useState } from 'react';
import { DataTable, useDataTableState, type DataTableColumn } from '../../../components/data-table/index.ts';
import { ApiError, newIdempotencyKey } from '../../../lib/api-client.ts';
import { serverMessageOr } from '../../../lib/api-errors.ts';
import { mutateWithToast } from '../../../lib/mutate-with-toast.ts';
import { notify } from '../../../lib/notify.ts';
import {
  fetchAmazonExportProgress,
  useAmazonListings,
  useDeleteAmazonListing,
  useStartAmazonExport,
  useUpdateAmazonListing,
} from './amazon-api.ts';
import { SelectProductModal } from './select-product-modal.tsx';

const m = AMAZON_MESSAGES;

function ValidCell({ row }: { row: AmazonListing }) {
  if (!row.valid.length)
    return (
      <Badge color="green" variant="light">
        Valid
      </Badge>
    );
  return (
    <Stack gap={2}>
      <Badge color="red" variant="light">
        Invalid
      </Badge>
      <List size="xs" c="red.8" spacing={0}>
        {row.valid.map((p) => (
          <List.Item key={p}>{p}</List.Item>
        ))}
      </List>
    </Stack>
  );
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function download(url: string) {
  const a = document.createElement('a');
  a.href = url;
  a.download = '';
  document.body.append(a);
  a.click();
  a.remove();
}

/** Export CSV: starts the job, follows its progress every second, then downloads the file from `csv_url`. */
function ExportButton() {
  const start = useStartAmazonExport();
  const [progress, setProgress] = useState<AmazonExportProgress | null>(null);
  const [running, setRunning] = useState(false);
  // One key per export asked for: kept while the start has no answer (a lost connection, a server failure), so
  // clicking again retries that export instead of starting a second one; a new key once it was answered.
  const pendingKey = useRef<string | null>(null);

  async function startExport() {
    pendingKey.current ??= newIdempotencyKey();
    try {
      const started = await start.mutateAsync(pendingKey.current);
      pendingKey.current = null;
      return started;
    } catch (e) {
      if (e instanceof ApiError && e.status < 500) pendingKey.current = null;
      throw e;
    }
  }

  async function run() {
    setRunning(true);
    try {
      const started = await startExport();
      let current: AmazonExportProgress | null = null;
      while (!current?.csv_url && !current?.error) {
        await sleep(AMAZON_EXPORT_POLL_MS);
        current = await fetchAmazonExportProgress(started.job_id);
        setProgress(current);
      }
      if (current.csv_url) {
        download(current.csv_url);
        notify.success(m.exported);
      } else notify.error(current.error || m.exportFailed);
    } catch (e) {
      notify.error(serverMessageOr(e, m.exportFailed));
    } finally {
      setRunning(false);
      setProgress(null);
    }
  }

  return (
    <Stack gap={4}>
      <Button
        variant="default"
        leftSection={<IconDownload size={16} aria-hidden />}
        onClick={run}
        loading={running}
      >
        Export CSV
      </Button>
      {running && (
        <Progress
          value={progress?.progress ?? 0}
          size="sm"
          aria-label={m.exporting}
          title={`${progress?.at ?? 0} of ${progress?.total ?? 0}`}
        />
      )}
    </Stack>
  );
}

/** Amazon Listings (merchant spec 2.7): SKU, Title, Brand, Valid, Active (only when valid) and Delete. */
export function AmazonListings() {
  const state = useDataTableState({ defaultPer: AMAZON_PAGE_SIZE });
  const list = useAmazonListings(state.page, state.per);
  const update = useUpdateAmazonListing();
  const remove = useDeleteAmazonListing();
  const [picking, setPicking] = useState(false);
  const [busy, setBusy] = useState<number | null>(null);

  async function setActive(row: AmazonListing, active: boolean) {
    setBusy(row.id);
    await mutateWithToast(update.mutateAsync({ id: row.id, product_id: row.product.id, active }), {
      success: m.updated,
      error: (e) => serverMessageOr(e, m.updateFailed),
    });
    setBusy(null);
  }

  async function destroy(row: AmazonListing) {
    setBusy(row.id);
    const outcome = await mutateWithToast(remove.mutateAsync(row.id), {
      success: m.deleted,
      error: (e) => serverMessageOr(e, m.deleteFailed),
    });
    setBusy(null);
    // Removing the last row of a page shows the page before it.
    if (outcome.ok && list.data?.data.length === 1 && state.page > 1) state.setPage(state.page - 1);
  }

  const columns: DataTableColumn<AmazonListing>[] = [
    {
      key: 'sku',
      header: 'SKU',
      render: (r) => (
        <Text size="sm" fw={600} component="a" href={r.product.url} c="blue.8">
          {r.product.sku}
        </Text>
      ),
    },
    { key: 'title', header: 'Title', render: (r) => <Text size="sm">{r.product.title}</Text> },
    { key: 'brand', header: 'Brand', render: (r) => <Text size="sm">{r.brand}</Text> },
    { key: 'valid', header: 'Valid', render: (r) => <ValidCell row={r} /> },
    {
      key: 'active',
      header: 'Active',
      render: (r) =>
        r.valid.length ? null : (
          <Switch
            checked={r.active}
            disabled={busy === r.id}
            onChange={(e) => setActive(r, e.currentTarget.checked)}
            aria-label={`Active ${r.product.sku}`}
          />
        ),
    },
    {
      key: 'delete',
      header: 'Delete',
      width: 80,
      render: (r) => (
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={`Delete ${r.product.sku}`}
          loading={busy === r.id && remove.isPending}
          onClick={() => destroy(r)}
        >
          <IconTrash size={16} aria-hidden />
        </ActionIcon>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <Group justify="flex-end" align="flex-start">
        <ExportButton />
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setPicking(true)}>
          Add New Amazon Listing
        </Button>
      </Group>
      {list.isError ? (
        <Alert color="red">{serverMessageOr(list.error, 'There was an error with your request.')}</Alert>
      ) : (
        <DataTable
          aria-label="Amazon listings"
          columns={columns}
          rows={list.data?.data ?? []}
          rowKey={(r) => r.id}
          totalCount={list.data?.meta.total_items ?? 0}
          loading={list.isPending}
          page={state.page}
          per={state.per}
          onPageChange={state.setPage}
          emptyMessage={m.empty}
          minWidth={760}
        />
      )}
      <SelectProductModal opened={picking} onClose={() => setPicking(false)} />
    </Stack>
  );
}
