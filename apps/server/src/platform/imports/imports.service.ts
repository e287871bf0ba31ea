import { randomUUID } from 'node:crypto';
import type { MultipartFile } from '@fastify/multipart';
import { IMPORT_MESSAGES, type ImportMapping } from '@partsflow/contracts';
import type { Actor } from '../auth/actor.ts';
import type { Db } from '../db/client.ts';
import { AppError, notFound, validationFailed } from '../http/errors.ts';
import { iso } from '../http/presenters.ts';
import { datatable, pageWindow } from '../pagination/pagination.ts';
import type { FileStorage } from '../storage/index.ts';
import { detectFormat, readRows, type FileFormat } from './file-rows.ts';
import type { ImportPipeline } from './import-pipeline.ts';
import type { ImportType } from './import-type.ts';
import * as repo from './imports.repository.ts';

export interface ImportDeps {
  db: Db;
  storage: FileStorage;
  pipeline: ImportPipeline;
  maxBytes: number;
  /** The same limit in MB, as the refusal names it. */
  maxMb: number;
}

export function presentImport(r: repo.ImportRow) {
  return {
    id: r.id,
    import_type: r.import_type,
    context_id: r.context_id,
    status: r.status,
    file_name: r.file_name,
    file_format: r.file_format,
    file_size: r.file_size,
    headers: r.headers,
    mapping: r.mapping ?? null,
    total_rows: r.total_rows,
    valid_rows: r.valid_rows,
    error_rows: r.error_rows,
    loaded_rows: r.loaded_rows,
    change_set_id: r.change_set_id,
    failure_message: r.failure_message,
    created_at: iso(r.created_at)!,
    finished_at: iso(r.finished_at),
  };
}

const bad = (message: string) => new AppError('bad_request', 400, message);

export function importTypeOr404(pipeline: ImportPipeline, name: string): ImportType<unknown> {
  const type = pipeline.type(name);
  if (!type) throw notFound('No such import type');
  return type;
}

const norm = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The mapping to offer for a file: the team's last one where its headings are in the file, else a guess by name. */
export function suggestMapping(
  type: ImportType<unknown>,
  headers: string[],
  last: ImportMapping | null,
): ImportMapping {
  const out: ImportMapping = {};
  for (const f of type.fields) {
    const remembered = last?.[f.key];
    if (remembered && headers.includes(remembered)) {
      out[f.key] = remembered;
      continue;
    }
    const names = [f.key, f.label, ...(f.aliases ?? [])].map(norm);
    out[f.key] = headers.find((h) => names.includes(norm(h))) ?? null;
  }
  return out;
}

const presentContext = (type: ImportType<unknown>) =>
  type.context ? { label: type.context.label, required: type.context.required } : null;

export async function describeType(deps: ImportDeps, actor: Actor, name: string) {
  const type = importTypeOr404(deps.pipeline, name);
  return {
    name: type.name,
    label: type.label,
    context: presentContext(type),
    fields: type.fields.map((f) => ({ key: f.key, label: f.label, required: f.required })),
    mapping: await repo.findMapping(deps.db, actor.scope.teamId, type.name),
  };
}

/**
 * Keeps an uploaded file and reads its headings: refuses a file that is missing, not CSV or XLSX, empty or over
 * the size limit (and keeps nothing of it).
 */
