import type { Restorable } from '../../platform/audit/index.ts';
import type { DbOrTx, Tx } from '../../platform/db/client.ts';
import * as repo from './fitment.repository.ts';

/**
 * A vehicle application as a product's history records it (decision 0272): its own fields, its vehicles (ids,
 * sorted) and its attributes (title id and value, in id order), so a whole application can be removed and made
 * again by a revert.
 */
export const APPLICATION_AUDIT_FIELDS = [
  'fitment_notes',
  'year_from',
  'month_from',
  'year_to',
  'month_to',
  'vehicle_ids',
  'attributes',
] as const;

type Row = Record<string, unknown>;
type AttributeValue = { vehicle_attribute_title_id: number; value: string };

/** Snapshots of applications (with `id`), in the order given. */
export async function applicationSnapshots(db: DbOrTx, rows: repo.ApplicationRow[]): Promise<Row[]> {
  const ids = rows.map((r) => r.id);
  const [links, attrs] = await Promise.all([
    repo.vehicleLinksOfApplications(db, { applicationIds: ids }),
    repo.attributesOfApplications(db, { applicationIds: ids }),
  ]);
  return rows.map((r) => ({
    id: r.id,
    fitment_notes: r.fitment_notes,
    year_from: r.year_from,
    month_from: r.month_from,
    year_to: r.year_to,
    month_to: r.month_to,
    vehicle_ids: links
      .filter((l) => l.vehicle_application_id === r.id)
      .map((l) => l.vehicle_id)
      .sort((a, b) => a - b),
    attributes: attrs
      .filter((a) => a.vehicle_application_id === r.id)
      .sort((a, b) => a.id - b.id)
      .map((a) => ({ vehicle_attribute_title_id: a.vehicle_attribute_title_id, value: a.value })),
  }));
}

async function snapshotOf(tx: DbOrTx, productId: number, id: number): Promise<Row | null> {
  const row = await repo.findApplication(tx, { id });
  if (!row || row.product_id !== productId) return null;
  return (await applicationSnapshots(tx, [row]))[0]!;
}

async function writeParts(tx: Tx, id: number, values: Row) {
  if ('vehicle_ids' in values) {
    await repo.setApplicationVehicles(tx, {
      applicationId: id,
      vehicleIds: (values.vehicle_ids as number[]) ?? [],
    });
  }
  if ('attributes' in values) {
    await repo.deleteAttributesOfApplication(tx, { applicationId: id });
    await repo.insertAttributes(
      tx,
      ((values.attributes as AttributeValue[] | null) ?? []).map((a) => ({
        vehicle_application_id: id,
        vehicle_attribute_title_id: a.vehicle_attribute_title_id,
        attribute_value: a.value,
      })),
    );
  }
}

const OWN_FIELDS = ['fitment_notes', 'year_from', 'month_from', 'year_to', 'month_to'] as const;
const own = (values: Row) =>
  Object.fromEntries(OWN_FIELDS.filter((f) => f in values).map((f) => [f, values[f] ?? null]));

/**
 * How history restores a product's vehicle application (the catalogue registers it under `VehicleApplication`
 * and adds the event that recounts the product's vehicles).
 */
export const vehicleApplicationHistory: Restorable = {
  fields: APPLICATION_AUDIT_FIELDS,
  find: (tx, productId, id) => snapshotOf(tx, productId, id),
  async update(tx, productId, id, values) {
    if (!(await snapshotOf(tx, productId, id))) return null;
    const fields = own(values);
    if (Object.keys(fields).length) await repo.updateApplication(tx, { id, values: fields });
    await writeParts(tx, id, values);
    return snapshotOf(tx, productId, id);
  },
  async remove(tx, productId, id) {
    const before = await snapshotOf(tx, productId, id);
    if (!before) return null;
    await repo.deleteApplications(tx, { ids: [id] });
    return before;
  },
  async conflict(tx, _productId, values) {
    const ids = (values.vehicle_ids as number[] | null) ?? [];
    const found = await repo.vehiclesByIds(tx, { ids });
    return found.length === new Set(ids).size ? null : 'A vehicle of this application no longer exists';
  },
  async insert(tx, productId, values) {
    const row = await repo.insertApplication(tx, { product_id: productId, ...own(values) });
    await writeParts(tx, row.id, values);
    return (await snapshotOf(tx, productId, row.id))!;
  },
};
