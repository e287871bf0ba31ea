import type { CreateProductInput, Product } from '@partsflow/contracts';
import type { UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../../lib/api-client.ts';
import { notify } from '../../../../lib/notify.ts';
import { serverMessages } from '../../api/api-errors.ts';
import { useCreateProduct, useUpdateProduct } from '../../api/products.ts';
import { catalogueUrls } from '../../utils/catalogue-urls.ts';
import { TOASTS } from '../../utils/toast-messages.ts';
import { SERVER_FIELD_TO_FORM, type DetailsFormValues } from './details-form-values.ts';

/** Puts the server's field errors on the fields that caused them. */
function applyFieldErrors(form: UseFormReturn<DetailsFormValues, unknown, CreateProductInput>, err: unknown) {
  if (!(err instanceof ApiError)) return;
  for (const d of err.details) {
    const field = [...d.path]
      .reverse()
      .find((p): p is string => typeof p === 'string' && p in SERVER_FIELD_TO_FORM);
    const target = field ? SERVER_FIELD_TO_FORM[field] : undefined;
    if (target) form.setError(target, { type: 'server', message: d.message });
  }
}

/** Create (then go to the edit URL) or update, with the spec's toasts. */
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

  const submit = async (input: CreateProductInput) => {
    // Charm pricing is Admin only; anyone else leaves it as it is.
    const body = isStaff ? input : { ...input, use_retail_charm_pricing: undefined };
    if (!product) {
      const brand = form.getValues('brand_option');
      if (!brand) return;
      try {
        const saved = await create.mutateAsync({ brandSlug: brand.slug, input: body });
        notify.success(TOASTS.productCreated);
        void navigate(catalogueUrls.editProduct(saved.product.slug));
      } catch (err) {
        applyFieldErrors(form, err);
        const messages = serverMessages(err);
        notify.error(messages.length ? TOASTS.unableToSave + messages.join(', ') : TOASTS.createError);
      }
      return;
    }
    const { record_type: _recordType, ...changes } = body;
    try {
      const saved = await update.mutateAsync(changes);
      notify.success(TOASTS.productUpdated);
      // The slug follows the SKU; keep the URL pointing at the product.
      if (saved.product.slug !== product.slug) {
        void navigate(catalogueUrls.editProduct(saved.product.slug), { replace: true });
      }
    } catch (err) {
      applyFieldErrors(form, err);
      const messages = serverMessages(err);
      notify.error(TOASTS.unableToSave + (messages.length ? messages.join(', ') : TOASTS.unknownError));
    }
  };

  return { submit, saving: create.isPending || update.isPending };
}
