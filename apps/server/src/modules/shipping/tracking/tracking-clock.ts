import { sql } from 'drizzle-orm';
import { carrierSandboxPace } from '../../../adapters/carriers/index.ts';
import { emitEvents } from '../../../platform/events/index.ts';
import type { DbOrTx } from '../../../platform/db/client.ts';
import type { JobQueue } from '../../../platform/jobs/queue.ts';
import type { ShippingDeps } from '../shipping.deps.ts';

/** The steps a booked consignment goes through, and what each tracking event says. */
const STEPS: Record<string, { next: string; description: string }> = {
  booked: { next: 'pickup_requested', description: 'Pickup requested with the carrier' },
  pickup_requested: { next: 'awaiting_pickup', description: 'Driver assigned, awaiting pickup' },
  awaiting_pickup: { next: 'shipped', description: 'Picked up by the carrier, in transit' },
  shipped: { next: 'delivered', description: 'Delivered' },
};
const EXCEPTION = 'Delayed in transit: held at the depot, delivery rescheduled';

interface Moved {
  id: number;
  team_id: number;
  fulfillment_id: number | null;
  status: string;
  carrier_name: string | null;
  tracking_number: string | null;
  tracking_url: string | null;
  exception: boolean;
}

/**
 * The sandbox carriers' tracking clock: every delivery whose next step is due moves one step (booked → pickup
 * requested → awaiting pickup → in transit → delivered), with a tracking event, and announces it
 * (`shipping.delivery_tracked`). Every n-th delivery reports an exception on its way in transit. Works in batches
 * of `batch`, each its own transaction, skipping rows another worker holds; answers how many moved.
 */
export async function advanceTracking(
  deps: Pick<ShippingDeps, 'db'>,
  opts: { now: Date; batch?: number },
): Promise<number> {
  const batch = opts.batch ?? 5000;
  const { stepSeconds, exceptionEvery } = await carrierSandboxPace(deps.db);
  let total = 0;
  for (;;) {
    const moved = await deps.db.transaction((tx) =>
      advanceBatch(tx, opts.now, batch, stepSeconds, exceptionEvery),
    );
    total += moved;
    if (moved < batch) return total;
  }
}

async function advanceBatch(
  tx: DbOrTx,
  now: Date,
  batch: number,
  stepSeconds: number,
  exceptionEvery: number,
): Promise<number> {
  const nowIso = now.toISOString();
  const next = new Date(now.getTime() + stepSeconds * 1000).toISOString();
  const cases = (pick: (s: { next: string; description: string }) => string) =>
    sql.join(
      Object.entries(STEPS).map(([from, s]) => sql`when ${from} then ${pick(s)}`),
      sql` `,
    );
  const result = await tx.execute(sql`
    with due as (
      select id from deliveries
      where next_tracking_at <= ${nowIso}::timestamptz
        and status in ('booked', 'pickup_requested', 'awaiting_pickup', 'shipped')
      order by next_tracking_at
      limit ${batch}
      for update skip locked
    ), moved as (
      update deliveries d set
        status = (case d.status ${cases((s) => s.next)} end),
        latest_event_status = (case d.status ${cases((s) => s.next)} end),
        latest_event_description = (case d.status ${cases((s) => s.description)} end),
        next_tracking_at = case when d.status = 'shipped' then null else ${next}::timestamptz end,
        updated_at = ${nowIso}::timestamptz
      from due where d.id = due.id
      returning d.id, d.team_id, d.fulfillment_id, d.status, d.carrier_name, d.tracking_number, d.tracking_url,
        (${exceptionEvery} > 0 and d.status = 'shipped' and d.id % greatest(${exceptionEvery}, 1) = 0) as exception
    ), events as (
      insert into tracking_events (team_id, delivery_id, status, description, occurred_at)
      select team_id, id, 'exception', ${EXCEPTION}, ${nowIso}::timestamptz from moved where exception
      union all
      select team_id, id, status, (case status ${sql.join(
        Object.values(STEPS).map((s) => sql`when ${s.next} then ${s.description}`),
        sql` `,
      )} end), ${nowIso}::timestamptz from moved
    )
    select * from moved
  `);
  const rows = (result as unknown as { rows: Moved[] }).rows;
  await emitEvents(
    tx,
    'shipping.delivery_tracked',
    rows.flatMap((r) => {
      const base = {
        delivery_id: r.id,
        fulfillment_id: r.fulfillment_id,
        status: r.status,
        carrier: r.carrier_name,
        tracking_number: r.tracking_number,
        tracking_url: r.tracking_url,
        occurred_at: nowIso,
      };
      const step = Object.values(STEPS).find((s) => s.next === r.status)!;
      return [
        ...(r.exception
          ? [{ teamId: r.team_id, payload: { ...base, event_status: 'exception', description: EXCEPTION } }]
          : []),
        { teamId: r.team_id, payload: { ...base, event_status: r.status, description: step.description } },
      ];
    }),
  );
  return rows.length;
}

