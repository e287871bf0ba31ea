import { and, asc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Database, Tx } from '../db/client.ts';
import type { JobQueue } from '../jobs/queue.ts';
import { startSweeper } from '../jobs/sweeper.ts';
import { DOMAIN_EVENTS, type DomainEvent, type DomainEventType } from './domain-events.ts';
import { domainEventDeliveries, domainEvents } from './events.tables.ts';
import { EVENTS_CHANNEL } from './outbox.ts';

export type EventHandler<T extends DomainEventType> = (event: DomainEvent<T>, tx: Tx) => Promise<void>;

/**
 * Hands committed domain events to the handlers modules register. Each handler runs in its own transaction
 * together with the record that it ran, so its database effect happens exactly once even when a process dies
 * mid-way; a handler with an effect outside the database starts a workflow (platform/workflows) from there.
 */
export interface EventBus {
  /** Registers a handler under a stable, unique name (`catalogue.product_listing`); modules do it at start. */
  on<T extends DomainEventType>(type: T, name: string, handler: EventHandler<T>): void;
  /** Works the pending events in order until none is left or one fails; answers how many it finished. */
  dispatchPending(): Promise<number>;
  /** Starts the dispatcher job: woken by NOTIFY after each commit and by a short poll. No-op without workers. */
  start(): Promise<void>;
  stop(): Promise<void>;
}

export const DISPATCH_QUEUE = 'platform.domain-events.dispatch';
/** An event whose handler keeps failing stops being retried after this many attempts (its last_error stays). */
export const MAX_EVENT_ATTEMPTS = 10;
const BATCH = 100;

export function createEventBus(
  database: Database,
  jobs: JobQueue,
  opts: { workers: boolean; pollMs?: number; log?: (msg: string, err?: unknown) => void },
): EventBus {
  const { db } = database;
  const handlers = new Map<string, { name: string; fn: EventHandler<DomainEventType> }[]>();
  const names = new Map<string, EventHandler<DomainEventType>>();
  const log = opts.log ?? ((msg, err) => console.error(`[events] ${msg}`, err ?? ''));
  let stopSweeper: (() => Promise<void>) | null = null;

  async function deliver(event: DomainEvent, handler: { name: string; fn: EventHandler<DomainEventType> }) {
    await db.transaction(async (tx) => {
      // Claiming the delivery first makes a concurrent or repeated dispatch wait, then skip.
      const claimed = await tx
        .insert(domainEventDeliveries)
        .values({ event_id: event.id, handler: handler.name })
        .onConflictDoNothing()
        .returning({ event_id: domainEventDeliveries.event_id });
      if (!claimed.length) return;
      await handler.fn(event, tx);
    });
  }

  async function dispatchPending(): Promise<number> {
    let finished = 0;
    for (;;) {
      const rows = await db
        .select()
        .from(domainEvents)
        .where(and(isNull(domainEvents.dispatched_at), lt(domainEvents.attempts, MAX_EVENT_ATTEMPTS)))
        .orderBy(asc(domainEvents.id))
        .limit(BATCH);
      if (!rows.length) return finished;
      for (const row of rows) {
        const type = row.type as DomainEventType;
        const event: DomainEvent = {
          id: row.id,
          type,
          teamId: row.team_id,
          payload: DOMAIN_EVENTS[type]?.parse(row.payload) ?? row.payload,
          createdAt: row.created_at,
        } as DomainEvent;
        try {
          for (const handler of handlers.get(type) ?? []) await deliver(event, handler);
          await db
            .update(domainEvents)
            .set({ dispatched_at: new Date() })
            .where(and(eq(domainEvents.id, row.id), isNull(domainEvents.dispatched_at)));
          finished++;
        } catch (err) {
          await db
            .update(domainEvents)
            .set({ attempts: sql`${domainEvents.attempts} + 1`, last_error: String(err).slice(0, 2000) })
            .where(eq(domainEvents.id, row.id));
          log(`event ${row.id} (${row.type}) failed; it is retried in order`, err);
          // Stop here: a later event about the same records must not overtake this one.
          return finished;
        }
      }
    }
  }

  return {
    on(type, name, fn) {
      const known = names.get(name);
      // The same plugin registered again (a second app on one context) changes nothing; a clash of names does.
      if (known === fn) return;
      if (known) throw new Error(`two event handlers are named ${name}`);
      names.set(name, fn as EventHandler<DomainEventType>);
      handlers.set(type, [...(handlers.get(type) ?? []), { name, fn: fn as EventHandler<DomainEventType> }]);
    },
    dispatchPending,
    async start() {
      if (!opts.workers || stopSweeper) return;
      stopSweeper = await startSweeper({
        database,
        jobs,
        queue: DISPATCH_QUEUE,
        channel: EVENTS_CHANNEL,
        pollMs: opts.pollMs ?? 5000,
        sweep: dispatchPending,
        log,
      });
    },
    async stop() {
      await stopSweeper?.();
      stopSweeper = null;
    },
  };
}
