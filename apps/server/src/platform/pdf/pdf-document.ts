import bwipjs from 'bwip-js/node';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';

/** Page sizes in PDF points (1/72 in): a 4x6 in thermal label, A5 and A4. */
export const PAGE_SIZES = {
  '4x6': [288, 432] as [number, number],
  A5: [419.53, 595.28] as [number, number],
  A4: [595.28, 841.89] as [number, number],
};
export type PageSize = keyof typeof PAGE_SIZES;

export type Pdf = PDFKit.PDFDocument;

/**
 * Builds a PDF in memory: `draw` lays out the pages (the first page is open, in `size`; add more with
 * `doc.addPage({ size: PAGE_SIZES[...] })`). Standard fonts only, so nothing is read from disk.
 */
export async function renderPdf(
  meta: { title: string; size: PageSize; margin?: number },
  draw: (doc: Pdf) => void | Promise<void>,
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: PAGE_SIZES[meta.size],
    margin: meta.margin ?? 24,
    info: { Title: meta.title, Producer: 'Partsflow', Creator: 'Partsflow' },
    autoFirstPage: true,
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  await draw(doc);
  doc.end();
  return done;
}

export type BarcodeKind = 'code128' | 'qrcode' | 'datamatrix';

/**
 * A barcode as a PNG (bwip-js). Code 128 gets its human-readable text underneath; 2D codes are square.
 * `scale` is pixels per module: 3 prints crisply on a 203 dpi label printer.
 */
export async function barcodePng(
  kind: BarcodeKind,
  text: string,
  opts: { scale?: number } = {},
): Promise<Buffer> {
  return bwipjs.toBuffer({
    bcid: kind,
    text,
    scale: opts.scale ?? 3,
    ...(kind === 'code128' ? { height: 14, includetext: true, textxalign: 'center' } : {}),
    ...(kind === 'qrcode' ? { eclevel: 'M' } : {}),
  });
}

/**
 * Draws a barcode as vector shapes into the box (x, y, width, height), keeping its aspect ratio (centred): Code 128
 * and Data Matrix from bwip-js's SVG paths, QR codes from the `qrcode` encoder's module matrix (bwip-js's QR
 * encoder is an order of magnitude slower). Vector bars print sharp at any size and cost no PNG encoding.
 */
export function drawBarcode(
  doc: Pdf,
  kind: BarcodeKind,
  text: string,
  box: { x: number; y: number; width: number; height: number },
): void {
  if (kind === 'qrcode') {
    const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
    const n = qr.modules.size;
    const quiet = 2;
    const cell = Math.min(box.width, box.height) / (n + 2 * quiet);
    const x0 = box.x + (box.width - cell * (n + 2 * quiet)) / 2 + quiet * cell;
    const y0 = box.y + (box.height - cell * (n + 2 * quiet)) / 2 + quiet * cell;
    doc.save();
    for (let r = 0; r < n; r++) {
      for (let c = 0; c < n; c++) {
        if (qr.modules.get(r, c)) doc.rect(x0 + c * cell, y0 + r * cell, cell + 0.01, cell + 0.01);
      }
    }
    doc.fill('#000000').restore();
    return;
  }
  const { width: vw, height: vh, paths } = linearBarcode(doc, kind, text);
  const scale = Math.min(box.width / vw, box.height / vh);
  doc.save();
  doc.translate(box.x + (box.width - vw * scale) / 2, box.y + (box.height - vh * scale) / 2).scale(scale);
  for (const p of paths) {
    if (p.strokeWidth !== null) doc.path(p.d).lineWidth(p.strokeWidth).stroke('#000000');
    else doc.path(p.d).fill('#000000');
  }
  doc.restore();
}

interface VectorBarcode {
  width: number;
  height: number;
  paths: { d: string; strokeWidth: number | null }[];
}

// Encoding is the slow part and a label repeats one tracking number on every page: each document encodes a text
// once.
const encodedByDocument = new WeakMap<Pdf, Map<string, VectorBarcode>>();

function linearBarcode(doc: Pdf, kind: Exclude<BarcodeKind, 'qrcode'>, text: string): VectorBarcode {
  let encoded = encodedByDocument.get(doc);
  if (!encoded) encodedByDocument.set(doc, (encoded = new Map()));
  const key = `${kind}:${text}`;
  const hit = encoded.get(key);
  if (hit) return hit;
  const svg = bwipjs.toSVG({
    bcid: kind,
    text,
    ...(kind === 'code128' ? { height: 14, includetext: true, textxalign: 'center' } : {}),
  });
  const [, , width, height] = (/viewBox="([^"]+)"/.exec(svg)?.[1] ?? '0 0 1 1').split(' ').map(Number);
  const paths: VectorBarcode['paths'] = [];
  for (const m of svg.matchAll(/<path ([^>]*?)\/>/g)) {
    const attrs = m[1]!;
    const d = /\bd="([^"]+)"/.exec(attrs)?.[1];
    const stroke = /stroke-width="([^"]+)"/.exec(attrs)?.[1];
    if (d) paths.push({ d, strokeWidth: stroke ? Number(stroke) : null });
  }
  const out = { width: width ?? 1, height: height ?? 1, paths };
  encoded.set(key, out);
  return out;
}

/** A two-column table of label and value rows, drawn from the current position; answers the y below it. */
export function keyValues(
  doc: Pdf,
  rows: [string, string][],
  opts: { x: number; y: number; labelWidth: number; width: number; fontSize?: number },
): number {
  let y = opts.y;
  const size = opts.fontSize ?? 9;
  for (const [label, value] of rows) {
    doc.font('Helvetica-Bold').fontSize(size).text(label, opts.x, y, { width: opts.labelWidth });
    doc
      .font('Helvetica')
      .fontSize(size)
      .text(value, opts.x + opts.labelWidth, y, { width: opts.width - opts.labelWidth });
    y = Math.max(doc.y, y + size + 3) + 2;
  }
  return y;
}

export interface Column {
  header: string;
  width: number;
  align?: 'left' | 'right' | 'center';
}

/**
 * A table with a header row and a rule under it; rows that would cross the bottom margin go to a new page with
 * the header repeated. Answers the y below the last row.
 */
export function table(
  doc: Pdf,
  columns: Column[],
  rows: string[][],
  opts: { x: number; y: number; fontSize?: number },
): number {
  const size = opts.fontSize ?? 8;
  const rowHeight = size + 6;
  const bottom = doc.page.height - doc.page.margins.bottom;
  const totalWidth = columns.reduce((s, c) => s + c.width, 0);
  const header = (y: number) => {
    let x = opts.x;
    doc.font('Helvetica-Bold').fontSize(size);
    for (const c of columns) {
      doc.text(c.header, x + 2, y, { width: c.width - 4, align: c.align ?? 'left', lineBreak: false });
      x += c.width;
    }
    doc
      .moveTo(opts.x, y + rowHeight - 2)
      .lineTo(opts.x + totalWidth, y + rowHeight - 2)
      .lineWidth(0.75)
      .stroke();
    return y + rowHeight;
  };
  let y = header(opts.y);
  doc.font('Helvetica').fontSize(size);
  for (const row of rows) {
    if (y + rowHeight > bottom) {
      doc.addPage();
      y = header(doc.page.margins.top);
      doc.font('Helvetica').fontSize(size);
    }
    let x = opts.x;
    for (const [i, c] of columns.entries()) {
      doc.text(row[i] ?? '', x + 2, y, {
        width: c.width - 4,
        align: c.align ?? 'left',
        lineBreak: false,
        ellipsis: true,
      });
      x += c.width;
    }
    y += rowHeight;
  }
  return y;
}
