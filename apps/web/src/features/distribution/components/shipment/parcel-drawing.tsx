import { renderParcelSvg, type Parcel } from '@partsflow/packing';
import { useMemo } from 'react';

/** The isometric drawing of a box from the engine's placements (packages/packing renderParcelSvg). */
export function ParcelDrawing({ layout, label }: { layout: Parcel; label: string }) {
  const src = useMemo(
    () => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(renderParcelSvg(layout))}`,
    [layout],
  );
  return <img src={src} alt={label} style={{ maxWidth: 220, width: '100%', height: 'auto' }} />;
}
