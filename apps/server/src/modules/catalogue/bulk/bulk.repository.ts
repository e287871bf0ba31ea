import { and, asc, eq, gt, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Scope } from '../../../platform/auth/access.ts';
import { inScope } from '../../../platform/auth/actor.ts';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { catalogueBulkJobs, products } from '../catalogue.tables.ts';

export type BulkJobRow = typeof catalogueBulkJobs.$inferSelect;

/** The product flag a bulk action sets, and to what. */
export type FlagColumn = 'published' | 'purchaseable';

export async function insertJob(db: DbOrTx, values: typeof catalogueBulkJobs.$inferInsert) {
  const [row] = await db.insert(catalogueBulkJobs).values(values).returning();
  return row!;
}

export async function findJob(db: DbOrTx, params: { id: string; scope?: Scope; lock?: boolean }) {
  const q = db
    .select()
    .from(catalogueBulkJobs)
    .where(
      and(
        eq(catalogueBulkJobs.id, params.id),
        params.scope ? inScope(catalogueBulkJobs.team_id, params.scope) : undefined,
      ),
    );
  const [row] = params.lock ? await q.for('update') : await q;
  return row ?? null;
}

/** The team's running job, if any (one at a time per team). */
export async function findRunningJob(db: DbOrTx, teamId: number) {
  const [row] = await db
    .select()
    .from(catalogueBulkJobs)
    .where(and(eq(catalogueBulkJobs.team_id, teamId), eq(catalogueBulkJobs.status, 'running')));
  return row ?? null;
}

export async function listRunningJobs(db: DbOrTx) {
  return db
    .select({ id: catalogueBulkJobs.id })
    .from(catalogueBulkJobs)
    .where(eq(catalogueBulkJobs.status, 'running'));
}

/** Running jobs that made no progress since `before`: their worker is gone for good. */
export async function listStalledJobs(db: DbOrTx, params: { teamId: number; before: Date }) {
  return db
    .select()
    .from(catalogueBulkJobs)
    .where(
      and(
        eq(catalogueBulkJobs.team_id, params.teamId),
        eq(catalogueBulkJobs.status, 'running'),
        lt(catalogueBulkJobs.heartbeat_at, params.before),
      ),
    );
}

export async function updateJob(
  db: DbOrTx,
  id: string,
  values: Partial<typeof catalogueBulkJobs.$inferInsert>,
) {
  const [row] = await db
    .update(catalogueBulkJobs)
    .set(values)
    .where(eq(catalogueBulkJobs.id, id))
    .returning();
  return row!;
}

/** How many products the selection holds (exact: bulk totals are shown as progress). */
export async function countSelection(db: DbOrTx, where: SQL | undefined) {
  const res = (await db.execute(
    sql`select count(*)::int as n from ${products} where ${where ?? sql`true`}`,
  )) as unknown as { rows: { n: number | string }[] };
  return Number(res.rows[0]?.n ?? 0);
}

/**
 * One chunk of a flag action, set-based: takes the next `limit` products of the selection after `cursor` (id
 * order) and sets the flag on those that do not have it yet, in one UPDATE ... FROM the selection. Answers the
 * last id taken, how many were taken, and the products changed (id and team).
 */
export async function setFlagChunk(
  db: DbOrTx,
  params: { where: SQL | undefined; cursor: number; limit: number; column: FlagColumn; value: boolean },
) {
  const col = sql.raw(`"${params.column}"`);
  const res = (await db.execute(sql`
    with sel as (
      select ${products.id} as id from ${products}
      where ${params.where ?? sql`true`} and ${products.id} > ${params.cursor}
      order by ${products.id}
      limit ${params.limit}
    ), upd as (
      update ${products} set ${col} = ${params.value}::boolean, updated_at = now()
      from sel where ${products.id} = sel.id and ${products}.${col} is distinct from ${params.value}::boolean
      returning ${products.id} as id, ${products.team_id} as team_id
    )
    select (select max(id) from sel)::int as last_id, (select count(*) from sel)::int as seen,
      coalesce((select json_agg(json_build_object('id', id, 'team_id', team_id)) from upd), '[]'::json) as changed
  `)) as unknown as {
    rows: { last_id: number | null; seen: number; changed: { id: number; team_id: number }[] }[];
  };
  const row = res.rows[0]!;
  return {
    lastId: row.last_id === null ? null : Number(row.last_id),
    seen: Number(row.seen),
    changed: typeof row.changed === 'string' ? JSON.parse(row.changed) : row.changed,
  } as { lastId: number | null; seen: number; changed: { id: number; team_id: number }[] };
}

/** The history select for changed products: one Product update entry per product, flag [old, new]. */
export function flagAuditSelect(
  changed: { id: number; team_id: number }[],
  column: FlagColumn,
  value: boolean,
) {
  return sql`
    select t.team_id, 'Product', t.id, 'Product', t.id, 'update',
      jsonb_build_object(${column}::text, jsonb_build_array(${!value}::boolean, ${value}::boolean)), null::int
    from jsonb_to_recordset(${JSON.stringify(changed)}::jsonb) as t(id int, team_id int)`;
}

