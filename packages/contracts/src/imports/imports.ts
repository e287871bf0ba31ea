import { z } from 'zod';

/** The file import pipeline's wire shapes and messages (platform design section 5, distributor spec 8). */
export const IMPORT_MESSAGES = {
  started: "Import successful. You'll receive an email when we've finished processing your data.",
  wrongFormat: 'Only CSV or XLSX files can be imported',
  empty: 'The file is empty',
  noRows: 'The file has no rows under its headings',
  tooLarge: (mb: number) => `The file is larger than ${mb} MB`,
  noFile: 'Choose a CSV or XLSX file to import',
  mapRequired: (label: string) => `Choose the column for ${label}`,
  unknownColumn: (column: string) => `The file has no column '${column}'`,
  columnTwice: (column: string) => `The column '${column}' is mapped to more than one field`,
  alreadyStarted: 'This import has already started',
} as const;

export const importStatusSchema = z.enum(['uploaded', 'queued', 'processing', 'completed', 'failed']);
export type ImportStatus = z.infer<typeof importStatusSchema>;

export const importFieldSchema = z.object({
  key: z.string(),
  label: z.string(),
  required: z.boolean(),
});

/** A column mapping: field key to the file's heading (null: not imported). */
export const importMappingSchema = z.record(z.string(), z.string().nullable());
export type ImportMapping = z.infer<typeof importMappingSchema>;

export const importSchema = z.object({
  id: z.number().int(),
  import_type: z.string(),
  /** The record chosen for the whole file (a brand), for types that ask for one. */
  context_id: z.number().int().nullable(),
  status: importStatusSchema,
  file_name: z.string(),
  file_format: z.enum(['csv', 'xlsx']),
  file_size: z.number().int(),
  headers: z.array(z.string()),
  mapping: importMappingSchema.nullable(),
  total_rows: z.number().int(),
  valid_rows: z.number().int(),
  error_rows: z.number().int(),
  loaded_rows: z.number().int(),
  /** The change set of the history the load wrote (catalogue imports), to preview and revert; else null. */
  change_set_id: z.number().int().nullable(),
  failure_message: z.string().nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type ImportRecord = z.infer<typeof importSchema>;

/** The answer to an upload: the import, the type's fields and the mapping to offer (last used, else guessed). */
/** What a type asks to be chosen for the whole file before upload (a brand), or null. */
export const importContextSchema = z.object({ label: z.string(), required: z.boolean() }).nullable();

export const importUploadReplySchema = z.object({
  import: importSchema,
  context: importContextSchema,
  fields: z.array(importFieldSchema),
  mapping: importMappingSchema,
});

export const importTypeReplySchema = z.object({
  name: z.string(),
  label: z.string(),
  context: importContextSchema,
  fields: z.array(importFieldSchema),
  mapping: importMappingSchema.nullable(),
});

export const startImportSchema = z.object({ mapping: importMappingSchema });

export const importRowErrorSchema = z.object({
  line: z.number().int(),
  column: z.string(),
  message: z.string(),
});

export const importProgressSchema = z.object({
  id: z.number().int(),
  import_type: z.string(),
  status: importStatusSchema,
  processed_rows: z.number().int(),
  error_rows: z.number().int(),
  /** 0 to 100, by the share of the file read. */
  percent: z.number(),
});
export type ImportProgress = z.infer<typeof importProgressSchema>;

/** Live channel topics of the pipeline. */
export const IMPORT_TOPICS = { progress: 'imports.progress', finished: 'imports.finished' } as const;
