import { randomBytes } from 'node:crypto';
import {
  EXPORT_MESSAGES,
  exportColumn,
  type DataExportInput,
  type ExportTemplateFieldInput,
  type ExportTemplateInput,
  type RunExportBody,
} from '@partsflow/contracts';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { MailAdapter } from '../../../adapters/mail/index.ts';
import type { Actor } from '../../../platform/auth/actor.ts';
import { openBulkConnection } from '../../../platform/db/bulk.ts';
import type { Database, Db, DbOrTx } from '../../../platform/db/client.ts';
import { notFound, validationFailed } from '../../../platform/http/errors.ts';
import { iso } from '../../../platform/http/presenters.ts';
import type { JobQueue } from '../../../platform/jobs/queue.ts';
import type { LiveChannel } from '../../../platform/live/live-channel.ts';
import type { FileStorage } from '../../../platform/storage/index.ts';
import { currentBrandId } from '../brands/brands.repository.ts';
import { brands, productTypes, subBrands } from '../catalogue.tables.ts';
import { DEFAULT_COLUMNS, exportCsvStream, type ColumnSpec } from './export-csv.ts';
import { dataExports, exportRuns, exportTemplateFields, exportTemplates } from './exports.tables.ts';

export const EXPORT_RUN_QUEUE = 'catalogue.exports.run';
export const EXPORT_SCHEDULE_QUEUE = 'catalogue.exports.schedule';
export const EXPORT_SCHEDULE_CHANNEL = 'catalogue_exports_schedule';

export interface ExportDeps {
  database: Database;
  jobs: JobQueue;
  live: LiveChannel;
  mail: MailAdapter;
  storage: FileStorage;
  publicUrl: string;
}

const teamFilter = (actor: Actor) =>
  actor.scope.staff ? undefined : eq(exportTemplates.team_id, actor.scope.teamId);

/* ---------------------------------------------------------------- templates */

type FieldRow = typeof exportTemplateFields.$inferSelect;

function presentField(f: FieldRow) {
  return {
    id: f.id,
    export_template_id: f.export_template_id,
    position: f.position,
    original_column: f.original_column,
    column_title: f.column_title,
    type: f.type,
    translatable: f.translatable,
    strip_html: f.strip_html,
    uppercase: f.uppercase,
    character_limit: f.character_limit,
  };
}

/**
 * A field's stored values: the spec's defaults for the chosen column where the form left them out; strip HTML,
 * uppercase and the character limit only for a translatable column (they are disabled otherwise, decision 0250).
 */
function fieldValues(input: Omit<ExportTemplateFieldInput, 'export_template_id'>) {
  const column = exportColumn(input.original_column)!;
  const translatable = input.translatable ?? column.translatable;
  return {
    original_column: input.original_column,
    column_title: input.column_title ? input.column_title : column.label,
    type: input.type ?? column.type,
    translatable,
    strip_html: translatable ? (input.strip_html ?? false) : false,
    uppercase: translatable ? (input.uppercase ?? false) : false,
    character_limit: translatable ? (input.character_limit ?? 0) : 0,
  };
}

async function templateOr404(db: DbOrTx, actor: Actor, id: number) {
  const [row] = await db
    .select()
    .from(exportTemplates)
    .where(and(eq(exportTemplates.id, id), teamFilter(actor)));
  if (!row) throw notFound('Export template not found');
  return row;
}

async function presentTemplate(db: DbOrTx, t: typeof exportTemplates.$inferSelect) {
  const fields = await db
    .select()
    .from(exportTemplateFields)
    .where(eq(exportTemplateFields.export_template_id, t.id))
    .orderBy(asc(exportTemplateFields.position), asc(exportTemplateFields.id));
  return {
    id: t.id,
    title: t.title,
    team_id: t.team_id,
    updated_at: iso(t.updated_at)!,
    export_template_fields: fields.map(presentField),
  };
}

export async function listTemplates(db: Db, actor: Actor) {
  const rows = await db
    .select({
      id: exportTemplates.id,
      title: exportTemplates.title,
      team_id: exportTemplates.team_id,
      updated_at: exportTemplates.updated_at,
      // Qualified by hand: inside the subquery an unqualified id would be the field's own.
      fields_count: sql<number>`(SELECT count(*)::int FROM export_template_fields f WHERE f.export_template_id = "export_templates"."id")`,
    })
    .from(exportTemplates)
    .where(actor.scope.staff ? eq(exportTemplates.team_id, actor.scope.teamId) : teamFilter(actor))
    .orderBy(asc(exportTemplates.title), asc(exportTemplates.id))
    .limit(500);
  return { export_templates: rows.map((r) => ({ ...r, updated_at: iso(r.updated_at)! })) };
}

