import {
  activityDatatableQuerySchema,
  activityDatatableSchema,
  attributeSearchResultSchema,
  attributeValuesSchema,
  auditsSchema,
  brandSearchResultSchema,
  brandSlugParamsSchema,
  brandsSchema,
  countriesSchema,
  createProductBodySchema,
  createProductIssueInputSchema,
  createProductTypeInputSchema,
  dangerousGoodsDefinitionsSchema,
  dangerousGoodsSearchQuerySchema,
  errorResponseSchema,
  hsCodeSearchResultSchema,
  idParamSchema,
  issueDatatableQuerySchema,
  issueDatatableSchema,
  packageTypesSchema,
  productCategorySearchResultSchema,
  productDatatableBodySchema,
  productDatatableQuerySchema,
  productDatatableSchema,
  productIssueReplySchema,
  productIssuesSchema,
  productLocatorSchema,
  productSavedSchema,
  productSchema,
  productSearchQuerySchema,
  productSearchResultSchema,
  productSlugParamsSchema,
  productTypeSchema,
  productTypeSearchResultSchema,
  revertAuditReplySchema,
  subBrandSearchQuerySchema,
  subBrandSearchResultSchema,
  termQuerySchema,
  updateProductBodySchema,
  updateProductIssueInputSchema,
} from '@partsflow/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { actorOf } from './catalogue.scope.ts';
import { editor, errors, PREFIX, viewer } from './route-config.ts';
import { readMultipartFields } from './multipart-body.ts';
import * as products from './products.service.ts';
import * as lookups from './lookups.service.ts';
import * as attributes from './attributes.service.ts';
import * as history from './history.service.ts';
import * as issues from './issues.service.ts';
import { productDataRoutes } from './product-data.routes.ts';

const tags = ['catalogue'];

