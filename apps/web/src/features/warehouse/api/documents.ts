import { useQueryClient } from '@tanstack/react-query';
import { notify } from '../../../lib/notify.ts';
import { downloadDocument } from '../../distribution/index.ts';
import { warehouseKeys } from './packing.ts';
import { openBlob } from '../../../lib/open-blob.ts';

/** The warehouse opens two of a delivery's documents (distributor spec 2.2 delivery card). */
export type WarehouseDocument = 'SHIPPING_LABEL' | 'PACKING_SLIP';

/**
 * Opens a delivery's shipping label or packing slip as a PDF in a new tab (the portal's document call, with its
 * 'Document unavailable' retries). The server marks a generated label printed when it is opened, so the warehouse
 * screens are read again to show it.
 */
export function useOpenDocument() {
  const qc = useQueryClient();
  return async (deliveryId: number, type: WarehouseDocument) => {
    try {
      openBlob(await downloadDocument(deliveryId, type));
      if (type === 'SHIPPING_LABEL') await qc.invalidateQueries({ queryKey: warehouseKeys.all });
    } catch (e) {
      console.error('Document download failed', e);
      notify.error(type === 'SHIPPING_LABEL' ? 'Error Downloading Label' : 'Error downloading packing slip');
    }
  };
}
