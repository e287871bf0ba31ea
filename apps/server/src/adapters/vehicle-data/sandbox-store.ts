import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { VehicleDataError, type ExternalSourceName } from './vehicle-data.adapter.ts';
import { sandboxVehicleDataRecords, sandboxVehicleDataSources } from './vehicle-data.tables.ts';

type SourceMode = (typeof sandboxVehicleDataSources.$inferSelect)['mode'];

/**
 * The database state shared by both source sandboxes: a source's records in its own shape, loaded from the
 * repository's sample file the first time the source is asked (once: a withdrawn sample stays withdrawn), then
 * changed only by publish and withdraw. Survives a restart; every server process sees the same records.
 */
export function sandboxRecords<R>(
  db: DbOrTx,
  source: ExternalSourceName,
  samples: readonly R[],
  idOf: (r: R) => string,
) {
  async function ensureSeeded() {
    const [row] = await db
      .select({ mode: sandboxVehicleDataSources.mode })
      .from(sandboxVehicleDataSources)
      .where(eq(sandboxVehicleDataSources.source, source));
    if (row) return row.mode;
    await db.transaction(async (tx) => {
      const [claimed] = await tx
        .insert(sandboxVehicleDataSources)
        .values({ source })
        .onConflictDoNothing()
        .returning({ source: sandboxVehicleDataSources.source });
      // Another process loaded the samples first.
      if (!claimed || !samples.length) return;
      await tx
        .insert(sandboxVehicleDataRecords)
        .values(
          samples.map((r) => ({
            source,
            record_id: idOf(r),
            record: r as unknown as Record<string, unknown>,
          })),
        )
        .onConflictDoNothing();
    });
    return 'normal' as SourceMode;
  }

  return {
    /** Every record the source publishes, in the order of their ids; fails while the source is switched off. */
    async list(): Promise<R[]> {
      if ((await ensureSeeded()) === 'unavailable')
        throw new VehicleDataError(source, `${source} is not answering (sandbox switched to unavailable)`);
      const rows = await db
        .select({ record: sandboxVehicleDataRecords.record })
        .from(sandboxVehicleDataRecords)
        .where(eq(sandboxVehicleDataRecords.source, source))
        .orderBy(asc(sandboxVehicleDataRecords.created_at), asc(sandboxVehicleDataRecords.record_id));
      return rows.map((r) => r.record as unknown as R);
    },
    /** Adds a record, or replaces the one with the same id. */
    async publish(record: R) {
      await ensureSeeded();
      const values = {
        source,
        record_id: idOf(record),
        record: record as unknown as Record<string, unknown>,
      };
      await db
        .insert(sandboxVehicleDataRecords)
        .values(values)
        .onConflictDoUpdate({
          target: [sandboxVehicleDataRecords.source, sandboxVehicleDataRecords.record_id],
          set: { record: values.record, updated_at: sql`now()` },
        });
    },
    /** Takes a record out of the source (true when there was one). */
    async withdraw(id: string) {
      await ensureSeeded();
      const gone = await db
        .delete(sandboxVehicleDataRecords)
        .where(and(eq(sandboxVehicleDataRecords.source, source), eq(sandboxVehicleDataRecords.record_id, id)))
        .returning({ id: sandboxVehicleDataRecords.record_id });
      return gone.length > 0;
    },
    /** The failure switch for testing: an unavailable source answers no vehicles but an error. */
    async setMode(mode: SourceMode) {
      await ensureSeeded();
      await db
        .update(sandboxVehicleDataSources)
        .set({ mode, updated_at: sql`now()` })
        .where(eq(sandboxVehicleDataSources.source, source));
    },
  };
}

export type SandboxSource<R> = ReturnType<typeof sandboxRecords<R>>;
