import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { carrierSandboxPace } from '../../../adapters/carriers/index.ts';
import type { Scope } from '../../../platform/auth/access.ts';
import { inScope } from '../../../platform/auth/actor.ts';
import type { Tx } from '../../../platform/db/client.ts';
import { AppError } from '../../../platform/http/errors.ts';
import type { DeliveryGraph, DeliveryRow } from '../deliveries/deliveries.repository.ts';
import * as repo from '../deliveries/deliveries.repository.ts';
import { findShippingLocation } from '../../distribution/index.ts';
import { loadDeliveryOrThrow } from '../deliveries/deliveries.service.ts';
import { fieldError, shippingError } from '../shipping.errors.ts';
import type { ShippingDeps } from '../shipping.deps.ts';
import { deliveries, manifests, trackingEvents } from '../shipping.tables.ts';

type ScopeLike = Pick<Scope, 'teamId' | 'staff'>;
type ManifestRow = typeof manifests.$inferSelect;

/** Pickup times are the location's local business hours; the sandbox's locations keep eastern time (+10:00). */
const LOCAL_OFFSET = '+10:00';
const DAY_WINDOW = { start: '09:00', end: '17:00' };

/** The pickup dates of a booking: those of the price it was booked on. */
export function bookingPickupDates(g: DeliveryGraph): string[] {
  const q = g.quotes.find((x) => x.id === g.delivery.quote_id) ?? g.quotes.find((x) => x.selected);
  return q?.pickup_dates ?? [];
}

/** Dates common to every booking (spec section 4: the intersection of each booking's pickup dates). */
export function commonPickupDates(graphs: DeliveryGraph[]): string[] {
  if (!graphs.length) return [];
  return graphs.map(bookingPickupDates).reduce((acc, dates) => acc.filter((d) => dates.includes(d)));
}

async function loadScoped(deps: ShippingDeps, scope: ScopeLike, ids: number[]) {
  const unique = [...new Set(ids)];
  const rows = await deps.db
    .select()
    .from(deliveries)
    .where(and(inArray(deliveries.id, unique), inScope(deliveries.team_id, scope)));
  if (rows.length !== unique.length) throw shippingError('delivery_not_found');
  return repo.loadGraphs(deps.db, rows);
}

export function presentManifest(m: ManifestRow, deliveryIds: number[]) {
  return {
    id: m.id,
    kind: m.kind,
    carrier: m.carrier_name,
    job_reference: m.job_reference,
    pickup_date: m.pickup_date,
    pickup_window: `${m.pickup_date} ${fmtTime(m.expected_pickup_earliest)}–${fmtTime(m.expected_pickup_latest)}`,
    expected_pickup: {
      earliest: m.expected_pickup_earliest.toISOString(),
      latest: m.expected_pickup_latest.toISOString(),
    },
    status: m.status,
    pickup_preference: m.pickup_preference,
    delivery_ids: deliveryIds,
    external_id: m.job_reference,
  };
}

function fmtTime(d: Date) {
  // Local (eastern) time of a UTC instant.
  const local = new Date(d.getTime() + 10 * 3600_000);
  return local.toISOString().slice(11, 16);
}

/**
 * Groups bookings into one manifest per carrier (and location) for one pickup, moves them with a guarded update,
 * and records a tracking event each. Every delivery must still be booked; otherwise nothing changes.
 */
