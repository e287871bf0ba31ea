import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import type { PageWindow } from '../pagination/pagination.ts';
import { importMappings, importRowErrors, imports } from './imports.tables.ts';

export type ImportRow = typeof imports.$inferSelect;

export async function insertImport(db: DbOrTx, values: typeof imports.$inferInsert): Promise<ImportRow> {
  const [row] = await db.insert(imports).values(values).returning();
  return row!;
}

/** One import of a team (any team for staff); null when there is none it may see. */
export async function findImport(db: DbOrTx, id: number, teamId: number | null): Promise<ImportRow | null> {
  const [row] = await db
    .select()
    .from(imports)
    .where(and(eq(imports.id, id), teamId === null ? undefined : eq(imports.team_id, teamId)));
  return row ?? null;
}

export async function pageImports(
  db: DbOrTx,
  teamId: number,
  type: string | undefined,
  win: PageWindow,
): Promise<{ rows: ImportRow[]; total: number }> {
  const where = and(eq(imports.team_id, teamId), type ? eq(imports.import_type, type) : undefined);
  const rows = await db
    .select()
    .from(imports)
    .where(where)
    .orderBy(desc(imports.id))
    .limit(win.limit)
    .offset(win.offset);
  const [c] = await db.select({ n: count() }).from(imports).where(where);
  return { rows, total: c?.n ?? 0 };
}

/** Queues an uploaded import with its mapping; answers null when it was not waiting for one. */
export async function queueImport(db: DbOrTx, id: number, mapping: Record<string, string | null>) {
  const [row] = await db
    .update(imports)
    .set({ status: 'queued', mapping, queued_at: new Date() })
    .where(and(eq(imports.id, id), eq(imports.status, 'uploaded')))
    .returning();
  return row ?? null;
}

export async function rememberMapping(
  db: DbOrTx,
  teamId: number,
  type: string,
  mapping: Record<string, string | null>,
) {
  await db
    .insert(importMappings)
    .values({ team_id: teamId, import_type: type, mapping })
    .onConflictDoUpdate({
      target: [importMappings.team_id, importMappings.import_type],
      set: { mapping, updated_at: new Date() },
    });
}

export async function findMapping(db: DbOrTx, teamId: number, type: string) {
  const [row] = await db
    .select({ mapping: importMappings.mapping })
    .from(importMappings)
    .where(and(eq(importMappings.team_id, teamId), eq(importMappings.import_type, type)));
  return row?.mapping ?? null;
}

export async function listRowErrors(db: DbOrTx, importId: number) {
  return db
    .select({
      line: importRowErrors.line,
      column: importRowErrors.column_name,
      message: importRowErrors.message,
    })
    .from(importRowErrors)
    .where(eq(importRowErrors.import_id, importId))
    .orderBy(asc(importRowErrors.line), asc(importRowErrors.id));
}

/** Imports a worker should look at: queued, held under an expired lease, or finished without their email. */
export async function findPendingImportIds(db: DbOrTx): Promise<number[]> {
  const rows = await db
    .select({ id: imports.id })
    .from(imports)
    .where(
      sql`${imports.status} = 'queued'
        OR (${imports.status} = 'processing' AND ${imports.lease_until} < now())
        OR (${imports.status} IN ('completed', 'failed') AND ${imports.notified_at} IS NULL)`,
    )
    .orderBy(asc(imports.id))
    .limit(100);
  return rows.map((r) => r.id);
}
