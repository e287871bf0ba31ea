import {
  brandSlugParamsSchema,
  createProductBodySchema,
  productDatatableBodySchema,
  productDatatableQuerySchema,
  productDatatableSchema,
  productLocatorSchema,
  productSavedSchema,
  productSchema,
  productSearchQuerySchema,
  productSearchResultSchema,
  productSlugParamsSchema,
  updateProductBodySchema,
} from '@partsflow/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../../platform/auth/actor.ts';
import type { AppContext } from '../../../platform/context.ts';
import { errorResponses } from '../../../platform/http/route-presets.ts';
import { catalogueAccess, PREFIX, tags } from '../catalogue.http.ts';
import * as products from './products.service.ts';

const { viewer, editor, search } = catalogueAccess;

/** Products: the product list and search, create, update, show and CSV download. */
export async function productsRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx.database;

  r.get(`${PREFIX}/products/datatable.json`, {
    config: viewer,
    schema: {
      tags,
      summary: 'Product list',
      querystring: productDatatableQuerySchema,
      response: { 200: productDatatableSchema, ...errorResponses },
    },
    handler: async (req) => {
      const { page, per, sort, sort_dir, query, ...filters } = req.query;
      return products.listProducts(db, actorOf(req), { page, per, sort, sort_dir, query, filters });
    },
  });

  r.post(`${PREFIX}/products/datatable.json`, {
    config: search,
    schema: {
      tags,
      summary: 'Product list with named filters',
      body: productDatatableBodySchema,
      response: { 200: productDatatableSchema, ...errorResponses },
    },
    handler: async (req) => products.listProducts(db, actorOf(req), req.body),
  });

  r.get(`${PREFIX}/search`, {
    config: viewer,
    schema: {
      tags,
      summary: 'Product search (autocomplete)',
      querystring: productSearchQuerySchema,
      response: { 200: productSearchResultSchema, ...errorResponses },
    },
    handler: async (req) => products.searchProducts(db, actorOf(req), req.query),
  });

  r.post(`${PREFIX}/b/:brandSlug/products`, {
    config: { ...editor, idempotent: true },
    schema: {
      tags,
      summary: 'Create a product (multipart product[...] or JSON {product})',
      params: brandSlugParamsSchema,
      body: createProductBodySchema,
      response: { 201: productSavedSchema, ...errorResponses },
    },
    handler: async (req, reply) => {
      const product = await products.createProduct(db, actorOf(req), {
        brandSlug: req.params.brandSlug,
        input: req.body.product,
      });
      return reply.code(201).send({ message: 'Product created', product });
    },
  });

  r.patch(`${PREFIX}/b/:brandSlug/products/:slug`, {
    config: editor,
    schema: {
      tags,
      summary: 'Update a product (any subset of its fields)',
      params: productSlugParamsSchema,
      body: updateProductBodySchema,
      response: { 200: productSavedSchema, ...errorResponses },
    },
    handler: async (req) => {
      const product = await products.updateProduct(db, actorOf(req), {
        ...req.params,
        input: req.body.product,
      });
      return { message: 'Product updated', product };
    },
  });

  r.get(`${PREFIX}/b/:brandSlug/products/:slug`, {
    config: viewer,
    schema: {
      tags,
      summary: 'The product (append .csv for the CSV download)',
      params: productSlugParamsSchema,
      response: { 200: productSchema.or(z.string()), ...errorResponses },
    },
    handler: async (req, reply) => {
      const { brandSlug, slug } = req.params;
      if (slug.endsWith('.csv')) {
        const { filename, csv } = await products.productCsv(db, actorOf(req), {
          brandSlug,
          slug: slug.slice(0, -4),
        });
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${filename}"`)
          .send(csv);
      }
      return products.getProduct(db, actorOf(req), { brandSlug, slug });
    },
  });

  r.get(`${PREFIX}/products/:slug`, {
    config: viewer,
    schema: {
      tags,
      summary: 'Resolve a product by slug (editor route)',
      params: z.object({ slug: z.string().min(1) }),
      response: { 200: productLocatorSchema, ...errorResponses },
    },
    handler: async (req) => products.locateProduct(db, actorOf(req), req.params.slug),
  });
}
