import type { Area } from '@partsflow/contracts';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { SqlSession } from '../db/bulk.ts';
import type { Db } from '../db/client.ts';

/** One field of an import type: the key rows are validated by, the heading users see, alternatives matched. */
export interface ImportField {
  key: string;
  label: string;
  required: boolean;
  /** Headings (lower case, spaces and punctuation ignored) that map to this field without asking. */
  aliases?: string[];
}

/** A problem with one field of one row; the pipeline adds the file line and the column heading. */
export interface FieldError {
  field: string;
  message: string;
}

/** What a row's validation answers: the staging values in `staging.columns` order, or its errors. */
export type RowResult =
  { ok: true; values: readonly (string | number | null)[] } | { ok: false; errors: FieldError[] };

export interface ImportRunScope {
  teamId: number;
  importId: number;
  /** The record the whole file is for (the brand of a packaging import), when the type has a `context`. */
  contextId: number | null;
  /**
   * In `load` of a type with `changeSet`: the history change set opened for this load (user and label on its
   * row); the load records one audits entry per record it writes with this id (decision 0273).
   */
  changeSetId: number | null;
}

/**
 * A record chosen for the whole file before upload (`?context_id=` on the upload), e.g. the brand whose products a
 * packaging file describes. Checked at upload: missing when required answers 400 with `required`; one the team
 * may not use answers 404.
 */
export interface ImportContext {
  /** What is chosen: 'Brand'. */
  label: string;
  required: boolean;
  /** The refusal when it is required and missing: 'Please select a brand'. */
  requiredMessage: string;
  /** Whether the team (null: staff, any team) may import into this record. */
  allowed(db: Db, teamId: number | null, id: number): Promise<boolean>;
  /**
   * The record used when the upload names none (the catalogue: the user's current brand, decision 0276), or null;
   * it is checked with `allowed` like a named one.
   */
  fallback?(db: Db, scope: { teamId: number; userId: number | null }): Promise<number | null>;
}

/**
 * An import type, declared by the module that owns the data (see README.md beside this file):
 * its fields, how one row is checked and turned into staging values, the staging table the valid rows are
 * copied into (with `import_id` and `line` columns first), and the one set-based statement that loads them.
 */
export interface ImportType<P = unknown> {
  /** The name in URLs and in the import history (`inventory`, `pricing`, `products`). */
  name: string;
  /** Shown in emails and the history: 'Inventory'. */
  label: string;
  /** The area whose members may run it. */
  area: Area;
  fields: readonly ImportField[];
  /**
   * The load is one change set of the history (decision 0273): the pipeline opens it in the load's transaction
   * (kind `import-{name}`, label `Import {label}: {file}`), passes its id as `scope.changeSetId` and records it on
   * the import, so the import can be previewed and reverted as one unit.
   */
  changeSet?: boolean;
  /** A record chosen for the whole file (see `ImportContext`); none when the file says everything itself. */
  context?: ImportContext;
  /** Loads what validation needs once per run (the team's location codes); not per row. */
  prepare(s: SqlSession, scope: ImportRunScope): Promise<P>;
  /** Checks one row; `row` holds the mapped fields' trimmed text ('' when the cell is empty). */
  validate(row: Readonly<Record<string, string>>, prepared: P): RowResult;
  staging: {
    table: PgTable;
    /** Staging columns after `import_id` and `line`, in the order `validate` answers values. */
    columns: readonly string[];
  };
  /**
   * Loads the import's staged rows (`$1` import id, `$2` team id) into the target tables in one statement and
   * answers the rows it wrote. Runs in the transaction that marks the import completed, so a crash loads all or
   * nothing; it must be idempotent (the same file twice leaves the same state) and tolerate repeated keys in a
   * file (the last line wins). A load that can only check some rows against the data (an SKU that must exist in
   * the brand) records those rows in `import_row_errors` itself and answers `{ loaded, rejected }`.
   */
  load(s: SqlSession, scope: ImportRunScope): Promise<number | { loaded: number; rejected: number }>;
  /** The set-based path for CSV files on PostgreSQL (see `RawSql`); without it every file goes row by row. */
  raw?(field: (key: string) => string): RawSql;
}

/**
 * The set-based path of a type (optional): a CSV file is copied as text into a raw table `r` (column per
 * heading) and checked and staged by SQL instead of row by row. `field(key)` is the SQL expression of a mapped
 * field's trimmed text ('' when empty or unmapped); `$2` is the team id. The checks must give exactly the
 * messages `validate` gives, in the same field order.
 */
export interface RawSql {
  /** FROM items added after the raw rows `r` (e.g. `LEFT JOIN locations l ON ...`). */
  joins?: string;
  /** One per field that can fail: an SQL expression giving its message for the row, or NULL when it passes. */
  checks: { field: string; message: string }[];
  /** The staging values, in `staging.columns` order, for a row whose checks all pass. */
  values: string[];
}
