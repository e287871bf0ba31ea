import {
  Alert,
  Anchor,
  Button,
  Card,
  Checkbox,
  Group,
  Modal,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { StatusBadge } from '../../components/status-badge/status-badge.tsx';
import { api, ApiError } from '../../lib/api-client.ts';
import { notify } from '../../lib/notify.ts';
import { ScrollRegion } from '../../components/scroll-region/scroll-region.tsx';

/** Admin inventory sync (merchant spec 2.12): staff only. */
const A = '/api/marketplace/admin/shopify_inventory_sync';
const keys = { list: ['inventory-sync'] as const, detail: (id: number) => ['inventory-sync', id] as const };

interface Integration {
  id: number;
  shop: string;
  team_name: string;
  status: string;
  inventory_sync_enabled: boolean;
  error_count: number;
  last_sync: string | null;
  mapping_count: number;
  ready_for_sync: boolean;
  conflict_resolution_strategy: string;
  location_mappings: Record<string, { shopify_location_gid: string; shipping_enabled: boolean }>;
  recent_errors: { message: string; timestamp: string }[];
}
interface ListReply {
  integrations: Integration[];
  statistics: { total_enabled: number; synced_recently: number; with_errors: number; success_rate: number };
  issues: { severity: string; shop: string; message: string }[];
}
interface DetailReply {
  integration: Integration;
  available_locations: { id: string; name: string }[];
  distributor_locations: { id: number; name: string; code: string | null; distributor_name: string }[];
}

const BADGE: Record<string, string> = {
  Healthy: 'green',
  Warning: 'yellow',
  Stale: 'orange',
  Errors: 'red',
  'Never Synced': 'gray',
  'No Mappings': 'gray',
  Disabled: 'gray',
};
const STRATEGIES = [
  { value: 'most_recent', label: 'Most Recently Updated Wins' },
  { value: 'shopify_wins', label: 'Shopify Wins' },
  { value: 'partsflow_wins', label: 'Partsflow Wins' },
  { value: 'manual_review', label: 'Manual Review' },
];
const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString('en-AU') : 'Never');
const messageOf = (e: unknown) => (e instanceof Error ? e.message : String(e));

function useSyncNow() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<{ success: boolean }>(`${A}/${id}/sync_now`, { method: 'POST' }),
    onSettled: () => qc.invalidateQueries({ queryKey: keys.list }),
  });
}

