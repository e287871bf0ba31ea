import '../shared/no-eval.ts';
import { z } from 'zod';
import { emptyToUndefined, formBoolean, formRequiredId } from './form-values.ts';

/**
 * Export templates, their fields and the scheduled data exports (spec catalogue-pim sections 2, 3, 4, 5, 7, 8).
 * The meaning of the original column codes 0 to 24 is decision record 0250.
 */

/** Field type codes: 0 text, 1 number, 2 yes/no (decision 0250). */
export const EXPORT_FIELD_TYPES = [
  { value: 0, label: 'Text' },
  { value: 1, label: 'Number' },
  { value: 2, label: 'Yes/No' },
] as const;

/** The original columns a template field can export, by code (decision 0250), with the spec's defaults. */
export const EXPORT_COLUMNS = [
  { code: 0, label: 'Title', type: 0, translatable: true },
  { code: 1, label: 'SKU', type: 0, translatable: false },
  { code: 2, label: 'Description', type: 0, translatable: true },
  { code: 3, label: 'Brand', type: 0, translatable: false },
  { code: 4, label: 'Sub-Brand', type: 0, translatable: false },
  { code: 5, label: 'Product Type', type: 0, translatable: false },
  { code: 6, label: 'Manufacturer SKU', type: 0, translatable: false },
  { code: 7, label: 'Price', type: 1, translatable: false },
  { code: 8, label: 'Currency', type: 0, translatable: false },
  { code: 9, label: 'Weight (kg)', type: 1, translatable: false },
  { code: 10, label: 'Length (cm)', type: 1, translatable: false },
  { code: 11, label: 'Width (cm)', type: 1, translatable: false },
  { code: 12, label: 'Height (cm)', type: 1, translatable: false },
  { code: 13, label: 'Published', type: 2, translatable: false },
  { code: 14, label: 'Purchaseable', type: 2, translatable: false },
  { code: 15, label: 'Universal Fitment', type: 2, translatable: false },
  { code: 16, label: 'Preorder', type: 2, translatable: false },
  { code: 17, label: 'Allow Dropship', type: 2, translatable: false },
  { code: 18, label: 'OEM', type: 2, translatable: false },
  { code: 19, label: 'Generic Image', type: 2, translatable: false },
  { code: 20, label: 'Country of Origin', type: 0, translatable: false },
  { code: 21, label: 'Record Type', type: 0, translatable: false },
  { code: 22, label: 'Has Media', type: 2, translatable: false },
  { code: 23, label: 'TecDoc Article ID', type: 0, translatable: false },
  { code: 24, label: 'AutoInfo Product Code', type: 0, translatable: false },
] as const;
export type ExportColumn = (typeof EXPORT_COLUMNS)[number];

export function exportColumn(code: number): ExportColumn | undefined {
  return EXPORT_COLUMNS.find((c) => c.code === code);
}

export const EXPORT_MESSAGES = {
  titleRequired: 'Title is required',
  titleTooLong: 'Title must be at most 255 characters',
  originalColumnRequired: 'Original column is required',
  columnTitleTooLong: 'Column title must be at most 255 characters',
  characterLimitHint: 'Leave 0 for no limit',
  characterLimitInvalid: 'Character limit must be a whole number of 0 or more',
  typeInvalid: 'Type must be 0, 1 or 2',
  templateRequired: 'Export template is required',
  brandRequired: 'Please select a brand',
  accountCodeRequired: 'Account code is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Email is not valid',
  exportTimeInvalid: 'Export time must be one of the hourly slots 00:00 to 23:00',
  fieldCreated: 'Export Template Field created',
  fieldUpdated: 'Export Template Field updated',
  fieldDeleted: 'Export Template Field Deleted',
  fieldCreateFailed: 'There was an error creating the Export Template Field',
  fieldUpdateFailed: 'There was an error updating the Export Template Field',
  fieldDeleteFailed: 'Error removing Export Template Field',
  templateCreated: 'Export Template Created',
  templateUpdated: 'Export Template Updated',
  templateDeleted: 'Export Template deleted successfully',
  templateCreateFailed: 'There was an error creating the Export Template.',
  templateUpdateFailed: 'There was an error updating the Export Template',
  templateDeleteFailed: 'Error removing Export Template',
  refreshFailed: 'Could not refresh Export Template data',
  exportFailed: 'There was an error exporting the data.',
  exportStarted: "Export started. You'll receive an email with a download link when it is ready.",
  confirmDeleteTemplate: 'Do you really want to delete this Export Template?',
  confirmDeleteField: 'Do you really want to delete this Field?',
  exportCreated: 'Export created',
  exportUpdated: 'Export updated',
  exportDeleted: 'Export deleted',
} as const;

