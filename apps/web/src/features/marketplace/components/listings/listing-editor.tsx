import {
  deriveHandle,
  LISTING_OPTIONS_MAX,
  listingInputSchema,
  MARKETPLACE_MESSAGES,
  sharedAttributes,
  type Listing,
  type ListingInput,
} from '@partsflow/contracts';
import {
  Button,
  Card,
  Checkbox,
  Grid,
  Group,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { contractResolver } from '../../../../lib/contract-resolver.ts';
import { applyServerErrors } from '../../../../lib/form-errors.ts';
import { mutateWithToast } from '../../../../lib/mutate-with-toast.ts';
import { serverMessageOr } from '../../../../lib/api-errors.ts';
import { urls } from '../../../../lib/urls.ts';
import { useListingShops, useSaveListing } from '../../api/listings.ts';
import { EMPTY_LISTING, listingFormValues, type ListingFormValues } from './listing-form-values.ts';
import { ListingProductsCard } from './listing-products-card.tsx';
import { ListingStatusCard } from './listing-status-card.tsx';

const m = MARKETPLACE_MESSAGES.listing;
const FIELDS = ['title', 'handle', 'description', 'products', 'integrations', 'options'] as const;

/**
 * The listing builder (merchant-marketplace 2.7, catalogue-pim section 5): title (at most 255) with the handle
 * derived from it until the handle is edited, description, purchasable, products with attribute overrides,
 * variant options (at most three, shared by every product), store integrations, and for a saved listing its
 * status and visibility.
 */
export function ListingEditor({ brand, listing }: { brand: string; listing?: Listing }) {
  const navigate = useNavigate();
  const save = useSaveListing(brand);
  const shops = useListingShops(brand);
  const [handleEdited, setHandleEdited] = useState(!!listing);
  const form = useForm<ListingFormValues, unknown, ListingInput>({
    resolver: contractResolver<ListingFormValues, typeof listingInputSchema>(listingInputSchema),
    defaultValues: listing ? listingFormValues(listing) : EMPTY_LISTING,
  });
  const { register, control, setValue, formState, handleSubmit, setError } = form;
  const products = useWatch({ control, name: 'products' });
  const options = useWatch({ control, name: 'options' });
  const shared = sharedAttributes(products);
  const noShared = products.length > 1 && shared.length === 0;

  const submit = handleSubmit(async (input) => {
    const body = {
      ...input,
      handle: input.handle || deriveHandle(input.title),
      options: input.options.join(','),
    };
    const prefix = listing ? m.errorUpdating : m.errorCreating;
    const r = await mutateWithToast(save.mutateAsync({ id: listing?.id, body }), {
      success: listing ? m.updated : m.created,
      error: (e) => `${prefix}${serverMessageOr(e, 'Something went wrong')}`,
    });
    if (!r.ok) applyServerErrors(r.error, setError, [...FIELDS], { root: false });
    else if (!listing) void navigate(urls.catalogue.editListing(brand, r.data.listing.id));
  });

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Stack gap="lg">
            <Card withBorder padding="lg">
              <Stack gap="sm">
                <Title order={2} size="h4">
                  Details
                </Title>
                <TextInput
                  label="Title"
                  required
                  maxLength={300}
                  error={formState.errors.title?.message}
                  {...register('title', {
                    onChange: (e: { target: { value: string } }) => {
                      if (!handleEdited) setValue('handle', deriveHandle(e.target.value));
                    },
                  })}
                />
                <TextInput
                  label="Handle"
                  description="Derived from the title until you change it"
                  error={formState.errors.handle?.message}
                  {...register('handle', { onChange: () => setHandleEdited(true) })}
                />
                <Textarea
                  label="Description"
                  autosize
                  minRows={3}
                  maxRows={10}
                  error={formState.errors.description?.message}
                  {...register('description')}
                />
                <Controller
                  control={control}
                  name="is_purchasable"
                  render={({ field }) => (
                    <Switch
                      label="Purchasable"
                      checked={field.value}
                      onChange={(e) => field.onChange(e.currentTarget.checked)}
                    />
                  )}
                />
              </Stack>
            </Card>
            <Controller
              control={control}
              name="products"
              render={({ field, fieldState }) => (
                <ListingProductsCard
                  brand={brand}
                  products={field.value}
                  options={options}
                  error={fieldState.error?.message ?? formState.errors.products?.root?.message}
                  onChange={(next) => {
                    field.onChange(next);
                    // Options must stay shared by every product.
                    const still = sharedAttributes(next);
                    if (next.length > 0 && options.some((o) => !still.includes(o)))
                      setValue(
                        'options',
                        options.filter((o) => still.includes(o)),
                      );
                  }}
                />
              )}
            />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Stack gap="lg">
            {listing && <ListingStatusCard listing={listing} />}
            <Card withBorder padding="lg">
              <Stack gap="sm">
                <Title order={2} size="h4">
                  Variant options
                </Title>
                {noShared ? (
                  <Text c="red.8" size="sm" role="alert">
                    {m.noSharedAttributes}
                  </Text>
                ) : (
                  <Controller
                    control={control}
                    name="options"
                    render={({ field, fieldState }) => (
                      <Checkbox.Group
                        label="Options"
                        description={`Attributes every product has, at most ${LISTING_OPTIONS_MAX}`}
                        value={field.value}
                        onChange={field.onChange}
                        error={fieldState.error?.message}
                      >
                        <Stack gap={6} mt={6}>
                          {shared.length === 0 && (
                            <Text size="sm" c="dimmed">
                              Add products first
                            </Text>
                          )}
                          {shared.map((name) => (
                            <Checkbox key={name} value={name} label={name} />
                          ))}
                        </Stack>
                      </Checkbox.Group>
                    )}
                  />
                )}
              </Stack>
            </Card>
            <Card withBorder padding="lg">
              <Stack gap="sm">
                <Title order={2} size="h4">
                  Store integrations
                </Title>
                <Controller
                  control={control}
                  name="integrations"
                  render={({ field }) => (
                    <Checkbox.Group
                      aria-label="Store integrations"
                      value={field.value.map(String)}
                      onChange={(v) => field.onChange(v.map(Number))}
                    >
                      <Stack gap="xs">
                        {(shops.data?.integrations ?? []).map((s) => (
                          <Checkbox key={s.id} value={String(s.id)} label={`${s.name} (${s.platform})`} />
                        ))}
                        {shops.data?.integrations.length === 0 && (
                          <Text c="dimmed" size="sm">
                            No stores connected.
                          </Text>
                        )}
                      </Stack>
                    </Checkbox.Group>
                  )}
                />
              </Stack>
            </Card>
            <Group justify="flex-end">
              <Button type="submit" loading={save.isPending}>
                {listing ? 'Save Listing' : 'Create Listing'}
              </Button>
            </Group>
          </Stack>
        </Grid.Col>
      </Grid>
    </form>
  );
}
