import type { Area } from '@partsflow/contracts';
import { sql } from 'drizzle-orm';
import { createUser, getApiKeys, setMembership } from '../../src/modules/accounts/index.ts';
import { createDelivery } from '../../src/modules/shipping/index.ts';
import { hashPassword } from '../../src/platform/auth/tokens.ts';
import { DEMO_PASSWORD } from '../../src/demo/index.ts';
import { bearerClient, type TestApp, type TestClient } from '../test-app.ts';
import { rows } from './world.ts';

/** Who calls: every principal of issue 8, relative to the team that owns the records of an area. */
export const PRINCIPALS = [
  'anonymous',
  'viewer',
  'editor',
  'admin',
  'billing',
  'other_team_same_kind',
  'other_kind',
  'staff',
  'secret_key',
  'publishable_key',
  'other_team_secret_key',
] as const;
export type Principal = (typeof PRINCIPALS)[number];

export type Kind = 'catalogue' | 'marketplace' | 'distributor';

export interface Cast {
  ownerTeamId: number;
  clients: Record<Principal, TestClient>;
}

/** The owning team of each kind, the other team of that kind, and the admin sign-ins of the demo data. */
function teamsOf(t: TestApp, kind: Kind) {
  switch (kind) {
    case 'catalogue':
      return {
        owner: t.teams.brands[0]!,
        other: t.teams.brands[1]!,
        admin: 'brand@demo.test',
        otherAdmin: 'brand2@demo.test',
        otherKind: 'merchant@demo.test',
      };
    case 'marketplace':
      return {
        owner: t.teams.merchants[0]!,
        other: t.teams.merchants[1]!,
        admin: 'merchant@demo.test',
        otherAdmin: 'merchant2@demo.test',
        otherKind: 'distributor@demo.test',
      };
    case 'distributor':
      return {
        owner: t.teams.distributors[0]!,
        other: t.teams.distributors[1]!,
        admin: 'distributor@demo.test',
        otherAdmin: 'distributor2@demo.test',
        otherKind: 'brand2@demo.test',
      };
  }
}

const ROLE_ONLY = {
  viewer: { admin: false, editor: false, billing: false, viewer: true },
  editor: { admin: false, editor: true, billing: false, viewer: false },
  billing: { admin: false, editor: false, billing: true, viewer: false },
} as const;

/** Adds one member per single role to each owning team (the demo has only admins and one viewer). */
export async function addRoleMembers(t: TestApp): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const kind of ['catalogue', 'marketplace', 'distributor'] as const) {
    // A member the matrix may remove (DELETE /api/account/members/{id}) without touching a principal.
    const spare = await createUser(t.ctx.database.db, {
      email: `spare-${kind}@harness.test`,
      name: `spare ${kind}`,
      passwordHash,
    });
    await setMembership(t.ctx.database.db, {
      teamId: teamsOf(t, kind).owner,
      userId: spare.id,
      ...ROLE_ONLY.viewer,
    });
    for (const role of ['viewer', 'editor', 'billing'] as const) {
      const user = await createUser(t.ctx.database.db, {
        email: `${role}-${kind}@harness.test`,
        name: `${role} ${kind}`,
        passwordHash,
      });
      await setMembership(t.ctx.database.db, {
        teamId: teamsOf(t, kind).owner,
        userId: user.id,
        ...ROLE_ONLY[role],
      });
    }
  }
}

export async function castFor(t: TestApp, kind: Kind): Promise<Cast> {
  const teams = teamsOf(t, kind);
  const keys = await getApiKeys(t.ctx.database.db, teams.owner);
  const otherKeys = await getApiKeys(t.ctx.database.db, teams.other);
  const [staff, viewer, editor, billing, admin, other, otherKind] = await Promise.all([
    t.signIn('staff@demo.test'),
    t.signIn(`viewer-${kind}@harness.test`),
    t.signIn(`editor-${kind}@harness.test`),
    t.signIn(`billing-${kind}@harness.test`),
    t.signIn(teams.admin),
    t.signIn(teams.otherAdmin),
    t.signIn(teams.otherKind),
  ]);
  // brand@demo.test belongs to two teams; make sure each session acts for the team meant.
  for (const [client, teamId] of [
    [admin, teams.owner],
    [other, teams.other],
  ] as const) {
    const res = await client.put('/api/session/team', { team_id: teamId });
    if (res.statusCode !== 200) throw new Error(`team switch failed: ${res.body}`);
  }
  return {
    ownerTeamId: teams.owner,
    clients: {
      anonymous: t.anonymous,
      viewer,
      editor,
      admin,
      billing,
      other_team_same_kind: other,
      other_kind: otherKind,
      staff,
      secret_key: bearerClient(t.app, keys.secret_key),
      publishable_key: bearerClient(t.app, keys.publishable_key),
      other_team_secret_key: bearerClient(t.app, otherKeys.secret_key),
    },
  };
}

