import { and, eq, sql } from 'drizzle-orm';
import type { Scope } from '../../../platform/auth/access.ts';
import { inScope } from '../../../platform/auth/actor.ts';
import type { DbOrTx } from '../../../platform/db/client.ts';
import type { PartyJson } from '../party.ts';
import type { QuoteRow } from '../deliveries/deliveries.repository.ts';
import { carrierAccounts, deliveries, deliveryQuotes, parcelItems, parcels } from '../shipping.tables.ts';

type ScopeLike = Pick<Scope, 'teamId' | 'staff'>;

/** What a quote needs of a parcel. */
export interface QuotableParcel {
  name: string;
  length_mm: number | null;
  width_mm: number | null;
  height_mm: number | null;
  weight_g: number | null;
}

/** What a quote reads of a delivery: one statement (issue 12's round trips). */
export interface QuotableDelivery {
  id: number;
  team_id: number;
  location_id: number;
  status: (typeof deliveries.$inferSelect)['status'];
  recipient: PartyJson;
  /** In position order. */
  parcels: QuotableParcel[];
  /** Some item of some parcel is dangerous goods (from the catalogue's hazards). */
  dangerous_goods: boolean;
  /** Carriers the delivery's team holds its own (BYO) account with. */
  own_account_carrier_ids: number[];
}

/**
 * The delivery (in scope), its parcels' measures, whether any item is dangerous goods and the team's own carrier
 * accounts, in one round trip; null when it is not there or another team's.
 */
export async function findQuotableDelivery(
  db: DbOrTx,
  scope: ScopeLike,
  id: number,
): Promise<QuotableDelivery | null> {
  const res = (await db.execute(sql`
    select ${deliveries.id} as id, ${deliveries.team_id} as team_id, ${deliveries.location_id} as location_id,
      ${deliveries.status} as status, ${deliveries.recipient} as recipient,
      coalesce((
        select json_agg(json_build_object(
          'name', p.name, 'length_mm', p.length_mm, 'width_mm', p.width_mm,
          'height_mm', p.height_mm, 'weight_g', p.weight_g) order by p.position, p.id)
        from ${parcels} p where p.delivery_id = ${deliveries.id}
      ), '[]'::json) as parcels,
      exists (
        select 1 from ${parcelItems} i join ${parcels} p on p.id = i.parcel_id
        where p.delivery_id = ${deliveries.id} and i.dangerous_goods is not null
      ) as dangerous_goods,
      coalesce((
        select array_agg(a.carrier_id order by a.carrier_id) from ${carrierAccounts} a
        where a.team_id = ${deliveries.team_id}
      ), '{}'::int[]) as own_account_carrier_ids
    from ${deliveries}
    where ${and(eq(deliveries.id, id), inScope(deliveries.team_id, scope))}
  `)) as unknown as { rows: QuotableDelivery[] };
  const row = res.rows[0];
  if (!row) return null;
  return {
    ...row,
    // PGlite and node-postgres both parse json and int[]; a driver that hands text back is parsed here.
    parcels: typeof row.parcels === 'string' ? (JSON.parse(row.parcels) as QuotableParcel[]) : row.parcels,
    own_account_carrier_ids: row.own_account_carrier_ids.map(Number),
  };
}

export type NewQuote = Omit<
  typeof deliveryQuotes.$inferInsert,
  'id' | 'created_at' | 'team_id' | 'delivery_id'
>;

/**
 * One statement, so one round trip and atomic without a transaction: moves the delivery (only if it is still
 * quotable) to quoted — or back from quoted to packed when nothing is offered —, deletes its stale quotes and
 * inserts the new ones, returning them in the order given. `moved` is false when the delivery was not quotable any
 * more (nothing changed then).
 */
export async function replaceQuotes(
  db: DbOrTx,
  params: { deliveryId: number; quotable: readonly string[]; quotes: NewQuote[] },
): Promise<{ moved: boolean; quotes: QuoteRow[] }> {
  const { deliveryId, quotes } = params;
  const offered = quotes.length > 0;
  const statuses = sql.join(
    params.quotable.map((s) => sql`${s}`),
    sql`, `,
  );
  const res = (await db.execute(sql`
    with moved as (
      update ${deliveries}
      set status = case when ${offered} then 'quoted' when status = 'quoted' then 'packed' else status end,
        error_message = null, updated_at = now()
      where id = ${deliveryId} and status in (${statuses})
      returning id, team_id
    ), stale as (
      delete from ${deliveryQuotes} q using moved where q.delivery_id = moved.id
    ), fresh as (
      insert into ${deliveryQuotes} (team_id, delivery_id, carrier_id, carrier_service_id, carrier_name,
        service_name, private, selected, sales_gross_total_cents, chargeable_weight_g, transit_days, pickup_dates)
      select moved.team_id, moved.id, r.carrier_id, r.carrier_service_id, r.carrier_name, r.service_name,
        r.private, r.selected, r.sales_gross_total_cents, r.chargeable_weight_g, r.transit_days, r.pickup_dates
      from moved, jsonb_to_recordset(${JSON.stringify(quotes.map((q, n) => ({ ...q, n })))}::jsonb) as r(n int,
        carrier_id int, carrier_service_id int, carrier_name text, service_name text, private boolean,
        selected boolean, sales_gross_total_cents int, chargeable_weight_g int, transit_days int, pickup_dates jsonb)
      order by r.n
      returning *
    )
    select (select count(*) from moved)::int as moved, coalesce(
      (select json_agg(fresh order by fresh.id) from fresh), '[]'::json) as quotes
  `)) as unknown as { rows: { moved: number; quotes: unknown }[] };
  const row = res.rows[0]!;
  const raw = (typeof row.quotes === 'string' ? JSON.parse(row.quotes) : row.quotes) as (Omit<
    QuoteRow,
    'created_at'
  > & { created_at: string })[];
  return {
    moved: Number(row.moved) > 0,
    quotes: raw.map((q) => ({ ...q, created_at: new Date(q.created_at) })),
  };
}