/** The 24 hourly slots of a scheduled export. */
export const EXPORT_TIMES = Array.from({ length: 24 }, (_, h) => `${String(h).padStart(2, '0')}:00`);

const limit = z.preprocess(
  (v) => (v === '' || v === null || v === undefined ? 0 : emptyToUndefined(v)),
  z
    .number({ error: EXPORT_MESSAGES.characterLimitInvalid })
    .int(EXPORT_MESSAGES.characterLimitInvalid)
    .min(0, EXPORT_MESSAGES.characterLimitInvalid)
    .max(100000, EXPORT_MESSAGES.characterLimitInvalid),
);

export const exportTemplateFieldInputSchema = z.object({
  original_column: z.preprocess(
    emptyToUndefined,
    z
      .number({ error: EXPORT_MESSAGES.originalColumnRequired })
      .int(EXPORT_MESSAGES.originalColumnRequired)
      .min(0, EXPORT_MESSAGES.originalColumnRequired)
      .max(24, EXPORT_MESSAGES.originalColumnRequired),
  ),
  column_title: z
    .preprocess(
      (v) => (v === null || v === undefined ? '' : String(v)),
      z.string().trim().max(255, EXPORT_MESSAGES.columnTitleTooLong),
    )
    .optional(),
  type: z
    .preprocess(
      emptyToUndefined,
      z
        .number({ error: EXPORT_MESSAGES.typeInvalid })
        .int(EXPORT_MESSAGES.typeInvalid)
        .min(0, EXPORT_MESSAGES.typeInvalid)
        .max(2, EXPORT_MESSAGES.typeInvalid),
    )
    .optional(),
  translatable: formBoolean().optional(),
  strip_html: formBoolean().optional(),
  uppercase: formBoolean().optional(),
  character_limit: limit.optional(),
  export_template_id: formRequiredId(EXPORT_MESSAGES.templateRequired),
});
export type ExportTemplateFieldInput = z.infer<typeof exportTemplateFieldInputSchema>;
export const exportTemplateFieldBodySchema = z.object({
  export_template_field: exportTemplateFieldInputSchema,
});

export const exportTemplateFieldSchema = z.object({
  id: z.number().int(),
  export_template_id: z.number().int(),
  position: z.number().int(),
  original_column: z.number().int(),
  column_title: z.string(),
  type: z.number().int(),
  translatable: z.boolean(),
  strip_html: z.boolean(),
  uppercase: z.boolean(),
  character_limit: z.number().int(),
});
export type ExportTemplateField = z.infer<typeof exportTemplateFieldSchema>;

/** A field inside the template form's `export_template_fields` JSON (no template id: it is the one saved). */
const nestedFieldSchema = exportTemplateFieldInputSchema.omit({ export_template_id: true });

export const exportTemplateInputSchema = z.object({
  title: z.preprocess(
    (v) => (v === null || v === undefined ? '' : String(v)),
    z.string().trim().min(1, EXPORT_MESSAGES.titleRequired).max(255, EXPORT_MESSAGES.titleTooLong),
  ),
  team_id: z.unknown().optional(),
  /** The template's fields as JSON text (form) or an array; when given they replace the template's fields. */
  export_template_fields: z
    .preprocess((v) => {
      if (typeof v !== 'string') return v;
      try {
        return JSON.parse(v) as unknown;
      } catch {
        return v;
      }
    }, z.array(nestedFieldSchema).max(100))
    .optional(),
});
export type ExportTemplateInput = z.infer<typeof exportTemplateInputSchema>;
export const exportTemplateBodySchema = z.object({ export_template: exportTemplateInputSchema });