export function kindOfArea(area: Area | null): Kind {
  return area ?? 'catalogue';
}

/** One value of a record of the team for a path parameter, by the path segment before it and its name. */
type Finder = (t: TestApp, teamId: number) => Promise<string | number>;

const first = async (t: TestApp, query: ReturnType<typeof sql>): Promise<string | number> => {
  const [row] = await rows<{ v: string | number }>(t, query);
  if (row === undefined) throw new Error(`no demo record for ${JSON.stringify(query)}`);
  return row.v;
};
const locationId: Finder = (t, team) =>
  first(t, sql`select id as v from distributor_locations where team_id = ${team} order by id limit 1`);
/** The demo has no deliveries yet: the team's first, made on demand through the shipping module. */
const deliveryId: Finder = async (t, team) => {
  const [row] = await rows<{ v: number }>(
    t,
    sql`select id as v from deliveries where team_id = ${team} order by id limit 1`,
  );
  if (row) return row.v;
  return createDelivery(
    t.ctx.database.db,
    { teamId: team, staff: false },
    {
      locationId: Number(await locationId(t, team)),
      recipient: {
        company: null,
        name: 'Harness Receiver',
        email: null,
        phone: null,
        address1: '1 Test Street',
        address2: null,
        city: 'Fitzroy',
        subdivision_code: 'VIC',
        postal_code: '3065',
        country: 'AU',
      },
      parcels: [
        {
          length_mm: 300,
          width_mm: 200,
          height_mm: 100,
          weight_g: 1500,
          items: [{ sku: 'HARNESS-1', title: 'Harness part', quantity: 1, unit_weight_g: 1200 }],
        },
      ],
    },
  );
};
/** A delivery of the team in the label request flow: its first delivery, put there (label error) on demand. */
const labelRequestId: Finder = async (t, team) => {
  const [row] = await rows<{ v: number }>(
    t,
    sql`select id as v from deliveries where team_id = ${team}
          and label_status in ('error', 'label_requested', 'manual') order by id limit 1`,
  );
  if (row) return row.v;
  const id = Number(await deliveryId(t, team));
  await t.ctx.database.db.execute(sql`update deliveries set label_status = 'error' where id = ${id}`);
  return id;
};
/** The team's first shipment (a delivery of an accepted fulfilment; the demo makes them), else any delivery. */
const shipmentId: Finder = async (t, team) => {
  const [row] = await rows<{ v: number }>(
    t,
    sql`select id as v from deliveries where team_id = ${team} and fulfillment_id is not null order by id limit 1`,
  );
  return row ? row.v : deliveryId(t, team);
};
const productId: Finder = (t, team) =>
  first(t, sql`select id as v from products where team_id = ${team} order by id limit 1`);
const secondProductId: Finder = (t, team) =>
  first(t, sql`select id as v from products where team_id = ${team} order by id offset 1 limit 1`);

/** My Products: the team's first merchant product, written on demand in its first store (the demo syncs none). */
const merchantProductId: Finder = async (t, team) => {
  const mine = sql`select id as v from merchant_products where team_id = ${team} order by id limit 1`;
  if ((await rows(t, mine)).length === 0) {
    if ((await rows(t, sql`select id from stores where team_id = ${team} limit 1`)).length === 0)
      await t.ctx.database.db.execute(sql`
        insert into stores (team_id, name, platform, domain) values (${team}, 'Harness Store', 'sandbox', ${`harness-${team}.sandbox.test`})`);
    await t.ctx.database.db.execute(sql`
      insert into merchant_products (team_id, store_id, external_id, title, sku, status)
      select ${team}, id, ${`harness-${team}`}, 'Harness product', ${`HARNESS-MP-${team}`}, 'Not Linked'
      from stores where team_id = ${team} order by id limit 1 on conflict do nothing`);
  }
  return first(t, mine);
};

