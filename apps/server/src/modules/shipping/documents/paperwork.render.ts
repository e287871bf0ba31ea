import { drawBarcode, keyValues, renderPdf, table, type Pdf } from '../../../platform/pdf/index.ts';
import type { DeliveryGraph } from '../deliveries/deliveries.repository.ts';
import type { manifests } from '../shipping.tables.ts';
import { addressLines } from './labels.render.ts';

const M = 40;
const kg = (g: number) => (g / 1000).toFixed(2);
const cm = (mm: number | null) => ((mm ?? 0) / 10).toFixed(1);
const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;
const date = (d: Date) => d.toISOString().slice(0, 10);
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
/** Pickup windows are in the locations' eastern time (UTC+10). */
const localTime = (d: Date) => new Date(d.getTime() + 10 * 3600_000).toISOString().slice(11, 16);

/** Title, subtitle and a Code 128 at the top right; answers the y below the header. */
function header(doc: Pdf, title: string, subtitle: string, barcode: string) {
  const W = doc.page.width;
  doc
    .font('Helvetica-Bold')
    .fontSize(18)
    .text(title, M, M, { width: W - 2 * M - 200 });
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor('#333333')
    .text(subtitle, M, doc.y + 2, { width: W - 2 * M - 200 });
  doc.fillColor('#000000');
  drawBarcode(doc, 'code128', barcode, { x: W - M - 190, y: M - 4, width: 190, height: 56 });
  const y = Math.max(doc.y, M + 60) + 8;
  doc
    .moveTo(M, y)
    .lineTo(W - M, y)
    .lineWidth(1)
    .stroke();
  return y + 10;
}

function parties(doc: Pdf, y: number, left: [string, string[]], right: [string, string[]]) {
  const W = doc.page.width;
  const col = (W - 2 * M) / 2;
  doc.font('Helvetica-Bold').fontSize(9).text(left[0], M, y);
  doc
    .font('Helvetica')
    .fontSize(9)
    .text(left[1].join('\n'), M, y + 13, { width: col - 10 });
  const yl = doc.y;
  doc
    .font('Helvetica-Bold')
    .fontSize(9)
    .text(right[0], M + col, y);
  doc
    .font('Helvetica')
    .fontSize(9)
    .text(right[1].join('\n'), M + col, y + 13, { width: col - 10 });
  return Math.max(yl, doc.y) + 14;
}

function allItems(g: DeliveryGraph) {
  return g.parcels.flatMap((p) => p.items.map((i) => ({ ...i, parcel: p })));
}

/** SHIPPING_CONNOTE: the consignment note the driver signs, A4. */
export function renderConnote(g: DeliveryGraph): Promise<Buffer> {
  const d = g.delivery;
  const bar = d.tracking_number ?? d.identifier;
  return renderPdf({ title: `Consignment note ${d.tracking_number}`, size: 'A4', margin: M }, (doc) => {
    let y = header(
      doc,
      'Consignment Note',
      `${d.carrier_name ?? ''} ${d.service_name ?? ''} · ${d.tracking_number ?? ''}`,
      bar,
    );
    y = parties(doc, y, ['Sender', addressLines(d.sender)], ['Receiver', addressLines(d.recipient)]);
    y = keyValues(
      doc,
      [
        ['Consignment', d.tracking_number ?? ''],
        ['References', [d.reference1, d.reference3].filter(Boolean).join(' / ')],
        ['Booked', d.booked_at ? date(d.booked_at) : ''],
        [
          'Dangerous goods',
          allItems(g).some((i) => i.dangerous_goods) ? 'Yes: see the dangerous goods declaration' : 'No',
        ],
      ],
      { x: M, y, labelWidth: 110, width: doc.page.width - 2 * M },
    );
    const dead = g.parcels.reduce((s, p) => s + (p.weight_g ?? 0), 0);
    const vol = g.parcels.reduce(
      (s, p) => s + ((p.length_mm ?? 0) * (p.width_mm ?? 0) * (p.height_mm ?? 0)) / 1e9,
      0,
    );
    y = table(
      doc,
      [
        { header: 'Parcel', width: 60 },
        { header: 'Box', width: 150 },
        { header: 'L x W x H (cm)', width: 140 },
        { header: 'Weight (kg)', width: 80, align: 'right' },
        { header: 'Items', width: 85, align: 'right' },
      ],
      [
        ...g.parcels.map((p) => [
          `${p.position} of ${g.parcels.length}`,
          p.name,
          `${cm(p.length_mm)} x ${cm(p.width_mm)} x ${cm(p.height_mm)}`,
          kg(p.weight_g ?? 0),
          String(p.items.reduce((s, i) => s + i.quantity, 0)),
        ]),
        [
          'Total',
          '',
          `${vol.toFixed(3)} m³`,
          kg(dead),
          String(allItems(g).reduce((s, i) => s + i.quantity, 0)),
        ],
      ],
      { x: M, y: y + 8 },
    );
    signatures(doc, y + 30, ['Sender signature', 'Driver signature', 'Date and time']);
  });
}

