import type { Actor } from '../auth/actor.ts';
import type { Tx } from '../db/client.ts';
import { diffChanges, recordAudit, snapshotChanges } from './audit-trail.ts';
import { notRevertible } from './audit.errors.ts';
import type { AuditRow, AuditSubject } from './audit.repository.ts';

type Row = Record<string, unknown>;

/**
 * One kind of record history can restore, within its subject: how to read, write, remove and recreate it.
 * A module declares one per audited record type beside the service that writes it.
 */
export interface Restorable {
  fields: readonly string[];
  find(tx: Tx, subjectId: number, id: number): Promise<Row | null>;
  update(tx: Tx, subjectId: number, id: number, values: Row): Promise<Row | null>;
  remove(tx: Tx, subjectId: number, id: number): Promise<Row | null>;
  insert(tx: Tx, subjectId: number, values: Row): Promise<Row>;
  /** Why the old record cannot come back (e.g. the slot is taken again), or null. */
  conflict?(tx: Tx, subjectId: number, values: Row): Promise<string | null>;
  /** Keeps derived values in step after any restore (counters, a denormalised price). */
  after?(tx: Tx, subjectId: number, values: Row): Promise<void>;
}

/** The values a change replaced, limited to the fields history may write back. */
export function oldValues(audit: AuditRow, fields: readonly string[]): Row {
  const out: Row = {};
  for (const [field, pair] of Object.entries(audit.changes)) if (fields.includes(field)) out[field] = pair[0];
  return out;
}

/**
 * Undoes one history entry of a record and records the undo: an update writes the old values back, a create
 * removes the record, a destroy recreates it (with a new id). Runs in the caller's transaction, which holds the
 * subject locked. Answers the new entry, or null when nothing changed; 409 when the record is gone or the old
 * state cannot come back.
 */
export async function revertRecord(
  tx: Tx,
  params: {
    audit: AuditRow;
    kind: Restorable;
    actor: Actor;
    teamId: number;
    subject: AuditSubject;
    /** The change set the revert belongs to (reverting a whole change set). */
    changeSetId?: number | null;
  },
): Promise<AuditRow | null> {
  const { audit, kind, subject } = params;
  const values = oldValues(audit, kind.fields);
  const base = {
    actor: params.actor,
    teamId: params.teamId,
    subject,
    type: audit.auditable_type,
    comment: `Reverted change ${audit.id}`,
    revertedAuditId: audit.id,
    changeSetId: params.changeSetId ?? null,
  };
  if (audit.action === 'update') {
    const current = await kind.find(tx, subject.id, audit.auditable_id);
    if (!current) throw notRevertible('The record this change belongs to no longer exists');
    const after = await kind.update(tx, subject.id, audit.auditable_id, values);
    const recorded = await recordAudit(tx, {
      ...base,
      id: audit.auditable_id,
      action: 'update',
      changes: diffChanges(current, after ?? values, Object.keys(values)),
    });
    await kind.after?.(tx, subject.id, values);
    return recorded;
  }
  if (audit.action === 'create') {
    const removed = await kind.remove(tx, subject.id, audit.auditable_id);
    if (!removed) throw notRevertible('The record this change created has already been removed');
    const recorded = await recordAudit(tx, {
      ...base,
      id: audit.auditable_id,
      action: 'destroy',
      changes: snapshotChanges(removed, kind.fields, 'destroy'),
    });
    await kind.after?.(tx, subject.id, {});
    return recorded;
  }
  const reason = await kind.conflict?.(tx, subject.id, values);
  if (reason) throw notRevertible(reason);
  const created = await kind.insert(tx, subject.id, values);
  const recorded = await recordAudit(tx, {
    ...base,
    id: Number(created.id),
    action: 'create',
    changes: snapshotChanges(created, kind.fields, 'create'),
  });
  await kind.after?.(tx, subject.id, values);
  return recorded;
}
