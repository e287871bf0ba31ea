import { and, asc, count, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import {
  distributorLocations,
  distributorPrices,
  distributors,
  inventoryItems,
} from './distribution.tables.ts';

/**
 * What the orders module needs of distribution to route fulfilment requests (platform design section 3, step 5):
 * the distributors on the platform, their active locations with coordinates and stock of given SKUs, and the
 * prices they charge a merchant's account code.
 */

export interface PlatformDistributor {
  id: number;
  team_id: number;
  name: string;
  locations_count: number;
}

/** Every distributor on the platform with its number of active locations, by name. */
export async function listPlatformDistributors(db: DbOrTx): Promise<PlatformDistributor[]> {
  return db
    .select({
      id: distributors.id,
      team_id: distributors.team_id,
      name: distributors.name,
      locations_count: sql<number>`(select ${count()} from ${distributorLocations}
        where ${distributorLocations.distributor_id} = ${distributors.id} and ${distributorLocations.active})::int`,
    })
    .from(distributors)
    .orderBy(asc(distributors.name), asc(distributors.id));
}

export async function findPlatformDistributor(db: DbOrTx, id: number): Promise<PlatformDistributor | null> {
  const all = await db
    .select({ id: distributors.id, team_id: distributors.team_id, name: distributors.name })
    .from(distributors)
    .where(eq(distributors.id, id));
  return all[0] ? { ...all[0], locations_count: 0 } : null;
}

export interface RoutingLocation {
  id: number;
  distributor_id: number;
  team_id: number;
  name: string;
  code: string;
  address1: string;
  address2: string | null;
  city: string;
  state: string;
  postcode: string;
  country_code: string;
  latitude: number | null;
  longitude: number | null;
  contact_person: string | null;
  contact_phone: string | null;
  contact_email: string | null;
  active: boolean;
}

const locationColumns = {
  id: distributorLocations.id,
  distributor_id: distributorLocations.distributor_id,
  team_id: distributorLocations.team_id,
  name: distributorLocations.name,
  code: distributorLocations.code,
  address1: distributorLocations.address1,
  address2: distributorLocations.address2,
  city: distributorLocations.city,
  state: distributorLocations.state,
  postcode: distributorLocations.postcode,
  country_code: distributorLocations.country_code,
  latitude: distributorLocations.latitude,
  longitude: distributorLocations.longitude,
  contact_person: distributorLocations.contact_person,
  contact_phone: distributorLocations.contact_phone,
  contact_email: distributorLocations.contact_email,
  active: distributorLocations.active,
};

/** Locations by id, whatever their team (the caller already holds ids it may see). */
export async function routingLocationsByIds(db: DbOrTx, ids: number[]): Promise<RoutingLocation[]> {
  if (!ids.length) return [];
  return db.select(locationColumns).from(distributorLocations).where(inArray(distributorLocations.id, ids));
}

/** A stocked line: quantity of a SKU (and brand) at an active location. */
export interface LocationStock {
  location_id: number;
  sku: string;
  brand: string;
  quantity: number;
}

/**
 * The active locations of these distributors that hold any of these SKUs (quantity above 0), with that stock.
 * Brands are compared case-insensitively by the caller.
 */
export async function stockAtDistributorLocations(
  db: DbOrTx,
  params: { distributorIds: number[]; skus: string[] },
): Promise<{ locations: RoutingLocation[]; stock: LocationStock[] }> {
  if (!params.distributorIds.length || !params.skus.length) return { locations: [], stock: [] };
  // The distributors' teams first: stock is found through its (team_id, sku) index, not by reading every row of
  // every location.
  const teams = await db
    .select({ team_id: distributors.team_id })
    .from(distributors)
    .where(inArray(distributors.id, params.distributorIds));
  if (!teams.length) return { locations: [], stock: [] };
  const stock = await db
    .select({
      location_id: inventoryItems.distributor_location_id,
      sku: inventoryItems.sku,
      brand: inventoryItems.brand_name,
      quantity: inventoryItems.quantity,
    })
    .from(inventoryItems)
    .innerJoin(distributorLocations, eq(distributorLocations.id, inventoryItems.distributor_location_id))
    .where(
      and(
        inArray(
          inventoryItems.team_id,
          teams.map((t) => t.team_id),
        ),
        inArray(inventoryItems.sku, params.skus),
        inArray(distributorLocations.distributor_id, params.distributorIds),
        eq(distributorLocations.active, true),
        gt(inventoryItems.quantity, 0),
      ),
    );
  const ids = [...new Set(stock.map((s) => s.location_id))];
  return { locations: await routingLocationsByIds(db, ids), stock };
}

/**
 * The prices in effect on `on` (YYYY-MM-DD) that distributor teams charge these account codes for these SKUs:
 * the latest effective_from wins.
 */
export async function distributorPricesFor(
  db: DbOrTx,
  params: { accounts: { teamId: number; accountCode: string }[]; skus: string[]; on: string },
): Promise<{ team_id: number; account_code: string; sku: string; cost_cents: number }[]> {
  if (!params.accounts.length || !params.skus.length) return [];
  const rows = await db
    .select({
      team_id: distributorPrices.team_id,
      account_code: distributorPrices.account_code,
      sku: distributorPrices.sku,
      cost_cents: distributorPrices.cost_cents,
      effective_from: distributorPrices.effective_from,
    })
    .from(distributorPrices)
    .where(
      and(
        or(
          ...params.accounts.map((a) =>
            and(eq(distributorPrices.team_id, a.teamId), eq(distributorPrices.account_code, a.accountCode)),
          ),
        ),
        inArray(distributorPrices.sku, params.skus),
        or(isNull(distributorPrices.effective_from), lte(distributorPrices.effective_from, params.on)),
        or(isNull(distributorPrices.effective_to), sql`${distributorPrices.effective_to} >= ${params.on}`),
      ),
    )
    .orderBy(asc(distributorPrices.effective_from));
  const latest = new Map<string, (typeof rows)[number]>();
  for (const r of rows) latest.set(`${r.team_id}|${r.account_code}|${r.sku}`, r);
  return [...latest.values()].map(({ effective_from: _from, ...r }) => r);
}

/** The distributor team's locations (for the portal's location filter and change of location). */
export async function locationsOfDistributorTeam(db: DbOrTx, teamId: number): Promise<RoutingLocation[]> {
  return db
    .select(locationColumns)
    .from(distributorLocations)
    .where(eq(distributorLocations.team_id, teamId))
    .orderBy(asc(distributorLocations.id));
}

/** Stock of SKUs at these locations, zero quantities included, with when each level last changed (inventory sync). */
export async function stockLevelsAtLocations(
  db: DbOrTx,
  params: { locationIds: number[]; skus: string[] },
): Promise<{ location_id: number; sku: string; quantity: number; updated_at: Date }[]> {
  if (!params.locationIds.length || !params.skus.length) return [];
  return db
    .select({
      location_id: inventoryItems.distributor_location_id,
      sku: inventoryItems.sku,
      quantity: inventoryItems.quantity,
      updated_at: inventoryItems.updated_at,
    })
    .from(inventoryItems)
    .where(
      and(
        inArray(inventoryItems.distributor_location_id, params.locationIds),
        inArray(inventoryItems.sku, params.skus),
      ),
    );
}

/** Every active distributor location with its distributor's name (the admin sync's mapping choices). */
export async function allDistributorLocations(db: DbOrTx) {
  return db
    .select({
      id: distributorLocations.id,
      name: distributorLocations.name,
      code: distributorLocations.code,
      distributor_name: distributors.name,
    })
    .from(distributorLocations)
    .innerJoin(distributors, eq(distributors.id, distributorLocations.distributor_id))
    .where(eq(distributorLocations.active, true))
    .orderBy(asc(distributors.name), asc(distributorLocations.name));
}
