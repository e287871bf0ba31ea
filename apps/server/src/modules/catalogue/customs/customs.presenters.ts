import type { ProductHsCode } from '@partsflow/contracts';
import type { harmonizedSystemCodes, productHsCodes } from '../catalogue.tables.ts';

export function presentHsCode(r: {
  row: typeof productHsCodes.$inferSelect;
  code: typeof harmonizedSystemCodes.$inferSelect;
}): ProductHsCode {
  return {
    id: r.row.id,
    country_code: r.row.country_code,
    harmonized_system_code: { id: r.code.id, code: r.code.code, description: r.code.description },
  };
}
