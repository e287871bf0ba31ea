import type { Product, UpdateProductInput } from '@partsflow/contracts';
import { updateProductInputSchema } from '@partsflow/contracts';
import {
  Badge,
  Button,
  Card,
  Checkbox,
  Fieldset,
  Group,
  NumberInput,
  SimpleGrid,
  Stack,
  Switch,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { contractResolver } from '../../../../lib/contract-resolver.ts';
import { Controller, useForm } from 'react-hook-form';
import { mutateWithToast } from '../../../../lib/mutate-with-toast.ts';
import { useUpdateProduct } from '../../api/products.ts';
import { TOASTS, unableToSave } from '../../utils/toast-messages.ts';

interface SettingsFormValues {
  published: boolean;
  purchaseable: boolean;
  universal_fitment: boolean;
  catalogue_notes: string;
  preorder: boolean;
  allow_dropship: boolean;
  lock_details: boolean;
  generic_image: boolean;
  search_priority: number | '';
  ta_article_id: string;
  product_code: string;
}

const resolver = contractResolver<SettingsFormValues, typeof updateProductInputSchema>(
  updateProductInputSchema,
);
const STAFF_FIELDS = [
  'preorder',
  'allow_dropship',
  'lock_details',
  'generic_image',
  'search_priority',
  'ta_article_id',
  'product_code',
] as const;

/** Availability flags for everyone; the Admin-only block for staff (spec section 6). */
export function SettingsForm({ product, isStaff }: { product: Product; isStaff: boolean }) {
  const update = useUpdateProduct(product);
  const { control, register, handleSubmit, formState } = useForm<
    SettingsFormValues,
    unknown,
    UpdateProductInput
  >({
    resolver,
    defaultValues: {
      published: product.published,
      purchaseable: product.purchaseable,
      universal_fitment: product.universal_fitment,
      catalogue_notes: product.catalogue_notes,
      preorder: product.preorder,
      allow_dropship: product.allow_dropship,
      lock_details: product.lock_details,
      generic_image: product.generic_image,
      search_priority: product.search_priority,
      ta_article_id: product.ta_article_id ?? '',
      product_code: product.product_code ?? '',
    },
  });

  const submit = async (values: UpdateProductInput) => {
    const input: UpdateProductInput = { ...values };
    if (!isStaff) for (const f of STAFF_FIELDS) delete input[f];
    await mutateWithToast(update.mutateAsync(input), { success: TOASTS.productUpdated, error: unableToSave });
  };

  return (
    <form onSubmit={handleSubmit(submit)} noValidate aria-label="Settings">
      <Card withBorder padding="lg">
        <Stack gap="md">
          <Title order={2} size="h4">
            Settings
          </Title>
          <Stack gap="xs">
            <Switch label="Published" {...register('published')} />
            <Switch label="Purchasable" {...register('purchaseable')} />
            <Switch label="Universal fitment" {...register('universal_fitment')} />
          </Stack>
          <Textarea label="Catalogue notes" autosize minRows={3} {...register('catalogue_notes')} />
          {isStaff && (
            <Fieldset
              legend={
                <Group gap="xs">
                  Platform settings{' '}
                  <Badge size="xs" color="grape">
                    Admin only
                  </Badge>
                </Group>
              }
            >
              <Stack gap="sm">
                <Group gap="xl">
                  <Checkbox label="Preorder" {...register('preorder')} />
                  <Checkbox label="Dropshippable" {...register('allow_dropship')} />
                </Group>
                <Fieldset legend="Cataloguing" variant="filled">
                  <Group gap="xl">
                    <Checkbox label="Lock Details" {...register('lock_details')} />
                    <Checkbox label="Generic Image" {...register('generic_image')} />
                  </Group>
                </Fieldset>
                <SimpleGrid cols={{ base: 1, sm: 3 }}>
                  <Controller
                    control={control}
                    name="search_priority"
                    render={({ field, fieldState }) => (
                      <NumberInput
                        label="Search Priority"
                        description="0 to 100; higher appears first"
                        min={0}
                        max={100}
                        step={1}
                        allowDecimal={false}
                        value={field.value}
                        onChange={(v) => field.onChange(v === '' ? '' : Number(v))}
                        error={fieldState.error?.message}
                      />
                    )}
                  />
                  <TextInput
                    label="TecDoc Article ID"
                    {...register('ta_article_id')}
                    error={formState.errors.ta_article_id?.message}
                  />
                  <TextInput
                    label="AutoInfo ID"
                    {...register('product_code')}
                    error={formState.errors.product_code?.message}
                  />
                </SimpleGrid>
              </Stack>
            </Fieldset>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={update.isPending}>
              Save Settings
            </Button>
          </Group>
        </Stack>
      </Card>
    </form>
  );
}
