import {
  brandSearchResultSchema,
  brandsSchema,
  countriesSchema,
  createProductTypeInputSchema,
  dangerousGoodsDefinitionsSchema,
  dangerousGoodsSearchQuerySchema,
  hsCodeSearchResultSchema,
  packageTypesSchema,
  productCategorySearchResultSchema,
  productTypeSchema,
  productTypeSearchResultSchema,
  subBrandSearchQuerySchema,
  subBrandSearchResultSchema,
  termQuerySchema,
  vehicleMakesSchema,
} from '@partsflow/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../../platform/auth/actor.ts';
import type { AppContext } from '../../../platform/context.ts';
import { errorResponses } from '../../../platform/http/route-presets.ts';
import { catalogueAccess, PREFIX, tags } from '../catalogue.http.ts';
import * as lookups from './lookups.service.ts';

const { viewer, editor } = catalogueAccess;

/** The editor's selectors: brands, sub-brands, product types and categories, countries, HS codes, dangerous goods, package types and vehicle makes. */
export async function lookupsRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx.database;

  r.get(`${PREFIX}/brands`, {
    config: viewer,
    schema: {
      tags,
      summary: 'The team’s brands with sub-brands',
      response: { 200: brandsSchema, ...errorResponses },
    },
    handler: async (req) => lookups.brandsWithSubBrands(db, actorOf(req)),
  });

  r.get(`${PREFIX}/brand_search`, {
    config: viewer,
    schema: {
      tags,
      querystring: termQuerySchema,
      response: { 200: brandSearchResultSchema, ...errorResponses },
    },
    handler: async (req) => lookups.brandSearch(db, actorOf(req), req.query),
  });

  r.get(`${PREFIX}/sub_brand_search`, {
    config: viewer,
    schema: {
      tags,
      querystring: subBrandSearchQuerySchema,
      response: { 200: subBrandSearchResultSchema, ...errorResponses },
    },
    handler: async (req) => lookups.subBrandSearch(db, actorOf(req), req.query),
  });

  r.get(`${PREFIX}/product_types_search`, {
    config: viewer,
    schema: {
      tags,
      querystring: termQuerySchema,
      response: { 200: productTypeSearchResultSchema, ...errorResponses },
    },
    handler: async (req) => lookups.productTypeSearch(db, actorOf(req), req.query),
  });

  r.post(`${PREFIX}/product-type`, {
    config: editor,
    schema: {
      tags,
      summary: 'Create a team product type',
      body: createProductTypeInputSchema,
      response: { 200: productTypeSchema, 201: productTypeSchema, ...errorResponses },
    },
    handler: async (req, reply) => {
      const { created, product_type } = await lookups.createProductType(db, actorOf(req), req.body);
      return reply.code(created ? 201 : 200).send(product_type);
    },
  });

  r.get(`${PREFIX}/product_categories_search`, {
    config: viewer,
    schema: {
      tags,
      querystring: termQuerySchema,
      response: { 200: productCategorySearchResultSchema, ...errorResponses },
    },
    handler: async (req) => lookups.productCategorySearch(db, req.query),
  });

  r.get(`${PREFIX}/country_search`, {
    config: viewer,
    schema: {
      tags,
      querystring: termQuerySchema.extend({ limit: z.coerce.number().int().min(1).max(300).default(300) }),
      response: { 200: countriesSchema, ...errorResponses },
    },
    handler: async (req) => lookups.countrySearch(req.query),
  });

  r.get(`${PREFIX}/harmonized_system_codes_search`, {
    config: viewer,
    schema: {
      tags,
      querystring: termQuerySchema,
      response: { 200: hsCodeSearchResultSchema, ...errorResponses },
    },
    handler: async (req) => lookups.hsCodeSearch(db, req.query),
  });

  r.get(`${PREFIX}/shipping/dangerous_goods_definitions`, {
    config: viewer,
    schema: {
      tags,
      querystring: dangerousGoodsSearchQuerySchema,
      response: { 200: dangerousGoodsDefinitionsSchema, ...errorResponses },
    },
    handler: async (req) => lookups.dangerousGoodsSearch(db, req.query),
  });

  r.get(`${PREFIX}/package_types`, {
    config: viewer,
    schema: { tags, response: { 200: packageTypesSchema, ...errorResponses } },
    handler: async () => lookups.packageTypes(db),
  });

  r.get(`${PREFIX}/v1/vehicles/makes`, {
    config: viewer,
    schema: { tags, response: { 200: vehicleMakesSchema, ...errorResponses } },
    handler: async () => lookups.vehicleMakes(db),
  });
}