export async function upload(
  deps: ImportDeps,
  actor: Actor,
  notifyEmail: string | null,
  typeName: string,
  file: MultipartFile | undefined,
  contextId: number | null = null,
) {
  const type = importTypeOr404(deps.pipeline, typeName);
  // The record chosen for the whole file is checked before the file is kept.
  if (type.context) {
    if (contextId === null && type.context.fallback) {
      contextId = await type.context.fallback(deps.db, actor.scope);
    }
    if (contextId === null) {
      if (type.context.required) throw bad(type.context.requiredMessage);
    } else if (
      !(await type.context.allowed(deps.db, actor.scope.staff ? null : actor.scope.teamId, contextId))
    ) {
      throw notFound(`${type.context.label} not found`);
    }
  } else contextId = null;
  if (!file) throw bad(IMPORT_MESSAGES.noFile);
  const tooLarge = bad(IMPORT_MESSAGES.tooLarge(deps.maxMb));
  let stored: { key: string; size: number };
  try {
    const key = `imports/${randomUUID()}`;
    stored = { key, ...(await deps.storage.putStream(key, file.file)) };
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge;
    throw err;
  }
  try {
    if (file.file.truncated) throw tooLarge;
    if (stored.size === 0) throw bad(IMPORT_MESSAGES.empty);
    const head = await readHead(deps.storage, stored.key);
    const format = detectFormat(file.filename, head);
    if (!format) throw bad(IMPORT_MESSAGES.wrongFormat);
    const rows = await firstRows(deps.storage, stored.key, format);
    if (rows.length === 0) throw bad(IMPORT_MESSAGES.empty);
    if (rows.length === 1) throw bad(IMPORT_MESSAGES.noRows);
    const headers = rows[0]!.map((h) => h.trim());
    const row = await repo.insertImport(deps.db, {
      team_id: actor.scope.teamId,
      user_id: actor.scope.userId,
      notify_email: notifyEmail,
      import_type: type.name,
      context_id: contextId,
      file_name: file.filename.slice(0, 255),
      file_format: format,
      file_key: stored.key,
      file_size: stored.size,
      headers,
    });
    const last = await repo.findMapping(deps.db, actor.scope.teamId, type.name);
    return {
      import: presentImport(row),
      context: presentContext(type),
      fields: type.fields.map((f) => ({ key: f.key, label: f.label, required: f.required })),
      mapping: suggestMapping(type, headers, last),
    };
  } catch (err) {
    await deps.storage.remove(stored.key);
    throw err;
  }
}

async function readHead(storage: FileStorage, key: string): Promise<Buffer> {
  for await (const chunk of storage.read(key)) return (chunk as Buffer).subarray(0, 512);
  return Buffer.alloc(0);
}

async function firstRows(storage: FileStorage, key: string, format: FileFormat): Promise<string[][]> {
  const out: string[][] = [];
  try {
    for await (const row of readRows(storage.read(key), format)) {
      out.push(row.cells);
      if (out.length === 2) break;
    }
  } catch {
    // A file that claims to be CSV or XLSX but cannot be read as one.
    throw bad(IMPORT_MESSAGES.wrongFormat);
  }
  return out;
}

/** Starts loading an uploaded file with the mapping chosen; a repeated start answers the import as it is. */
export async function start(deps: ImportDeps, actor: Actor, id: number, mapping: ImportMapping) {
  const row = await repo.findImport(deps.db, id, actor.scope.staff ? null : actor.scope.teamId);
  if (!row) throw notFound('Import not found');
  if (row.status !== 'uploaded') return presentImport(row);
  const type = importTypeOr404(deps.pipeline, row.import_type);
  const clean: ImportMapping = {};
  const details: { path: (string | number)[]; message: string }[] = [];
  const used = new Set<string>();
  for (const f of type.fields) {
    const column = mapping[f.key] ?? null;
    clean[f.key] = column;
    if (!column) {
      if (f.required)
        details.push({ path: ['mapping', f.key], message: IMPORT_MESSAGES.mapRequired(f.label) });
      continue;
    }
    if (!row.headers.includes(column))
      details.push({ path: ['mapping', f.key], message: IMPORT_MESSAGES.unknownColumn(column) });
    else if (used.has(column))
      details.push({ path: ['mapping', f.key], message: IMPORT_MESSAGES.columnTwice(column) });
    used.add(column);
  }
  if (details.length) throw validationFailed(details);
  const queued = await deps.db.transaction(async (tx) => {
    const q = await repo.queueImport(tx, id, clean);
    if (q) await repo.rememberMapping(tx, row.team_id, type.name, clean);
    return q;
  });
  if (!queued) return presentImport((await repo.findImport(deps.db, id, null))!);
  await deps.pipeline.wake();
  return presentImport(queued);
}

export async function show(deps: ImportDeps, actor: Actor, id: number) {
  const row = await repo.findImport(deps.db, id, actor.scope.staff ? null : actor.scope.teamId);
  if (!row) throw notFound('Import not found');
  return presentImport(row);
}

export async function history(
  deps: ImportDeps,
  actor: Actor,
  q: { import_type?: string; page: number; per: number },
) {
  const { rows, total } = await repo.pageImports(
    deps.db,
    actor.scope.teamId,
    q.import_type,
    pageWindow(q.page, q.per),
  );
  return datatable(rows.map(presentImport), total);
}

export async function rowErrors(deps: ImportDeps, actor: Actor, id: number) {
  const row = await repo.findImport(deps.db, id, actor.scope.staff ? null : actor.scope.teamId);
  if (!row) throw notFound('Import not found');
  return { row, errors: await repo.listRowErrors(deps.db, id) };
}
