import type { Shipment } from '@partsflow/contracts';
import { packCarton, renderParcelSvg, type Parcel } from '@partsflow/packing';
import { useMemo } from 'react';
import type { DraftCarton } from './draft.ts';

/**
 * Where the items of a box being edited sit (the same engine call the server makes when it is saved); null when
 * the box has no size yet, an item has no dimensions, or the items do not fit it.
 */
export function draftCartonLayout(
  carton: DraftCarton,
  units: Map<number, Shipment['units'][number]>,
): Parcel | null {
  const mm = (cm: number | '') => (cm === '' ? 0 : Math.round(cm * 10));
  const items = carton.items.map((i) => ({ unit: units.get(i.unitId), quantity: i.quantity }));
  if (items.some((i) => !i.unit)) return null;
  return packCarton(
    { length: mm(carton.length), width: mm(carton.width), height: mm(carton.height) },
    items.map(({ unit, quantity }) => ({
      id: String(unit!.id),
      sku: unit!.product.sku,
      dimensions:
        unit!.length_mm && unit!.width_mm && unit!.height_mm
          ? { length: unit!.length_mm, width: unit!.width_mm, height: unit!.height_mm }
          : null,
      weightG: unit!.weight_g,
      quantity,
      shipsSeparate: false,
    })),
  );
}

/** The isometric drawing of a box from the engine's placements (packages/packing renderParcelSvg). */
export function ParcelDrawing({ layout, label }: { layout: Parcel; label: string }) {
  const src = useMemo(
    () => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(renderParcelSvg(layout))}`,
    [layout],
  );
  return <img src={src} alt={label} style={{ maxWidth: 220, width: '100%', height: 'auto' }} />;
}
