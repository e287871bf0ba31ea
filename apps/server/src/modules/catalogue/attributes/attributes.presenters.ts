import { isMissingAttributeValue, type ProductAttribute } from '@partsflow/contracts';
import type { attributeTitles, productAttributes } from '../catalogue.tables.ts';

/** A stable machine code for an attribute title ("Pad Thickness" -> "pad_thickness"). */
export function attributeCode(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');
}

export function presentProductAttribute(
  r: { attribute: typeof productAttributes.$inferSelect; title: typeof attributeTitles.$inferSelect },
  opts: { inTemplate: boolean; values: string[] },
): ProductAttribute {
  return {
    id: r.attribute.id,
    title: r.title.name,
    title_id: r.title.id,
    code: attributeCode(r.title.name),
    value: r.attribute.value,
    data_type: r.title.data_type,
    sequence: r.attribute.sequence,
    template: opts.inTemplate,
    missing_value: isMissingAttributeValue(r.title.data_type, r.attribute.value),
    values: opts.values,
    tec_doc_max_length: r.title.tec_doc_max_length,
  };
}