export const exportTemplateSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  team_id: z.number().int(),
  updated_at: z.string(),
  export_template_fields: z.array(exportTemplateFieldSchema),
});
export type ExportTemplate = z.infer<typeof exportTemplateSchema>;

export const exportTemplateReplySchema = z.object({
  message: z.string().optional(),
  export_template: exportTemplateSchema,
});
export const exportTemplatesReplySchema = z.object({
  export_templates: z.array(
    exportTemplateSchema.omit({ export_template_fields: true }).extend({ fields_count: z.number().int() }),
  ),
});
export const exportTemplateFieldReplySchema = z.object({
  message: z.string(),
  export_template_field: exportTemplateFieldSchema,
});

const optionalId = z.preprocess(
  (v) => (v === '' || v === null || v === 'null' || v === undefined ? null : emptyToUndefined(v)),
  z.number({ error: 'Invalid id' }).int('Invalid id').positive('Invalid id').nullable(),
);
export const runExportBodySchema = z.object({
  // A missing export_template is checked as an empty one, so it answers 'Please select a brand' too.
  export_template: z.preprocess(
    (v) => v ?? {},
    z.object({
      brand_id: z.preprocess(
        (v) => (v === '' || v === null || v === 'null' ? undefined : emptyToUndefined(v)),
        z
          .number({ error: EXPORT_MESSAGES.brandRequired })
          .int(EXPORT_MESSAGES.brandRequired)
          .positive(EXPORT_MESSAGES.brandRequired)
          // None: the user's current brand (decision 0276); with none either, 'Please select a brand'.
          .optional(),
      ),
      sub_brand_id: optionalId.optional(),
      product_type_id: optionalId.optional(),
    }),
  ),
});
export type RunExportBody = z.infer<typeof runExportBodySchema>;

export const exportRunSchema = z.object({
  id: z.number().int(),
  status: z.enum(['queued', 'running', 'completed', 'failed']),
  row_count: z.number().int(),
  file_name: z.string(),
  download_url: z.string().nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type ExportRun = z.infer<typeof exportRunSchema>;
export const runExportReplySchema = z.object({ message: z.string(), export_run: exportRunSchema });

/** A scheduled data export (admin): who receives it and which products. */
export const dataExportInputSchema = z.object({
  account_code: z.preprocess(
    (v) => (v === null || v === undefined ? '' : String(v)),
    z.string().trim().min(1, EXPORT_MESSAGES.accountCodeRequired).max(100),
  ),
  email: z.preprocess(
    (v) => (v === null || v === undefined ? '' : String(v)),
    z
      .string()
      .trim()
      .min(1, EXPORT_MESSAGES.emailRequired)
      .max(254, EXPORT_MESSAGES.emailInvalid)
      .email(EXPORT_MESSAGES.emailInvalid),
  ),
  product_types: z.array(z.coerce.number().int().positive()).max(500).default([]),
  brands: z.array(z.coerce.number().int().positive()).max(500).default([]),
  export_time: z
    .enum(EXPORT_TIMES as [string, ...string[]], { error: EXPORT_MESSAGES.exportTimeInvalid })
    .default('00:00'),
  active: formBoolean().default(true),
});
export type DataExportInput = z.infer<typeof dataExportInputSchema>;

export const dataExportSchema = z.object({
  id: z.number().int(),
  account_code: z.string(),
  email: z.string(),
  selected_product_types: z.array(z.object({ id: z.number().int(), title: z.string() })),
  selected_brands: z.array(z.object({ id: z.number().int(), name: z.string() })),
  export_time: z.string(),
  schedule: z.string(),
  active: z.boolean(),
  last_run_at: z.string().nullable(),
});
export type DataExport = z.infer<typeof dataExportSchema>;
export const dataExportReplySchema = z.object({ message: z.string(), exp: dataExportSchema });
export const dataExportsReplySchema = z.object({
  message: z.string().optional(),
  exports: z.array(dataExportSchema),
});