const mediaId = async (t: TestApp, team: number, kind: 'document' | 'chart'): Promise<number> => {
  const mine = sql`select m.id as v from product_media m join products p on p.id = m.product_id
    where p.team_id = ${team} and m.media_type = ${kind} order by m.id limit 1`;
  const [found] = await rows<{ v: number }>(t, mine);
  if (found) return found.v;
  const product = Number(await productId(t, team));
  const key = `catalogue/media/${product}/harness-${kind}-${team}/${kind === 'chart' ? 'chart.csv' : 'guide.pdf'}`;
  await t.ctx.storage.put(key, Buffer.from(kind === 'chart' ? 'a,b\n1,2\n' : '%PDF-1.4\n%%EOF\n'));
  const [row] = await rows<{ v: number }>(
    t,
    sql`insert into product_media (product_id, media_type, title, file_name, storage_key, position, content_type)
        values (${product}, ${kind}, ${kind === 'chart' ? 'Harness chart' : null},
          ${kind === 'chart' ? 'chart.csv' : 'guide.pdf'}, ${key}, 1,
          ${kind === 'chart' ? 'text/csv' : 'application/pdf'}) returning id as v`,
  );
  return row!.v;
};

/**
 * Path parameter → finder, keyed `segment/{param}` (the segment before the parameter names the resource). A route
 * with a key missing here fails the matrix: add its finder when you add the route.
 */
