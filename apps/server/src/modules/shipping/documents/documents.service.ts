import type { DocumentType } from '@partsflow/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Scope } from '../../../platform/auth/access.ts';
import * as repo from '../deliveries/deliveries.repository.ts';
import { shippingError } from '../shipping.errors.ts';
import type { ShippingDeps } from '../shipping.deps.ts';
import { deliveries, manifests, shippingDocuments, trackingEvents } from '../shipping.tables.ts';
import { renderShippingLabel } from './labels.render.ts';
import {
  renderCommercialInvoice,
  renderConnote,
  renderDgDocument,
  renderManifest,
  renderPackingSlip,
  renderPod,
} from './paperwork.render.ts';

type ScopeLike = Pick<Scope, 'teamId' | 'staff'>;
const ANY: ScopeLike = { teamId: 0, staff: true };

export const LABEL_FAILED_MESSAGE =
  'The carrier could not generate a label. Request a label to complete the booking by hand.';

const deliveryKey = (id: number, type: DocumentType) => `shipping/deliveries/${id}/${type}.pdf`;
const manifestKey = (id: number) => `shipping/manifests/${id}/SHIPPING_MANIFEST.pdf`;

async function store(
  deps: ShippingDeps,
  row: { teamId: number; deliveryId?: number; manifestId?: number; type: DocumentType; key: string },
  body: Buffer,
) {
  await deps.storage.put(row.key, body);
  await deps.db
    .insert(shippingDocuments)
    .values({
      team_id: row.teamId,
      delivery_id: row.deliveryId ?? null,
      manifest_id: row.manifestId ?? null,
      document_type: row.type,
      storage_key: row.key,
      byte_size: body.length,
    })
    .onConflictDoNothing();
}

/**
 * The documents job after a booking: label, consignment note and packing slip, plus the commercial invoice when
 * items carry customs data and the dangerous goods declaration when any item is dangerous. With the sandbox's
 * label switch on, the label fails and the delivery enters the label request flow. Safe to repeat.
 */
export async function generateDeliveryDocuments(deps: ShippingDeps, deliveryId: number): Promise<void> {
  const row = await repo.findDelivery(deps.db, { scope: ANY, id: deliveryId });
  if (!row || row.label_status !== 'pending' || !row.tracking_number) return;
  if (!(await deps.carriers.labelsAvailable())) {
    await deps.db
      .update(deliveries)
      .set({ label_status: 'error', error_message: LABEL_FAILED_MESSAGE, updated_at: sql`now()` })
      .where(and(eq(deliveries.id, deliveryId), eq(deliveries.label_status, 'pending')));
    return;
  }
  const [g] = await repo.loadGraphs(deps.db, [row]);
  const items = g!.parcels.flatMap((p) => p.items);
  const docs: [DocumentType, () => Promise<Buffer>][] = [
    ['SHIPPING_LABEL', () => renderShippingLabel(g!)],
    ['SHIPPING_CONNOTE', () => renderConnote(g!)],
    ['PACKING_SLIP', () => renderPackingSlip(g!)],
  ];
  if (items.some((i) => i.hs_code) || row.recipient.country !== 'AU') {
    docs.push(['SHIPPING_COMMERCIAL_INVOICE', () => renderCommercialInvoice(g!)]);
  }
  if (items.some((i) => i.dangerous_goods)) docs.push(['SHIPPING_DG_DOCUMENT', () => renderDgDocument(g!)]);
  // Files first, then their rows and the label status in one transaction: a document is listed only when every
  // document of the booking is, and the label status says so.
  const stored: { type: DocumentType; key: string; size: number }[] = [];
  for (const [type, render] of docs) {
    const key = deliveryKey(deliveryId, type);
    const body = await render();
    await deps.storage.put(key, body);
    stored.push({ type, key, size: body.length });
  }
  await deps.db.transaction(async (tx) => {
    await tx
      .insert(shippingDocuments)
      .values(
        stored.map((d) => ({
          team_id: row.team_id,
          delivery_id: deliveryId,
          document_type: d.type,
          storage_key: d.key,
          byte_size: d.size,
        })),
      )
      .onConflictDoNothing();
    await tx
      .update(deliveries)
      .set({
        label_status: 'generated',
        label_url: `/api/distributor/v1/deliveries/${deliveryId}/documents?document_type=SHIPPING_LABEL`,
        updated_at: sql`now()`,
      })
      .where(and(eq(deliveries.id, deliveryId), eq(deliveries.label_status, 'pending')));
  });
}

