import type { CreateProductInput, Product } from '@partsflow/contracts';
import { Button, Card, Group, Stack } from '@mantine/core';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { LazyBoundary } from '../../../../components/lazy-boundary/lazy-boundary.tsx';
import { lazyNamed } from '../../../../lib/lazy-named.ts';
import type { BrandOption } from '../../api/lookups.ts';
import { ClassificationFields } from './classification-fields.tsx';
import { detailsDefaults, detailsResolver, type DetailsFormValues } from './details-form-values.ts';
import { IdentityFields } from './identity-fields.tsx';
import { PriceFields } from './price-fields.tsx';
import { ProductIdentifiersField } from './product-identifiers-field.tsx';
import { useSubmitDetails } from './use-submit-details.ts';

// The rich-text editor (tiptap and ProseMirror) is most of the editor's weight: it loads when the form shows.
const DescriptionEditor = lazyNamed(() => import('./description-editor.tsx'), 'DescriptionEditor');
/** The editor's height with its toolbar and an empty paragraph, kept while it loads. */
const DESCRIPTION_EDITOR_HEIGHT = 131;

/**
 * The main details form. Mount it with a key that changes when the product changes (e.g. after a revert) so
 * the fields start from the saved values.
 */
export function DetailsForm({
  product,
  isStaff,
  initialBrand,
}: {
  product: Product | null;
  isStaff: boolean;
  initialBrand?: BrandOption | null;
}) {
  const form = useForm<DetailsFormValues, unknown, CreateProductInput>({
    resolver: detailsResolver,
    defaultValues: detailsDefaults(product, initialBrand ?? null),
  });
  const { submit, saving } = useSubmitDetails(product, form, isStaff);

  return (
    <FormProvider {...form}>
      <form onSubmit={form.handleSubmit(submit)} noValidate aria-label="Product details">
        <Stack gap="md">
          <Card withBorder padding="lg">
            <Stack gap="md">
              <IdentityFields isNew={!product} />
              <ClassificationFields />
              <PriceFields isStaff={isStaff} />
              {product && <ProductIdentifiersField product={product} />}
            </Stack>
          </Card>
          <Card withBorder padding="lg">
            <Controller
              control={form.control}
              name="description"
              render={({ field }) => (
                <LazyBoundary height={DESCRIPTION_EDITOR_HEIGHT} label="the description editor">
                  <DescriptionEditor value={field.value} onChange={field.onChange} />
                </LazyBoundary>
              )}
            />
          </Card>
          <Group justify="flex-end">
            <Button type="submit" loading={saving}>
              {product ? 'Save' : 'Create Product'}
            </Button>
          </Group>
        </Stack>
      </form>
    </FormProvider>
  );
}
