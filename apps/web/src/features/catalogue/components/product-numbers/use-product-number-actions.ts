import type { ProductNumberType } from '@partsflow/contracts';
import { mutateWithToast } from '../../../../lib/mutate-with-toast.ts';
import { notify } from '../../../../lib/notify.ts';
import { serverMessageOr } from '../../../../lib/api-errors.ts';
import {
  useDeleteProductNumber,
  useSaveProductNumber,
  useToggleGtin,
  type SaveProductNumberInput,
} from '../../api/product-numbers.ts';
import { TOASTS } from '../../utils/toast-messages.ts';

/** Save, delete and toggle with the drawer's one error rule: the reply's messages joined, else the fallback. */
export function useProductNumberActions(productId: number) {
  const save = useSaveProductNumber(productId);
  const remove = useDeleteProductNumber(productId);
  const toggle = useToggleGtin(productId);

  // Success speaks for itself: the new row appears in the drawer.
  const texts = {
    success: false,
    error: (err: unknown) => serverMessageOr(err, TOASTS.productNumberError),
  } as const;

  return {
    saving: save.isPending,
    removing: remove.isPending,
    toggling: toggle.isPending,
    async save(input: SaveProductNumberInput): Promise<boolean> {
      const saved = await mutateWithToast(save.mutateAsync(input), texts);
      // The API answers a refused number with 200 and `error: true` (spec section 7).
      if (saved.ok && saved.data.error) {
        notify.error(
          saved.data.messages?.length ? saved.data.messages.join(', ') : TOASTS.productNumberError,
        );
        return false;
      }
      return saved.ok;
    },
    async remove(id: number, type: ProductNumberType) {
      await mutateWithToast(remove.mutateAsync({ product_number_id: id, type }), texts);
    },
    async toggle(id: number, active: boolean) {
      await mutateWithToast(toggle.mutateAsync({ id, active }), texts);
    },
  };
}
