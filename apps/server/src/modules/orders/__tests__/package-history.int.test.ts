import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../../test/test-app.ts';
import { rows, warehouseWorld, type World } from './fixtures.ts';

// Issue 15: a distributor's package changes (the package routes and Resolve's update_from_package) write history
// through the platform audit trail (decision 0780), shown by `GET /products/{id}/package_history` (decision 0690).

let t: TestApp;
let distA: TestClient;
let distB: TestClient;
let w: World;
let accepted: Awaited<ReturnType<typeof warehouseWorld>>['accepted'];

const WF = '/api/distributor/fulfillments';
const W = '/api/distributor';

interface AuditEntry {
  id: number;
  team_id: number;
  subject_type: string;
  subject_id: number;
  auditable_type: string;
  auditable_id: number;
  action: string;
  user_name: string | null;
  changes: Record<string, [unknown, unknown]>;
}

const historyOf = (subjectType: string, subjectId: number) =>
  rows<AuditEntry>(
    t,
    sql`select id, team_id, subject_type, subject_id, auditable_type, auditable_id, action, user_name, changes
        from audits where subject_type = ${subjectType} and subject_id = ${subjectId} order by id`,
  );

beforeAll(async () => {
  t = await createTestApp();
  ({ distA, distB, w, accepted } = await warehouseWorld(t));
});
afterAll(async () => {
  await t?.close();
});

describe('history of distributor package changes', () => {
  it('records create, update and remove of its own packages for its own team; refusals record nothing', async () => {
    const id = await accepted([{ sku: w.skus.filter, quantity: 1 }]);
    const unit = (await distA.get(`${WF}/${id}`)).json().fulfillment.units[0] as {
      id: number;
      product: { id: number };
    };
    const productId = unit.product.id;
    const teamA = w.distributors[0]!.teamId;

    // Bad input and another distributor's attempts leave no history.
    const bad = await distA.post(`${W}/packages`, { product_id: productId, length: 0, width: 1, height: 1 });
    expect(bad.statusCode).toBe(400);
    expect(await historyOf('DistributorProductPackages', productId)).toEqual([]);

    const created = await distA.post(`${W}/packages`, {
      product_id: productId,
      length: 12,
      width: 10,
      height: 8,
      weight: 0.4,
    });
    expect(created.statusCode, created.body).toBe(201);
    const pkgId = created.json().package.id as number;
    let history = await historyOf('DistributorProductPackages', productId);
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({
      team_id: teamA,
      auditable_type: 'Package',
      auditable_id: pkgId,
      action: 'create',
    });
    expect(history[0]!.user_name).toBeTruthy();
    expect(history[0]!.changes).toMatchObject({
      length: [null, 12],
      width: [null, 10],
      height: [null, 8],
      weight: [null, 0.4],
      dimensions_unit: [null, 'cm'],
    });

    expect((await distB.patch(`${W}/packages/${pkgId}`, { weight: 9 })).statusCode).toBe(404);
    expect((await distB.delete(`${W}/packages/${pkgId}`)).statusCode).toBe(404);
    expect(await historyOf('DistributorProductPackages', productId)).toHaveLength(1);

    const patched = await distA.patch(`${W}/packages/${pkgId}`, { weight: 0.75 });
    expect(patched.statusCode, patched.body).toBe(200);
    history = await historyOf('DistributorProductPackages', productId);
    expect(history).toHaveLength(2);
    expect(history[1]).toMatchObject({ team_id: teamA, action: 'update', auditable_id: pkgId });
    // Only what changed.
    expect(history[1]!.changes).toEqual({ weight: [0.4, 0.75] });

    // The same values again: no entry.
    expect((await distA.patch(`${W}/packages/${pkgId}`, { weight: 0.75 })).statusCode).toBe(200);
    expect(await historyOf('DistributorProductPackages', productId)).toHaveLength(2);

    // Resolve applies it to the unit: the fulfilment's history says what the unit took.
    const applied = await distA.post(`${WF}/${id}/units/${unit.id}/update_from_package/${pkgId}`);
    expect(applied.statusCode, applied.body).toBe(200);
    const unitHistory = await historyOf('Fulfillment', id);
    expect(unitHistory).toHaveLength(1);
    expect(unitHistory[0]).toMatchObject({
      team_id: teamA,
      auditable_type: 'FulfillmentUnit',
      auditable_id: unit.id,
      action: 'update',
    });
    expect(unitHistory[0]!.changes).toMatchObject({
      package_id: [null, pkgId],
      length_mm: [null, 120],
      width_mm: [null, 100],
      height_mm: [null, 80],
      weight_g: [null, 750],
    });
    expect(unitHistory[0]!.changes.message_codes![0]).toEqual(
      expect.arrayContaining(['missing_dimensions', 'missing_weight']),
    );
    // Applying it again changes nothing and records nothing; another distributor's attempt neither.
    expect((await distA.post(`${WF}/${id}/units/${unit.id}/update_from_package/${pkgId}`)).statusCode).toBe(
      200,
    );
    expect((await distB.post(`${WF}/${id}/units/${unit.id}/update_from_package/${pkgId}`)).statusCode).toBe(
      404,
    );
    expect(await historyOf('Fulfillment', id)).toHaveLength(1);

    const removed = await distA.delete(`${W}/packages/${pkgId}`);
    expect(removed.statusCode, removed.body).toBe(200);
    history = await historyOf('DistributorProductPackages', productId);
    expect(history).toHaveLength(3);
    expect(history[2]).toMatchObject({ team_id: teamA, action: 'destroy', auditable_id: pkgId });
    expect(history[2]!.changes).toMatchObject({ length: [12, null], weight: [0.75, null] });
    // Removed twice: 404, one entry.
    expect((await distA.delete(`${W}/packages/${pkgId}`)).statusCode).toBe(404);
    expect(await historyOf('DistributorProductPackages', productId)).toHaveLength(3);

    // None of it is in the brand's product history.
    expect(await historyOf('Product', productId)).toEqual([]);

    // The distributor reads it, newest first, labelled as the catalogue's history is.
    const shown = await distA.get(`${W}/products/${productId}/package_history`);
    expect(shown.statusCode, shown.body).toBe(200);
    const audits = shown.json().audits as {
      action: string;
      auditable_type: string;
      user: string;
      changes: { change: string; details: { old: unknown; new: unknown } }[];
    }[];
    expect(audits.map((a) => a.action)).toEqual(['destroy', 'update', 'create']);
    expect(audits[1]).toMatchObject({
      auditable_type: 'Package',
      changes: [{ change: 'Package weight', details: { old: 0.4, new: 0.75 } }],
    });
    expect(audits[2]!.user).toBeTruthy();
    // Distributor B stocks the same product: it reads its own (empty) history, never A's.
    const theirs = await distB.get(`${W}/products/${productId}/package_history`);
    expect(theirs.statusCode, theirs.body).toBe(200);
    expect(theirs.json().audits).toEqual([]);
  });

  it('answers 404 for a product the distributor neither stocks nor changed, and for no product', async () => {
    // B stocks no rotors: the rotor is no product of B's.
    const [rotor] = await rows<{ id: number }>(t, sql`select id from products where sku = ${w.skus.rotor}`);
    expect((await distA.get(`${W}/products/${rotor!.id}/package_history`)).statusCode).toBe(200);
    const other = await distB.get(`${W}/products/${rotor!.id}/package_history`);
    expect(other.statusCode).toBe(404);
    expect(other.json().error.message).toBe('Product not found');
    expect((await distA.get(`${W}/products/999999999/package_history`)).statusCode).toBe(404);
  });
});
