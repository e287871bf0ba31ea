import type { ProductPrice, ProductPriceInput } from '@partsflow/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { ProductRef } from './product-ref.ts';
import { apiPaths } from './paths.ts';
import { auditKeys, productKeys } from './query-keys.ts';

/** The price lives inside the product (product_price); saving refreshes the product and its history. */
export function useSaveProductPrice(product: ProductRef) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: ProductPriceInput) =>
      api<{ product_price: ProductPrice }>(apiPaths.productRecords(product.id, 'product_price'), {
        method: 'PUT',
        body: input,
      }),
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: productKeys.details() }),
        qc.invalidateQueries({ queryKey: auditKeys.list(product.id) }),
      ]),
  });
}