/**
 * One chunk of a change set's revert, set-based: the next `limit` entries after `cursor` whose changes are
 * product flags (published, purchaseable) write their old values back, but only on products that still hold
 * the values the entry wrote (a later edit is not overwritten). Answers the last entry id taken, how many
 * entries were taken, the other entries of the chunk (reverted one by one), and the history select of the
 * products changed.
 */
export async function revertFlagChunk(
  db: DbOrTx,
  params: { changeSetId: number; scope: Scope; cursor: number; limit: number },
) {
  const team = params.scope.staff ? sql`true` : sql`p.team_id = ${params.scope.teamId}`;
  const res = (await db.execute(sql`
    with e as (
      select id, subject_type, subject_id, auditable_type, action, changes from audits
      where change_set_id = ${params.changeSetId} and id > ${params.cursor}
      order by id limit ${params.limit}
    ), flags as (
      select * from e where subject_type = 'Product' and auditable_type = 'Product' and action = 'update'
        and (changes - 'published' - 'purchaseable') = '{}'::jsonb
    ), upd as (
      update products p set
        published = case when f.changes ? 'published' then (f.changes->'published'->>0)::boolean else p.published end,
        purchaseable = case when f.changes ? 'purchaseable'
          then (f.changes->'purchaseable'->>0)::boolean else p.purchaseable end,
        updated_at = now()
      from flags f
      where p.id = f.subject_id and ${team}
        and (not f.changes ? 'published' or p.published = (f.changes->'published'->>1)::boolean)
        and (not f.changes ? 'purchaseable' or p.purchaseable = (f.changes->'purchaseable'->>1)::boolean)
      returning p.id, p.team_id, f.id as audit_id,
        (select jsonb_object_agg(k, jsonb_build_array(v->1, v->0)) from jsonb_each(f.changes) as x(k, v)) as changes
    )
    select (select max(id) from e)::int as last_id, (select count(*) from e)::int as seen,
      coalesce((select json_agg(json_build_object('id', id, 'team_id', team_id, 'audit_id', audit_id,
        'changes', changes)) from upd), '[]'::json) as changed,
      coalesce((select json_agg(id order by id) from e where id not in (select id from flags)), '[]'::json)
        as others
  `)) as unknown as {
    rows: { last_id: number | null; seen: number; changed: unknown; others: unknown }[];
  };
  const row = res.rows[0]!;
  const parse = <T>(v: unknown): T => (typeof v === 'string' ? JSON.parse(v) : v) as T;
  return {
    lastId: row.last_id === null ? null : Number(row.last_id),
    seen: Number(row.seen),
    changed: parse<{ id: number; team_id: number; audit_id: number; changes: unknown }[]>(row.changed),
    others: parse<number[]>(row.others),
  };
}

/** The history select of reverted flag entries: the reversed pairs, pointing at the entry they undo. */
export function revertAuditSelect(
  changed: { id: number; team_id: number; audit_id: number; changes: unknown }[],
) {
  return sql`
    select t.team_id, 'Product', t.id, 'Product', t.id, 'update', t.changes, t.audit_id
    from jsonb_to_recordset(${JSON.stringify(changed)}::jsonb) as t(id int, team_id int, audit_id int, changes jsonb)`;
}

/** The history select of a listing action's chunk: one `Listing` entry of each product's history (decision 0274). */
export function listingAuditSelect(
  teamId: number,
  entries: { productId: number; listingId: number; action: 'create' | 'update'; changes: unknown }[],
) {
  const rows = entries.map((e) => ({
    product_id: e.productId,
    listing_id: e.listingId,
    action: e.action,
    changes: e.changes,
  }));
  return sql`
    select ${teamId}::int, 'Product', t.product_id, 'Listing', t.listing_id, t.action, t.changes, null::int
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
      as t(product_id int, listing_id int, action text, changes jsonb)`;
}

/** The selected products (by id, within scope) as a condition. */
export function selectedIds(ids: number[]) {
  return inArray(products.id, ids.length ? ids : [0]);
}

export async function skusOf(db: DbOrTx, ids: number[]) {
  if (!ids.length) return new Map<number, string>();
  const rows = await db
    .select({ id: products.id, sku: products.sku })
    .from(products)
    .where(inArray(products.id, ids));
  return new Map(rows.map((r) => [r.id, r.sku]));
}

/** The next `limit` product ids of a selection after `cursor`, in id order. */
export async function nextIds(db: DbOrTx, params: { where: SQL | undefined; cursor: number; limit: number }) {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(params.where, gt(products.id, params.cursor)))
    .orderBy(asc(products.id))
    .limit(params.limit);
  return rows.map((r) => r.id);
}