async function manifestBookings(
  deps: ShippingDeps,
  tx: Tx,
  graphs: DeliveryGraph[],
  pickup: {
    date: string;
    kind: 'pickup' | 'handover';
    slot: { id: string; start: string; end: string } | null;
    preference: string | null;
  },
) {
  const { stepSeconds } = await carrierSandboxPace(tx);
  const now = deps.now();
  const groups = new Map<string, DeliveryRow[]>();
  for (const g of graphs) {
    const key = `${g.delivery.location_id}:${g.delivery.carrier_id}`;
    groups.set(key, [...(groups.get(key) ?? []), g.delivery]);
  }
  const out: { manifest: ManifestRow; ids: number[] }[] = [];
  const window = pickup.slot ?? { start: DAY_WINDOW.start, end: DAY_WINDOW.end };
  const nextStatus = pickup.kind === 'pickup' ? 'pickup_requested' : 'awaiting_pickup';
  for (const rows of groups.values()) {
    const first = rows[0]!;
    const [m] = await tx
      .insert(manifests)
      .values({
        team_id: first.team_id,
        location_id: first.location_id,
        kind: pickup.kind,
        carrier_id: first.carrier_id!,
        carrier_name: first.carrier_name ?? '',
        job_reference: 'pending',
        pickup_date: pickup.date,
        pickup_slot: pickup.slot?.id ?? null,
        expected_pickup_earliest: new Date(`${pickup.date}T${window.start}:00${LOCAL_OFFSET}`),
        expected_pickup_latest: new Date(`${pickup.date}T${window.end}:00${LOCAL_OFFSET}`),
        status: 'requested',
        pickup_preference: pickup.preference,
      })
      .returning();
    const prefix = (first.carrier_name ?? 'X')
      .replace(/[^A-Za-z]/g, '')
      .slice(0, 3)
      .toUpperCase();
    const jobReference = `${prefix}-${pickup.date.replace(/-/g, '')}-${String(m!.id).padStart(5, '0')}`;
    const [manifest] = await tx
      .update(manifests)
      .set({ job_reference: jobReference })
      .where(eq(manifests.id, m!.id))
      .returning();
    const ids = rows.map((r) => r.id);
    const description =
      pickup.kind === 'pickup'
        ? `Pickup requested for ${pickup.date} ${window.start}–${window.end} (job ${jobReference})`
        : `Handed over for collection on ${pickup.date} (job ${jobReference})`;
    const moved = await tx
      .update(deliveries)
      .set({
        status: nextStatus,
        manifest_id: manifest!.id,
        pickup_date: pickup.date,
        pickup_slot: pickup.slot?.id ?? null,
        latest_event_status: nextStatus,
        latest_event_description: description,
        next_tracking_at: new Date(now.getTime() + stepSeconds * 1000),
        updated_at: sql`now()`,
      })
      .where(and(inArray(deliveries.id, ids), eq(deliveries.status, 'booked')))
      .returning({ id: deliveries.id });
    if (moved.length !== ids.length) throw shippingError('pickup_not_allowed');
    await tx.insert(trackingEvents).values(
      rows.map((r) => ({
        team_id: r.team_id,
        delivery_id: r.id,
        status: nextStatus,
        description,
        occurred_at: now,
      })),
    );
    out.push({ manifest: manifest!, ids });
  }
  return out.map((o) => presentManifest(o.manifest, o.ids));
}

/** `POST /deliveries/pickup`: a pickup on a date common to every selected booking. */
export async function requestPickup(
  deps: ShippingDeps,
  scope: ScopeLike,
  input: { booking_ids: number[]; pickup_date: string },
) {
  const graphs = await loadScoped(deps, scope, input.booking_ids);
  if (graphs.some((g) => g.delivery.status !== 'booked')) {
    // A repeat of a pickup already made answers its manifests.
    if (
      graphs.every(
        (g) => g.delivery.status === 'pickup_requested' && g.delivery.pickup_date === input.pickup_date,
      )
    ) {
      return { manifests: await manifestsOf(deps, graphs) };
    }
    throw shippingError('pickup_not_allowed');
  }
  if (!commonPickupDates(graphs).includes(input.pickup_date)) throw shippingError('pickup_date_not_common');
  return {
    manifests: await deps.db.transaction((tx) =>
      manifestBookings(deps, tx, graphs, {
        date: input.pickup_date,
        kind: 'pickup',
        slot: null,
        preference: null,
      }),
    ),
  };
}

async function manifestsOf(deps: ShippingDeps, graphs: DeliveryGraph[]) {
  const ids = [...new Set(graphs.map((g) => g.delivery.manifest_id).filter((x): x is number => x !== null))];
  if (!ids.length) return [];
  const ms = await deps.db.select().from(manifests).where(inArray(manifests.id, ids));
  const members = await deps.db
    .select({ id: deliveries.id, manifest_id: deliveries.manifest_id })
    .from(deliveries)
    .where(inArray(deliveries.manifest_id, ids));
  return ms.map((m) =>
    presentManifest(
      m,
      members.filter((x) => x.manifest_id === m.id).map((x) => x.id),
    ),
  );
}

async function serviceSlots(deps: ShippingDeps, serviceId: number | null) {
  const catalogue = await deps.carriers.catalogue();
  for (const c of catalogue) {
    const s = c.services.find((x) => x.id === serviceId);
    if (s) return { carrier: c, service: s };
  }
  return null;
}

/** `GET /deliveries/{id}/pickup`: the courier's time slots on each pickup date of the booking. */
export async function pickupSlots(deps: ShippingDeps, scope: ScopeLike, id: number) {
  const g = await loadDeliveryOrThrow(deps.db, scope, id);
  if (g.delivery.status !== 'booked') throw shippingError('pickup_not_allowed');
  const found = await serviceSlots(deps, g.delivery.carrier_service_id);
  if (!found) throw shippingError('pickup_not_allowed');
  const slots = found.service.pickup_slots.length
    ? found.service.pickup_slots
    : [{ slot_id: 'day', start: DAY_WINDOW.start, end: DAY_WINDOW.end }];
  return {
    carrier_service: { id: found.service.id, name: found.service.name, carrier_name: found.carrier.name },
    pickup_slots: bookingPickupDates(g).map((date) => ({
      date,
      time_slots: slots.map((s) => ({ time_slot_id: s.slot_id, start_time: s.start, end_time: s.end })),
    })),
  };
}

