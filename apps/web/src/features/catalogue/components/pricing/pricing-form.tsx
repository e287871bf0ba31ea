import type { Product, ProductPriceInput } from '@partsflow/contracts';
import { marginPercent, markupPercent, productPriceInputSchema } from '@partsflow/contracts';
import { Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { contractResolver } from '../../../../lib/contract-resolver.ts';
import { Controller, useForm, useWatch, type Control } from 'react-hook-form';
import { mutateWithToast } from '../../../../lib/mutate-with-toast.ts';
import { useSaveProductPrice } from '../../api/pricing.ts';
import { formatDateTime, formatPercent } from '../../../../lib/format.ts';
import { TOASTS, unableToSave } from '../../utils/toast-messages.ts';
import { MoneyInput } from '../../../../components/money-input/money-input.tsx';

interface PricingFormValues {
  price_cents: number | null;
  cost_price_cents: number | null;
  storefront_price_cents: number | null;
  amazon_price_cents: number | null;
  ebay_price_cents: number | null;
  google_price_cents: number | null;
}
type PriceField = keyof PricingFormValues;

const resolver = contractResolver<PricingFormValues, typeof productPriceInputSchema>(productPriceInputSchema);
const CHANNELS: { name: PriceField; label: string }[] = [
  { name: 'storefront_price_cents', label: 'Storefront price' },
  { name: 'amazon_price_cents', label: 'Amazon price' },
  { name: 'ebay_price_cents', label: 'eBay price' },
  { name: 'google_price_cents', label: 'Google price' },
];

function PriceInput({
  control,
  name,
  label,
}: {
  control: Control<PricingFormValues, unknown, ProductPriceInput>;
  name: PriceField;
  label: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <MoneyInput
          label={label}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

/** Margin and markup appear once both price and cost exceed 0. */
function MarginSummary({ control }: { control: Control<PricingFormValues, unknown, ProductPriceInput> }) {
  const [price, cost] = useWatch({ control, name: ['price_cents', 'cost_price_cents'] });
  const margin = marginPercent(price ?? 0, cost ?? 0);
  const markup = markupPercent(price ?? 0, cost ?? 0);
  if (margin === null || markup === null) return null;
  return (
    <Group gap="xl" aria-label="Margin and markup">
      <Text size="sm">
        Margin: <strong>{formatPercent(margin)}</strong>
      </Text>
      <Text size="sm">
        Markup: <strong>{formatPercent(markup)}</strong>
      </Text>
    </Group>
  );
}

export function PricingForm({ product }: { product: Product }) {
  const pp = product.product_price;
  const save = useSaveProductPrice(product);
  const { control, handleSubmit } = useForm<PricingFormValues, unknown, ProductPriceInput>({
    resolver,
    defaultValues: {
      price_cents: pp?.price_cents ?? null,
      cost_price_cents: pp?.cost_price_cents ?? null,
      storefront_price_cents: pp?.storefront_price_cents ?? null,
      amazon_price_cents: pp?.amazon_price_cents ?? null,
      ebay_price_cents: pp?.ebay_price_cents ?? null,
      google_price_cents: pp?.google_price_cents ?? null,
    },
  });

  const submit = async (values: ProductPriceInput) => {
    const input: ProductPriceInput = {
      price_cents: values.price_cents ?? null,
      cost_price_cents: values.cost_price_cents ?? null,
      currency: 'AUD',
    };
    // Spec section 5: channel prices are sent only when greater than 0.
    for (const c of CHANNELS) {
      const v = values[c.name as keyof ProductPriceInput];
      if (typeof v === 'number' && v > 0) Object.assign(input, { [c.name]: v });
    }
    await mutateWithToast(save.mutateAsync(input), {
      success: TOASTS.productUpdated,
      error: unableToSave,
    });
  };

  return (
    <form onSubmit={handleSubmit(submit)} noValidate aria-label="Pricing">
      <Card withBorder padding="lg">
        <Stack gap="md">
          <Group justify="space-between">
            <Title order={2} size="h4">
              Pricing
            </Title>
            <Text size="xs" c="dimmed">
              {pp?.synced_at ? `Synced ${formatDateTime(pp.synced_at)}` : 'Not synced yet'} · AUD
            </Text>
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <PriceInput control={control} name="price_cents" label="Price" />
            <PriceInput control={control} name="cost_price_cents" label="Cost" />
          </SimpleGrid>
          <MarginSummary control={control} />
          <Text fw={600} size="sm">
            Channel prices
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
            {CHANNELS.map((c) => (
              <PriceInput key={c.name} control={control} name={c.name} label={c.label} />
            ))}
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              Save Pricing
            </Button>
          </Group>
        </Stack>
      </Card>
    </form>
  );
}
