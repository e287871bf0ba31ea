import type { Tx } from '../../platform/db/client.ts';
import type { Actor } from './catalogue.scope.ts';
import { insertAudit, type AuditableType, type AuditChanges } from './audits.repository.ts';

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

/** Records one history entry in the caller's transaction; an update without changes records nothing. */
export async function recordAudit(
  tx: Tx,
  params: {
    actor: Actor;
    teamId: number;
    productId: number;
    type: AuditableType;
    id: number;
    action: 'create' | 'update' | 'destroy';
    changes: AuditChanges;
    comment?: string | null;
    revertedAuditId?: number | null;
  },
) {
  if (params.action === 'update' && Object.keys(params.changes).length === 0) return null;
  return insertAudit(tx, {
    teamId: params.teamId,
    productId: params.productId,
    auditableType: params.type,
    auditableId: params.id,
    action: params.action,
    userId: params.actor.scope.userId,
    userName: params.actor.userName,
    comment: params.comment ?? null,
    changes: params.changes,
    revertedAuditId: params.revertedAuditId ?? null,
  });
}
