/** PDF documents (pdfkit) with barcodes (bwip-js), for every module that prints (docs/decisions/0601). */
export {
  barcodePng,
  drawBarcode,
  keyValues,
  PAGE_SIZES,
  renderPdf,
  table,
  type BarcodeKind,
  type Column,
  type PageSize,
  type Pdf,
} from './pdf-document.ts';
