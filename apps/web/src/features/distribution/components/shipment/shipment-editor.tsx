import {
  DndContext,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import { Alert, Button, Card, Grid, Group, Modal, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { Shipment } from '@partsflow/contracts';
import type { Parcel } from '@partsflow/packing';
import { IconArrowLeft, IconPlus } from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../../../lib/api-client.ts';
import { formatDateTime } from '../../../../lib/format.ts';
import { downloadDocument } from '../../api/portal.ts';
import { useBookShipment, useRemoveUnit, useSaveShipment, useShipment } from '../../api/shipments.ts';
import { PortalStatusBadge } from '../portal/portal-status.tsx';
import { AddUnitModal } from './add-unit-modal.tsx';
import { BookingModal } from './booking-modal.tsx';
import { CartonCard } from './carton-card.tsx';
import { dragAnnouncements, dragInstructions, dropZoneCoordinates, DropZone, type DragData } from './dnd.tsx';
import {
  draftOf,
  emptyCarton,
  moveUnit,
  packedOf,
  patchOf,
  validateDraft,
  type Draft,
  type FormError,
} from './draft.ts';
import { ErrorSummary } from './error-summary.tsx';
import { ItemsSidebar } from './items-sidebar.tsx';
import { PartyCard } from './party-card.tsx';
import { openBlob } from '../../../../lib/open-blob.ts';

const NEW_BOX = 'new';
const NO_ERRORS = new Map<string, string>();
type Phase<T extends string> = 'idle' | 'busy' | T;

/** Shipping label download with the retry rule; the button's words follow the state (spec 8). */
function useLabelDownload(id: number) {
  const [state, setState] = useState<{ phase: Phase<'error'>; retry: number }>({ phase: 'idle', retry: 0 });
  const run = async () => {
    setState({ phase: 'busy', retry: 0 });
    try {
      const blob = await downloadDocument(id, 'SHIPPING_LABEL', {
        onRetry: (n) => setState({ phase: 'busy', retry: n }),
      });
      openBlob(blob);
      setState({ phase: 'idle', retry: 0 });
    } catch (e) {
      console.error('Label download failed', e);
      setState({ phase: 'error', retry: 0 });
    }
  };
  const label =
    state.phase === 'busy'
      ? state.retry
        ? `Retrying... (${state.retry}/3)`
        : 'Downloading Label ...'
      : state.phase === 'error'
        ? 'Error Downloading Label'
        : 'Shipping Label';
  return { run, label, busy: state.phase === 'busy' };
}

/** What makes a shipment from the server newer than the one the form was made from. */
const serverState = (s: Shipment) =>
  `${s.version}|${s.status}|${s.units.map((u) => `${u.id}x${u.quantity}`).join(',')}`;

function Editor({ shipment, backTo }: { shipment: Shipment; backTo: string }) {
  const [base, setBase] = useState(shipment);
  const [draft, setDraft] = useState<Draft>(() => draftOf(shipment));
  // After a save was tried, the form's messages follow every edit; the server's field details stay until the next save.
  const [checked, setChecked] = useState(false);
  const [serverErrors, setServerErrors] = useState<FormError[]>([]);
  const [saveState, setSaveState] = useState<Phase<'done' | 'error'>>('idle');
  const [saveMessage, setSaveMessage] = useState<string | null>(null);
  const [bookState, setBookState] = useState<Phase<'done' | 'error'>>('idle');
  const [booking, setBooking] = useState(false);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<Shipment['units'][number] | null>(null);
  const save = useSaveShipment(shipment.id);
  const book = useBookShipment(shipment.id);
  const removeUnit = useRemoveUnit(shipment.id);
  const label = useLabelDownload(shipment.id);

  // A newer shipment from the server (after save, add, remove, booking): the form is reset from it. Adding or
  // removing a unit that is in no box leaves the plan's version as it was, so the units count as well.
  if (shipment !== base && serverState(shipment) !== serverState(base)) {
    setBase(shipment);
    setDraft(draftOf(shipment));
  }

  const editable = base.editable;
  const dirty = JSON.stringify(draft) !== JSON.stringify(draftOf(base));
  const units = useMemo(() => new Map(base.units.map((u) => [u.id, u])), [base.units]);
  const packed = packedOf(draft);
  const remaining = new Map(
    base.units.map((u) => [u.id, u.quantity - u.quantity_packed_elsewhere - (packed.get(u.id) ?? 0)]),
  );
  const allPacked = [...remaining.values()].every((n) => n <= 0);
  // Stable props, so that a drop re-renders only the boxes and items it changed (200 units, 30 boxes: issue 14).
  const cartonKeys = draft.cartons.map((c) => c.key).join(',');
  const targets = useMemo(
    () => [
      ...cartonKeys
        .split(',')
        .filter(Boolean)
        .map((key, i) => ({ key, label: `Box ${i + 1}` })),
      { key: NEW_BOX, label: 'a new box' },
    ],
    [cartonKeys],
  );
  const formErrors = checked ? validateDraft(draft, base.version) : [];
  const shownErrors = formErrors.length ? formErrors : serverErrors;
  const errorMap = new Map(shownErrors.map((e) => [e.path, e.message]));
  const summary = [...shownErrors, ...(dirty ? [] : base.all_errors)];
  const cartonErrors = (index: number) => {
    const prefix = `cartons.${index}.`;
    const mine = shownErrors.filter((e) => e.path.startsWith(prefix));
    return mine.length ? new Map(mine.map((e) => [e.path, e.message])) : NO_ERRORS;
  };

  const move = useCallback(
    (unitId: number, quantity: number, to: string, from: string | null = null) => {
      setSaveState('idle');
      setDraft((d) => {
        const max = from
          ? (d.cartons.find((c) => c.key === from)?.items.find((i) => i.unitId === unitId)?.quantity ?? 0)
          : (units.get(unitId)?.quantity ?? 0) -
            (units.get(unitId)?.quantity_packed_elsewhere ?? 0) -
            (packedOf(d).get(unitId) ?? 0);
        const q = Math.min(quantity, max);
        if (q <= 0) return d;
        let next = d;
        let target = to;
        if (to === NEW_BOX) {
          const box = emptyCarton();
          next = { ...d, cartons: [...d.cartons, box] };
          target = box.key;
        }
        if (from) return moveUnit(next, unitId, q, target, from);
        return moveUnit(next, unitId, q, target);
      });
    },
    [units],
  );
  const changeCarton = useCallback(
    (next: Draft['cartons'][number]) =>
      setDraft((d) => ({ ...d, cartons: d.cartons.map((x) => (x.key === next.key ? next : x)) })),
    [],
  );
  const removeCarton = useCallback(
    (key: string) => setDraft((d) => ({ ...d, cartons: d.cartons.filter((x) => x.key !== key) })),
    [],
  );
  const unpack = useCallback(
    (key: string, unitId: number) =>
      setDraft((d) => ({
        ...d,
        cartons: d.cartons.map((x) =>
          x.key === key ? { ...x, items: x.items.filter((it) => it.unitId !== unitId) } : x,
        ),
      })),
    [],
  );

  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 5 } }),
    // Keyboard: Space/Enter picks an item up, arrows go from box to box, Space/Enter drops (decision 0781).
    useSensor(KeyboardSensor, { coordinateGetter: dropZoneCoordinates, scrollBehavior: 'auto' }),
  );
  const onDragEnd = (e: DragEndEvent) => {
    const data = e.active.data.current as DragData | undefined;
    if (!data || !e.over) return;
    move(data.unitId, data.quantity, String(e.over.id), data.from);
  };

  const onSave = () => {
    const errors = validateDraft(draft, base.version);
    setChecked(true);
    setServerErrors([]);
    if (errors.length) return;
    setSaveState('busy');
    setSaveMessage(null);
    save.mutate(patchOf(draft, base.version), {
      onSuccess: () => {
        setSaveState('done');
        setChecked(false);
      },
      onError: (e) => {
        // A conflict (someone else saved) keeps the edits on screen with the server's message.
        setSaveState('error');
        setSaveMessage(e instanceof ApiError ? e.message : 'The shipment could not be saved.');
        if (e instanceof ApiError && e.details.length)
          setServerErrors(
            e.details.map((d) => ({
              path: d.path.join('.').replace(/^(body\.)?shipment\./, ''),
              message: d.message,
            })),
          );
      },
    });
  };

  const onBook = (priceId: number) => {
    setBookState('busy');
    book.mutate(priceId, {
      onSuccess: () => {
        setBookState('done');
        setBooking(false);
        // The label is downloaded for the booking (with the retry rule).
        void label.run();
      },
      onError: (e) => {
        console.error('Booking failed', e);
        setBookState('error');
        setBooking(false);
      },
    });
  };

  const saveLabel = { idle: 'Save Changes', busy: 'Saving...', done: 'Changes Saved', error: 'Error Saving' }[
    saveState
  ];
  const bookLabel = {
    idle: 'Confirm Booking',
    busy: 'Booking...',
    done: 'Booking Confirmed',
    error: 'Booking Error',
  }[bookState];
  const canBook = !dirty && editable && allPacked && bookState !== 'busy';
  // A box as saved shows the saved drawing; a box edited since is drawn again from what it holds now.
  const savedCartons = useMemo(
    () => new Map(draftOf(base).cartons.map((c) => [c.key, JSON.stringify(c)])),
    [base],
  );
  const layouts = new Map(base.cartons.map((c) => [`c${c.id}`, c.layout as Parcel | null]));
  const savedLayout = (c: Draft['cartons'][number]) =>
    savedCartons.get(c.key) === JSON.stringify(c) ? (layouts.get(c.key) ?? null) : undefined;

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="xs">
        <Button
          component={Link}
          to={backTo}
          variant="default"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
        >
          Back
        </Button>
        <Group gap="xs">
          <Button variant="default" onClick={() => void label.run()} disabled={!editable || label.busy}>
            {label.label}
          </Button>
          <Button
            variant="light"
            onClick={() => setBooking(true)}
            disabled={!canBook}
            title={
              dirty ? 'Save your changes first' : !allPacked ? 'Pack every item into a box first' : undefined
            }
          >
            {bookLabel}
          </Button>
          <Button onClick={onSave} disabled={!editable || saveState === 'busy'}>
            {saveLabel}
          </Button>
        </Group>
      </Group>
      {saveMessage && (
        <Alert color="red" title="Error Saving">
          {saveMessage}
        </Alert>
      )}
      {base.error_message && (
        <Alert color="red" title="Booking Error">
          {base.error_message}
        </Alert>
      )}

      <Card withBorder radius="md" component="section" aria-label="Summary">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={1} fz={{ base: 22, sm: 26 }}>
              Shipment {base.distributor_reference ?? base.identifier}
            </Title>
            <Text size="sm" c="dimmed">
              Created {formatDateTime(base.created_at)} · {base.stores.map((s) => s.name).join(', ')}
            </Text>
          </div>
          <PortalStatusBadge status={base.status} />
        </Group>
        <Group gap="xl" mt="sm">
          <Text size="sm">Store reference: {base.store_reference}</Text>
          <Text size="sm">Tracking reference: {base.tracking_reference ?? '—'}</Text>
          <Text size="sm">Freight broker reference: {base.freight_broker_reference ?? '—'}</Text>
        </Group>
        {base.plan_reason && (
          <Text size="sm" c="dimmed" mt="xs" data-testid="plan-reason">
            {base.plan_reason.message}
          </Text>
        )}
      </Card>

      <ErrorSummary errors={summary} />

      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <PartyCard
            title="Sender"
            prefix="sender"
            value={draft.sender}
            onChange={(sender) => setDraft((d) => ({ ...d, sender }))}
            errors={errorMap}
            disabled={!editable}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <PartyCard
            title="Recipient"
            prefix="recipient"
            value={draft.recipient}
            onChange={(recipient) => setDraft((d) => ({ ...d, recipient }))}
            errors={errorMap}
            disabled={!editable}
          />
        </Grid.Col>
      </Grid>

      <DndContext
        sensors={sensors}
        onDragEnd={onDragEnd}
        accessibility={{ announcements: dragAnnouncements, screenReaderInstructions: dragInstructions }}
      >
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="xs">
              <ItemsSidebar
                units={base.units}
                remaining={remaining}
                targets={targets}
                disabled={!editable}
                onMove={move}
                onRemoveUnit={setRemoving}
              />
              <Button
                variant="light"
                leftSection={<IconPlus size={16} aria-hidden />}
                onClick={() => setAdding(true)}
                disabled={!editable}
              >
                Add Shipping Item
              </Button>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="sm" component="section" aria-label="Packing Plan">
              <Title order={2} fz="md">
                Packing Plan
              </Title>
              {draft.cartons.map((c, i) => (
                <CartonCard
                  key={c.key}
                  carton={c}
                  index={i}
                  units={units}
                  targets={targets}
                  layout={savedLayout(c)}
                  errors={cartonErrors(i)}
                  disabled={!editable}
                  onChange={changeCarton}
                  onRemove={removeCarton}
                  onMove={move}
                  onUnpack={unpack}
                />
              ))}
              <DropZone id={NEW_BOX} label="Drop into a new box">
                <Card withBorder radius="md" p="md" style={{ borderStyle: 'dashed' }} data-testid="new-box">
                  <Group justify="space-between">
                    <Text size="sm" c="dimmed">
                      Drag items here for a new box
                    </Text>
                    <Button
                      size="xs"
                      variant="default"
                      disabled={!editable}
                      onClick={() => setDraft((d) => ({ ...d, cartons: [...d.cartons, emptyCarton()] }))}
                    >
                      New Box
                    </Button>
                  </Group>
                </Card>
              </DropZone>
            </Stack>
          </Grid.Col>
        </Grid>
      </DndContext>

      <AddUnitModal shipment={base} opened={adding} onClose={() => setAdding(false)} />
      <BookingModal
        shipmentId={base.id}
        opened={booking}
        onClose={() => setBooking(false)}
        onBook={onBook}
        booking={bookState === 'busy'}
      />
      <Modal opened={removing !== null} onClose={() => setRemoving(null)} title="Remove unit">
        <Stack>
          <Text>Are you sure you want to remove this unit?</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setRemoving(null)}>
              Cancel
            </Button>
            <Button
              color="red"
              loading={removeUnit.isPending}
              onClick={() =>
                removing &&
                removeUnit.mutate(removing.id, {
                  onSuccess: () => setRemoving(null),
                  // Unit removal fails silently, only logged (spec 8).
                  onError: (e) => console.error('Remove unit failed', e),
                })
              }
            >
              Remove
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

/** The shipment editor (distributor spec 2.1, 5): `/distributor/locations/{id}/shipments/{shipmentId}`. */
export function ShipmentEditor({ shipmentId, backTo }: { shipmentId: number; backTo: string }) {
  const { data, error } = useShipment(shipmentId);
  if (error) return <Alert color="red">Error: {error.message}</Alert>;
  if (!data) return <Skeleton height={400} />;
  return <Editor shipment={data} backTo={backTo} />;
}