export async function showTemplate(db: Db, actor: Actor, id: number) {
  return { export_template: await presentTemplate(db, await templateOr404(db, actor, id)) };
}

async function replaceFields(
  db: DbOrTx,
  templateId: number,
  fields: ExportTemplateInput['export_template_fields'],
) {
  if (!fields) return;
  await db.delete(exportTemplateFields).where(eq(exportTemplateFields.export_template_id, templateId));
  if (fields.length)
    await db
      .insert(exportTemplateFields)
      .values(fields.map((f, i) => ({ ...fieldValues(f), export_template_id: templateId, position: i })));
}

export async function createTemplate(db: Db, actor: Actor, input: ExportTemplateInput) {
  const t = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(exportTemplates)
      .values({ team_id: actor.scope.teamId, title: input.title })
      .returning();
    await replaceFields(tx, row!.id, input.export_template_fields);
    return row!;
  });
  return { message: EXPORT_MESSAGES.templateCreated, export_template: await presentTemplate(db, t) };
}

export async function updateTemplate(db: Db, actor: Actor, id: number, input: ExportTemplateInput) {
  const t = await db.transaction(async (tx) => {
    await templateOr404(tx, actor, id);
    const [row] = await tx
      .update(exportTemplates)
      .set({ title: input.title, updated_at: new Date() })
      .where(eq(exportTemplates.id, id))
      .returning();
    await replaceFields(tx, id, input.export_template_fields);
    return row!;
  });
  return { message: EXPORT_MESSAGES.templateUpdated, export_template: await presentTemplate(db, t) };
}

export async function deleteTemplate(db: Db, actor: Actor, id: number) {
  await templateOr404(db, actor, id);
  await db.delete(exportTemplates).where(eq(exportTemplates.id, id));
  return { message: EXPORT_MESSAGES.templateDeleted, ...(await listTemplates(db, actor)) };
}

/* ---------------------------------------------------------------- fields */

export async function createField(db: Db, actor: Actor, input: ExportTemplateFieldInput) {
  const field = await db.transaction(async (tx) => {
    await templateOr404(tx, actor, input.export_template_id);
    const [{ next }] = (await tx
      .select({ next: sql<number>`coalesce(max(${exportTemplateFields.position}) + 1, 0)::int` })
      .from(exportTemplateFields)
      .where(eq(exportTemplateFields.export_template_id, input.export_template_id))) as [{ next: number }];
    const [row] = await tx
      .insert(exportTemplateFields)
      .values({ ...fieldValues(input), export_template_id: input.export_template_id, position: next })
      .returning();
    await tx
      .update(exportTemplates)
      .set({ updated_at: new Date() })
      .where(eq(exportTemplates.id, input.export_template_id));
    return row!;
  });
  return { message: EXPORT_MESSAGES.fieldCreated, export_template_field: presentField(field) };
}

async function fieldOr404(db: DbOrTx, actor: Actor, id: number) {
  const [row] = await db
    .select({ field: exportTemplateFields })
    .from(exportTemplateFields)
    .innerJoin(exportTemplates, eq(exportTemplates.id, exportTemplateFields.export_template_id))
    .where(and(eq(exportTemplateFields.id, id), teamFilter(actor)));
  if (!row) throw notFound('Export template field not found');
  return row.field;
}

export async function updateField(db: Db, actor: Actor, id: number, input: ExportTemplateFieldInput) {
  const field = await db.transaction(async (tx) => {
    const current = await fieldOr404(tx, actor, id);
    if (input.export_template_id !== current.export_template_id)
      await templateOr404(tx, actor, input.export_template_id);
    const [row] = await tx
      .update(exportTemplateFields)
      .set({ ...fieldValues(input), export_template_id: input.export_template_id })
      .where(eq(exportTemplateFields.id, id))
      .returning();
    return row!;
  });
  return { message: EXPORT_MESSAGES.fieldUpdated, export_template_field: presentField(field) };
}

export async function deleteField(db: Db, actor: Actor, id: number) {
  const field = await fieldOr404(db, actor, id);
  await db.delete(exportTemplateFields).where(eq(exportTemplateFields.id, id));
  return { message: EXPORT_MESSAGES.fieldDeleted, export_template_field: presentField(field) };
}

