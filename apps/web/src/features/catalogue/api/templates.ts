import type { AttributeTemplate, BrandWithSubBrands } from '@partsflow/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { productAttributeKeys, productKeys } from './query-keys.ts';

/** Paths of the brand attribute templates (spec section 2, Brand templates page). */
const base = '/api/catalogue';
const templatePaths = {
  brands: () => `${base}/brands`,
  templates: (brandId: number) => `${base}/admin/brands/${brandId}/product-attributes-template`,
  template: (brandId: number, templateId: number) =>
    `${base}/admin/brands/${brandId}/product-attributes-template/${templateId}`,
} as const;

export const templateKeys = {
  all: ['catalogue', 'attribute-templates'] as const,
  brands: () => ['catalogue', 'team-brands'] as const,
  list: (brandId: number) => [...templateKeys.all, brandId] as const,
};

interface TemplatesReply {
  product_attributes_templates: AttributeTemplate[];
}

/** The team's brands (GET /brands), so a page addressed by slug can find the brand's id. */
export function useTeamBrand(slug: string) {
  return useQuery({
    queryKey: templateKeys.brands(),
    queryFn: ({ signal }) => api<{ brands: BrandWithSubBrands[] }>(templatePaths.brands(), { signal }),
    select: (r) => r.brands.find((b) => b.slug === slug) ?? null,
    staleTime: 5 * 60_000,
  });
}

export function useBrandTemplates(brandId: number | null) {
  return useQuery({
    queryKey: templateKeys.list(brandId ?? 0),
    queryFn: ({ signal }) => api<TemplatesReply>(templatePaths.templates(brandId!), { signal }),
    select: (r) => r.product_attributes_templates,
    enabled: brandId !== null,
  });
}

export interface SaveTemplateInput {
  /** Absent when creating. */
  templateId?: number;
  product_type_id: number;
  /** Attribute title ids in template order. */
  template_attributes: number[];
}

/** Creates (POST) or updates (PATCH) a template; the reply is the brand's whole template list. */
export function useSaveTemplate(brandId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ templateId, ...body }: SaveTemplateInput) =>
      api<TemplatesReply>(
        templateId ? templatePaths.template(brandId, templateId) : templatePaths.templates(brandId),
        { method: templateId ? 'PATCH' : 'POST', body },
      ),
    onSuccess: (reply) => {
      qc.setQueryData(templateKeys.list(brandId), reply);
      // Products show whether each attribute is in their template, and whether its order differs.
      return Promise.all([
        qc.invalidateQueries({ queryKey: productAttributeKeys.all }),
        qc.invalidateQueries({ queryKey: productKeys.details() }),
      ]);
    },
  });
}
