import {
  Anchor,
  Badge,
  Button,
  Checkbox,
  Group,
  Menu,
  Paper,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import type { Delivery } from '@partsflow/contracts';
import { IconCheck, IconDots, IconExternalLink } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { DebouncedSearchInput } from '../../../components/debounced-search-input/debounced-search-input.tsx';
import { useOpenDocument } from '../api/documents.ts';
import { useLocationShipments } from '../api/shipping.ts';
import { HandOverModal, RequestPickupModal, SlotPickupModal, TakeOverModal } from './shipping-modals.tsx';
import { formatWarehouseDate, spaced } from './warehouse-format.ts';
import { WAREHOUSE_SHIPPING_MESSAGES as M } from './warehouse-messages.ts';

/** Group headings (distributor spec 2.2): packed, booked 'Labels Generated', pickup_requested, 'Recently Shipped'. */
const HEADINGS: Record<string, string> = {
  packed: 'Packed',
  booked: 'Labels Generated',
  pickup_requested: 'Pickup Requested',
  shipped: 'Recently Shipped',
};

const LABEL_COLOURS: Record<string, string> = {
  generated: 'green',
  printed: 'green',
  manual: 'teal',
  error: 'red',
  label_requested: 'orange',
  pending: 'yellow',
};

function ShipmentRow({
  d,
  selected,
  onToggle,
  onSlotPickup,
  onTakeOver,
}: {
  d: Delivery;
  selected: boolean;
  onToggle: () => void;
  onSlotPickup: () => void;
  onTakeOver: () => void;
}) {
  const can = (a: string) => d.supported_actions.includes(a);
  const showTracking = ['generated', 'printed', 'manual'].includes(d.label_status);
  // A label the platform generated opens as a PDF (and is then printed); a manual one is the carrier's own.
  const labelPdf = ['generated', 'printed'].includes(d.label_status);
  const openDocument = useOpenDocument();
  return (
    <Paper withBorder p="sm" radius="md" data-testid={`shipment-${d.identifier}`}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Group align="flex-start" wrap="nowrap" gap="sm" style={{ minWidth: 0 }}>
          <div style={{ width: 24, paddingTop: 2 }}>
            {d.delivery_status === 'booked' ? (
              <Checkbox aria-label={`Select ${d.identifier}`} checked={selected} onChange={onToggle} />
            ) : d.delivery_status === 'pickup_requested' ? (
              <ThemeIcon size={20} radius="xl" color="green" aria-label="Pickup requested" role="img">
                <IconCheck size={14} aria-hidden />
              </ThemeIcon>
            ) : null}
          </div>
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Group gap="xs">
              <Text fw={600}>{d.identifier}</Text>
              <Badge size="sm" variant="light" color={LABEL_COLOURS[d.label_status] ?? 'gray'}>
                Label {spaced(d.label_status)}
              </Badge>
            </Group>
            <Text size="sm" c="dimmed">
              {[
                d.references.reference3,
                d.destination.contact_name,
                `${d.destination.city} ${d.destination.state}`,
              ]
                .filter(Boolean)
                .join(' · ')}
            </Text>
            <Text size="sm">
              {d.carrier
                ? `${d.carrier}${d.carrier_service ? ` ${d.carrier_service}` : ''}`
                : 'No carrier yet'}
              {' · '}
              {d.parcel_count} box{d.parcel_count === 1 ? '' : 'es'} · {d.formatted_weight_kg} kg
              {d.expected_pickup_dates.earliest &&
                ` · pickup ${formatWarehouseDate(d.expected_pickup_dates.earliest)}`}
            </Text>
            {showTracking && d.tracking_number ? (
              <Text size="sm">
                Tracking:{' '}
                {d.tracking_url ? (
                  <Anchor href={d.tracking_url} target="_blank" rel="noreferrer">
                    {d.tracking_number} <IconExternalLink size={12} aria-hidden />
                  </Anchor>
                ) : (
                  d.tracking_number
                )}
              </Text>
            ) : !d.tracking_number ? (
              <Text size="sm" c="dimmed">
                Awaiting Booking
              </Text>
            ) : null}
          </Stack>
        </Group>
        {(can('request_pickup') || can('byo') || labelPdf) && (
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <Button variant="subtle" size="compact-sm" aria-label={`Actions for ${d.identifier}`}>
                <IconDots size={16} aria-hidden />
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              {can('request_pickup') && (
                <Menu.Item onClick={onSlotPickup}>Request Pickup by courier</Menu.Item>
              )}
              {can('byo') && <Menu.Item onClick={onTakeOver}>Take Over Shipping</Menu.Item>}
              {labelPdf && (
                <Menu.Item onClick={() => void openDocument(d.id, 'SHIPPING_LABEL')}>
                  Shipping Labels
                </Menu.Item>
              )}
            </Menu.Dropdown>
          </Menu>
        )}
      </Group>
    </Paper>
  );
}

/**
 * The warehouse Shipping tab (`/distributor/l/{id}/shipments`, distributor spec 2.2): search, the location's
 * shipments grouped by status, only booked ones selectable (pickup_requested shows a tick), Request Pickup,
 * Hand Over Shipments and Take Over Shipping on the selection, slot pickup and take over per shipment.
 */
export function ShippingTab({ locationId }: { locationId: number }) {
  const [params, setParams] = useSearchParams();
  const query = params.get('query') ?? '';
  const { data, isError, isFetching } = useLocationShipments(locationId, query);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [modal, setModal] = useState<'pickup' | 'handover' | 'takeover' | null>(null);
  const [slotFor, setSlotFor] = useState<Delivery | null>(null);
  const [takeOverOf, setTakeOverOf] = useState<Delivery | null>(null);

  const rows = data?.groups.flatMap((g) => g.shipments) ?? [];
  const chosen = rows.filter((d) => selected.has(d.id) && d.delivery_status === 'booked');
  const clear = () => {
    setSelected(new Set());
    setModal(null);
    setTakeOverOf(null);
  };
  const toggle = (id: number) =>
    setSelected((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <DebouncedSearchInput
          label="Search shipments"
          value={query}
          onSearch={(q) => {
            setSelected(new Set());
            setParams(q ? { query: q } : {}, { replace: true });
          }}
        />
        <Group gap="xs">
          <Text size="sm" c="dimmed" aria-live="polite" data-testid="selected-count">
            {chosen.length} selected
          </Text>
          <Button size="sm" disabled={!chosen.length} onClick={() => setModal('pickup')}>
            Request Pickup
          </Button>
          <Button size="sm" variant="light" disabled={!chosen.length} onClick={() => setModal('handover')}>
            Hand Over Shipments
          </Button>
          <Button
            size="sm"
            variant="default"
            disabled={chosen.length > 1}
            onClick={() => {
              setTakeOverOf(chosen[0] ?? null);
              setModal('takeover');
            }}
          >
            Take Over Shipping
          </Button>
        </Group>
      </Group>
      {isError ? (
        <Text c="red.8" role="alert">
          {M.searchError}
        </Text>
      ) : !data ? (
        <Skeleton height={240} />
      ) : rows.length === 0 ? (
        <Text c="dimmed" py="xl" ta="center">
          {M.noShipments}
        </Text>
      ) : (
        <Stack gap="lg" aria-busy={isFetching}>
          {data.groups
            .filter((g) => g.shipments.length > 0)
            .map((g) => (
              <Stack key={g.status} gap="xs" component="section" aria-labelledby={`group-${g.status}`}>
                <Group gap="xs">
                  <Title order={2} fz="lg" id={`group-${g.status}`}>
                    {HEADINGS[g.status]}
                  </Title>
                  <Badge variant="light" color="gray">
                    {g.total >= 10_000 ? '10,000+' : g.total}
                  </Badge>
                </Group>
                {g.shipments.map((d) => (
                  <ShipmentRow
                    key={d.id}
                    d={d}
                    selected={selected.has(d.id)}
                    onToggle={() => toggle(d.id)}
                    onSlotPickup={() => setSlotFor(d)}
                    onTakeOver={() => {
                      setTakeOverOf(d);
                      setModal('takeover');
                    }}
                  />
                ))}
                {g.total > g.shipments.length && (
                  <Text size="sm" c="dimmed">
                    Showing the newest {g.shipments.length} of {g.total >= 10_000 ? '10,000+' : g.total};
                    search to find others.
                  </Text>
                )}
              </Stack>
            ))}
        </Stack>
      )}
      <RequestPickupModal
        rows={chosen}
        opened={modal === 'pickup'}
        onClose={() => setModal(null)}
        onDone={clear}
      />
      <HandOverModal
        rows={chosen}
        opened={modal === 'handover'}
        onClose={() => setModal(null)}
        onDone={clear}
      />
      <TakeOverModal
        delivery={takeOverOf}
        opened={modal === 'takeover'}
        onClose={() => {
          setModal(null);
          setTakeOverOf(null);
        }}
        onDone={clear}
      />
      <SlotPickupModal key={slotFor?.id ?? 0} delivery={slotFor} onClose={() => setSlotFor(null)} />
    </Stack>
  );
}
