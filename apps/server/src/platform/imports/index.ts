/**
 * The file import pipeline, one for the whole platform (README.md beside this file says how to add a type).
 */
export { createImportPipeline, ImportKilled, type ImportPipeline } from './import-pipeline.ts';
export type {
  ImportContext,
  ImportField,
  ImportRunScope,
  ImportType,
  RowResult,
  FieldError,
} from './import-type.ts';
export { importsRoutes } from './imports.routes.ts';
