import { BOX_MESSAGES } from '@partsflow/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../../test/test-app.ts';
import { packingBoxes } from '../index.ts';
import { fieldMessages as messages, makeDistributor } from './fixtures.ts';

let t: TestApp;
let client: TestClient;
let other: TestClient;
let teamId: number;
let distributorId: number;

const BOX = {
  name: 'Small satchel box',
  label_size: '4x6',
  length: 30,
  width: 20,
  height: 10,
  weight_limit: 5,
  weight: 0.25,
  internal_buffer: 1,
};

async function create(box: Record<string, unknown>, c = client) {
  return c.post('/api/distributor/box', { box: { ...box, dimensions_unit: 'cm', weight_unit: 'kg' } });
}

beforeAll(async () => {
  t = await createTestApp();
  teamId = t.teams.distributors[0]!;
  await makeDistributor(t.ctx, teamId);
  await makeDistributor(t.ctx, t.teams.distributors[1]!);
  client = await t.signIn('distributor@demo.test');
  other = await t.signIn('distributor2@demo.test');
  distributorId = (await client.get('/api/distributor/distributor')).json().id;
});
afterAll(async () => t?.close());

describe('shipping boxes', () => {
  it('adds a box in cm and kg, answers it with the boxes list, and stores millimetres and grams', async () => {
    const res = await create({ ...BOX, distributor_id: distributorId });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.box).toMatchObject({
      ...BOX,
      distributor_id: distributorId,
      dimensions_unit: 'cm',
      weight_unit: 'kg',
    });
    expect(body.boxes.map((b: { id: number }) => b.id)).toContain(body.box.id);
    const packing = await packingBoxes(t.ctx.database.db, teamId);
    expect(packing.find((b) => b.id === String(body.box.id))).toMatchObject({
      outer: { length: 300, width: 200, height: 100 },
      emptyWeightG: 250,
      maxWeightG: 5000,
      bufferMm: 10,
      labelSize: '4x6',
    });
  });

  it('refuses a box below its label size minimums with the messages, and stores nothing', async () => {
    const before = (await client.get('/api/distributor/boxes')).json().boxes.length;
    const res = await create({ ...BOX, label_size: 'A4', length: 28, width: 21 });
    expect(res.statusCode).toBe(400);
    expect(messages(res)).toMatchObject({
      'box.length': BOX_MESSAGES.lengthMin('A4', 29),
      'box.width': BOX_MESSAGES.widthMin('A4', 22),
    });
    expect((await client.get('/api/distributor/boxes')).json().boxes.length).toBe(before);
  });

  it('requires a name, a height of at least 1 and weights of at least 0.001 kg', async () => {
    const res = await create({ ...BOX, name: ' ', height: 0.5, weight: 0, weight_limit: 0.0001 });
    expect(res.statusCode).toBe(400);
    expect(messages(res)).toMatchObject({
      'box.name': BOX_MESSAGES.nameRequired,
      'box.height': BOX_MESSAGES.heightMin,
      'box.weight': BOX_MESSAGES.weightMin,
      'box.weight_limit': BOX_MESSAGES.weightLimitMin,
    });
  });

  it('updates a box and removes it', async () => {
    const { box } = (await create({ ...BOX, name: 'To change' })).json();
    const patched = await client.patch(`/api/distributor/box/${box.id}`, {
      box: { ...BOX, name: 'Changed', label_size: 'A5', length: 22, width: 16 },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json().box).toMatchObject({ name: 'Changed', label_size: 'A5', length: 22, width: 16 });
    const removed = await client.delete(`/api/distributor/box/${box.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().boxes.map((b: { id: number }) => b.id)).not.toContain(box.id);
    expect((await client.delete(`/api/distributor/box/${box.id}`)).statusCode).toBe(404);
  });

  it("answers 404 for another team's box and for another distributor's id, changing nothing", async () => {
    const { box } = (await create({ ...BOX, name: 'Mine' })).json();
    expect((await other.patch(`/api/distributor/box/${box.id}`, { box: BOX })).statusCode).toBe(404);
    expect((await other.delete(`/api/distributor/box/${box.id}`)).statusCode).toBe(404);
    expect((await other.get('/api/distributor/boxes')).json().boxes).toEqual([]);
    expect((await create({ ...BOX, distributor_id: distributorId }, other)).statusCode).toBe(404);
    const mine = (await client.get('/api/distributor/boxes')).json().boxes;
    expect(mine.find((b: { id: number }) => b.id === box.id).name).toBe('Mine');
  });
});
