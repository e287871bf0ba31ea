import {
  dropSecondaryIndexes,
  insertRows,
  RowSet,
  writeRows,
  type RowCounter,
  type SqlSession,
} from '../../platform/db/bulk.ts';
import {
  distributorBoxes,
  distributorLocations,
  distributors,
  inventoryItems,
} from './distribution.tables.ts';

/** Demo data of the distribution module: distributors, their warehouses and stock, written in bulk. */

export interface LocationSeed {
  name: string;
  code: string;
  address1: string;
  city: string;
  state: string;
  postcode: string;
  latitude: number;
  longitude: number;
  contactPerson: string;
  contactPhone: string;
  contactEmail: string;
  consignmentEmail: string;
  pickupInstructions: string;
  active: boolean;
  acceptPoBoxAddresses: boolean;
  shippingSettings: object;
  pickupHours: object;
  /** Dropship handling rates: cents and a percentage. */
  handling?: { minCents: number; percentage: number; maxCents: number };
}

/** A shipping box in millimetres and grams. */
export interface BoxSeed {
  name: string;
  labelSize: '4x6' | 'A5' | 'A4';
  lengthMm: number;
  widthMm: number;
  heightMm: number;
  weightLimitG: number;
  weightG: number;
  internalBufferMm: number;
}

export interface DistributorSeed {
  teamId: number;
  name: string;
  stripeConnectOnboarded: boolean;
  locations: readonly LocationSeed[];
  boxes?: readonly BoxSeed[];
}

export interface InventorySeed {
  teamId: number;
  locationId: number;
  productId: number | null;
  sku: string;
  brandName: string;
  quantity: number;
  updatedAt: string;
}

/** Distributors with their locations; answers each distributor's location ids in the order given. */
export async function seedDistributors(
  s: SqlSession,
  list: readonly DistributorSeed[],
  count: RowCounter,
): Promise<number[][]> {
  const out: number[][] = [];
  for (const d of list) {
    const one = new RowSet(distributors, ['team_id', 'name', 'stripe_connect_onboarded']);
    one.push({ team_id: d.teamId, name: d.name, stripe_connect_onboarded: d.stripeConnectOnboarded });
    const [dist] = await insertRows<{ id: number }>(s, one, { returning: 'id' });
    count(one.table, 1);
    const locs = new RowSet(distributorLocations, [
      'team_id',
      'distributor_id',
      'name',
      'code',
      'address1',
      'city',
      'state',
      'postcode',
      'latitude',
      'longitude',
      'contact_person',
      'contact_phone',
      'contact_email',
      'consignment_email',
      'pickup_instructions',
      'active',
      'accept_po_box_addresses',
      'shipping_settings',
      'pickup_hours',
      'handling_min_cents',
      'handling_percentage',
      'handling_max_cents',
    ]);
    for (const l of d.locations) {
      locs.push({
        team_id: d.teamId,
        distributor_id: dist!.id,
        name: l.name,
        code: l.code,
        address1: l.address1,
        city: l.city,
        state: l.state,
        postcode: l.postcode,
        latitude: l.latitude,
        longitude: l.longitude,
        contact_person: l.contactPerson,
        contact_phone: l.contactPhone,
        contact_email: l.contactEmail,
        consignment_email: l.consignmentEmail,
        pickup_instructions: l.pickupInstructions,
        active: l.active,
        accept_po_box_addresses: l.acceptPoBoxAddresses,
        shipping_settings: JSON.stringify(l.shippingSettings),
        pickup_hours: JSON.stringify(l.pickupHours),
        handling_min_cents: l.handling?.minCents ?? null,
        handling_percentage: l.handling?.percentage ?? null,
        handling_max_cents: l.handling?.maxCents ?? null,
      });
    }
    const inserted = await insertRows<{ id: number; code: string }>(s, locs, { returning: 'id, code' });
    count(locs.table, locs.size);
    out.push(d.locations.map((l) => inserted.find((r) => r.code === l.code)!.id));
    if (d.boxes?.length) {
      const boxes = new RowSet(distributorBoxes, [
        'team_id',
        'distributor_id',
        'name',
        'label_size',
        'length_mm',
        'width_mm',
        'height_mm',
        'weight_limit_g',
        'weight_g',
        'internal_buffer_mm',
      ]);
      for (const b of d.boxes)
        boxes.push({
          team_id: d.teamId,
          distributor_id: dist!.id,
          name: b.name,
          label_size: b.labelSize,
          length_mm: b.lengthMm,
          width_mm: b.widthMm,
          height_mm: b.heightMm,
          weight_limit_g: b.weightLimitG,
          weight_g: b.weightG,
          internal_buffer_mm: b.internalBufferMm,
        });
      await insertRows(s, boxes);
      count(boxes.table, boxes.size);
    }
  }
  return out;
}

/** Stock rows; rows for a SKU a location already holds are skipped when `skipExisting`. */
export async function writeInventory(
  s: SqlSession,
  list: readonly InventorySeed[],
  count: RowCounter,
  opts: { skipExisting?: boolean } = {},
): Promise<void> {
  const rows = new RowSet(inventoryItems, [
    'team_id',
    'distributor_location_id',
    'product_id',
    'sku',
    'brand_name',
    'quantity',
    'updated_at',
  ]);
  for (const r of list) {
    rows.push({
      team_id: r.teamId,
      distributor_location_id: r.locationId,
      product_id: r.productId,
      sku: r.sku,
      brand_name: r.brandName,
      quantity: r.quantity,
      updated_at: r.updatedAt,
    });
  }
  await writeRows(s, rows, count, opts.skipExisting ? { onConflict: 'DO NOTHING' } : {});
}

/** For a very large load: drops the stock table's secondary indexes and answers how to build them again. */
export function deferDistributionIndexes(s: SqlSession) {
  return dropSecondaryIndexes(s, [inventoryItems]);
}
