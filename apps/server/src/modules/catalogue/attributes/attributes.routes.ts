import {
  attributeSearchResultSchema,
  attributeTemplateInputSchema,
  attributeTemplatesSchema,
  attributeTitlesQuerySchema,
  attributeTitlesTableSchema,
  attributeValuesSchema,
  createAttributeTitleInputSchema,
  createProductAttributeInputSchema,
  createdAttributeTitleSchema,
  idParamSchema,
  productAttributesSchema,
  reorderProductAttributesInputSchema,
  resetProductAttributeOrderInputSchema,
  termQuerySchema,
  updateProductAttributeInputSchema,
} from '@partsflow/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../../platform/auth/actor.ts';
import type { AppContext } from '../../../platform/context.ts';
import { errorResponses } from '../../../platform/http/route-presets.ts';
import { catalogueAccess, PREFIX, tags } from '../catalogue.http.ts';
import * as attributes from './attributes.service.ts';
import { z } from 'zod';
const { viewer, editor } = catalogueAccess;
const templateParams = z.object({
  id: z.coerce.number().int().positive(),
  templateId: z.coerce.number().int().positive(),
});

/** Attributes: titles and their values, a product's attributes and their order, brand templates. */
export async function attributesRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx.database;

  r.get(`${PREFIX}/attribute_search`, {
    config: viewer,
    schema: {
      tags,
      querystring: termQuerySchema,
      response: { 200: attributeSearchResultSchema, ...errorResponses },
    },
    handler: async (req) => attributes.searchAttributeTitles(db, actorOf(req), req.query),
  });

  r.get(`${PREFIX}/attribute/:id/values`, {
    config: viewer,
    schema: { tags, params: idParamSchema, response: { 200: attributeValuesSchema, ...errorResponses } },
    handler: async (req) => attributes.listAttributeTitleValues(db, actorOf(req), req.params.id),
  });

  r.get(`${PREFIX}/admin/attributes`, {
    config: viewer,
    schema: {
      tags,
      summary: 'The attributes admin table: attribute titles with their data types and list values',
      querystring: attributeTitlesQuerySchema,
      response: { 200: attributeTitlesTableSchema, ...errorResponses },
    },
    handler: async (req) => attributes.attributeTitlesTable(db, actorOf(req), req.query),
  });

  r.post(`${PREFIX}/admin/attributes`, {
    config: { ...editor, idempotent: true },
    schema: {
      tags,
      summary: 'Create an attribute title',
      body: createAttributeTitleInputSchema,
      response: { 201: createdAttributeTitleSchema, ...errorResponses },
    },
    handler: async (req, reply) =>
      reply.code(201).send(await attributes.createAttributeTitle(db, actorOf(req), req.body.attribute_title)),
  });

  r.get(`${PREFIX}/product/:id/product_attributes`, {
    config: viewer,
    schema: { tags, params: idParamSchema, response: { 200: productAttributesSchema, ...errorResponses } },
    handler: async (req) => attributes.listProductAttributes(db, actorOf(req), req.params.id),
  });

  r.post(`${PREFIX}/product_attributes`, {
    config: { ...editor, idempotent: true },
    schema: {
      tags,
      body: createProductAttributeInputSchema,
      response: { 201: productAttributesSchema, ...errorResponses },
    },
    handler: async (req, reply) =>
      reply.code(201).send(await attributes.createProductAttribute(db, actorOf(req), req.body)),
  });

  r.patch(`${PREFIX}/product_attributes/:id`, {
    config: editor,
    schema: {
      tags,
      params: idParamSchema,
      body: updateProductAttributeInputSchema,
      response: { 200: productAttributesSchema, ...errorResponses },
    },
    handler: async (req) => attributes.updateProductAttribute(db, actorOf(req), req.params.id, req.body),
  });

  r.delete(`${PREFIX}/product_attributes/:id`, {
    config: editor,
    schema: { tags, params: idParamSchema, response: { 200: productAttributesSchema, ...errorResponses } },
    handler: async (req) => attributes.deleteProductAttribute(db, actorOf(req), req.params.id),
  });

  r.post(`${PREFIX}/reorder_product_attributes`, {
    config: editor,
    schema: {
      tags,
      body: reorderProductAttributesInputSchema,
      response: { 200: productAttributesSchema, ...errorResponses },
    },
    handler: async (req) => attributes.reorderProductAttributes(db, actorOf(req), req.body),
  });

  r.post(`${PREFIX}/reset_product_attributes_order`, {
    config: editor,
    schema: {
      tags,
      summary: 'Reset attribute order to the template order',
      body: resetProductAttributeOrderInputSchema,
      response: { 200: productAttributesSchema, ...errorResponses },
    },
    handler: async (req) => attributes.resetAttributeOrder(db, actorOf(req), req.body.product_id),
  });

  r.get(`${PREFIX}/admin/brands/:id/product-attributes-template`, {
    config: viewer,
    schema: { tags, params: idParamSchema, response: { 200: attributeTemplatesSchema, ...errorResponses } },
    handler: async (req) => attributes.listTemplates(db, actorOf(req), req.params.id),
  });

  r.post(`${PREFIX}/admin/brands/:id/product-attributes-template`, {
    config: editor,
    schema: {
      tags,
      params: idParamSchema,
      body: attributeTemplateInputSchema,
      response: { 200: attributeTemplatesSchema, 201: attributeTemplatesSchema, ...errorResponses },
    },
    handler: async (req, reply) => {
      const { created, ...body } = await attributes.saveTemplate(db, actorOf(req), {
        brandId: req.params.id,
        input: req.body,
      });
      return reply.code(created ? 201 : 200).send(body);
    },
  });

  for (const method of ['post', 'patch'] as const) {
    r[method](`${PREFIX}/admin/brands/:id/product-attributes-template/:templateId`, {
      config: editor,
      schema: {
        tags,
        params: templateParams,
        body: attributeTemplateInputSchema,
        response: { 200: attributeTemplatesSchema, ...errorResponses },
      },
      handler: async (req) => {
        const { created: _created, ...body } = await attributes.saveTemplate(db, actorOf(req), {
          brandId: req.params.id,
          templateId: req.params.templateId,
          input: req.body,
        });
        return body;
      },
    });
  }
}
