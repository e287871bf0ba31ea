/**
 * Warehouse Shipping tab benchmark (issue 15): a location with --open open deliveries (default 20,000: packed,
 * booked and pickup requested) plus --shipped shipped ones, and other locations of the team with as many, on a
 * fresh PostgreSQL database. Times `GET /api/distributor/l/{id}/shipments` (the first page of every group, through
 * buildApp + inject, signed in as the demo distributor) and the same with a `?query=` search, p50/p95 of --runs.
 * Drops its database at the end. Results go in bench/RESULTS-warehouse-shipping.md by hand.
 *
 *   npx tsx apps/server/bench/warehouse-shipping.ts [--runs 100] [--open 20000] [--shipped 20000]
 */
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { seedDistributors } from '../src/modules/distribution/index.ts';
import { createDelivery } from '../src/modules/shipping/index.ts';
import { openBulkConnection } from '../src/platform/db/bulk.ts';
import { createTestApp } from '../test/test-app.ts';
import { roundTrips } from './support/round-trips.ts';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '100' },
    open: { type: 'string', default: '20000' },
    shipped: { type: 'string', default: '20000' },
  },
});
const RUNS = Number(args.runs);
const OPEN = Number(args.open);
const SHIPPED = Number(args.shipped);

function stats(ms: number[]) {
  const s = [...ms].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)]!;
  return `p50 ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms, max ${s[s.length - 1]!.toFixed(1)} ms (${s.length} runs)`;
}

const cpu: number[] = [];
async function time<T>(fn: () => Promise<T>): Promise<[number, T]> {
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  const out = await fn();
  const wall = performance.now() - t0;
  const c = process.cpuUsage(c0);
  cpu.push((c.user + c.system) / 1000);
  return [wall, out];
}

const RECIPIENT = {
  company: null,
  name: 'Jordan Lee',
  email: 'jordan@example.test',
  phone: '0400 111 222',
  address1: '40 Queen Street',
  address2: null,
  city: 'Brisbane',
  subdivision_code: 'QLD',
  postal_code: '4000',
  country: 'AU',
};

const location = (code: string) => ({
  name: `Bench ${code}`,
  code,
  address1: '1 Bench Road',
  city: 'Wetherill Park',
  state: 'NSW',
  postcode: '2164',
  latitude: -33.85,
  longitude: 150.9,
  contactPerson: 'Bench',
  contactPhone: '02 0000 0000',
  contactEmail: 'bench@example.test',
  consignmentEmail: 'bench@example.test',
  pickupInstructions: '',
  active: true,
  acceptPoBoxAddresses: false,
  shippingSettings: {},
  pickupHours: [],
});