function SyncNowButton({ id }: { id: number }) {
  const [open, setOpen] = useState(false);
  const sync = useSyncNow();
  return (
    <>
      <Button size="xs" variant="light" onClick={() => setOpen(true)}>
        Sync Now
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title="Sync Now">
        <Stack gap="sm">
          <Text size="sm">Are you sure you want to trigger an immediate inventory sync?</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button
              loading={sync.isPending}
              onClick={async () => {
                try {
                  const r = await sync.mutateAsync(id);
                  if (r.success) notify.success('Inventory sync queued successfully!');
                  else notify.error('Failed to queue sync: Unknown error');
                } catch (e) {
                  notify.error(
                    e instanceof ApiError
                      ? `Failed to queue sync: ${e.message}`
                      : `Error triggering sync: ${messageOf(e)}`,
                  );
                }
                setOpen(false);
              }}
            >
              Sync Now
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

export function InventorySyncList() {
  const list = useQuery({
    queryKey: keys.list,
    queryFn: ({ signal }) => api<ListReply>(`${A}.json`, { signal }),
  });
  if (!list.data) return <Skeleton height={240} />;
  const { statistics: s, issues, integrations } = list.data;
  return (
    <Stack gap="lg">
      <Group justify="flex-end">
        <Button variant="default" onClick={() => list.refetch()} loading={list.isFetching}>
          Refresh Data
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        {[
          ['Total Enabled', s.total_enabled],
          ['Recently Synced', s.synced_recently],
          ['With Errors', s.with_errors],
          ['Success Rate %', `${s.success_rate}%`],
        ].map(([label, value]) => (
          <Card key={label} withBorder padding="sm">
            <Text size="sm" c="dimmed">
              {label}
            </Text>
            <Text fw={700} size="xl">
              {value}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
      {issues.length > 0 && (
        <Alert color="orange" aria-label="Issues">
          <Text fw={700} size="sm">
            Issues
          </Text>
          {issues.slice(0, 5).map((i, n) => (
            <Text key={n} size="sm">
              {i.severity === 'critical' ? 'Critical' : 'Warning'}: {i.shop} — {i.message}
            </Text>
          ))}
          {issues.length > 5 && <Text size="sm">...and {issues.length - 5} more issues</Text>}
        </Alert>
      )}
      <ScrollRegion label="Integrations">
        <Table miw={760} aria-label="Integrations">
          <Table.Thead>
            <Table.Tr>
              {['Shop', 'Team', 'Status', 'Mappings', 'Last Sync', 'Errors', 'Actions'].map((h) => (
                <Table.Th key={h}>{h}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {integrations.map((i) => (
              <Table.Tr key={i.id}>
                <Table.Td>{i.shop}</Table.Td>
                <Table.Td>{i.team_name}</Table.Td>
                <Table.Td>
                  <StatusBadge status={i.status} colors={BADGE} />
                </Table.Td>
                <Table.Td>{i.mapping_count}</Table.Td>
                <Table.Td>{when(i.last_sync)}</Table.Td>
                <Table.Td>{i.error_count}</Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Anchor
                      component={Link}
                      to={`/marketplace/admin/shopify_inventory_sync/${i.id}`}
                      size="sm"
                    >
                      Manage<VisuallyHidden> {i.shop}</VisuallyHidden>
                    </Anchor>
                    {i.ready_for_sync && <SyncNowButton id={i.id} />}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollRegion>
    </Stack>
  );
}

/**
 * Backfill merchant-managed FOs (merchant spec 2.12): queues a background job that takes on the store's orders the
 * platform has not yet, and with the checkbox also refreshes the pending ones already here.
 */
function Backfill({ id }: { id: number }) {
  const [includeExisting, setIncludeExisting] = useState(false);
  const backfill = useMutation({
    mutationFn: (include: boolean) =>
      api<{ success: boolean; error?: string }>(`${A}/${id}/backfill_merchant_managed_fos`, {
        method: 'POST',
        body: { include_existing: include },
      }),
  });
  async function run() {
    try {
      const r = await backfill.mutateAsync(includeExisting);
      if (r.success)
        notify.success(
          `Backfill queued. ${includeExisting ? 'Existing FO orders will be refreshed too.' : 'Existing FO orders are left as they are.'}`,
        );
      else notify.error(`Failed to queue backfill: ${r.error ?? 'Unknown error'}`);
    } catch (e) {
      notify.error(
        e instanceof ApiError
          ? `Failed to queue backfill: ${e.message || 'Unknown error'}`
          : `Error queueing backfill: ${messageOf(e)}`,
      );
    }
  }
  return (
    <Stack gap="xs" mt="md" align="flex-start">
      <Checkbox
        label="Also refresh existing FO orders"
        checked={includeExisting}
        onChange={(e) => setIncludeExisting(e.currentTarget.checked)}
      />
      <Button variant="light" size="xs" loading={backfill.isPending} onClick={run}>
        Backfill merchant-managed FOs
      </Button>
    </Stack>
  );
}

export function InventorySyncDetail({ id }: { id: number }) {
  const qc = useQueryClient();
  const detail = useQuery({
    queryKey: keys.detail(id),
    queryFn: ({ signal }) => api<DetailReply>(`${A}/${id}`, { signal }),
  });
  const save = useMutation({
    mutationFn: (body: object) =>
      api<{ success: boolean; integration: Integration }>(`${A}/${id}/update_settings`, {
        method: 'PATCH',
        body,
      }),
    onSettled: () => qc.invalidateQueries({ queryKey: keys.detail(id) }),
  });
  const [draft, setDraft] = useState<Record<string, string | null> | null>(null);
  if (!detail.data) return <Skeleton height={240} />;
  const { integration: i, available_locations: storeLocs, distributor_locations: distLocs } = detail.data;
  const mapping =
    draft ??
    Object.fromEntries(
      distLocs.map((l) => [String(l.id), i.location_mappings[String(l.id)]?.shopify_location_gid ?? null]),
    );
  async function update(body: object) {
    try {
      await save.mutateAsync(body);
      notify.success('Settings updated successfully!');
      setDraft(null);
    } catch (e) {
      notify.error(
        e instanceof ApiError
          ? `Failed to update settings: ${e.message}`
          : `Error updating settings: ${messageOf(e)}`,
      );
    }
  }
  return (
    <Stack gap="lg">
      <Card withBorder padding="md">
        <Title order={2} size="h4" mb="xs">
          Integration Overview
        </Title>
        <Group gap="xs">
          <Text fw={600}>{i.shop}</Text>
          <StatusBadge
            status={i.status}
            colors={BADGE}
            label={i.status === 'Stale' || i.status === 'Warning' ? 'Healthy' : i.status}
          />
        </Group>
        <Text size="sm">Team: {i.team_name}</Text>
        <Text size="sm">Last sync: {when(i.last_sync)}</Text>
        <Group mt="sm">{i.ready_for_sync && <SyncNowButton id={i.id} />}</Group>
        <Backfill id={i.id} />
      </Card>
      <Card withBorder padding="md">
        <Title order={2} size="h4" mb="xs">
          Conflict Resolution
        </Title>
        <Select
          label="Conflict resolution strategy"
          maw={360}
          data={STRATEGIES}
          value={i.conflict_resolution_strategy}
          allowDeselect={false}
          onChange={(v) => v && update({ conflict_resolution_strategy: v })}
        />
      </Card>
      <Card withBorder padding="md">
        <Title order={2} size="h4" mb="xs">
          Location Mappings
        </Title>
        <Stack gap="xs">
          {distLocs.map((l) => (
            <Select
              key={l.id}
              label={`${l.distributor_name} — ${l.name}${l.code ? ` (${l.code})` : ''}`}
              placeholder="Not mapped"
              clearable
              data={storeLocs.map((s) => ({ value: s.id, label: s.name }))}
              value={mapping[String(l.id)] ?? null}
              onChange={(v) => setDraft({ ...mapping, [String(l.id)]: v })}
            />
          ))}
        </Stack>
        <Group justify="flex-end" mt="sm">
          <Button
            loading={save.isPending}
            onClick={() =>
              update({
                location_mappings: Object.fromEntries(
                  Object.entries(mapping)
                    .filter(([, gid]) => gid)
                    .map(([loc, gid]) => [loc, { shopify_location_gid: gid, shipping_enabled: true }]),
                ),
              })
            }
          >
            Save Mappings
          </Button>
        </Group>
      </Card>
      <Card withBorder padding="md">
        <Title order={2} size="h4" mb="xs">
          Recent Errors
        </Title>
        {i.recent_errors.length === 0 ? (
          <Text size="sm" c="dimmed">
            No errors.
          </Text>
        ) : (
          <Stack gap={4}>
            {i.recent_errors.map((e, n) => (
              <Text key={n} size="sm">
                {when(e.timestamp)}: {e.message}
              </Text>
            ))}
          </Stack>
        )}
      </Card>
    </Stack>
  );
}
