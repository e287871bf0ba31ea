import type { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import ExcelJS from 'exceljs';

export type FileFormat = 'csv' | 'xlsx';

/** One row of a file: its line (CSV line where the record ends, XLSX row number) and its cells as text. */
export interface SourceRow {
  line: number;
  cells: string[];
}

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/**
 * The format of a file from its name and first bytes: XLSX is a zip named `.xlsx`; CSV is text (no NUL byte in
 * the first block) named `.csv` or `.txt`. Anything else is null (refused).
 */
export function detectFormat(fileName: string, head: Buffer): FileFormat | null {
  const ext = fileName.toLowerCase().split('.').pop() ?? '';
  if (ext === 'xlsx') return head.subarray(0, 4).equals(ZIP_MAGIC) ? 'xlsx' : null;
  if (ext === 'csv' || ext === 'txt') {
    if (head.subarray(0, 4).equals(ZIP_MAGIC) || head.includes(0)) return null;
    return 'csv';
  }
  return null;
}

/** Streams a file's rows, never holding the file in memory; empty rows are skipped. */
export async function* readRows(input: Readable, format: FileFormat): AsyncGenerator<SourceRow> {
  if (format === 'csv') yield* csvRows(input);
  else yield* xlsxRows(input);
}

async function* csvRows(input: Readable): AsyncGenerator<SourceRow> {
  const parser = parse({ bom: true, relax_column_count: true, skip_empty_lines: true, info: true });
  input.on('error', (err) => parser.destroy(err));
  input.pipe(parser);
  try {
    for await (const rec of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      if (rec.record.every((c) => c.trim() === '')) continue;
      yield { line: rec.info.lines, cells: rec.record };
    }
  } finally {
    input.destroy();
  }
}

async function* xlsxRows(input: Readable): AsyncGenerator<SourceRow> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(input, {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  });
  try {
    // The first worksheet is the data; the others are ignored.
    for await (const sheet of reader) {
      for await (const row of sheet as AsyncIterable<ExcelJS.Row>) {
        const values = (row.values as unknown[]).slice(1);
        const cells = Array.from({ length: values.length }, (_, i) => cellText(values[i]));
        if (cells.every((c) => c.trim() === '')) continue;
        yield { line: row.number, cells };
      }
      break;
    }
  } finally {
    input.destroy();
  }
}

/** A spreadsheet cell as the text a CSV would carry. */
export function cellText(v: unknown): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  if (v instanceof Date) {
    const iso = v.toISOString();
    return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso;
  }
  if (typeof v === 'object') {
    const o = v as { richText?: { text: string }[]; result?: unknown; text?: unknown; error?: unknown };
    if (o.richText) return o.richText.map((t) => t.text).join('');
    if ('result' in o) return cellText(o.result);
    if (typeof o.text === 'string') return o.text;
    if (o.error) return '';
  }
  return String(v);
}

/** The first row of a file (its headings), reading no further than needed. */
export async function readHeadings(input: Readable, format: FileFormat): Promise<string[] | null> {
  for await (const row of readRows(input, format)) return row.cells.map((c) => c.trim());
  return null;
}
