import { and, asc, count, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { Scope } from '../auth/access.ts';
import { inScope, type Actor } from '../auth/actor.ts';
import { tableName, type SqlSession } from '../db/bulk.ts';
import type { DbOrTx } from '../db/client.ts';
import { audits, changeSets } from './audit.tables.ts';

export type ChangeSetRow = typeof changeSets.$inferSelect;

/**
 * Opens a change set for one action (a bulk action, an import) of a team: every history entry the action records
 * carries its id (`recordAudit({..., changeSetId})` or `insertAuditsFrom`). Close it with `finishChangeSet`.
 * See docs/decisions/0240-change-sets.md.
 */
export async function openChangeSet(
  db: DbOrTx,
  params: { teamId: number; actor: Actor; kind: string; label: string; revertsChangeSetId?: number | null },
): Promise<ChangeSetRow> {
  const [row] = await db
    .insert(changeSets)
    .values({
      team_id: params.teamId,
      kind: params.kind,
      label: params.label,
      user_id: params.actor.scope.userId,
      user_name: params.actor.userName,
      reverts_change_set_id: params.revertsChangeSetId ?? null,
    })
    .returning();
  return row!;
}

/** Marks a change set finished (completed, or failed with whatever entries it made kept and revertible). */
export async function finishChangeSet(db: DbOrTx, id: number, status: 'completed' | 'failed') {
  await db
    .update(changeSets)
    .set({ status, finished_at: sql`now()` })
    .where(eq(changeSets.id, id));
}

/** Records that `revertId` undoes `id` (a change set is reverted at most once). */
export async function markChangeSetReverted(db: DbOrTx, id: number, revertId: number) {
  await db.update(changeSets).set({ reverted_by_change_set_id: revertId }).where(eq(changeSets.id, id));
}

export async function findChangeSet(db: DbOrTx, params: { scope: Scope; id: number; lock?: boolean }) {
  const q = db
    .select()
    .from(changeSets)
    .where(and(eq(changeSets.id, params.id), inScope(changeSets.team_id, params.scope)));
  const [row] = params.lock ? await q.for('update') : await q;
  return row ?? null;
}

/** A change set's entries in id order after `afterId` (preview pages, revert chunks), and how many it has. */
export async function changeSetEntries(
  db: DbOrTx,
  params: { changeSetId: number; afterId?: number; limit: number },
) {
  return db
    .select()
    .from(audits)
    .where(and(eq(audits.change_set_id, params.changeSetId), gt(audits.id, params.afterId ?? 0)))
    .orderBy(asc(audits.id))
    .limit(params.limit);
}

export async function countChangeSetEntries(db: DbOrTx, changeSetId: number) {
  const [row] = await db.select({ n: count() }).from(audits).where(eq(audits.change_set_id, changeSetId));
  return row?.n ?? 0;
}

/**
 * Set-based history for bulk writers: inserts one entry per row of `select`, which must yield, in this order,
 * team_id, subject_type, subject_id, auditable_type, auditable_id, action, changes (jsonb), reverted_audit_id.
 * The user, comment and change set are the same for every entry. Answers the number of entries.
 */
export async function insertAuditsFrom(
  db: DbOrTx,
  params: { select: SQL; actor: Actor; comment: string | null; changeSetId: number },
): Promise<number> {
  const result = (await db.execute(sql`
    with ins as (
      insert into ${audits} (team_id, subject_type, subject_id, auditable_type, auditable_id, action, changes,
        reverted_audit_id, user_id, user_name, comment, change_set_id)
      select s.*, ${params.actor.scope.userId}::int, ${params.actor.userName}::text, ${params.comment}::text,
        ${params.changeSetId}::int
      from (${params.select}) s
      returning 1
    ) select count(*)::int as n from ins`)) as unknown as { rows: { n: number | string }[] };
  return Number(result.rows[0]?.n ?? 0);
}

/**
 * Opens a change set on a bulk load's SQL session (an import's load, decision 0273), already completed: it commits
 * or rolls back with the load. The user's current name is taken at once (the accounts `users` table, named in
 * SQL: the platform does not import the module). Entries join it for their user and label.
 */
export async function openChangeSetIn(
  s: SqlSession,
  params: { teamId: number; userId: number | null; kind: string; label: string },
): Promise<number> {
  const [set] = await s.query<{ id: number }>(
    `INSERT INTO ${tableName(changeSets)} (team_id, kind, label, status, user_id, user_name, finished_at)
     SELECT $1, $2, $3, 'completed', u.id, u.name, now()
     FROM (SELECT $4::int AS id) x LEFT JOIN users u ON u.id = x.id
     RETURNING id`,
    [params.teamId, params.kind, params.label, params.userId],
  );
  return set!.id;
}
