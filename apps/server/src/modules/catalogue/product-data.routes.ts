import {
  attributeTemplateInputSchema,
  attributeTemplatesSchema,
  createAttributeTitleInputSchema,
  createdAttributeTitleSchema,
  createHazardInputSchema,
  createPackageInputSchema,
  createProductAttributeInputSchema,
  createProductHsCodeInputSchema,
  createProductNumberInputSchema,
  deleteProductNumberInputSchema,
  hazardsReplySchema,
  idParamSchema,
  packagesReplySchema,
  productAttributesSchema,
  productHsCodesReplySchema,
  productNumbersReplySchema,
  productNumbersSchema,
  productPriceInputSchema,
  productPriceReplySchema,
  reorderProductAttributesInputSchema,
  resetProductAttributeOrderInputSchema,
  updateHazardInputSchema,
  updatePackageInputSchema,
  updateProductAttributeInputSchema,
  updateProductHsCodeInputSchema,
  updateProductNumberInputSchema,
  vehicleMakesSchema,
  hazardSchema,
  packageSchema,
} from '@partsflow/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { actorOf } from './catalogue.scope.ts';
import { editor, errors, PREFIX, viewer } from './route-config.ts';
import * as numbers from './product-numbers.service.ts';
import * as lookups from './lookups.service.ts';
import * as attributes from './attributes.service.ts';
import * as shipping from './shipping.service.ts';
import * as customs from './customs-pricing.service.ts';

const tags = ['catalogue'];
const templateParams = z.object({
  id: z.coerce.number().int().positive(),
  templateId: z.coerce.number().int().positive(),
});

