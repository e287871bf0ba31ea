import {
  ActionIcon,
  Button,
  Card,
  Group,
  NumberInput,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  placeSandboxOrderInputSchema,
  type Locality,
  type PlaceSandboxOrderInput,
} from '@partsflow/contracts';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { AsyncSearchSelect } from '../../../components/async-search-select/async-search-select.tsx';
import { contractResolver } from '../../../lib/contract-resolver.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import type { LookupOption } from '../../../lib/lookups.ts';
import { mutateWithToast } from '../../../lib/mutate-with-toast.ts';
import { urls } from '../../../lib/urls.ts';
import { searchLocalities, usePlaceSandboxOrder, useSandboxStore } from '../api/orders.ts';

interface OrderFormValues {
  customer: { name: string; email: string };
  shipping_address: { address1: string; city: string; state_code: string; postcode: string };
  line_items: { sku: string; quantity: number }[];
}
const resolver = contractResolver<OrderFormValues, typeof placeSandboxOrderInputSchema>(
  placeSandboxOrderInputSchema,
);

const localityLabel = (l: Locality) => `${l.locality} ${l.state} ${l.postcode}`;

/**
 * The sandbox store's checkout: a customer orders products published to the store, to an Australian address
 * chosen from the gazetteer. The store sends the order to the platform as its signed webhook.
 */
export function SandboxOrderForm({ storeId }: { storeId: number }) {
  const store = useSandboxStore(storeId);
  const place = usePlaceSandboxOrder(storeId);
  const navigate = useNavigate();
  const [locality, setLocality] = useState<LookupOption | null>(null);
  const { control, register, handleSubmit, setValue, setError, formState } = useForm<
    OrderFormValues,
    unknown,
    PlaceSandboxOrderInput
  >({
    resolver,
    defaultValues: {
      customer: { name: '', email: '' },
      shipping_address: { address1: '', city: '', state_code: '', postcode: '' },
      line_items: [{ sku: '', quantity: 1 }],
    },
  });
  const lines = useFieldArray({ control, name: 'line_items' });
  const products = (store.data?.products ?? []).flatMap((p) =>
    p.variants.map((v) => ({
      value: v.sku,
      label: `${p.title}${v.title && v.title !== 'Default' && v.title !== p.title ? ` - ${v.title}` : ''} (${v.sku}) $${v.price}`,
    })),
  );
  const e = formState.errors;

  const submit = handleSubmit(async (input) => {
    const outcome = await mutateWithToast(place.mutateAsync(input), {
      success: (r) => `Order ${r.name} placed`,
    });
    if (outcome.ok) navigate(urls.marketplace.fulfillment(outcome.data.fulfillment_order_id));
    else
      applyServerErrors(outcome.error, setError, ['customer.name', 'shipping_address.postcode'], {
        root: false,
      });
  });

  return (
    <form onSubmit={submit} aria-label="Place a test order" noValidate>
      <Stack gap="lg">
        <Card withBorder padding="md">
          <Title order={2} size="h4" mb="sm">
            Products
          </Title>
          <Stack gap="sm">
            {lines.fields.map((field, i) => (
              <Group key={field.id} align="flex-end" gap="sm" wrap="nowrap">
                <Controller
                  control={control}
                  name={`line_items.${i}.sku`}
                  render={({ field: f }) => (
                    <Select
                      label="Product"
                      placeholder={
                        products.length ? 'Choose a product' : 'No products published to this store'
                      }
                      data={products}
                      searchable
                      value={f.value || null}
                      onChange={(v) => f.onChange(v ?? '')}
                      error={e.line_items?.[i]?.sku?.message}
                      style={{ flex: 1, minWidth: 0 }}
                      comboboxProps={{ withinPortal: true }}
                    />
                  )}
                />
                <Controller
                  control={control}
                  name={`line_items.${i}.quantity`}
                  render={({ field: f }) => (
                    <NumberInput
                      label="Quantity"
                      min={1}
                      max={999}
                      w={96}
                      value={f.value}
                      onChange={(v) => f.onChange(typeof v === 'number' ? v : 1)}
                      error={e.line_items?.[i]?.quantity?.message}
                    />
                  )}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  aria-label={`Remove product ${i + 1}`}
                  disabled={lines.fields.length === 1}
                  onClick={() => lines.remove(i)}
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              </Group>
            ))}
            {e.line_items?.message && (
              <Text size="sm" c="red">
                {e.line_items.message}
              </Text>
            )}
            <Group>
              <Button
                variant="light"
                leftSection={<IconPlus size={16} aria-hidden />}
                onClick={() => lines.append({ sku: '', quantity: 1 })}
              >
                Add product
              </Button>
            </Group>
          </Stack>
        </Card>
        <Card withBorder padding="md">
          <Title order={2} size="h4" mb="sm">
            Customer and delivery
          </Title>
          <Stack gap="sm">
            <Group grow align="flex-start" gap="sm" wrap="wrap">
              <TextInput
                label="Name"
                withAsterisk
                {...register('customer.name')}
                error={e.customer?.name?.message}
              />
              <TextInput
                label="Email"
                type="email"
                {...register('customer.email')}
                error={e.customer?.email?.message}
              />
            </Group>
            <TextInput
              label="Address Line 1"
              withAsterisk
              {...register('shipping_address.address1')}
              error={e.shipping_address?.address1?.message}
            />
            <AsyncSearchSelect<Locality>
              label="Suburb, state and postcode"
              withAsterisk
              placeholder="Start typing a suburb or postcode"
              kind="localities"
              fetcher={searchLocalities}
              toOption={(l) => ({ value: `${l.postcode}|${l.locality}|${l.state}`, label: localityLabel(l) })}
              value={locality}
              onChange={(option, l) => {
                setLocality(option);
                setValue('shipping_address.city', l?.locality ?? '');
                setValue('shipping_address.state_code', l?.state ?? '');
                setValue('shipping_address.postcode', l?.postcode ?? '', {
                  shouldValidate: formState.isSubmitted,
                });
              }}
              error={
                e.shipping_address?.city?.message ??
                e.shipping_address?.state_code?.message ??
                e.shipping_address?.postcode?.message
              }
              comboboxProps={{ withinPortal: true }}
            />
          </Stack>
        </Card>
        <Group justify="flex-end">
          <Button type="submit" loading={place.isPending}>
            Place order
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
