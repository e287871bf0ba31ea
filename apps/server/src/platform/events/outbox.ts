import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { DOMAIN_EVENTS, type DomainEventPayload, type DomainEventType } from './domain-events.ts';
import { domainEvents } from './events.tables.ts';

/** The NOTIFY channel that wakes the dispatcher; PostgreSQL delivers it only when the transaction commits. */
export const EVENTS_CHANNEL = 'partsflow_domain_events';

/**
 * Records a domain event in the caller's transaction: it exists exactly when the change it announces commits.
 * The payload is checked against its schema, so a wrong payload fails the emitting change, not a handler later.
 */
export async function emitEvent<T extends DomainEventType>(
  tx: DbOrTx,
  event: { type: T; teamId: number; payload: DomainEventPayload<T> },
): Promise<number> {
  const payload = DOMAIN_EVENTS[event.type].parse(event.payload);
  const [row] = await tx
    .insert(domainEvents)
    .values({ type: event.type, team_id: event.teamId, payload })
    .returning({ id: domainEvents.id });
  await tx.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${String(row!.id)})`);
  return row!.id;
}

/**
 * Records many events of one type in the caller's transaction with one insert per thousand and one wake-up:
 * for batch changes (the tracking clock moving thousands of deliveries). Each payload is checked as in
 * `emitEvent`.
 */
export async function emitEvents<T extends DomainEventType>(
  tx: DbOrTx,
  type: T,
  events: readonly { teamId: number; payload: DomainEventPayload<T> }[],
): Promise<void> {
  if (!events.length) return;
  const schema = DOMAIN_EVENTS[type];
  for (let i = 0; i < events.length; i += 1000) {
    const chunk = events.slice(i, i + 1000);
    await tx
      .insert(domainEvents)
      .values(chunk.map((e) => ({ type, team_id: e.teamId, payload: schema.parse(e.payload) })));
  }
  await tx.execute(sql`select pg_notify(${EVENTS_CHANNEL}, 'batch')`);
}
