import { and, count, desc, eq, inArray, type SQLWrapper } from 'drizzle-orm';
import type { Scope } from '../auth/access.ts';
import { inScope } from '../auth/actor.ts';
import type { DbOrTx } from '../db/client.ts';
import { audits } from './audit.tables.ts';

export type AuditChanges = Record<string, [unknown, unknown]>;
export type AuditRow = typeof audits.$inferSelect;
export type AuditAction = AuditRow['action'];

/** The aggregate a history belongs to and is read by. */
export interface AuditSubject {
  type: string;
  id: number;
}

export async function insertAudit(
  db: DbOrTx,
  values: {
    teamId: number;
    subject: AuditSubject;
    auditableType: string;
    auditableId: number;
    action: AuditAction;
    userId: number | null;
    userName: string | null;
    comment?: string | null;
    changes: AuditChanges;
    revertedAuditId?: number | null;
    changeSetId?: number | null;
  },
): Promise<AuditRow> {
  const [row] = await db
    .insert(audits)
    .values({
      team_id: values.teamId,
      subject_type: values.subject.type,
      subject_id: values.subject.id,
      auditable_type: values.auditableType,
      auditable_id: values.auditableId,
      action: values.action,
      user_id: values.userId,
      user_name: values.userName,
      comment: values.comment ?? null,
      changes: values.changes,
      reverted_audit_id: values.revertedAuditId ?? null,
      change_set_id: values.changeSetId ?? null,
    })
    .returning();
  return row!;
}

/** A subject's history, newest first. */
export async function listAuditsOfSubject(
  db: DbOrTx,
  params: { scope: Scope; subject: AuditSubject; limit: number },
): Promise<AuditRow[]> {
  return db
    .select()
    .from(audits)
    .where(
      and(
        eq(audits.subject_type, params.subject.type),
        eq(audits.subject_id, params.subject.id),
        inScope(audits.team_id, params.scope),
      ),
    )
    .orderBy(desc(audits.id))
    .limit(params.limit);
}

export async function findAuditById(
  db: DbOrTx,
  params: { scope: Scope; id: number; subjectType?: string },
): Promise<AuditRow | null> {
  const [row] = await db
    .select()
    .from(audits)
    .where(
      and(
        eq(audits.id, params.id),
        params.subjectType ? eq(audits.subject_type, params.subjectType) : undefined,
        inScope(audits.team_id, params.scope),
      ),
    );
  return row ?? null;
}

/**
 * One page of the history of many subjects of one type, newest first, with the total: `subjectIds` is a
 * subquery of the owning module (e.g. a brand's product ids), so the module keeps its own tables to itself.
 */
export async function pageAuditsOfSubjects(
  db: DbOrTx,
  params: { scope: Scope; subjectType: string; subjectIds: SQLWrapper; limit: number; offset: number },
): Promise<{ rows: AuditRow[]; total: number }> {
  const where = and(
    eq(audits.subject_type, params.subjectType),
    inArray(audits.subject_id, params.subjectIds),
    inScope(audits.team_id, params.scope),
  );
  const rows = await db
    .select()
    .from(audits)
    .where(where)
    .orderBy(desc(audits.created_at), desc(audits.id))
    .limit(params.limit)
    .offset(params.offset);
  const [total] = await db.select({ n: count() }).from(audits).where(where);
  return { rows, total: total?.n ?? 0 };
}
