import {
  EXTERNAL_ATTRIBUTES,
  REINDEX_PROGRESS_TOPIC,
  type ExternalAttribute,
  type ReindexProgress,
  type Vehicle,
} from '@partsflow/contracts';
import {
  Alert,
  Anchor,
  Button,
  Card,
  Grid,
  Group,
  Progress,
  SimpleGrid,
  Stack,
  Switch,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { StatusBadge } from '../../../components/status-badge/status-badge.tsx';
import { useLiveChannel } from '../../../lib/live-channel.ts';
import { mutateWithToast } from '../../../lib/mutate-with-toast.ts';
import { SourceBadge } from '../components/vehicle-picker.tsx';
import {
  externalKeys,
  useLinkAction,
  useReindex,
  useVehicleLinks,
  type LinkAction,
  type LinkView,
} from './external-api.ts';
import { externalUrls } from './external-format.ts';
import { ExternalSourceBadge } from './external-vehicles-list.tsx';

const LABELS: Record<ExternalAttribute, string> = {
  series: 'Series',
  body: 'Body',
  year_from: 'Year From',
  month_from: 'Month From',
  year_to: 'Year To',
  month_to: 'Month To',
  variant: 'Variant',
  engine: 'Engine',
  engine_capacity: 'Capacity (L)',
  fuel_type: 'Fuel Type',
  drive_type: 'Drive Type',
  transmission: 'Transmission',
  kw_power: 'Power (kW)',
  cylinders: 'Cylinders',
};

/** Spec section 8, Vehicle linking alerts. */
const ALERTS = {
  link: 'could not link vehicle',
  unlink: 'could not unlink vehicle',
  reindex: 'could not reindex vehicle',
} as const;

const text = (v: unknown) => (v === null || v === undefined || v === '' ? '—' : String(v));

function VehicleCard({ vehicle }: { vehicle: Vehicle }) {
  return (
    <Card withBorder padding="md" component="section" aria-label="Platform vehicle">
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Title order={2} fz="lg">
            {vehicle.make} {vehicle.model}
          </Title>
          <SourceBadge vehicle={vehicle} />
        </Group>
        <Text size="sm" c="dimmed">
          {vehicle.title}
        </Text>
        <Table verticalSpacing={4} aria-label="Platform vehicle attributes">
          <Table.Tbody>
            {EXTERNAL_ATTRIBUTES.map((a) => (
              <Table.Tr key={a}>
                <Table.Th scope="row" fw={600} w="45%">
                  {LABELS[a]}
                </Table.Th>
                <Table.Td>{text(vehicle[a])}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
    </Card>
  );
}

const APPROVAL = { linked: 'green', declined: 'red', unconfirmed: 'gray' } as const;
/** Three-way approval (spec section 4): unconfirmed (null), Linked (approved), Declined. */
function ApprovalBadge({ approved }: { approved: boolean | null }) {
  const status = approved === true ? 'linked' : approved === false ? 'declined' : 'unconfirmed';
  const label = { linked: 'Linked', declined: 'Declined', unconfirmed: 'Unconfirmed' }[status];
  return <StatusBadge status={status} colors={APPROVAL} label={label} />;
}

function CandidateCard(props: {
  link: LinkView;
  vehicle: Vehicle;
  busy: boolean;
  act: (a: LinkAction) => void;
}) {
  const { link, vehicle, busy, act } = props;
  const ext = link.external_vehicle;
  const name = `${link.source} ${ext.external_id}`;
  return (
    <Card withBorder padding="sm" component="section" aria-label={`Candidate ${name}`}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Group gap="xs">
            <ExternalSourceBadge source={link.source} id={ext.external_id} />
            <ApprovalBadge approved={link.approved} />
          </Group>
          <Text fw={700} aria-label={`Match score ${link.match_percent}%`}>
            {link.match_percent}%
          </Text>
        </Group>
        <Progress value={link.match_percent} size="sm" aria-hidden />
        <Text size="sm">
          {ext.make} {ext.model} {ext.series ?? ''} {ext.variant ? `· ${ext.variant}` : ''}
        </Text>
        <Group gap="xs">
          <Button
            size="xs"
            disabled={link.approved === true || busy}
            onClick={() => act({ kind: 'link', linkId: link.id })}
            aria-label={`Approve ${name}`}
          >
            Approve
          </Button>
          <Button
            size="xs"
            variant="default"
            disabled={link.approved === false || busy}
            onClick={() => act({ kind: 'unlink', linkId: link.id })}
            aria-label={`Decline ${name}`}
          >
            Decline
          </Button>
          <Anchor component={Link} to={externalUrls.translations(ext.id)} size="sm">
            Translations
          </Anchor>
        </Group>
        <Table verticalSpacing={4} horizontalSpacing={6} fz="sm" aria-label={`Attributes of ${name}`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Attribute</Table.Th>
              <Table.Th scope="col">External</Table.Th>
              <Table.Th scope="col">Platform</Table.Th>
              <Table.Th scope="col">Use</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {EXTERNAL_ATTRIBUTES.map((a) => {
              const external = a in link.translated ? link.translated[a] : ext[a];
              const differs = text(external) !== text(vehicle[a]);
              return (
                <Table.Tr key={a}>
                  <Table.Th scope="row" fw={600}>
                    {LABELS[a]}
                  </Table.Th>
                  <Table.Td fw={differs ? 700 : undefined}>{text(external)}</Table.Td>
                  <Table.Td>{text(vehicle[a])}</Table.Td>
                  <Table.Td>
                    <Switch
                      size="sm"
                      aria-label={`Use ${LABELS[a]} of ${name}`}
                      checked={link[`use_${a}`] === true}
                      disabled={busy}
                      onChange={(e) =>
                        act({
                          kind: 'override',
                          linkId: link.id,
                          attribute: a,
                          use: e.currentTarget.checked,
                        })
                      }
                    />
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Stack>
    </Card>
  );
}

/**
 * The linking view: the platform vehicle on the left, its candidate external vehicles on the right (approved
 * first, then by match score, shown as a percentage); approve, decline, override per attribute; after any change
 * 'Needs Reindexing' and Update Vehicle, which runs the reindex job and shows its live progress.
 */
export function LinkingView({ vehicleId }: { vehicleId: number }) {
  const qc = useQueryClient();
  const [reindexing, setReindexing] = useState(false);
  const [progress, setProgress] = useState<ReindexProgress | null>(null);
  const view = useVehicleLinks(vehicleId, reindexing);
  const action = useLinkAction(vehicleId);
  const reindex = useReindex();
  const data = view.data;

  useLiveChannel<ReindexProgress>(REINDEX_PROGRESS_TOPIC, (p) => {
    setProgress(p);
    if (p.finished) void qc.invalidateQueries({ queryKey: externalKeys.links(vehicleId) });
  });
  if (reindexing && data && !data.needs_reindex) {
    setReindexing(false);
    setProgress(null);
  }

  const act = (a: LinkAction) =>
    void mutateWithToast(action.mutateAsync(a), {
      success: (r) => r.message ?? 'Saved',
      error: a.kind === 'unlink' ? ALERTS.unlink : ALERTS.link,
    });

  async function updateVehicle() {
    const out = await mutateWithToast(reindex.mutateAsync(), {
      success: (r) => r.message,
      error: ALERTS.reindex,
    });
    if (out.ok) setReindexing(true);
  }

  if (!data) return <Text c="dimmed">{view.isError ? 'Could not load the vehicle' : 'Loading…'}</Text>;
  const percent = progress && progress.total > 0 ? Math.round((progress.done / progress.total) * 100) : 0;

  return (
    <Stack gap="md">
      {data.needs_reindex ? (
        <Alert color="yellow" title="Needs Reindexing" role="status">
          <Stack gap="xs">
            <Text size="sm">
              The links or overrides changed. Update Vehicle writes the approved links&apos; chosen attributes
              to this vehicle.
            </Text>
            <Group gap="sm">
              <Button onClick={() => void updateVehicle()} loading={reindex.isPending} disabled={reindexing}>
                Update Vehicle
              </Button>
              {reindexing && (
                <Stack gap={2} style={{ flex: 1, minWidth: 160 }}>
                  <Text size="xs" c="dimmed">
                    {progress ? `Reindexing ${progress.done} of ${progress.total}` : 'Reindex queued'}
                  </Text>
                  <Progress value={percent} animated aria-label="Reindex progress" />
                </Stack>
              )}
            </Group>
          </Stack>
        </Alert>
      ) : (
        <Group justify="flex-end">
          <Button disabled>Update Vehicle</Button>
        </Group>
      )}
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <VehicleCard vehicle={data.vehicle} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md">
            <Title order={2} fz="lg">
              Candidates ({data.links.length})
            </Title>
            {data.links.length === 0 && (
              <Text c="dimmed" size="sm">
                No external vehicle matches this vehicle yet.
              </Text>
            )}
            <SimpleGrid cols={{ base: 1, xl: 2 }} spacing="md">
              {data.links.map((link) => (
                <CandidateCard
                  key={link.id}
                  link={link}
                  vehicle={data.vehicle}
                  busy={action.isPending}
                  act={act}
                />
              ))}
            </SimpleGrid>
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