async function main() {
  const t = await createTestApp({ testDb: undefined });
  try {
    const raw = t.ctx.database.raw;
    if (raw.kind !== 'postgresql') throw new Error('the benchmark needs PostgreSQL on 127.0.0.1:5432');
    const teamId = t.teams.distributors[0]!;
    const conn = await openBulkConnection(t.ctx.database);
    const seeded = await conn.transaction((s) =>
      seedDistributors(
        s,
        [
          {
            teamId,
            name: 'Bench Distribution',
            stripeConnectOnboarded: false,
            locations: [location('BEN01'), location('BEN02')],
          },
        ],
        () => undefined,
      ),
    );
    conn.release();
    const [locationId, otherLocation] = seeded[0]!;
    const client = await t.signIn('distributor@demo.test');
    const scope = { teamId, staff: false };
    const parcel = {
      length_mm: 400,
      width_mm: 300,
      height_mm: 200,
      weight_g: 3000,
      items: [{ sku: 'BP-1', title: 'Brake pads', quantity: 2, unit_weight_g: 1400 }],
    };
    const template = await createDelivery(t.ctx.database.db, scope, {
      locationId: locationId!,
      recipient: RECIPIENT,
      reference3: 'SHOP-TEMPLATE',
      parcels: [parcel, parcel],
    });

    const t0 = performance.now();
    // Copies of the template: open ones spread over packed, booked and pickup requested (booked ones carry a
    // tracking number and a carrier), shipped ones, at this location and as many at another; two boxes each.
    const statuses = `(array['packed','booked','pickup_requested'])[1 + g % 3]`;
    const copy = async (loc: number, n: number, status: string, prefix: string) =>
      raw.pool.query(
        `with made as (
           insert into deliveries (team_id, location_id, identifier, status, label_status, sender, recipient,
             reference1, reference3, carrier_name, service_name, tracking_number, booked_at)
           select team_id, $1, $3 || g, s.st, case when s.st = 'packed' then 'not_created' else 'generated' end,
             sender, recipient, 'PO-' || g, 'SHOP-' || $3 || g,
             case when s.st = 'packed' then null else 'StarTrack' end,
             case when s.st = 'packed' then null else 'Road Express' end,
             case when s.st = 'packed' then null else 'ST' || $3 || g end,
             case when s.st = 'packed' then null else now() end
           from deliveries, generate_series(1, $2) g, lateral (select ${status === 'open' ? statuses : `'${status}'`} as st) s
           where id = $4
           returning id)
         insert into parcels (team_id, delivery_id, position, name, length_mm, width_mm, height_mm, weight_g)
         select p.team_id, made.id, p.position, p.name, p.length_mm, p.width_mm, p.height_mm, p.weight_g
         from made, parcels p where p.delivery_id = $4`,
        [loc, n, prefix, template],
      );
    await copy(locationId!, OPEN, 'open', 'A');
    await copy(locationId!, SHIPPED, 'shipped', 'S');
    await copy(otherLocation!, OPEN, 'open', 'O');
    await raw.pool.query('vacuum analyze deliveries');
    await raw.pool.query('vacuum analyze parcels');
    console.log(
      `(set-up: ${(OPEN * 2 + SHIPPED).toLocaleString('en')} deliveries with 2 parcels each in ${((performance.now() - t0) / 1000).toFixed(1)} s)`,
    );

    // One request's statements, and the plan of the grouped page statement (issue 15: indexes kept).
    const sent = await roundTrips('Shipping tab, first page (one request)', () =>
      client.get(`/api/distributor/l/${locationId}/shipments`),
    );
    const grouped = sent.find((q) => q.text.includes('union all'));
    if (grouped) {
      // EXPLAIN takes no bind parameters: the values are written in as literals.
      const inline = grouped.text.replace(/\$(\d+)/g, (_, n: string) => {
        const v = grouped.values[Number(n) - 1];
        return typeof v === 'number' ? String(v) : `'${String(v).replace(/'/g, "''")}'`;
      });
      const plan = await raw.pool.query(`explain (analyze, buffers, costs off) ${inline}`);
      console.log('Plan of the grouped page statement:');
      for (const r of plan.rows as { 'QUERY PLAN': string }[]) console.log(`  ${r['QUERY PLAN']}`);
    }

    const run = async (name: string, url: string) => {
      const ms: number[] = [];
      const server: number[] = [];
      cpu.length = 0;
      const loads: number[] = [];
      for (let i = 0; i < RUNS + 5; i++) {
        const [wall, res] = await time(() => client.get(url));
        if (res.statusCode !== 200) throw new Error(`${name}: ${res.statusCode} ${res.body}`);
        if (i >= 5) {
          ms.push(wall);
          server.push(Number(/app;dur=([\d.]+)/.exec(String(res.headers['server-timing']))?.[1]));
        }
        loads.push(loadavg()[0]!);
      }
      const body = (await client.get(url)).json() as {
        deliveries_count: number;
        groups: { shipments: unknown[] }[];
      };
      console.log(
        `${name}: ${stats(ms)}; server time (Server-Timing) ${stats(server)}; process CPU ${stats(cpu.slice(5))}; rows ${body.groups.map((g) => g.shipments.length).join('/')}, deliveries_count ${body.deliveries_count}; load ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)}`,
      );
    };
    await run('Shipping tab, first page of each group', `/api/distributor/l/${locationId}/shipments`);
    await run(
      'Shipping tab, search "shop-a1999"',
      `/api/distributor/l/${locationId}/shipments?query=shop-a1999`,
    );
  } finally {
    await t.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
