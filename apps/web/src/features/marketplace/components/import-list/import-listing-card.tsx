import {
  LISTING_SKU_MAX,
  MARKETPLACE_MESSAGES,
  updateImportListingInputSchema,
  type ImportListing,
} from '@partsflow/contracts';
import {
  Button,
  Card,
  Group,
  SimpleGrid,
  Stack,
  Table,
  Tabs,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { IconCheck, IconLoader2 } from '@tabler/icons-react';
import { useState } from 'react';
import { useAutosave } from '../../hooks/use-autosave.ts';
import { ScrollRegion } from '../../../../components/scroll-region/scroll-region.tsx';
import { useBreakpointUp } from '../../../../lib/use-breakpoint.ts';

const m = MARKETPLACE_MESSAGES.importList;
type Field = 'title' | 'description' | 'sku' | 'handle';

function fieldError(field: Field, value: string): string | null {
  const r = updateImportListingInputSchema.shape[field].safeParse(value);
  return r.success ? null : (r.error.issues[0]?.message ?? m.invalidUpdate);
}

function SaveState({ state, error }: { state: string; error: string | null }) {
  if (error)
    return (
      <Text size="xs" c="red.8" role="alert">
        {error}
      </Text>
    );
  if (state === 'saving')
    return (
      <Group gap={4} role="status">
        <IconLoader2 size={14} aria-hidden />
        <Text size="xs" c="dimmed">
          {m.saving}
        </Text>
      </Group>
    );
  if (state === 'saved')
    return (
      <Group gap={4} role="status">
        <IconCheck size={14} aria-hidden />
        <Text size="xs" c="teal.9">
          {m.saved}
        </Text>
      </Group>
    );
  return null;
}

/** One draft of the import list: Details and Products tabs, autosaved; Remove and Import. */
export function ImportListingCard({
  item,
  onRemove,
  onImport,
  removing,
  importing,
}: {
  item: ImportListing;
  onRemove: () => void;
  onImport: () => void;
  removing: boolean;
  importing: boolean;
}) {
  const wide = useBreakpointUp('sm');
  const [draft, setDraft] = useState(item);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const autosave = useAutosave((saved) => setDraft((d) => ({ ...saved, ...pick(d) })));
  const multi = draft.variants.length > 1;

  const edit = (field: Field, value: string) => {
    setDraft((d) => ({ ...d, [field]: value }));
    const error = fieldError(field, value);
    setErrors((e) => ({ ...e, [field]: error ?? undefined }));
    autosave.change(item.id, { [field]: value }, !error);
  };
  const override = (variantId: number, field: 'price' | 'sku') =>
    draft.variant_overrides.find((o) => o.id === variantId && o.field === field)?.value ?? '';
  const editOverride = (variantId: number, field: 'price' | 'sku', value: string) => {
    setDraft((d) => ({
      ...d,
      variant_overrides: [
        ...d.variant_overrides.filter((o) => !(o.id === variantId && o.field === field)),
        { id: variantId, field, value },
      ],
    }));
    const r = updateImportListingInputSchema.shape.variant_override_attributes.safeParse({
      id: variantId,
      field,
      value,
    });
    if (r.success) autosave.changeVariant(item.id, { id: variantId, field, value });
    setErrors((e) => ({
      ...e,
      [`${variantId}:${field}`]: r.success ? undefined : r.error.issues[0]?.message,
    }));
  };
  const variantError = (id: number, field: string) =>
    (errors as Record<string, string | undefined>)[`${id}:${field}`];
  type Variant = ImportListing['variants'][number];
  const variantName = (v: Variant) => Object.values(v.options).join(' / ') || v.title;
  const variantCost = (v: Variant) => (v.cost === null ? '—' : `$${v.cost.toFixed(2)}`);
  /** The variant's price and store SKU overrides; the phone layout shows their labels above them. */
  const priceInput = (v: Variant, label?: string) => (
    <TextInput
      size="xs"
      label={label}
      aria-label={`Price of ${v.sku}`}
      placeholder={v.price === null ? '' : v.price.toFixed(2)}
      value={override(v.id, 'price')}
      error={variantError(v.id, 'price')}
      onChange={(e) => editOverride(v.id, 'price', e.currentTarget.value)}
    />
  );
  const skuInput = (v: Variant, label?: string) => (
    <TextInput
      size="xs"
      label={label}
      aria-label={`Store SKU of ${v.sku}`}
      placeholder={v.sku}
      value={override(v.id, 'sku')}
      error={variantError(v.id, 'sku')}
      onChange={(e) => editOverride(v.id, 'sku', e.currentTarget.value)}
    />
  );

  return (
    <Card withBorder padding="md" data-testid="import-listing" aria-label={draft.title}>
      <Group justify="space-between" align="flex-start" mb="xs" wrap="nowrap">
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Title order={2} size="h5" lineClamp={1}>
            {draft.title || draft.original_title}
          </Title>
          <Text size="xs" c="dimmed">
            {draft.brand} · {draft.variants.length} variant{draft.variants.length === 1 ? '' : 's'}
          </Text>
        </Stack>
        <SaveState state={autosave.state} error={autosave.error} />
      </Group>
      <Tabs defaultValue="details">
        <Tabs.List>
          <Tabs.Tab value="details">Details</Tabs.Tab>
          <Tabs.Tab value="products">Products</Tabs.Tab>
          {draft.cross_sell_products.length > 0 && <Tabs.Tab value="cross-sell">Cross-Sell</Tabs.Tab>}
        </Tabs.List>
        <Tabs.Panel value="details" pt="sm">
          <Stack gap="sm">
            <TextInput
              label="Title"
              required
              value={draft.title}
              error={errors.title}
              onChange={(e) => edit('title', e.currentTarget.value)}
            />
            <Textarea
              label="Description"
              autosize
              minRows={2}
              maxRows={8}
              value={draft.description}
              onChange={(e) => edit('description', e.currentTarget.value)}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {multi && (
                <TextInput
                  label="SKU"
                  required
                  description={`At most ${LISTING_SKU_MAX} characters`}
                  value={draft.sku}
                  error={errors.sku}
                  onChange={(e) => edit('sku', e.currentTarget.value)}
                />
              )}
              <TextInput
                label="Handle"
                value={draft.handle}
                error={errors.handle}
                onChange={(e) => edit('handle', e.currentTarget.value)}
              />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label="SEO description" disabled placeholder="Available soon" />
              <TextInput label="SEO keywords" disabled placeholder="Available soon" />
            </SimpleGrid>
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="products" pt="sm">
          {wide ? (
            <ScrollRegion label={`Variants of ${draft.title}`}>
              <Table verticalSpacing="xs" aria-label={`Variants of ${draft.title}`} miw={560}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>SKU</Table.Th>
                    <Table.Th>Variant</Table.Th>
                    <Table.Th>Cost</Table.Th>
                    <Table.Th>Price</Table.Th>
                    <Table.Th>Store SKU</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {draft.variants.map((v) => (
                    <Table.Tr key={v.id}>
                      <Table.Td ff="monospace">{v.sku}</Table.Td>
                      <Table.Td>{variantName(v)}</Table.Td>
                      <Table.Td>{variantCost(v)}</Table.Td>
                      <Table.Td miw={110}>{priceInput(v)}</Table.Td>
                      <Table.Td miw={130}>{skuInput(v)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollRegion>
          ) : (
            // On a phone the table's inputs sat past the card's edge: one block per variant instead.
            <Stack gap="sm" role="list" aria-label={`Variants of ${draft.title}`}>
              {draft.variants.map((v) => (
                <Stack key={v.id} gap={6} role="listitem" data-variant={v.sku}>
                  <Group justify="space-between" gap="xs" wrap="nowrap">
                    <Text size="sm" ff="monospace" fw={600}>
                      {v.sku}
                    </Text>
                    <Text size="xs" c="dimmed">
                      Cost {variantCost(v)}
                    </Text>
                  </Group>
                  <Text size="sm">{variantName(v)}</Text>
                  <SimpleGrid cols={2} spacing="xs">
                    {priceInput(v, 'Price')}
                    {skuInput(v, 'Store SKU')}
                  </SimpleGrid>
                </Stack>
              ))}
            </Stack>
          )}
        </Tabs.Panel>
        {draft.cross_sell_products.length > 0 && (
          <Tabs.Panel value="cross-sell" pt="sm">
            {draft.cross_sell_products.map((c) => (
              <Text key={c.sku} size="sm">
                {c.sku} · {c.title}
              </Text>
            ))}
          </Tabs.Panel>
        )}
      </Tabs>
      <Group justify="flex-end" mt="sm">
        <Button variant="subtle" color="red" onClick={onRemove} loading={removing}>
          Remove
        </Button>
        <Button onClick={onImport} loading={importing}>
          Import
        </Button>
      </Group>
    </Card>
  );
}

// While the person keeps typing, what they typed wins over the saved answer.
function pick(d: ImportListing) {
  return {
    title: d.title,
    description: d.description,
    sku: d.sku,
    handle: d.handle,
    variant_overrides: d.variant_overrides,
  };
}