/** The catalogue API under /api/catalogue (spec catalogue-pim section 7). */
export async function catalogueRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx.database;

  // The editor posts multipart forms (`product[sku]`, `product_issue[resolved]`); they become the JSON body.
  app.addHook('preValidation', async (req) => {
    if (req.isMultipart()) req.body = await readMultipartFields(req);
  });

  // ---------------------------------------------------------------- product list and search
  r.get(`${PREFIX}/products/datatable.json`, {
    config: viewer,
    schema: {
      tags,
      summary: 'Product list',
      querystring: productDatatableQuerySchema,
      response: { 200: productDatatableSchema, ...errors },
    },
    handler: async (req) => {
      const { page, per, sort, sort_dir, query, ...filters } = req.query;
      return products.listProducts(db, actorOf(req), { page, per, sort, sort_dir, query, filters });
    },
  });
  r.post(`${PREFIX}/products/datatable.json`, {
    config: viewer,
    schema: {
      tags,
      summary: 'Product list with named filters',
      body: productDatatableBodySchema,
      response: { 200: productDatatableSchema, ...errors },
    },
    handler: async (req) => products.listProducts(db, actorOf(req), req.body),
  });
  r.get(`${PREFIX}/search`, {
    config: viewer,
    schema: {
      tags,
      summary: 'Product search (autocomplete)',
      querystring: productSearchQuerySchema,
      response: { 200: productSearchResultSchema, ...errors },
    },
    handler: async (req) => products.searchProducts(db, actorOf(req), req.query),
  });
  r.get(`${PREFIX}/issues/datatable.json`, {
    config: viewer,
    schema: {
      tags,
      summary: 'Product issues table',
      querystring: issueDatatableQuerySchema,
      response: { 200: issueDatatableSchema, ...errors },
    },
    handler: async (req) => issues.issueDatatable(db, actorOf(req), req.query),
  });
  r.get(`${PREFIX}/b/:brandSlug/products/activity/datatable.json`, {
    config: viewer,
    schema: {
      tags,
      summary: 'Product activity of a brand',
      params: brandSlugParamsSchema,
      querystring: activityDatatableQuerySchema,
      response: { 200: activityDatatableSchema, ...errors },
    },
    handler: async (req) =>
      history.brandActivity(db, actorOf(req), { brandSlug: req.params.brandSlug, ...req.query }),
  });

  // ---------------------------------------------------------------- lookups
  r.get(`${PREFIX}/brands`, {
    config: viewer,
    schema: {
      tags,
      summary: 'The team’s brands with sub-brands',
      response: { 200: brandsSchema, ...errors },
    },
    handler: async (req) => lookups.brandsWithSubBrands(db, actorOf(req)),
  });
  r.get(`${PREFIX}/brand_search`, {
    config: viewer,
    schema: { tags, querystring: termQuerySchema, response: { 200: brandSearchResultSchema, ...errors } },
    handler: async (req) => lookups.brandSearch(db, actorOf(req), req.query),
  });
  r.get(`${PREFIX}/sub_brand_search`, {
    config: viewer,
    schema: {
      tags,
      querystring: subBrandSearchQuerySchema,
      response: { 200: subBrandSearchResultSchema, ...errors },
    },
    handler: async (req) => lookups.subBrandSearch(db, actorOf(req), req.query),
  });
  r.get(`${PREFIX}/product_types_search`, {
    config: viewer,
    schema: {
      tags,
      querystring: termQuerySchema,
      response: { 200: productTypeSearchResultSchema, ...errors },
    },
    handler: async (req) => lookups.productTypeSearch(db, actorOf(req), req.query),
  });
  r.post(`${PREFIX}/product-type`, {
    config: editor,
    schema: {
      tags,
      summary: 'Create a team product type',
      body: createProductTypeInputSchema,
      response: { 200: productTypeSchema, 201: productTypeSchema, ...errors },
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
      response: { 200: productCategorySearchResultSchema, ...errors },
    },
    handler: async (req) => lookups.productCategorySearch(db, req.query),
  });
  r.get(`${PREFIX}/country_search`, {
    config: viewer,
    schema: {
      tags,
      querystring: termQuerySchema.extend({ limit: z.coerce.number().int().min(1).max(300).default(300) }),
      response: { 200: countriesSchema, ...errors },
    },
    handler: async (req) => lookups.countrySearch(req.query),
  });
  r.get(`${PREFIX}/harmonized_system_codes_search`, {
    config: viewer,
    schema: { tags, querystring: termQuerySchema, response: { 200: hsCodeSearchResultSchema, ...errors } },
    handler: async (req) => lookups.hsCodeSearch(db, req.query),
  });
  r.get(`${PREFIX}/attribute_search`, {
    config: viewer,
    schema: { tags, querystring: termQuerySchema, response: { 200: attributeSearchResultSchema, ...errors } },
    handler: async (req) => attributes.searchAttributeTitles(db, actorOf(req), req.query),
  });
  r.get(`${PREFIX}/attribute/:id/values`, {
    config: viewer,
    schema: { tags, params: idParamSchema, response: { 200: attributeValuesSchema, ...errors } },
    handler: async (req) => attributes.listAttributeTitleValues(db, actorOf(req), req.params.id),
  });
  r.get(`${PREFIX}/shipping/dangerous_goods_definitions`, {
    config: viewer,
    schema: {
      tags,
      querystring: dangerousGoodsSearchQuerySchema,
      response: { 200: dangerousGoodsDefinitionsSchema, ...errors },
    },
    handler: async (req) => lookups.dangerousGoodsSearch(db, req.query),
  });
  r.get(`${PREFIX}/package_types`, {
    config: viewer,
    schema: { tags, response: { 200: packageTypesSchema, ...errors } },
    handler: async () => lookups.packageTypes(db),
  });

  // ---------------------------------------------------------------- products
  r.post(`${PREFIX}/b/:brandSlug/products`, {
    config: editor,
    schema: {
      tags,
      summary: 'Create a product (multipart product[...] or JSON {product})',
      params: brandSlugParamsSchema,
      body: createProductBodySchema,
      response: { 201: productSavedSchema, ...errors },
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
      response: { 200: productSavedSchema, ...errors },
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
      response: { 200: productSchema.or(z.string()), ...errors },
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
      response: { 200: productLocatorSchema, ...errors },
    },
    handler: async (req) => products.locateProduct(db, actorOf(req), req.params.slug),
  });

  // ---------------------------------------------------------------- history and issues
  r.get(`${PREFIX}/product/:id/audits`, {
    config: viewer,
    schema: {
      tags,
      summary: 'History of a product, newest first',
      params: idParamSchema,
      response: { 200: auditsSchema, ...errors },
    },
    handler: async (req) => history.listProductAudits(db, actorOf(req), req.params.id),
  });
  r.post(`${PREFIX}/audits/:id/revert`, {
    config: editor,
    schema: {
      tags,
      summary: 'Revert one history entry',
      params: idParamSchema,
      response: { 200: revertAuditReplySchema, 409: errorResponseSchema, ...errors },
    },
    handler: async (req) => history.revertAudit(db, actorOf(req), req.params.id),
  });
  r.get(`${PREFIX}/product-issues/:id`, {
    config: viewer,
    schema: {
      tags,
      summary: 'Open and resolved issues of a product (id is the product id)',
      params: idParamSchema,
      response: { 200: productIssuesSchema, ...errors },
    },
    handler: async (req) => issues.productIssues(db, actorOf(req), req.params.id),
  });
  r.patch(`${PREFIX}/product-issues/:id`, {
    config: editor,
    schema: {
      tags,
      summary: 'Resolve or reopen an issue',
      params: idParamSchema,
      body: updateProductIssueInputSchema,
      response: { 200: productIssueReplySchema, ...errors },
    },
    handler: async (req) =>
      issues.setIssueResolved(db, actorOf(req), req.params.id, req.body.product_issue.resolved),
  });
  r.post(`${PREFIX}/product-issues`, {
    config: editor,
    schema: {
      tags,
      summary: 'Report an issue on a product',
      body: createProductIssueInputSchema,
      response: { 201: productIssueReplySchema, ...errors },
    },
    handler: async (req, reply) => {
      const reporterEmail = req.auth.via === 'session' ? req.auth.user.email : null;
      return reply.code(201).send(await issues.reportIssue(db, actorOf(req), { ...req.body, reporterEmail }));
    },
  });

  await productDataRoutes(app, ctx);
}