export const FINDERS: Record<string, Finder> = {
  'listings/{id}': (t, team) =>
    first(t, sql`select id as v from listings where team_id = ${team} order by id limit 1`),
  // The small world may leave a team's import list empty: the finder adds a marketplace listing to it first.
  'import-list/{id}': async (t, team) => {
    await rows(
      t,
      sql`insert into import_listings (team_id, listing_id) select ${team}, id from listings
          where state = 'published' and visible_on_marketplace order by id limit 1 on conflict do nothing`,
    );
    return first(t, sql`select id as v from import_listings where team_id = ${team} order by id limit 1`);
  },
  'merchant_products/{id}': merchantProductId,
  'merchant_product_attributes/{attrId}': async (t, team) => {
    const productId = await merchantProductId(t, team);
    await t.ctx.database.db.execute(sql`
      insert into merchant_product_attributes (merchant_product_id, title, value)
      values (${productId}, 'Harness', 'x') on conflict do nothing`);
    return first(
      t,
      sql`select id as v from merchant_product_attributes where merchant_product_id = ${productId} order by id limit 1`,
    );
  },
  'merchant_product_vehicles/{vehicleId}': async (t, team) => {
    const productId = await merchantProductId(t, team);
    await t.ctx.database.db.execute(sql`
      insert into merchant_product_vehicles (merchant_product_id, vehicle_id)
      select ${productId}, id from vehicles order by id limit 1 on conflict do nothing`);
    return first(
      t,
      sql`select vehicle_id as v from merchant_product_vehicles where merchant_product_id = ${productId} limit 1`,
    );
  },
  // Admin inventory sync (staff): any store; the team's own first.
  'shopify_inventory_sync/{id}': (t, team) =>
    first(t, sql`select id as v from stores order by (team_id = ${team}) desc, id limit 1`),
  'stores/{id}': (t, team) =>
    first(t, sql`select id as v from stores where team_id = ${team} order by id limit 1`),
  // A marketplace listing is readable by every merchant team: any visible published one.
  'listing/{id}': (t) =>
    first(
      t,
      sql`select id as v from listings where state = 'published' and visible_on_marketplace order by id limit 1`,
    ),
  'product/{id}': productId,
  'v1/product/{id}': productId,
  // Copy between products: the source or destination is the team's second product (the path names its first).
  'copy-from/{sourceProductId}': secondProductId,
  'copy-to/{destination}': secondProductId,
  'bulk-jobs/{id}': async (t, team) => {
    const mine = sql`select id as v from catalogue_bulk_jobs where team_id = ${team} order by created_at limit 1`;
    if ((await rows(t, mine)).length === 0)
      await t.ctx.database.db.execute(sql`
        with cs as (insert into change_sets (team_id, kind, label, status) values (${team}, 'bulk-publish', 'Bulk publish', 'completed') returning id)
        insert into catalogue_bulk_jobs (team_id, action, selection, change_set_id, total, status)
        select ${team}, 'bulk-publish', '{"product_ids":[]}'::jsonb, id, 0, 'completed' from cs`);
    return first(t, mine);
  },
  'change-sets/{id}': async (t, team) => {
    const mine = sql`select id as v from change_sets where team_id = ${team} order by id limit 1`;
    if ((await rows(t, mine)).length === 0)
      await t.ctx.database.db.execute(sql`
        insert into change_sets (team_id, kind, label, status) values (${team}, 'bulk-publish', 'Bulk publish', 'completed')`);
    return first(t, mine);
  },
  'products/{slug}': (t, team) =>
    first(t, sql`select slug as v from products where team_id = ${team} order by id limit 1`),
  'b/{brandSlug}': (t, team) =>
    first(
      t,
      sql`select b.slug as v from brands b join products p on p.brand_id = b.id where b.team_id = ${team} order by p.id limit 1`,
    ),
  'product-number/{numberId}': (t, team) =>
    first(
      t,
      sql`select n.id as v from product_numbers n where n.product_id = (select id from products where team_id = ${team} order by id limit 1) order by n.id limit 1`,
    ),
  // A catalogue team's product package; for a distributor team its own package (the warehouse's Resolve), added
  // on demand to the first product.
  'packages/{id}': async (t, team) => {
    const own = sql`select k.id as v from packages k join distributors d on d.id = k.distributor_id
          where d.team_id = ${team} order by k.id limit 1`;
    if ((await rows(t, sql`select id from distributors where team_id = ${team}`)).length) {
      await t.ctx.database.db.execute(sql`
        insert into packages (product_id, distributor_id, length, width, height, weight)
        select (select id from products order by id limit 1), d.id, 10, 10, 10, 1 from distributors d
        where d.team_id = ${team} and not exists (select 1 from packages k where k.distributor_id = d.id)
        limit 1`);
      return first(t, own);
    }
    return first(
      t,
      sql`select k.id as v from packages k join products p on p.id = k.product_id where p.team_id = ${team} order by k.id limit 1`,
    );
  },
  // A product's package history (decision 0690) names a product the distributor team stocks or whose packages it
  // changed: one that no other team stocks or changed, given an entry of this team's history on demand.
  'products/{id}': async (t, team) => {
    const mine = sql`select a.subject_id as v from audits a where a.team_id = ${team}
          and a.subject_type = 'DistributorProductPackages'
          and not exists (select 1 from audits o where o.subject_type = a.subject_type
            and o.subject_id = a.subject_id and o.team_id <> ${team})
          and not exists (select 1 from inventory_items i join products p on p.id = a.subject_id
            where i.team_id <> ${team} and (i.product_id = p.id or i.sku = p.sku))
          order by a.id limit 1`;
    if ((await rows(t, mine)).length === 0)
      await t.ctx.database.db.execute(sql`
        insert into audits (team_id, subject_type, subject_id, auditable_type, auditable_id, action, user_name, changes)
        select ${team}, 'DistributorProductPackages', p.id, 'Package', 0, 'create', 'Harness',
          '{"length": [null, 10]}'::jsonb
        from products p
        where not exists (select 1 from inventory_items i
            where i.team_id <> ${team} and (i.product_id = p.id or i.sku = p.sku))
          and not exists (select 1 from audits o where o.subject_type = 'DistributorProductPackages'
            and o.subject_id = p.id)
        order by p.id limit 1`);
    return first(t, mine);
  },
  'hazards/{id}': (t, team) =>
    first(
      t,
      sql`select h.id as v from product_hazards h join products p on p.id = h.product_id where p.team_id = ${team} order by h.id limit 1`,
    ),
  'harmonized_system_codes/{id}': (t, team) =>
    first(
      t,
      sql`select h.id as v from product_hs_codes h join products p on p.id = h.product_id where p.team_id = ${team} order by h.id limit 1`,
    ),
  'product_attributes/{id}': (t, team) =>
    first(
      t,
      sql`select a.id as v from product_attributes a join products p on p.id = a.product_id where p.team_id = ${team} order by a.id limit 1`,
    ),
  'attribute/{id}': (t, team) =>
    first(
      t,
      sql`select id as v from attribute_titles where team_id = ${team} or team_id is null order by team_id nulls last, id limit 1`,
    ),
  // A brand with an attribute template when there is one (the template routes nest under the brand).
  'brands/{id}': (t, team) =>
    first(
      t,
      sql`select b.id as v from brands b where b.team_id = ${team}
          order by exists (select 1 from attribute_templates a where a.brand_id = b.id) desc, b.id limit 1`,
    ),
  // Brands (issue 16 item 10): a sub-brand of the team's brands; the brand switcher's own user (any other: 404).
  'sub_brands/{id}': (t, team) =>
    first(
      t,
      sql`select s.id as v from sub_brands s join brands b on b.id = s.brand_id
          where b.team_id = ${team} order by s.id limit 1`,
    ),
  'users/{userId}': (t, team) =>
    first(
      t,
      sql`select user_id as v from memberships where team_id = ${team} and admin order by user_id limit 1`,
    ),
  'audits/{id}': (t, team) =>
    first(t, sql`select id as v from audits where team_id = ${team} order by id limit 1`),
  'product-issues/{id}': (t, team) =>
    first(t, sql`select id as v from product_issues where team_id = ${team} order by id limit 1`),
  'product-attributes-template/{templateId}': (t, team) =>
    first(
      t,
      sql`select a.id as v from attribute_templates a join brands b on b.id = a.brand_id
          where b.team_id = ${team}
          order by exists (select 1 from attribute_templates x where x.brand_id = b.id) desc, b.id, a.id limit 1`,
    ),
  'teams/{id}': async (_t, team) => team,
  'members/{id}': (t, team) =>
    first(
      t,
      sql`select m.user_id as v from memberships m join users u on u.id = m.user_id
                 where m.team_id = ${team} and u.email like 'spare-%' limit 1`,
    ),
  'invitations/{token}': async () => 'no-such-invitation-token',
  // Account settings: a permitted domain of the team (added when it has none); sign-up's Account Setup of a user
  // (the team's first admin: the route answers 404 for anyone but that user).
  'domains/{id}': async (t, team) => {
    await t.ctx.database.db.execute(sql`
      insert into team_domains (team_id, domain) values (${team}, ${`harness-${team}.example.com`}) on conflict do nothing`);
    return first(t, sql`select id as v from team_domains where team_id = ${team} order by id limit 1`);
  },
  'onboard/{userId}': (t, team) =>
    first(
      t,
      sql`select user_id as v from memberships where team_id = ${team} and admin order by user_id limit 1`,
    ),
  // Orders: the merchant's distributor account and fulfilment order; for a distributor team, a fulfilment routed to
  // it (the demo's orders route to the demo distributors).
  // A store's webhook names only the store (public, signed): any store.
  'stores/{store_id}': (t) => first(t, sql`select id as v from stores order by id limit 1`),
  'disconnect-distributor-account/{id}': (t, team) =>
    first(t, sql`select id as v from distributor_accounts where team_id = ${team} order by id limit 1`),
  'fulfillments/{id}': (t, team) =>
    first(
      t,
      sql`select v from (
            (select id as v, 0 as k from fulfillment_orders where team_id = ${team} order by id limit 1)
            union all
            (select id as v, 1 as k from fulfillments where distributor_team_id = ${team} order by id limit 1)
          ) x order by k, v limit 1`,
    ),
  'locations/{id}': locationId,
  'distributors/{distributorId}': (t, team) =>
    first(t, sql`select id as v from distributors where team_id = ${team} order by id limit 1`),
  // A shipping box of the team's distributor, added on demand when the world has none.
  'box/{id}': async (t, team) => {
    await rows(
      t,
      sql`insert into distributor_boxes (team_id, distributor_id, name, length_mm, width_mm, height_mm, weight_limit_g, weight_g)
          select ${team}, d.id, 'Harness box', 300, 200, 100, 5000, 250 from distributors d
          where d.team_id = ${team} and not exists (select 1 from distributor_boxes b where b.team_id = ${team})`,
    );
    return first(t, sql`select id as v from distributor_boxes where team_id = ${team} order by id limit 1`);
  },
  'deliveries/{id}': deliveryId,
  // The warehouse app's location pages (l/{id}/shipments) and a delivery in the label request flow.
  'l/{id}': locationId,
  'label_requests/{id}': labelRequestId,
  'shipments/{id}': shipmentId,
  'shipments/{shipmentId}': shipmentId,
  // Body ids of the shipment editor: a line item of the fulfilment of the team's first shipment.
  'line_items/{id}': (t, team) =>
    first(
      t,
      sql`select i.id as v from fulfillment_items i
          where i.fulfillment_id = (select fulfillment_id from deliveries
            where team_id = ${team} and fulfillment_id is not null order by id limit 1)
          order by i.id limit 1`,
    ),
  // A unit of the fulfilment of the team's first shipment (the demo accepts orders, which makes units).
  'units/{id}': (t, team) =>
    first(
      t,
      sql`select u.id as v from fulfillment_units u
          where u.fulfillment_id = (select fulfillment_id from deliveries
            where team_id = ${team} and fulfillment_id is not null order by id limit 1)
          order by u.id limit 1`,
    ),
  // Warehouse app: the location of the Packing tab, a unit of the team's first fulfilment (the one
  // 'fulfillments/{id}' names) and a box of the team's first shipment.
  'l/{locationId}': locationId,
  'units/{unitId}': (t, team) =>
    first(
      t,
      sql`select u.id as v from fulfillment_units u join fulfillments f on f.id = u.fulfillment_id
          where f.distributor_team_id = ${team} order by f.id, u.id limit 1`,
    ),
  // A box of the team's first shipment (one is added when the warehouse's Delete box took the last one).
  'delivery_parcels/{id}': async (t, team) => {
    await t.ctx.database.db.execute(sql`
      insert into parcels (team_id, delivery_id, position, name)
      select ${team}, d.id, 1, 'Harness box' from deliveries d
      where d.team_id = ${team} and d.fulfillment_id is not null
        and not exists (select 1 from parcels p join deliveries x on x.id = p.delivery_id
                        where x.team_id = ${team} and x.fulfillment_id is not null)
      order by d.id limit 1`);
    return first(
      t,
      sql`select p.id as v from parcels p join deliveries d on d.id = p.delivery_id
          where d.team_id = ${team} and d.fulfillment_id is not null order by d.id, p.id limit 1`,
    );
  },
  // An item in a box of the team's shipments (one is added when the warehouse's Remove item took the last one).
  'parcel_items/{id}': async (t, team) => {
    const mine = sql`select i.id as v from parcel_items i where i.team_id = ${team} order by i.id limit 1`;
    if ((await rows(t, mine)).length === 0) {
      const parcel = await FINDERS['delivery_parcels/{id}']!(t, team);
      await t.ctx.database.db.execute(sql`
        insert into parcel_items (team_id, parcel_id, sku, title, quantity, unit_weight_g)
        values (${team}, ${Number(parcel)}, 'HARNESS-SKU', 'Harness item', 1, 100)`);
    }
    return first(t, mine);
  },
  // Resolve: a package of the product of the unit 'units/{unitId}' names (the manufacturer's, else one added).
  'update_from_package/{packageId}': async (t, team) => {
    const unit = await FINDERS['units/{unitId}']!(t, team);
    const ofProduct = sql`select k.id as v from packages k
          join fulfillment_units u on u.product_id = k.product_id
          join fulfillments f on f.id = u.fulfillment_id
          where u.id = ${Number(unit)} and (k.distributor_id is null or k.distributor_id = f.distributor_id)
          order by k.id limit 1`;
    if ((await rows(t, ofProduct)).length === 0)
      await t.ctx.database.db.execute(sql`
        insert into packages (product_id, distributor_id, length, width, height, weight)
        select u.product_id, f.distributor_id, 10, 10, 10, 1 from fulfillment_units u
        join fulfillments f on f.id = u.fulfillment_id where u.id = ${Number(unit)} and u.product_id is not null`);
    return first(t, ofProduct);
  },
  // Fitment: vehicles and external vehicles are shared reference data (staff routes); applications are a team's.
  'vehicles/{id}': (t) => first(t, sql`select id as v from vehicles order by id limit 1`),
  'external_vehicles/{id}': (t) => first(t, sql`select id as v from external_vehicles order by id limit 1`),
  'vehicle_bodies/{id}': (t) => first(t, sql`select id as v from vehicle_bodies order by id limit 1`),
  'vehicle_applications/{id}': (t, team) =>
    first(
      t,
      sql`select a.id as v from vehicle_applications a join products p on p.id = a.product_id
          where p.team_id = ${team} order by a.id limit 1`,
    ),
  // The demo writes no application attributes: the team's first, added on demand to its first application.
  'vehicle_application_attributes/{id}': async (t, team) => {
    const mine = sql`select x.id as v from vehicle_application_attributes x
          join vehicle_applications a on a.id = x.vehicle_application_id join products p on p.id = a.product_id
          where p.team_id = ${team} order by x.id limit 1`;
    if ((await rows(t, mine)).length === 0)
      await t.ctx.database.db.execute(sql`
        insert into vehicle_application_attributes (vehicle_application_id, vehicle_attribute_title_id, attribute_value)
        select a.id, (select min(id) from vehicle_attribute_titles), 'Front' from vehicle_applications a
        join products p on p.id = a.product_id where p.team_id = ${team} order by a.id limit 1`);
    return first(t, mine);
  },
  'copy-from/{id}': productId,
  // Media: the demo stores no files, so the team's first product gets a media item (or chart) with its file on demand.
  'media/{id}': (t, team) => mediaId(t, team, 'document'),
  'charts/{id}': (t, team) => mediaId(t, team, 'chart'),
  // The demo has no cross-sells: the team's first product gets one to its second on demand.
  'cross_sell_products/{id}': async (t, team) => {
    const mine = sql`select c.id as v from cross_sells c join products p on p.id = c.product_id
      where p.team_id = ${team} order by c.id limit 1`;
    if ((await rows(t, mine)).length === 0)
      await t.ctx.database.db.execute(sql`
        insert into cross_sells (product_id, related_product_id, relationship_type)
        select p.id, q.id, 'Related' from products p join products q on q.team_id = p.team_id and q.id <> p.id
        where p.team_id = ${team} order by p.id, q.id limit 1`);
    return first(t, mine);
  },
  'product_components/{id}': (t, team) =>
    first(
      t,
      sql`select c.id as v from product_components c join products p on p.id = c.parent_product_id
          where p.team_id = ${team} order by c.id limit 1`,
    ),
  // Exports: the demo has no export templates or runs: the team's first template (with one field) and a completed
  // run of it are written on demand; scheduled data exports are staff records.
  'export_templates/{id}': (t, team) => exportTemplateId(t, team),
  'export/{id}': (t, team) => exportTemplateId(t, team),
  'export_template_fields/{id}': async (t, team) => {
    const template = await exportTemplateId(t, team);
    const mine = sql`select id as v from export_template_fields where export_template_id = ${template} order by id limit 1`;
    if ((await rows(t, mine)).length === 0)
      await t.ctx.database.db.execute(sql`
        insert into export_template_fields (export_template_id, original_column, column_title)
        values (${template}, 1, 'SKU')`);
    return first(t, mine);
  },
  'export_runs/{id}': async (t, team) =>
    first(t, sql`select id as v from export_runs where token = ${await exportRunToken(t, team)}`),
  'export_files/{token}': (t, team) => exportRunToken(t, team),
  'exports/{id}': async (t) => {
    const mine = sql`select id as v from data_exports order by id limit 1`;
    if ((await rows(t, mine)).length === 0)
      await t.ctx.database.db.execute(sql`
        insert into data_exports (account_code, email, export_hour, active) values ('HARNESS', 'harness@example.test', 3, false)`);
    return first(t, mine);
  },
  // Imports: the distributor's inventory type; the demo has no imports, so one uploaded (not started) import of the
  // team is written on demand (its file is never read by the routes the matrix calls without a mapping).
  'types/{type}': async () => 'inventory',
  'imports/{type}': async () => 'inventory',
  'imports/{id}': async (t, team) => {
    const mine = sql`select id as v from imports where team_id = ${team} order by id limit 1`;
    if ((await rows(t, mine)).length === 0)
      await t.ctx.database.db.execute(sql`
        insert into imports (team_id, import_type, file_name, file_format, file_key, file_size, headers)
        values (${team}, 'inventory', 'harness.csv', 'csv', ${`harness/${team}.csv`}, 0, '["sku"]'::jsonb)`);
    return first(t, mine);
  },
  // Amazon listings: the team's first, made on demand from a product of a visible marketplace listing.
  'amazon_listings/{id}': async (t, team) => {
    const mine = sql`select id as v from amazon_listings where team_id = ${team} order by id limit 1`;
    if ((await rows(t, mine)).length === 0)
      await t.ctx.database.db.execute(sql`
        insert into amazon_listings (team_id, product_id)
        select ${team}, coalesce(
          (select lp.product_id from listing_products lp join marketplace_search_docs d on d.id = lp.listing_id
           where d.visible order by lp.product_id limit 1),
          (select id from products order by id limit 1))
        on conflict do nothing`);
    return first(t, mine);
  },
  // An Amazon export of the team, finished with its file written.
  'export/{jobId}': async (t, team) => {
    const mine = sql`select id as v from amazon_exports where team_id = ${team} order by created_at limit 1`;
    if ((await rows(t, mine)).length === 0) {
      const key = `marketplace/amazon-exports/${team}/harness.csv`;
      await t.ctx.storage.put(key, Buffer.from('sku\n'));
      await t.ctx.database.db.execute(sql`
        insert into amazon_exports (team_id, file_key, finished_at) values (${team}, ${key}, now())`);
    }
    return first(t, mine);
  },
};

