import {
  ACES_EXPORT_MESSAGES,
  ACES_EXPORT_TOPIC,
  type AcesExportProgress,
  type AcesExportStatus,
} from '@partsflow/contracts';
import { Alert, Button, Card, Group, Progress, Select, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { formatDateTime } from '../../../lib/format.ts';
import { useLiveChannel } from '../../../lib/live-channel.ts';
import { mutateWithToast } from '../../../lib/mutate-with-toast.ts';
import { notify } from '../../../lib/notify.ts';
import { acesKeys, useAcesBrands, useAcesStatus, useStartAcesExport } from './aces-api.ts';

/**
 * The ACES export screen: choose a brand, Export runs the background job (live progress of the products
 * written), then Download the file. The brand is in the URL (`?brand=`), so the page can be linked to.
 */
export function AcesExport() {
  const [params, setParams] = useSearchParams();
  const brands = useAcesBrands();
  const chosen = Number(params.get('brand')) || null;
  const brandId = chosen ?? brands.data?.[0]?.id ?? null;
  const status = useAcesStatus(brandId);
  const start = useStartAcesExport();
  const qc = useQueryClient();
  const [progress, setProgress] = useState<AcesExportProgress | null>(null);

  useLiveChannel<AcesExportProgress>(ACES_EXPORT_TOPIC, (p) => {
    if (p.brand_id !== brandId) return;
    setProgress(p);
    if (p.finished) {
      void qc.invalidateQueries({ queryKey: acesKeys.status(p.brand_id) });
      notify.success(ACES_EXPORT_MESSAGES.ready(p.records));
    }
  });

  async function run() {
    if (brandId === null) return;
    setProgress(null);
    await mutateWithToast(start.mutateAsync(brandId), {
      success: ACES_EXPORT_MESSAGES.started,
      error: ACES_EXPORT_MESSAGES.failed,
    });
  }

  if (brands.data && brands.data.length === 0)
    return <Text c="dimmed">Your team has no brands yet: add a brand to export its fitment.</Text>;

  const data = status.data;
  const running = data?.status === 'running' || start.isPending;
  return (
    <Stack gap="md" maw={640}>
      <Select
        label="Brand"
        data={(brands.data ?? []).map((b) => ({ value: String(b.id), label: b.name }))}
        value={brandId === null ? null : String(brandId)}
        onChange={(v) => {
          setProgress(null);
          if (v) setParams({ brand: v }, { replace: true });
        }}
        allowDeselect={false}
        searchable
        disabled={running}
      />
      <Card withBorder padding="md" radius="md" component="section" aria-label="ACES export">
        <Stack gap="sm">
          <Text size="sm">
            One App record per vehicle of each application of the brand&apos;s products (years, qualifiers,
            notes, part number), valid against the ACES-style schema kept with the platform.
          </Text>
          <ExportState data={data} running={running} progress={progress} loading={status.isLoading} />
          <Group gap="sm">
            <Button
              onClick={() => void run()}
              loading={start.isPending}
              disabled={brandId === null || running}
            >
              {data?.status === 'ready' ? 'Export again' : 'Export'}
            </Button>
            {data?.status === 'ready' && data.download_url && !running && (
              <Button component="a" href={data.download_url} download variant="default">
                Download XML
              </Button>
            )}
          </Group>
        </Stack>
      </Card>
    </Stack>
  );
}

function ExportState({
  data,
  running,
  progress,
  loading,
}: {
  data: AcesExportStatus | undefined;
  running: boolean;
  progress: AcesExportProgress | null;
  loading: boolean;
}) {
  if (loading) return <Text c="dimmed">Loading…</Text>;
  if (running) {
    const percent =
      progress && progress.total > 0
        ? Math.round((progress.done / progress.total) * 100)
        : progress
          ? 100
          : 0;
    return (
      <Stack gap={4} role="status">
        <Text size="sm">
          {progress
            ? `Exporting: ${progress.done} of ${progress.total} products, ${progress.records} records`
            : 'Export queued'}
        </Text>
        <Progress value={percent} animated aria-label="Export progress" />
      </Stack>
    );
  }
  if (data?.status === 'ready')
    return (
      <Alert color="green" role="status" title="Export ready">
        {`${data.records ?? 0} ${data.records === 1 ? 'record' : 'records'}`}
        {data.finished_at ? `, written ${formatDateTime(data.finished_at)}` : ''}
      </Alert>
    );
  return (
    <Text c="dimmed" size="sm" role="status">
      No export yet.
    </Text>
  );
}