function signatures(doc: Pdf, y: number, labels: string[]) {
  const w = (doc.page.width - 2 * M) / labels.length;
  labels.forEach((l, i) => {
    const x = M + i * w;
    doc
      .moveTo(x, y + 30)
      .lineTo(x + w - 16, y + 30)
      .lineWidth(0.75)
      .stroke();
    doc
      .font('Helvetica')
      .fontSize(8)
      .text(l, x, y + 34);
  });
}

/** SHIPPING_COMMERCIAL_INVOICE: values, HS codes and countries of origin for customs, A4. */
export function renderCommercialInvoice(g: DeliveryGraph): Promise<Buffer> {
  const d = g.delivery;
  const bar = d.tracking_number ?? d.identifier;
  // One line per product and value: the same SKU packed in several boxes is declared once.
  const byProduct = new Map<string, ReturnType<typeof allItems>[number]>();
  for (const i of allItems(g)) {
    const key = [i.sku, i.hs_code, i.country_of_origin, i.unit_value_cents].join('|');
    const seen = byProduct.get(key);
    byProduct.set(key, seen ? { ...seen, quantity: seen.quantity + i.quantity } : i);
  }
  const items = [...byProduct.values()];
  const total = items.reduce((s, i) => s + i.quantity * i.unit_value_cents, 0);
  return renderPdf({ title: `Commercial invoice ${d.tracking_number}`, size: 'A4', margin: M }, (doc) => {
    let y = header(
      doc,
      'Commercial Invoice',
      `Consignment ${d.tracking_number ?? ''} · ${d.carrier_name ?? ''}`,
      bar,
    );
    y = parties(
      doc,
      y,
      ['Exporter', addressLines(d.sender)],
      ['Importer / consignee', addressLines(d.recipient)],
    );
    y = table(
      doc,
      [
        { header: 'SKU', width: 80 },
        { header: 'Description', width: 150 },
        { header: 'HS code', width: 70 },
        { header: 'Origin', width: 45 },
        { header: 'Qty', width: 35, align: 'right' },
        { header: 'Unit value', width: 65, align: 'right' },
        { header: 'Total', width: 70, align: 'right' },
      ],
      items.map((i) => [
        i.sku,
        i.title,
        i.hs_code ?? '',
        i.country_of_origin ?? '',
        String(i.quantity),
        money(i.unit_value_cents),
        money(i.unit_value_cents * i.quantity),
      ]),
      { x: M, y },
    );
    keyValues(
      doc,
      [
        ['Total value', `${money(total)} AUD`],
        [
          'Packages',
          `${g.parcels.length}, ${kg(g.parcels.reduce((s, p) => s + (p.weight_g ?? 0), 0))} kg gross`,
        ],
        ['Reason for export', 'Sale'],
      ],
      { x: M, y: y + 10, labelWidth: 110, width: doc.page.width - 2 * M },
    );
    signatures(doc, doc.y + 20, ['Declared by', 'Date']);
  });
}

/** SHIPPING_DG_DOCUMENT: the dangerous goods declaration from the catalogue's hazards, A4. */
export function renderDgDocument(g: DeliveryGraph): Promise<Buffer> {
  const d = g.delivery;
  const bar = d.tracking_number ?? d.identifier;
  const dg = allItems(g).filter((i) => i.dangerous_goods);
  return renderPdf(
    { title: `Dangerous goods declaration ${d.tracking_number}`, size: 'A4', margin: M },
    (doc) => {
      let y = header(
        doc,
        'Dangerous Goods Declaration',
        `Consignment ${d.tracking_number ?? ''} · ${d.carrier_name ?? ''} ${d.service_name ?? ''}`,
        bar,
      );
      y = parties(doc, y, ['Consignor', addressLines(d.sender)], ['Consignee', addressLines(d.recipient)]);
      y = table(
        doc,
        [
          { header: 'UN number', width: 65 },
          { header: 'Proper shipping name', width: 155 },
          { header: 'Class', width: 45 },
          { header: 'PG', width: 35 },
          { header: 'Qty', width: 35, align: 'right' },
          { header: 'Each', width: 55, align: 'right' },
          { header: 'Total', width: 60, align: 'right' },
          { header: 'Parcel', width: 50 },
        ],
        dg.map((i) => [
          `UN${i.dangerous_goods!.un_number.replace(/^UN/, '')}`,
          i.dangerous_goods!.proper_shipping_name,
          i.dangerous_goods!.class,
          i.dangerous_goods!.packing_group ?? '',
          String(i.quantity),
          `${i.dangerous_goods!.amount} ${i.dangerous_goods!.amount_unit}`,
          `${+(i.dangerous_goods!.amount * i.quantity).toFixed(3)} ${i.dangerous_goods!.amount_unit}`,
          `${i.parcel.position} of ${g.parcels.length}`,
        ]),
        { x: M, y },
      );
      doc
        .font('Helvetica')
        .fontSize(8)
        .text(
          'I declare that the contents of this consignment are fully and accurately described above by the proper shipping name, and are classified, packaged, marked and labelled in accordance with the Australian Dangerous Goods Code.',
          M,
          y + 14,
          { width: doc.page.width - 2 * M },
        );
      signatures(doc, doc.y + 10, ['Name of declarant', 'Signature', 'Date']);
    },
  );
}