/** A manifest's document, rendered on first request and kept. */
export async function manifestDocument(deps: ShippingDeps, manifestId: number): Promise<Buffer> {
  const key = manifestKey(manifestId);
  const stored = await deps.storage.get(key);
  if (stored) return stored;
  const [m] = await deps.db.select().from(manifests).where(eq(manifests.id, manifestId));
  if (!m) throw shippingError('document_unavailable');
  const rows = await deps.db
    .select()
    .from(deliveries)
    .where(eq(deliveries.manifest_id, manifestId))
    .orderBy(asc(deliveries.id));
  const body = await renderManifest(m, await repo.loadGraphs(deps.db, rows));
  await store(deps, { teamId: m.team_id, manifestId, type: 'SHIPPING_MANIFEST', key }, body);
  return body;
}

/**
 * `GET /deliveries/{id}/documents`: the PDF, or 404 'Document unavailable' until it exists (the client retries on
 * exactly that). The manifest is the delivery's pickup manifest; the proof of delivery exists once delivered.
 * Downloading a generated label marks it printed.
 */
export async function getDeliveryDocument(
  deps: ShippingDeps,
  scope: ScopeLike,
  id: number,
  type: DocumentType,
): Promise<Buffer> {
  const d = await repo.findDelivery(deps.db, { scope, id });
  if (!d) throw shippingError('delivery_not_found');
  if (type === 'SHIPPING_MANIFEST') {
    if (!d.manifest_id) throw shippingError('document_unavailable');
    return manifestDocument(deps, d.manifest_id);
  }
  if (type === 'POD') {
    if (d.status !== 'delivered') throw shippingError('document_unavailable');
    const key = deliveryKey(id, 'POD');
    const stored = await deps.storage.get(key);
    if (stored) return stored;
    const [delivered] = await deps.db
      .select({ at: trackingEvents.occurred_at })
      .from(trackingEvents)
      .where(and(eq(trackingEvents.delivery_id, id), eq(trackingEvents.status, 'delivered')));
    const [g] = await repo.loadGraphs(deps.db, [d]);
    const body = await renderPod(g!, delivered?.at ?? d.updated_at);
    await store(deps, { teamId: d.team_id, deliveryId: id, type: 'POD', key }, body);
    return body;
  }
  const [doc] = await deps.db
    .select()
    .from(shippingDocuments)
    .where(and(eq(shippingDocuments.delivery_id, id), eq(shippingDocuments.document_type, type)));
  let body = doc ? await deps.storage.get(doc.storage_key) : null;
  if (!body && type === 'PACKING_SLIP') {
    // Before booking the packing slip is drawn from the boxes as they are now (the warehouse prints it while
    // packing); the booking's documents job stores the final one.
    const [g] = await repo.loadGraphs(deps.db, [d]);
    if (g!.parcels.some((p) => p.items.length)) body = await renderPackingSlip(g!);
  }
  if (!body) throw shippingError('document_unavailable');
  if (type === 'SHIPPING_LABEL' && d.label_status === 'generated') {
    await deps.db
      .update(deliveries)
      .set({ label_status: 'printed' })
      .where(and(eq(deliveries.id, id), inArray(deliveries.label_status, ['generated'])));
  }
  return body;
}

/** Renders a delivery's label without storing it (benchmarks, previews). */
export async function renderDeliveryLabelPdf(db: ShippingDeps['db'], deliveryId: number): Promise<Buffer> {
  const row = await repo.findDelivery(db, { scope: ANY, id: deliveryId });
  if (!row) throw shippingError('delivery_not_found');
  const [g] = await repo.loadGraphs(db, [row]);
  return renderShippingLabel(g!);
}

/** Renders a manifest's document without storing it (benchmarks, previews). */
export async function renderManifestPdf(db: ShippingDeps['db'], manifestId: number): Promise<Buffer> {
  const [m] = await db.select().from(manifests).where(eq(manifests.id, manifestId));
  if (!m) throw shippingError('document_unavailable');
  const rows = await db
    .select()
    .from(deliveries)
    .where(eq(deliveries.manifest_id, manifestId))
    .orderBy(asc(deliveries.id));
  return renderManifest(m, await repo.loadGraphs(db, rows));
}
