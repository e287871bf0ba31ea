import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../platform/db/client.ts';
import catalogue from './data/carrier-catalogue.json' with { type: 'json' };
import { carrierSandboxSettings, carrierServices, carriers, type RateTable } from './carriers.tables.ts';

/**
 * Loads the sandbox exchange's carriers and services from `data/carrier-catalogue.json` (idempotent: rows are
 * matched by code and updated), and its settings row. Runs at start, in every mode: it is the sandbox's own data,
 * not demo data.
 */
export async function ensureCarrierCatalogue(db: Db): Promise<void> {
  for (const c of catalogue.carriers) {
    const [carrier] = await db
      .insert(carriers)
      .values({ code: c.code, name: c.name, tracking_url: c.tracking_url })
      .onConflictDoUpdate({
        target: carriers.code,
        set: { name: c.name, tracking_url: c.tracking_url },
      })
      .returning({ id: carriers.id });
    for (const s of c.services) {
      const values = {
        carrier_id: carrier!.id,
        code: s.code,
        name: s.name,
        kind: s.kind as 'road' | 'express' | 'courier',
        cubic_factor: s.cubic_factor,
        max_length_mm: s.max_length_mm,
        max_weight_g: s.max_weight_g,
        dangerous_goods: s.dangerous_goods,
        pickup_days: s.pickup_days,
        pickup_slots: s.pickup_slots,
        transit_days: s.transit_days,
        rates: s.rates as RateTable,
      };
      await db
        .insert(carrierServices)
        .values(values)
        .onConflictDoUpdate({
          target: [carrierServices.carrier_id, carrierServices.code],
          set: { ...values, carrier_id: sql`excluded.carrier_id` },
        });
    }
  }
  await db.insert(carrierSandboxSettings).values({ id: 1 }).onConflictDoNothing();
}

/** Switches the sandbox's failure modes and pace (tests and demos). */
export async function setCarrierSandbox(
  db: Db,
  settings: Partial<Omit<typeof carrierSandboxSettings.$inferInsert, 'id'>>,
): Promise<void> {
  const insert = db.insert(carrierSandboxSettings).values({ id: 1, ...settings });
  // Nothing to change (an empty switch body): make sure the row exists, nothing more.
  if (Object.keys(settings).length === 0) {
    await insert.onConflictDoNothing();
    return;
  }
  await insert.onConflictDoUpdate({
    target: carrierSandboxSettings.id,
    set: settings,
  });
}

/** The sandbox's pace: seconds between tracking steps, and how often an exception is reported. */
export async function carrierSandboxPace(
  db: DbOrTx,
): Promise<{ stepSeconds: number; exceptionEvery: number }> {
  const [row] = await db.select().from(carrierSandboxSettings);
  return { stepSeconds: row?.tracking_step_seconds ?? 3600, exceptionEvery: row?.exception_every ?? 25 };
}

/** The sandbox exchange's failure switches as they stand. */
export async function carrierSandboxState(
  db: DbOrTx,
): Promise<{ label_failure: boolean; booking_failure: 'none' | 'timeout' | 'error' | 'rejected' }> {
  const [row] = await db.select().from(carrierSandboxSettings);
  return { label_failure: row?.label_failure ?? false, booking_failure: row?.booking_failure ?? 'none' };
}