/* ---------------------------------------------------------------- runs */

type RunRow = typeof exportRuns.$inferSelect;

export function downloadUrl(deps: Pick<ExportDeps, 'publicUrl'>, run: Pick<RunRow, 'token'>) {
  return `${deps.publicUrl}/api/catalogue/export_files/${run.token}`;
}

function presentRun(deps: Pick<ExportDeps, 'publicUrl'>, r: RunRow) {
  return {
    id: r.id,
    status: r.status,
    row_count: r.row_count,
    file_name: r.file_name,
    download_url: r.status === 'completed' ? downloadUrl(deps, r) : null,
    created_at: iso(r.created_at)!,
    finished_at: iso(r.finished_at),
  };
}

const fileSlug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60) || 'export';

/**
 * Run Export: checks the brand (another team's brand answers 404), the sub-brand and product type, records a
 * queued run and sends its job. The CSV is written by the job; its link is emailed to the user.
 */
export async function runTemplate(
  deps: ExportDeps,
  actor: Actor,
  email: string | null,
  id: number,
  body: RunExportBody['export_template'],
) {
  const { db } = deps.database;
  const template = await templateOr404(db, actor, id);
  // No brand named: the user's current brand, as the product list follows it (decision 0276).
  const brandId =
    body.brand_id ??
    (actor.scope.userId
      ? await currentBrandId(db, { userId: actor.scope.userId, teamId: actor.scope.teamId })
      : null);
  if (!brandId) {
    throw validationFailed([
      { path: ['export_template', 'brand_id'], message: EXPORT_MESSAGES.brandRequired },
    ]);
  }
  const [brand] = await db
    .select({ id: brands.id, slug: brands.slug })
    .from(brands)
    .where(
      and(eq(brands.id, brandId), actor.scope.staff ? undefined : eq(brands.team_id, actor.scope.teamId)),
    );
  if (!brand) throw notFound('Brand not found');
  if (body.sub_brand_id) {
    const [sb] = await db
      .select({ id: subBrands.id })
      .from(subBrands)
      .where(and(eq(subBrands.id, body.sub_brand_id), eq(subBrands.brand_id, brand.id)));
    if (!sb)
      throw validationFailed([
        { path: ['export_template', 'sub_brand_id'], message: 'Sub-brand not found for this brand' },
      ]);
  }
  if (body.product_type_id) {
    const [pt] = await db
      .select({ id: productTypes.id })
      .from(productTypes)
      .where(
        and(
          eq(productTypes.id, body.product_type_id),
          sql`(${productTypes.team_id} IS NULL OR ${productTypes.universal} OR ${productTypes.team_id} = ${actor.scope.teamId})`,
        ),
      );
    if (!pt)
      throw validationFailed([
        { path: ['export_template', 'product_type_id'], message: 'Product type not found' },
      ]);
  }
  const stamp = new Date().toISOString().slice(0, 16).replace(/[-:T]/g, '');
  const [run] = await db
    .insert(exportRuns)
    .values({
      team_id: template.team_id,
      user_id: actor.scope.userId,
      export_template_id: template.id,
      brand_ids: [brand.id],
      sub_brand_id: body.sub_brand_id ?? null,
      product_type_ids: body.product_type_id ? [body.product_type_id] : [],
      notify_email: email,
      file_name: `${fileSlug(template.title)}-${brand.slug}-${stamp}.csv`,
      token: randomBytes(24).toString('base64url'),
    })
    .returning();
  await deps.jobs.send(EXPORT_RUN_QUEUE, { runId: run!.id }, { singletonKey: `export-run-${run!.id}` });
  return { message: EXPORT_MESSAGES.exportStarted, export_run: presentRun(deps, run!) };
}

export async function showRun(deps: ExportDeps, actor: Actor, id: number) {
  const [run] = await deps.database.db
    .select()
    .from(exportRuns)
    .where(
      and(eq(exportRuns.id, id), actor.scope.staff ? undefined : eq(exportRuns.team_id, actor.scope.teamId)),
    );
  if (!run) throw notFound('Export not found');
  return { message: run.status, export_run: presentRun(deps, run) };
}

export async function findRunByToken(db: Db, token: string) {
  const [run] = await db.select().from(exportRuns).where(eq(exportRuns.token, token));
  return run && run.status === 'completed' && run.file_key ? run : null;
}

