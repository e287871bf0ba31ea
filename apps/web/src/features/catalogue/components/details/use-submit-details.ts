import type { CreateProductInput, Product } from '@partsflow/contracts';
import type { UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { serverMessages } from '../../../../lib/api-errors.ts';
import { applyServerErrors } from '../../../../lib/form-errors.ts';
import { mutateWithToast } from '../../../../lib/mutate-with-toast.ts';
import { useCreateProduct, useUpdateProduct } from '../../api/products.ts';
import { catalogueUrls } from '../../utils/catalogue-urls.ts';
import { TOASTS, unableToSave } from '../../utils/toast-messages.ts';
import { DETAILS_SERVER_FIELDS, type DetailsFormValues } from './details-form-values.ts';

/** Create (then go to the edit URL) or update, with the spec's toasts and the server's field errors. */
export function useSubmitDetails(
  product: Product | null,
  form: UseFormReturn<DetailsFormValues, unknown, CreateProductInput>,
  isStaff: boolean,
) {
  const navigate = useNavigate();
  const create = useCreateProduct();
  const update = useUpdateProduct({
    slug: product?.slug ?? '',
    brand: product?.brand ?? { id: 0, slug: '', name: '' },
  });
  // The toast says what failed; the fields say where.
  const showFieldErrors = (err: unknown) =>
    applyServerErrors(err, form.setError, DETAILS_SERVER_FIELDS, { root: false });

  const submit = async (input: CreateProductInput) => {
    // Charm pricing is Admin only; anyone else leaves it as it is.
    const body = isStaff ? input : { ...input, use_retail_charm_pricing: undefined };
    if (!product) {
      const brand = form.getValues('brand_option');
      if (!brand) return;
      const created = await mutateWithToast(create.mutateAsync({ brandSlug: brand.slug, input: body }), {
        success: TOASTS.productCreated,
        error: (err) => (serverMessages(err).length ? unableToSave(err) : TOASTS.createError),
      });
      if (created.ok) void navigate(catalogueUrls.editProduct(created.data.product.slug));
      else showFieldErrors(created.error);
      return;
    }
    const { record_type: _recordType, ...changes } = body;
    const updated = await mutateWithToast(update.mutateAsync(changes), {
      success: TOASTS.productUpdated,
      error: unableToSave,
    });
    if (!updated.ok) showFieldErrors(updated.error);
    // The slug follows the SKU; keep the URL pointing at the product.
    else if (updated.data.product.slug !== product.slug) {
      void navigate(catalogueUrls.editProduct(updated.data.product.slug), { replace: true });
    }
  };

  return { submit, saving: create.isPending || update.isPending };
}
