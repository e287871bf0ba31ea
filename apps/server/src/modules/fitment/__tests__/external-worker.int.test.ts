import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../../test/test-app.ts';
import { makeVehicleCatalogue } from './fixtures.ts';

// The reindex as the worker runs it: Update Vehicle queues the job; the job applies the override and clears
// Needs Reindexing (the single-job rule is proven in external.int.test.ts, where workers are off).
let t: TestApp;
let staff: TestClient;
let v: Awaited<ReturnType<typeof makeVehicleCatalogue>>;
const A = '/api/admin/external_vehicles';

beforeAll(async () => {
  t = await createTestApp({ workers: true });
  v = await makeVehicleCatalogue(t.ctx.database.db);
  staff = await t.signIn('staff@demo.test');
});
afterAll(async () => t?.close());

it('runs the reindex job on the queue', async () => {
  await staff.post(`${A}/import.json`, { source: 'TecDoc' });
  const view = `/api/admin/vehicles/${v.ids[0]}/external_links.json`;
  const link = (await staff.get(view))
    .json()
    .links.find(
      (l: { external_vehicle: { external_id: string } }) => l.external_vehicle.external_id === '11001',
    );
  await staff.post(`${A}/external_link.json`, { external_vehicle_link_id: link.id });
  await staff.post(`${A}/external_override.json`, {
    external_vehicle_link_id: link.id,
    attribute_name: 'variant',
    use_attribute: true,
  });
  expect((await staff.get(view)).json().needs_reindex).toBe(true);
  expect((await staff.post(`${A}/reindex.json`, {})).statusCode).toBe(200);
  await vi.waitFor(async () => expect((await staff.get(view)).json().needs_reindex).toBe(false), {
    timeout: 30_000,
    interval: 250,
  });
  expect((await staff.get(view)).json().vehicle).toMatchObject({
    variant: '2.8 D-4D 4WD (GUN126_)',
    tecdoc_id: 11001,
  });
});

it('rescores a new vehicle on the queue: its candidates appear without a request', async () => {
  const res = await staff.post('/api/admin/vehicles', {
    vehicle: {
      vehicle_make_id: v.makes.toyota,
      vehicle_model_id: v.models.hilux,
      vehicle_body_id: v.lookups.ute,
      series: 'GUN126R',
      month_from: '7',
      year_from: '2015',
      month_to: '',
      year_to: '',
      cylinders: '4',
      engine_capacity: '2.8',
      vehicle_transmission_id: v.lookups.auto,
      vehicle_drive_type_id: v.lookups.fourWd,
      vehicle_fuel_type_id: v.lookups.diesel,
      market: 'AU',
      variant: 'SR',
      engine: '1GD-FTV',
      kw_power: '130',
      tecdoc_id: '',
      autoinfo_id: '',
    },
  });
  expect(res.statusCode).toBe(201);
  const view = `/api/admin/vehicles/${res.json().vehicle.id}/external_links.json`;
  await vi.waitFor(
    async () => {
      const links = (await staff.get(view)).json().links as { external_vehicle: { external_id: string } }[];
      expect(links[0]?.external_vehicle.external_id).toBe('11001');
    },
    { timeout: 30_000, interval: 250 },
  );
});
