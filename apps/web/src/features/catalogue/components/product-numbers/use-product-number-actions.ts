import type { ProductNumberType } from '@partsflow/contracts';
import { notify } from '../../../../lib/notify.ts';
import { serverMessageOr } from '../../api/api-errors.ts';
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

  const fail = (err: unknown) => notify.error(serverMessageOr(err, TOASTS.productNumberError));

  return {
    saving: save.isPending,
    removing: remove.isPending,
    toggling: toggle.isPending,
    async save(input: SaveProductNumberInput): Promise<boolean> {
      try {
        const reply = await save.mutateAsync(input);
        if (reply.error) {
          notify.error(reply.messages?.length ? reply.messages.join(', ') : TOASTS.productNumberError);
          return false;
        }
        return true;
      } catch (err) {
        fail(err);
        return false;
      }
    },
    async remove(id: number, type: ProductNumberType) {
      try {
        await remove.mutateAsync({ product_number_id: id, type });
      } catch (err) {
        fail(err);
      }
    },
    async toggle(id: number, active: boolean) {
      try {
        await toggle.mutateAsync({ id, active });
      } catch (err) {
        fail(err);
      }
    },
  };
}