/** A product's records: numbers, attributes and templates, packages, hazards, HS codes and pricing. */
export async function productDataRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx.database;

  // ---------------------------------------------------------------- product numbers
  r.get(`${PREFIX}/v1/product/:id/product-numbers`, {
    config: viewer,
    schema: { tags, params: idParamSchema, response: { 200: productNumbersSchema, ...errors } },
    handler: async (req) => numbers.listProductNumbers(db, actorOf(req), req.params.id),
  });
  r.post(`${PREFIX}/v1/product/:id/product-number`, {
    config: editor,
    schema: {
      tags,
      params: idParamSchema,
      body: createProductNumberInputSchema,
      response: { 201: productNumbersReplySchema, ...errors },
    },
    handler: async (req, reply) =>
      reply.code(201).send(await numbers.addProductNumber(db, actorOf(req), req.params.id, req.body)),
  });
  r.patch(`${PREFIX}/v1/product/:id/product-number/:numberId`, {
    config: editor,
    schema: {
      tags,
      summary: 'Toggle a GTIN active or inactive',
      params: z.object({
        id: z.coerce.number().int().positive(),
        numberId: z.coerce.number().int().positive(),
      }),
      body: updateProductNumberInputSchema,
      response: { 200: productNumbersReplySchema, ...errors },
    },
    handler: async (req) =>
      numbers.updateProductNumber(db, actorOf(req), {
        productId: req.params.id,
        id: req.params.numberId,
        input: req.body,
      }),
  });
  r.delete(`${PREFIX}/v1/product/:id/product-number`, {
    config: editor,
    schema: {
      tags,
      params: idParamSchema,
      body: deleteProductNumberInputSchema,
      response: { 200: productNumbersReplySchema, ...errors },
    },
    handler: async (req) => numbers.removeProductNumber(db, actorOf(req), req.params.id, req.body),
  });
  r.get(`${PREFIX}/v1/vehicles/makes`, {
    config: viewer,
    schema: { tags, response: { 200: vehicleMakesSchema, ...errors } },
    handler: async () => lookups.vehicleMakes(db),
  });

  // ---------------------------------------------------------------- attributes
  r.post(`${PREFIX}/admin/attributes`, {
    config: editor,
    schema: {
      tags,
      summary: 'Create an attribute title',
      body: createAttributeTitleInputSchema,
      response: { 201: createdAttributeTitleSchema, ...errors },
    },
    handler: async (req, reply) =>
      reply.code(201).send(await attributes.createAttributeTitle(db, actorOf(req), req.body.attribute_title)),
  });
  r.get(`${PREFIX}/product/:id/product_attributes`, {
    config: viewer,
    schema: { tags, params: idParamSchema, response: { 200: productAttributesSchema, ...errors } },
    handler: async (req) => attributes.listProductAttributes(db, actorOf(req), req.params.id),
  });
  r.post(`${PREFIX}/product_attributes`, {
    config: editor,
    schema: {
      tags,
      body: createProductAttributeInputSchema,
      response: { 201: productAttributesSchema, ...errors },
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
      response: { 200: productAttributesSchema, ...errors },
    },
    handler: async (req) => attributes.updateProductAttribute(db, actorOf(req), req.params.id, req.body),
  });
  r.delete(`${PREFIX}/product_attributes/:id`, {
    config: editor,
    schema: { tags, params: idParamSchema, response: { 200: productAttributesSchema, ...errors } },
    handler: async (req) => attributes.deleteProductAttribute(db, actorOf(req), req.params.id),
  });
  r.post(`${PREFIX}/reorder_product_attributes`, {
    config: editor,
    schema: {
      tags,
      body: reorderProductAttributesInputSchema,
      response: { 200: productAttributesSchema, ...errors },
    },
    handler: async (req) => attributes.reorderProductAttributes(db, actorOf(req), req.body),
  });
  r.post(`${PREFIX}/reset_product_attributes_order`, {
    config: editor,
    schema: {
      tags,
      summary: 'Reset attribute order to the template order',
      body: resetProductAttributeOrderInputSchema,
      response: { 200: productAttributesSchema, ...errors },
    },
    handler: async (req) => attributes.resetAttributeOrder(db, actorOf(req), req.body.product_id),
  });
  r.get(`${PREFIX}/admin/brands/:id/product-attributes-template`, {
    config: viewer,
    schema: { tags, params: idParamSchema, response: { 200: attributeTemplatesSchema, ...errors } },
    handler: async (req) => attributes.listTemplates(db, actorOf(req), req.params.id),
  });
  r.post(`${PREFIX}/admin/brands/:id/product-attributes-template`, {
    config: editor,
    schema: {
      tags,
      params: idParamSchema,
      body: attributeTemplateInputSchema,
      response: { 200: attributeTemplatesSchema, 201: attributeTemplatesSchema, ...errors },
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
        response: { 200: attributeTemplatesSchema, ...errors },
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

  // ---------------------------------------------------------------- packages
  r.get(`${PREFIX}/product/:id/packages`, {
    config: viewer,
    schema: {
      tags,
      params: idParamSchema,
      response: { 200: z.object({ packages: z.array(packageSchema) }), ...errors },
    },
    handler: async (req) => shipping.listPackages(db, actorOf(req), req.params.id),
  });
  r.post(`${PREFIX}/packages`, {
    config: editor,
    schema: { tags, body: createPackageInputSchema, response: { 201: packagesReplySchema, ...errors } },
    handler: async (req, reply) =>
      reply.code(201).send(await shipping.createPackage(db, actorOf(req), req.body)),
  });
  r.patch(`${PREFIX}/packages/:id`, {
    config: editor,
    schema: {
      tags,
      params: idParamSchema,
      body: updatePackageInputSchema,
      response: { 200: packagesReplySchema, ...errors },
    },
    handler: async (req) => shipping.updatePackage(db, actorOf(req), req.params.id, req.body),
  });
  r.delete(`${PREFIX}/packages/:id`, {
    config: editor,
    schema: { tags, params: idParamSchema, response: { 200: packagesReplySchema, ...errors } },
    handler: async (req) => shipping.deletePackage(db, actorOf(req), req.params.id),
  });

  // ---------------------------------------------------------------- hazards
  r.get(`${PREFIX}/product/:id/hazards`, {
    config: viewer,
    schema: {
      tags,
      params: idParamSchema,
      response: { 200: z.object({ hazards: z.array(hazardSchema) }), ...errors },
    },
    handler: async (req) => shipping.listHazards(db, actorOf(req), req.params.id),
  });
  r.post(`${PREFIX}/hazards`, {
    config: editor,
    schema: { tags, body: createHazardInputSchema, response: { 201: hazardsReplySchema, ...errors } },
    handler: async (req, reply) =>
      reply.code(201).send(await shipping.createHazard(db, actorOf(req), req.body)),
  });
  r.patch(`${PREFIX}/hazards/:id`, {
    config: editor,
    schema: {
      tags,
      params: idParamSchema,
      body: updateHazardInputSchema,
      response: { 200: hazardsReplySchema, ...errors },
    },
    handler: async (req) => shipping.updateHazard(db, actorOf(req), req.params.id, req.body),
  });
  r.delete(`${PREFIX}/hazards/:id`, {
    config: editor,
    schema: { tags, params: idParamSchema, response: { 200: hazardsReplySchema, ...errors } },
    handler: async (req) => shipping.deleteHazard(db, actorOf(req), req.params.id),
  });

  // ---------------------------------------------------------------- customs
  r.get(`${PREFIX}/product/:id/harmonized_system_codes`, {
    config: viewer,
    schema: { tags, params: idParamSchema, response: { 200: productHsCodesReplySchema, ...errors } },
    handler: async (req) => customs.listProductHsCodes(db, actorOf(req), req.params.id),
  });
  r.post(`${PREFIX}/harmonized_system_codes`, {
    config: editor,
    schema: {
      tags,
      body: createProductHsCodeInputSchema,
      response: { 201: productHsCodesReplySchema, ...errors },
    },
    handler: async (req, reply) =>
      reply.code(201).send(await customs.addProductHsCode(db, actorOf(req), req.body)),
  });
  r.patch(`${PREFIX}/harmonized_system_codes/:id`, {
    config: editor,
    schema: {
      tags,
      params: idParamSchema,
      body: updateProductHsCodeInputSchema,
      response: { 200: productHsCodesReplySchema, ...errors },
    },
    handler: async (req) => customs.updateProductHsCode(db, actorOf(req), req.params.id, req.body),
  });
  r.delete(`${PREFIX}/harmonized_system_codes/:id`, {
    config: editor,
    schema: { tags, params: idParamSchema, response: { 200: productHsCodesReplySchema, ...errors } },
    handler: async (req) => customs.removeProductHsCode(db, actorOf(req), req.params.id),
  });

  // ---------------------------------------------------------------- pricing
  r.get(`${PREFIX}/product/:id/product_price`, {
    config: viewer,
    schema: { tags, params: idParamSchema, response: { 200: productPriceReplySchema, ...errors } },
    handler: async (req) => customs.getProductPrice(db, actorOf(req), req.params.id),
  });
  r.put(`${PREFIX}/product/:id/product_price`, {
    config: editor,
    schema: {
      tags,
      params: idParamSchema,
      body: productPriceInputSchema,
      response: { 200: productPriceReplySchema, ...errors },
    },
    handler: async (req) => customs.putProductPrice(db, actorOf(req), req.params.id, req.body),
  });
}
