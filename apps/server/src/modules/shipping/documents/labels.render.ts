import { drawBarcode, PAGE_SIZES, renderPdf, type Pdf } from '../../../platform/pdf/index.ts';
import type { DeliveryGraph } from '../deliveries/deliveries.repository.ts';
import type { PartyJson } from '../shipping.tables.ts';

const kg = (g: number | null) => `${((g ?? 0) / 1000).toFixed(2)} kg`;
const cm = (mm: number | null) => ((mm ?? 0) / 10).toFixed(1);

export function addressLines(p: PartyJson): string[] {
  return [
    p.company && p.company !== p.name ? p.company : null,
    p.name,
    p.address1,
    p.address2,
    `${p.city} ${p.subdivision_code} ${p.postal_code}`,
    p.country !== 'AU' ? p.country : null,
    p.phone ? `Ph ${p.phone}` : null,
  ].filter((l): l is string => !!l);
}

/**
 * SHIPPING_LABEL: one page per parcel in the parcel's box label size (4x6 in, A5 or A4), laid out on a 4x6 grid
 * scaled to the page: carrier and service, sender, recipient, parcel n of N, weight, a Code 128 of the tracking
 * number and a QR code of tracking number, parcel and destination postcode for the sorting scanners.
 */
export function renderShippingLabel(g: DeliveryGraph): Promise<Buffer> {
  const d = g.delivery;
  const tracking = d.tracking_number ?? '';
  const total = g.parcels.length;
  const first = g.parcels[0]?.label_size ?? '4x6';
  return renderPdf({ title: `Shipping label ${tracking}`, size: first, margin: 0 }, (doc) => {
    g.parcels.forEach((p, i) => {
      if (i > 0) doc.addPage({ size: PAGE_SIZES[p.label_size], margin: 0 });
      drawLabel(doc, g, p, i + 1, total);
    });
  });
}

function drawLabel(
  doc: Pdf,
  g: DeliveryGraph,
  p: DeliveryGraph['parcels'][number],
  n: number,
  total: number,
) {
  const d = g.delivery;
  const W = doc.page.width;
  const s = W / 288; // one 4x6 point
  const m = 12 * s;
  const inner = W - 2 * m;
  const line = (y: number) =>
    doc
      .moveTo(m, y)
      .lineTo(W - m, y)
      .lineWidth(1 * s)
      .stroke();

  // Carrier band.
  doc.rect(0, 0, W, 34 * s).fill('#000000');
  doc
    .fillColor('#ffffff')
    .font('Helvetica-Bold')
    .fontSize(16 * s)
    .text(d.carrier_name ?? '', m, 9 * s, { width: inner * 0.6, lineBreak: false });
  doc
    .font('Helvetica')
    .fontSize(9 * s)
    .text(d.service_name ?? '', m + inner * 0.55, 13 * s, {
      width: inner * 0.45,
      align: 'right',
      lineBreak: false,
    });
  doc.fillColor('#000000');

  // Sender.
  let y = 40 * s;
  doc
    .font('Helvetica-Bold')
    .fontSize(7 * s)
    .text('FROM', m, y);
  doc
    .font('Helvetica')
    .fontSize(7.5 * s)
    .text(addressLines(d.sender).join('\n'), m + 30 * s, y, { width: inner - 30 * s });
  y = Math.max(doc.y, y + 40 * s) + 4 * s;
  line(y);

  // Recipient, the largest text on the label.
  y += 5 * s;
  doc
    .font('Helvetica-Bold')
    .fontSize(8 * s)
    .text('TO', m, y);
  doc
    .font('Helvetica-Bold')
    .fontSize(11 * s)
    .text(addressLines(d.recipient).join('\n'), m + 30 * s, y, { width: inner - 30 * s });
  y = Math.max(doc.y, y + 60 * s) + 4 * s;
  line(y);

  // Parcel facts beside the 2D code.
  y += 6 * s;
  const qrSize = 74 * s;
  drawBarcode(doc, 'qrcode', `${d.tracking_number ?? ''}|${n}/${total}|${d.recipient.postal_code}`, {
    x: W - m - qrSize,
    y,
    width: qrSize,
    height: qrSize,
  });
  doc
    .font('Helvetica-Bold')
    .fontSize(20 * s)
    .text(`${n} of ${total}`, m, y, { width: inner - qrSize - 6 * s });
  doc.font('Helvetica').fontSize(8 * s);
  doc.text(`Weight ${kg(p.weight_g)}`, m, y + 26 * s);
  doc.text(`${cm(p.length_mm)} x ${cm(p.width_mm)} x ${cm(p.height_mm)} cm`, m, y + 37 * s);
  doc.text(`Ref ${d.reference1 ?? d.identifier}`, m, y + 48 * s, {
    width: inner - qrSize - 6 * s,
    lineBreak: false,
  });
  if (p.items.some((i) => i.dangerous_goods)) {
    doc
      .rect(m, y + 60 * s, 110 * s, 14 * s)
      .lineWidth(1.5 * s)
      .stroke();
    doc
      .font('Helvetica-Bold')
      .fontSize(8 * s)
      .text('DANGEROUS GOODS', m + 4 * s, y + 63.5 * s, { lineBreak: false });
  }
  y += qrSize + 8 * s;
  line(y);

  // The tracking number as Code 128, as wide as the label allows.
  y += 8 * s;
  const barWidth = inner;
  const barHeight = Math.min(90 * s, doc.page.height - y - 30 * s);
  drawBarcode(doc, 'code128', d.tracking_number ?? '', { x: m, y, width: barWidth, height: barHeight });
  y += barHeight + 4 * s;
  doc
    .font('Helvetica')
    .fontSize(7 * s)
    .text(`Consignment ${d.tracking_number ?? ''}`, m, Math.min(y, doc.page.height - 16 * s), {
      width: inner,
      align: 'center',
      lineBreak: false,
    });
}