/**
 * Runs the clock as a background job that queues its own next run: one tick per `tickSeconds`, whichever
 * process works the queue (nothing kept in process memory).
 */
export async function startTrackingClock(
  deps: ShippingDeps,
  queue: Pick<JobQueue, 'work' | 'send'>,
  opts: { queueName: string; tickSeconds: number },
) {
  await queue.work(opts.queueName, async () => {
    try {
      await advanceTracking(deps, { now: deps.now() });
    } finally {
      await queue.send(opts.queueName, {}, { singletonKey: 'tick', startAfter: opts.tickSeconds });
    }
  });
  await queue.send(opts.queueName, {}, { singletonKey: 'tick' });
}

/**
 * The sandbox's staff control of the clock (docs/decisions/0901): makes the given deliveries' next tracking step due
 * now, then ticks the clock once, so a journey or a demo moves a delivery one step without waiting for the pace.
 * Deliveries that are not on their way (not booked, delivered, cancelled) are left as they are. Answers how many
 * deliveries moved.
 */
export async function advanceTrackingNow(
  deps: Pick<ShippingDeps, 'db' | 'now'>,
  deliveryIds: number[],
): Promise<number> {
  const now = deps.now();
  if (deliveryIds.length)
    await deps.db.execute(sql`
      update deliveries set next_tracking_at = ${now.toISOString()}::timestamptz
      where id in (${sql.join(
        deliveryIds.map((id) => sql`${id}`),
        sql`, `,
      )})
        and status in ('booked', 'pickup_requested', 'awaiting_pickup', 'shipped')
        and latest_event_status is distinct from 'returned'
    `);
  return advanceTracking(deps, { now });
}

export const RETURNED_TO_SENDER = 'Returned to sender: the recipient could not be found at the address';

/**
 * The sandbox carrier returns the named consignments in transit to their sender (docs/decisions/0922): a
 * `returned` tracking event, announced like every step, and the clock stops for them (no delivered step follows).
 * The delivery keeps its status `shipped` (the delivery status machine has no returned state); its latest event
 * says returned. Deliveries not in transit, or already returned, are left alone: a repeat changes nothing.
 * Answers how many were returned.
 */
export async function returnToSender(
  deps: Pick<ShippingDeps, 'db' | 'now'>,
  deliveryIds: number[],
): Promise<number> {
  if (!deliveryIds.length) return 0;
  const nowIso = deps.now().toISOString();
  return deps.db.transaction(async (tx) => {
    const result = await tx.execute(sql`
      with returned as (
        update deliveries set
          latest_event_status = 'returned',
          latest_event_description = ${RETURNED_TO_SENDER},
          next_tracking_at = null,
          updated_at = ${nowIso}::timestamptz
        where id in (${sql.join(
          deliveryIds.map((id) => sql`${id}`),
          sql`, `,
        )})
          and status = 'shipped'
          and latest_event_status is distinct from 'returned'
        returning id, team_id, fulfillment_id, status, carrier_name, tracking_number, tracking_url
      ), events as (
        insert into tracking_events (team_id, delivery_id, status, description, occurred_at)
        select team_id, id, 'returned', ${RETURNED_TO_SENDER}, ${nowIso}::timestamptz from returned
      )
      select * from returned
    `);
    const rows = (result as unknown as { rows: Omit<Moved, 'exception'>[] }).rows;
    await emitEvents(
      tx,
      'shipping.delivery_tracked',
      rows.map((r) => ({
        teamId: r.team_id,
        payload: {
          delivery_id: r.id,
          fulfillment_id: r.fulfillment_id,
          status: r.status,
          event_status: 'returned',
          description: RETURNED_TO_SENDER,
          carrier: r.carrier_name,
          tracking_number: r.tracking_number,
          tracking_url: r.tracking_url,
          occurred_at: nowIso,
        },
      })),
    );
    return rows.length;
  });
}
