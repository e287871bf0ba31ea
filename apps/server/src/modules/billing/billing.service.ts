import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../platform/db/client.ts';
import { invoiceLines } from './billing.tables.ts';

export interface InvoiceLine {
  id: number;
  team_id: number;
  source_type: string;
  source_id: number;
  description: string;
  amount_cents: number;
  currency: string;
  voided: boolean;
  created_at: Date;
}

/**
 * Adds a line to the team's invoice in the caller's transaction, once per source: a second call for the same
 * source adds nothing and answers null.
 */
export async function addInvoiceLine(
  tx: DbOrTx,
  line: {
    teamId: number;
    sourceType: string;
    sourceId: number;
    description: string;
    amountCents: number;
    currency?: string;
  },
): Promise<number | null> {
  const [row] = await tx
    .insert(invoiceLines)
    .values({
      team_id: line.teamId,
      source_type: line.sourceType,
      source_id: line.sourceId,
      description: line.description,
      amount_cents: line.amountCents,
      ...(line.currency ? { currency: line.currency } : {}),
    })
    .onConflictDoNothing()
    .returning({ id: invoiceLines.id });
  return row?.id ?? null;
}

/** Voids the line of a source (its charge no longer applies), in the caller's transaction. */
export async function voidInvoiceLine(
  tx: DbOrTx,
  source: { teamId: number; sourceType: string; sourceId: number },
) {
  await tx
    .update(invoiceLines)
    .set({ voided_at: sql`now()` })
    .where(
      and(
        eq(invoiceLines.team_id, source.teamId),
        eq(invoiceLines.source_type, source.sourceType),
        eq(invoiceLines.source_id, source.sourceId),
        isNull(invoiceLines.voided_at),
      ),
    );
}

/** A team's invoice lines, oldest first. */
export async function listInvoiceLines(db: Db, teamId: number): Promise<InvoiceLine[]> {
  const rows = await db
    .select()
    .from(invoiceLines)
    .where(eq(invoiceLines.team_id, teamId))
    .orderBy(asc(invoiceLines.id));
  return rows.map(({ voided_at, ...r }) => ({ ...r, voided: voided_at !== null }));
}

/** The invoice line source of brokered freight (a platform booking of a distributor's shipment). */
export const FREIGHT_BOOKING = 'freight_booking';

/**
 * A team's live (not voided) invoice lines summed per period (UTC weeks from Monday, or months) and currency:
 * brokered freight, and every other platform charge as fees (docs/decisions/0752).
 */
export async function invoiceTotalsByPeriod(db: DbOrTx, params: { teamId: number; unit: 'week' | 'month' }) {
  const start = sql<string>`to_char(date_trunc(${sql.raw(params.unit === 'month' ? `'month'` : `'week'`)}, ${invoiceLines.created_at} at time zone 'UTC'), 'YYYY-MM-DD')`;
  return db
    .select({
      start,
      currency: invoiceLines.currency,
      freight: sql<number>`coalesce(sum(${invoiceLines.amount_cents}) filter (where ${invoiceLines.source_type} = ${FREIGHT_BOOKING}), 0)::int`,
      fees: sql<number>`coalesce(sum(${invoiceLines.amount_cents}) filter (where ${invoiceLines.source_type} <> ${FREIGHT_BOOKING}), 0)::int`,
    })
    .from(invoiceLines)
    .where(and(eq(invoiceLines.team_id, params.teamId), isNull(invoiceLines.voided_at)))
    .groupBy(start, invoiceLines.currency);
}
