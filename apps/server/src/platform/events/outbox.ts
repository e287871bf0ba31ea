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
