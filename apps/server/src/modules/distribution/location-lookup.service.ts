import { filterPolicySchema, type FilterPolicy } from '@partsflow/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Scope } from '../../platform/auth/access.ts';
import { inScope } from '../../platform/auth/actor.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { distributorLocations } from './distribution.tables.ts';

/** What shipping needs of a location: its address and contact, open pickup days and carrier filter policy. */
export interface ShippingLocation {
  id: number;
  team_id: number;
  name: string;
  code: string;
  address1: string;
  address2: string | null;
  city: string;
  state: string;
  postcode: string;
  country_code: string;
  contact_person: string | null;
  contact_phone: string | null;
  contact_email: string | null;
  /** Where label requests and consignment paperwork are emailed. */
  consignment_email: string | null;
  pickup_instructions: string | null;
  /** ISO weekdays (1 = Monday) the location is open for pickups. */
  open_days: number[];
  filter_policy: FilterPolicy;
}

const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

function openDays(hours: unknown): number[] {
  if (!Array.isArray(hours) || hours.length === 0) return [1, 2, 3, 4, 5];
  const out: number[] = [];
  for (const h of hours as { day?: string; closed?: boolean }[]) {
    const i = WEEKDAYS.indexOf(String(h.day ?? '').toLowerCase());
    if (i >= 0 && !h.closed) out.push(i + 1);
  }
  return out.sort();
}

function toShippingLocation(row: typeof distributorLocations.$inferSelect): ShippingLocation {
  const settings = (row.shipping_settings ?? {}) as { freight_exchange?: { filter_policy?: unknown } };
  const parsed = filterPolicySchema.safeParse(settings.freight_exchange?.filter_policy ?? {});
  return {
    id: row.id,
    team_id: row.team_id,
    name: row.name,
    code: row.code,
    address1: row.address1,
    address2: row.address2,
    city: row.city,
    state: row.state,
    postcode: row.postcode,
    country_code: row.country_code,
    contact_person: row.contact_person,
    contact_phone: row.contact_phone,
    contact_email: row.contact_email,
    consignment_email: row.consignment_email,
    pickup_instructions: row.pickup_instructions,
    open_days: openDays(row.pickup_hours),
    filter_policy: parsed.success ? parsed.data : { base: 'allow', carriers: {}, services: {} },
  };
}

/** One location of the caller's team (staff: any), or null: another team's location is not found. */
export async function findShippingLocation(
  db: DbOrTx,
  params: { scope: Pick<Scope, 'teamId' | 'staff'>; locationId: number },
): Promise<ShippingLocation | null> {
  const [row] = await db
    .select()
    .from(distributorLocations)
    .where(
      and(
        eq(distributorLocations.id, params.locationId),
        inScope(distributorLocations.team_id, params.scope),
      ),
    );
  return row ? toShippingLocation(row) : null;
}

/** Several locations by id, whatever their team (for background jobs that already hold the ids). */
export async function findShippingLocationsByIds(db: DbOrTx, ids: number[]): Promise<ShippingLocation[]> {
  if (!ids.length) return [];
  const rows = await db.select().from(distributorLocations).where(inArray(distributorLocations.id, ids));
  return rows.map(toShippingLocation);
}