/** The team's first export template, written on demand. */
async function exportTemplateId(t: TestApp, team: number) {
  const mine = sql`select id as v from export_templates where team_id = ${team} order by id limit 1`;
  if ((await rows(t, mine)).length === 0)
    await t.ctx.database.db.execute(
      sql`insert into export_templates (team_id, title) values (${team}, 'Harness feed')`,
    );
  return first(t, mine);
}

/** The token of a completed export run of the team (its file kept in storage), written on demand. */
async function exportRunToken(t: TestApp, team: number) {
  const token = `harness-export-${team}-0123456789abcdef`;
  const mine = sql`select token as v from export_runs where token = ${token}`;
  if ((await rows(t, mine)).length === 0) {
    const key = `exports/harness/${team}.csv`;
    await t.ctx.storage.put(key, Buffer.from('SKU\nHARNESS-1\n'));
    await t.ctx.database.db.execute(sql`
      insert into export_runs (team_id, status, file_name, file_key, token, row_count, export_template_id)
      values (${team}, 'completed', 'harness.csv', ${key}, ${token}, 1, ${await exportTemplateId(t, team)})`);
  }
  return first(t, mine);
}

export interface Caller {
  client: TestClient;
  /** The team whose records the caller names (the owning team of the kind). */
  owner: number;
  /** The other team of the same kind (whose ids a hostile request names). */
  other: number;
}

/**
 * The callers the write-driving tests use: the owning team's admin of each kind, staff and anonymous (acting
 * against the catalogue's owning team).
 */
export async function ownerCallers(t: TestApp): Promise<Map<Kind | 'staff' | 'anonymous', Caller>> {
  const callers = new Map<Kind | 'staff' | 'anonymous', Caller>();
  for (const kind of ['catalogue', 'marketplace', 'distributor'] as const) {
    const cast = await castFor(t, kind);
    const other = teamsOf(t, kind).other;
    callers.set(kind, { client: cast.clients.admin, owner: cast.ownerTeamId, other });
    if (kind === 'catalogue') {
      callers.set('staff', { client: cast.clients.staff, owner: cast.ownerTeamId, other });
      callers.set('anonymous', { client: t.anonymous, owner: cast.ownerTeamId, other });
    }
  }
  return callers;
}