async function columnsOf(db: Db, run: RunRow): Promise<ColumnSpec[]> {
  if (!run.export_template_id) return DEFAULT_COLUMNS;
  const fields = await db
    .select()
    .from(exportTemplateFields)
    .where(eq(exportTemplateFields.export_template_id, run.export_template_id))
    .orderBy(asc(exportTemplateFields.position), asc(exportTemplateFields.id));
  return fields.length ? fields : DEFAULT_COLUMNS;
}

/**
 * Works one run: streams the products through a cursor into the CSV file (never the whole export in memory),
 * reports progress on the live channel, marks the run completed and emails the download link once. A run that
 * fails is marked failed and the user is told by email; a repeated job for a finished run does nothing.
 */
export async function workRun(deps: ExportDeps, runId: number): Promise<void> {
  const { db } = deps.database;
  const [run] = await db
    .update(exportRuns)
    .set({ status: 'running' })
    .where(and(eq(exportRuns.id, runId), inArray(exportRuns.status, ['queued', 'running'])))
    .returning();
  if (!run) return;
  const columns = await columnsOf(db, run);
  const key = `exports/${run.id}/${run.file_name}`;
  const conn = await openBulkConnection(deps.database);
  let rows = 0;
  try {
    await conn.transaction(async (s) => {
      const stream = exportCsvStream(
        s,
        columns,
        { brandIds: run.brand_ids, subBrandId: run.sub_brand_id, productTypeIds: run.product_type_ids },
        async (n) => {
          rows = n;
          if (run.team_id && n % 50_000 === 0)
            await deps.live.publish(run.team_id, 'catalogue.exports.progress', { id: run.id, rows: n });
        },
      );
      await deps.storage.putStream(key, stream);
    });
  } catch (err) {
    conn.release();
    await db
      .update(exportRuns)
      .set({ status: 'failed', failure_message: EXPORT_MESSAGES.exportFailed, finished_at: new Date() })
      .where(eq(exportRuns.id, run.id));
    await notify(deps, { ...run, status: 'failed' });
    throw err;
  }
  conn.release();
  const [done] = await db
    .update(exportRuns)
    .set({ status: 'completed', row_count: rows, file_key: key, finished_at: new Date() })
    .where(eq(exportRuns.id, run.id))
    .returning();
  if (run.team_id)
    await deps.live.publish(run.team_id, 'catalogue.exports.finished', {
      id: run.id,
      rows,
      status: 'completed',
    });
  await notify(deps, done!);
}

async function notify(deps: ExportDeps, run: RunRow) {
  if (!run.notify_email) return;
  const text =
    run.status === 'completed'
      ? `Your product export ${run.file_name} is ready (${run.row_count} products).\n\nDownload it here:\n${downloadUrl(deps, run)}\n`
      : `Your product export ${run.file_name} could not be completed. ${EXPORT_MESSAGES.exportFailed}\n`;
  await deps.mail.send(
    {
      to: run.notify_email,
      subject: run.status === 'completed' ? 'Your product export is ready' : 'Your product export failed',
      text,
    },
    { idempotencyKey: `export-run:${run.id}:${run.status}` },
  );
}

/* ---------------------------------------------------------------- scheduled data exports */

const hh = (h: number) => `${String(h).padStart(2, '0')}:00`;

async function presentDataExports(db: Db, rows: (typeof dataExports.$inferSelect)[]) {
  const typeIds = [...new Set(rows.flatMap((r) => r.product_type_ids))];
  const brandIds = [...new Set(rows.flatMap((r) => r.brand_ids))];
  const types = typeIds.length
    ? await db
        .select({ id: productTypes.id, title: productTypes.title })
        .from(productTypes)
        .where(inArray(productTypes.id, typeIds))
    : [];
  const brandRows = brandIds.length
    ? await db.select({ id: brands.id, name: brands.name }).from(brands).where(inArray(brands.id, brandIds))
    : [];
  const typeById = new Map(types.map((t) => [t.id, t]));
  const brandById = new Map(brandRows.map((b) => [b.id, b]));
  return rows.map((r) => ({
    id: r.id,
    account_code: r.account_code,
    email: r.email,
    selected_product_types: r.product_type_ids.flatMap((id) => typeById.get(id) ?? []),
    selected_brands: r.brand_ids.flatMap((id) => brandById.get(id) ?? []),
    export_time: hh(r.export_hour),
    schedule: `Daily at ${hh(r.export_hour)} UTC`,
    active: r.active,
    last_run_at: iso(r.last_slot_at),
  }));
}