/** POD: proof of delivery, after the delivered event, A5. */
export function renderPod(g: DeliveryGraph, deliveredAt: Date): Promise<Buffer> {
  const d = g.delivery;
  const bar = d.tracking_number ?? d.identifier;
  return renderPdf({ title: `Proof of delivery ${d.tracking_number}`, size: 'A4', margin: M }, (doc) => {
    let y = header(doc, 'Proof of Delivery', `${d.carrier_name ?? ''} · ${d.tracking_number ?? ''}`, bar);
    y = parties(doc, y, ['From', addressLines(d.sender)], ['Delivered to', addressLines(d.recipient)]);
    keyValues(
      doc,
      [
        ['Consignment', d.tracking_number ?? ''],
        ['Delivered', `${deliveredAt.toISOString().replace('T', ' ').slice(0, 16)} UTC`],
        ['Received by', d.recipient.name],
        ['Parcels', `${g.parcels.length} of ${g.parcels.length} delivered`],
        ['Reference', d.reference1 ?? d.identifier],
      ],
      { x: M, y, labelWidth: 110, width: doc.page.width - 2 * M },
    );
  });
}

/** The warehouse packing slip: what goes in each box, A4. */
export function renderPackingSlip(g: DeliveryGraph): Promise<Buffer> {
  const d = g.delivery;
  const bar = d.tracking_number ?? d.identifier;
  return renderPdf({ title: `Packing slip ${d.identifier}`, size: 'A4', margin: M }, (doc) => {
    let y = header(doc, 'Packing Slip', `Shipment ${d.identifier} · ${d.reference1 ?? ''}`, bar);
    y = parties(doc, y, ['From', addressLines(d.sender)], ['Ship to', addressLines(d.recipient)]);
    table(
      doc,
      [
        { header: 'Box', width: 90 },
        { header: 'SKU', width: 110 },
        { header: 'Description', width: 210 },
        { header: 'Qty', width: 40, align: 'right' },
        { header: 'Packed', width: 65, align: 'center' },
      ],
      g.parcels.flatMap((p) =>
        p.items.map((i) => [`${p.position}. ${p.name}`, i.sku, i.title, String(i.quantity), '[   ]']),
      ),
      { x: M, y },
    );
  });
}

type ManifestRow = typeof manifests.$inferSelect;

/** SHIPPING_MANIFEST: every booking of one pickup with totals, A4 (pages follow as the list grows). */
export function renderManifest(m: ManifestRow, graphs: DeliveryGraph[]): Promise<Buffer> {
  const bar = m.job_reference;
  const parcels = graphs.reduce((s, g) => s + g.parcels.length, 0);
  const weight = graphs.reduce((s, g) => s + g.parcels.reduce((t, p) => t + (p.weight_g ?? 0), 0), 0);
  return renderPdf({ title: `Manifest ${m.job_reference}`, size: 'A4', margin: M }, (doc) => {
    let y = header(
      doc,
      `${m.carrier_name} Manifest`,
      `Job ${m.job_reference} · pickup ${m.pickup_date} ${localTime(m.expected_pickup_earliest)}–${localTime(m.expected_pickup_latest)} AEST`,
      bar,
    );
    const from = graphs[0]?.delivery.sender;
    y = keyValues(
      doc,
      [
        ['Collect from', from ? addressLines(from).join(', ') : ''],
        ['Bookings', String(graphs.length)],
        ['Parcels', String(parcels)],
        ['Total weight', `${kg(weight)} kg`],
      ],
      { x: M, y, labelWidth: 90, width: doc.page.width - 2 * M },
    );
    y = table(
      doc,
      [
        { header: 'Consignment', width: 95 },
        { header: 'Service', width: 85 },
        { header: 'Receiver', width: 120 },
        { header: 'Destination', width: 110 },
        { header: 'Parcels', width: 40, align: 'right' },
        { header: 'Kg', width: 45, align: 'right' },
        { header: 'DG', width: 20, align: 'center' },
      ],
      graphs.map((g) => [
        g.delivery.tracking_number ?? '',
        g.delivery.service_name ?? '',
        g.delivery.recipient.name,
        `${g.delivery.recipient.city} ${g.delivery.recipient.subdivision_code} ${g.delivery.recipient.postal_code}`,
        String(g.parcels.length),
        kg(g.parcels.reduce((t, p) => t + (p.weight_g ?? 0), 0)),
        g.parcels.some((p) => p.items.some((i) => i.dangerous_goods)) ? 'Y' : '',
      ]),
      { x: M, y: y + 6 },
    );
    if (y + 80 > doc.page.height - M) {
      doc.addPage();
      y = M;
    }
    doc
      .font('Helvetica-Bold')
      .fontSize(9)
      .text(
        `Totals: ${plural(graphs.length, 'booking')}, ${plural(parcels, 'parcel')}, ${kg(weight)} kg`,
        M,
        y + 8,
      );
    signatures(doc, y + 20, ['Driver name', 'Driver signature', 'Time collected']);
  });
}