/** `POST /deliveries/{id}/pickup`: a slot pickup for a courier booking. */
export async function requestSlotPickup(
  deps: ShippingDeps,
  scope: ScopeLike,
  id: number,
  input: { pickup: { date: string; time_slot_id: string } },
) {
  const offer = await pickupSlots(deps, scope, id).catch(async (err: unknown) => {
    const d = await repo.findDelivery(deps.db, { scope, id });
    if (
      d?.status === 'pickup_requested' &&
      d.pickup_date === input.pickup.date &&
      d.pickup_slot === input.pickup.time_slot_id
    ) {
      return null;
    }
    throw err;
  });
  if (!offer) return { manifests: await manifestsOf(deps, [await loadDeliveryOrThrow(deps.db, scope, id)]) };
  const day = offer.pickup_slots.find((s) => s.date === input.pickup.date);
  if (!day)
    throw shippingError('pickup_date_not_common', 'The pickup date is not available for this booking');
  const slot = day.time_slots.find((s) => s.time_slot_id === input.pickup.time_slot_id);
  if (!slot) throw fieldError(['pickup', 'time_slot_id'], 'A pickup slot is required');
  const g = await loadDeliveryOrThrow(deps.db, scope, id);
  return {
    manifests: await deps.db.transaction((tx) =>
      manifestBookings(deps, tx, [g], {
        date: input.pickup.date,
        kind: 'pickup',
        slot: { id: slot.time_slot_id, start: slot.start_time, end: slot.end_time },
        preference: null,
      }),
    ),
  };
}

/**
 * `POST /handovers`: booked shipments handed to the carrier's driver at the location, one manifest per carrier,
 * on the first date common to them (else each carrier's first date).
 */
export async function createHandover(
  deps: ShippingDeps,
  scope: ScopeLike,
  input: { delivery_ids: number[]; pickup_preference?: string },
) {
  const graphs = await loadScoped(deps, scope, input.delivery_ids);
  // A repeat of a handover already made (a double click, or the loser of a race) answers its manifests.
  const repeated = async (gs: DeliveryGraph[]) =>
    gs.every((g) => g.delivery.status === 'awaiting_pickup' && g.manifest?.kind === 'handover')
      ? { manifests: await manifestsOf(deps, gs) }
      : null;
  if (graphs.some((g) => g.delivery.status !== 'booked')) {
    const again = await repeated(graphs);
    if (again) return again;
    throw shippingError('pickup_not_allowed');
  }
  const byCarrier = new Map<number, DeliveryGraph[]>();
  for (const g of graphs)
    byCarrier.set(g.delivery.carrier_id!, [...(byCarrier.get(g.delivery.carrier_id!) ?? []), g]);
  const today = deps.now().toISOString().slice(0, 10);
  const made = await deps.db
    .transaction(async (tx) => {
      const out = [];
      for (const group of byCarrier.values()) {
        const date = commonPickupDates(group)[0] ?? bookingPickupDates(group[0]!)[0] ?? today;
        out.push(
          ...(await manifestBookings(deps, tx, group, {
            date,
            kind: 'handover',
            slot: null,
            preference: input.pickup_preference ?? null,
          })),
        );
      }
      return out;
    })
    .catch(async (err: unknown) => {
      if (!(err instanceof AppError) || err.code !== 'pickup_not_allowed') throw err;
      const again = await repeated(await loadScoped(deps, scope, input.delivery_ids));
      if (!again) throw err;
      return again.manifests;
    });
  return { manifests: made };
}

/** `GET /handovers`: a location's handovers with their deliveries, newest first. */
export async function listHandovers(deps: ShippingDeps, scope: ScopeLike, locationId: number | null) {
  if (locationId !== null && !(await findShippingLocation(deps.db, { scope, locationId }))) {
    throw shippingError('location_not_found');
  }
  const ms = await deps.db
    .select()
    .from(manifests)
    .where(
      and(
        eq(manifests.kind, 'handover'),
        inScope(manifests.team_id, scope),
        locationId ? eq(manifests.location_id, locationId) : undefined,
      ),
    )
    .orderBy(desc(manifests.id))
    .limit(100);
  const ids = ms.map((m) => m.id);
  const members = ids.length
    ? await deps.db
        .select({
          id: deliveries.id,
          manifest_id: deliveries.manifest_id,
          identifier: deliveries.identifier,
          status: deliveries.status,
          tracking_number: deliveries.tracking_number,
        })
        .from(deliveries)
        .where(inArray(deliveries.manifest_id, ids))
    : [];
  return {
    handovers: ms.map((m) => ({
      ...presentManifest(
        m,
        members.filter((x) => x.manifest_id === m.id).map((x) => x.id),
      ),
      deliveries: members
        .filter((x) => x.manifest_id === m.id)
        .map((x) => ({
          id: x.id,
          identifier: x.identifier,
          status: x.status,
          tracking_number: x.tracking_number,
        })),
    })),
  };
}
