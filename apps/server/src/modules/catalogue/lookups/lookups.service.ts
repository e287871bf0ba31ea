import { capitaliseFirst, type CreateProductTypeInput } from '@partsflow/contracts';
import type { Db } from '../../../platform/db/client.ts';
import type { Actor } from '../../../platform/auth/actor.ts';
import { COUNTRIES } from '../reference-data/reference-data.ts';
import * as productsRepo from '../products/products.repository.ts';
import * as repo from './lookups.repository.ts';
import * as fitment from '../../fitment/index.ts';
/** The editor's selectors: brands, sub-brands, types, categories, countries, HS codes, dangerous goods. */

export async function brandSearch(db: Db, actor: Actor, params: { term: string; limit: number }) {
  return { brands: await productsRepo.searchBrands(db, { scope: actor.scope, ...params }) };
}

export async function subBrandSearch(
  db: Db,
  actor: Actor,
  params: { brand?: number; term: string; limit: number },
) {
  return {
    sub_brands: await productsRepo.searchSubBrands(db, {
      scope: actor.scope,
      brandId: params.brand,
      term: params.term,
      limit: params.limit,
    }),
  };
}

export async function brandsWithSubBrands(db: Db, actor: Actor) {
  return { brands: await productsRepo.listBrandsWithSubBrands(db, { scope: actor.scope }) };
}

export async function productTypeSearch(db: Db, actor: Actor, params: { term: string; limit: number }) {
  return { product_types: await repo.searchProductTypes(db, { scope: actor.scope, ...params }) };
}

/** A team-owned product type, first letter capitalised; the same code again answers the existing type. */
export async function createProductType(db: Db, actor: Actor, input: CreateProductTypeInput) {
  const title = capitaliseFirst(input.title);
  const code = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');
  const { row, created } = await repo.insertTeamProductType(db, {
    teamId: actor.scope.teamId,
    title,
    code: code || 'type',
  });
  return {
    created,
    product_type: {
      id: row.id,
      title: row.title,
      code: row.code,
      team_id: row.team_id,
      universal: row.universal,
    },
  };
}

export async function productCategorySearch(db: Db, params: { term: string; limit: number }) {
  return { product_categories: await repo.searchProductCategories(db, params) };
}

export function countrySearch(params: { term: string; limit: number }) {
  const t = params.term.trim().toLowerCase();
  const hits = !t
    ? COUNTRIES
    : COUNTRIES.filter((c) => c.code.toLowerCase() === t || c.name.toLowerCase().includes(t)).sort(
        (a, b) =>
          Number(b.code.toLowerCase() === t) - Number(a.code.toLowerCase() === t) ||
          Number(b.name.toLowerCase().startsWith(t)) - Number(a.name.toLowerCase().startsWith(t)) ||
          a.name.localeCompare(b.name),
      );
  return { countries: hits.slice(0, params.limit) };
}

export async function hsCodeSearch(db: Db, params: { term: string; limit: number }) {
  return { harmonized_system_codes: await repo.searchHsCodes(db, params) };
}

export async function dangerousGoodsSearch(db: Db, params: { query: string; limit: number }) {
  return { dangerous_goods_definitions: await repo.searchDangerousGoods(db, params) };
}

export async function packageTypes(db: Db) {
  return { package_types: (await repo.listPackageTypes(db)).map((p) => ({ id: p.id, name: p.name })) };
}

export async function vehicleMakes(db: Db) {
  return fitment.listVehicleMakes(db);
}
