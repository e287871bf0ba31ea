import type { Actor } from '../auth/actor.ts';
import type { Tx } from '../db/client.ts';
import { insertAudit, type AuditAction, type AuditChanges, type AuditSubject } from './audit.repository.ts';

/** Values as history stores them: JSON-safe (dates as ISO strings, undefined as null). */
export function auditValue(v: unknown): unknown {
  if (v instanceof Date) return v.toISOString();
  if (v === undefined) return null;
  return v;
}

/** The fields whose values differ between before and after, as {field: [old, new]}. */
export function diffChanges(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  fields: readonly string[],
): AuditChanges {
  const changes: AuditChanges = {};
  for (const f of fields) {
    if (!(f in after)) continue;
    const a = auditValue(before[f]);
    const b = auditValue(after[f]);
    if (JSON.stringify(a) !== JSON.stringify(b)) changes[f] = [a, b];
  }
  return changes;
}

/** All fields of a record as created ([null, value]) or destroyed ([value, null]). */
export function snapshotChanges(
  record: Record<string, unknown>,
  fields: readonly string[],
  action: 'create' | 'destroy',
): AuditChanges {
  const changes: AuditChanges = {};
  for (const f of fields) {
    const v = auditValue(record[f]);
    changes[f] = action === 'create' ? [null, v] : [v, null];
  }
  return changes;
}

/**
 * Records one history entry in the caller's transaction (so a rolled-back change leaves no history); an update
 * without changes records nothing and answers null.
 */
export async function recordAudit(
  tx: Tx,
  params: {
    actor: Actor;
    teamId: number;
    subject: AuditSubject;
    type: string;
    id: number;
    action: AuditAction;
    changes: AuditChanges;
    comment?: string | null;
    revertedAuditId?: number | null;
    /** The change set (bulk action, import) this entry belongs to: see `openChangeSet`. */
    changeSetId?: number | null;
  },
) {
  if (params.action === 'update' && Object.keys(params.changes).length === 0) return null;
  return insertAudit(tx, {
    teamId: params.teamId,
    subject: params.subject,
    auditableType: params.type,
    auditableId: params.id,
    action: params.action,
    userId: params.actor.scope.userId,
    userName: params.actor.userName,
    comment: params.comment ?? null,
    changes: params.changes,
    revertedAuditId: params.revertedAuditId ?? null,
    changeSetId: params.changeSetId ?? null,
  });
}