export async function listDataExports(db: Db) {
  const rows = await db.select().from(dataExports).orderBy(asc(dataExports.id)).limit(1000);
  return { exports: await presentDataExports(db, rows) };
}

async function checkRefs(db: Db, input: DataExportInput) {
  const details: { path: (string | number)[]; message: string }[] = [];
  if (input.brands.length) {
    const [{ n }] = (await db
      .select({ n: count() })
      .from(brands)
      .where(inArray(brands.id, input.brands))) as [{ n: number }];
    if (n !== new Set(input.brands).size) details.push({ path: ['brands'], message: 'Brand not found' });
  }
  if (input.product_types.length) {
    const [{ n }] = (await db
      .select({ n: count() })
      .from(productTypes)
      .where(inArray(productTypes.id, input.product_types))) as [{ n: number }];
    if (n !== new Set(input.product_types).size)
      details.push({ path: ['product_types'], message: 'Product type not found' });
  }
  if (details.length) throw validationFailed(details);
}

const dataExportValues = (input: DataExportInput) => ({
  account_code: input.account_code,
  email: input.email,
  brand_ids: [...new Set(input.brands)],
  product_type_ids: [...new Set(input.product_types)],
  export_hour: Number(input.export_time.slice(0, 2)),
  active: input.active,
});

export async function createDataExport(db: Db, input: DataExportInput) {
  await checkRefs(db, input);
  const [row] = await db.insert(dataExports).values(dataExportValues(input)).returning();
  return { message: EXPORT_MESSAGES.exportCreated, exp: (await presentDataExports(db, [row!]))[0]! };
}

export async function updateDataExport(db: Db, id: number, input: DataExportInput) {
  await checkRefs(db, input);
  const [row] = await db
    .update(dataExports)
    .set(dataExportValues(input))
    .where(eq(dataExports.id, id))
    .returning();
  if (!row) throw notFound('Export not found');
  return { message: EXPORT_MESSAGES.exportUpdated, exp: (await presentDataExports(db, [row]))[0]! };
}

export async function deleteDataExport(db: Db, id: number) {
  const [row] = await db.delete(dataExports).where(eq(dataExports.id, id)).returning({ id: dataExports.id });
  if (!row) throw notFound('Export not found');
  return { message: EXPORT_MESSAGES.exportDeleted, ...(await listDataExports(db)) };
}

/**
 * The schedule: every active data export whose hour has come and that has not run for this hour's slot yet gets
 * one run. Claiming the slot is one conditional UPDATE, so several processes sweeping at once start it once.
 */
export async function sweepSchedule(deps: ExportDeps, now = new Date()): Promise<number[]> {
  const { db } = deps.database;
  const slot = new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), now.getUTCHours()),
  );
  const due = await db
    .update(dataExports)
    .set({ last_slot_at: slot })
    .where(
      and(
        eq(dataExports.active, true),
        eq(dataExports.export_hour, slot.getUTCHours()),
        sql`(${dataExports.last_slot_at} IS NULL OR ${dataExports.last_slot_at} < ${slot.toISOString()})`,
      ),
    )
    .returning();
  const ids: number[] = [];
  for (const d of due) {
    const stamp = slot.toISOString().slice(0, 13).replace(/[-T]/g, '');
    const [run] = await db
      .insert(exportRuns)
      .values({
        data_export_id: d.id,
        brand_ids: d.brand_ids,
        product_type_ids: d.product_type_ids,
        notify_email: d.email,
        file_name: `${fileSlug(d.account_code)}-products-${stamp}.csv`,
        token: randomBytes(24).toString('base64url'),
      })
      .returning();
    ids.push(run!.id);
    await deps.jobs.send(EXPORT_RUN_QUEUE, { runId: run!.id }, { singletonKey: `export-run-${run!.id}` });
  }
  // Runs a crash left queued are sent again (the job is a singleton per run, so a live one is not doubled).
  const stale = await db
    .select({ id: exportRuns.id })
    .from(exportRuns)
    .where(and(eq(exportRuns.status, 'queued'), sql`${exportRuns.created_at} < now() - interval '2 minutes'`))
    .limit(100);
  for (const r of stale)
    await deps.jobs.send(EXPORT_RUN_QUEUE, { runId: r.id }, { singletonKey: `export-run-${r.id}` });
  return ids;
}
