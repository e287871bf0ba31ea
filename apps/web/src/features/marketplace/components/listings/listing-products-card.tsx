import { ActionIcon, Card, Group, Stack, Table, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { optionValue } from '@partsflow/contracts';
import { AsyncSearchSelect } from '../../../../components/async-search-select/async-search-select.tsx';
import { api } from '../../../../lib/api-client.ts';
import { formatCents } from '../../../../lib/format.ts';
import { apiPaths } from '../../api/paths.ts';
import type { ListingProductHit } from '../../api/listings.ts';
import type { SelectedProduct } from './listing-form-values.ts';

interface Props {
  brand: string;
  products: SelectedProduct[];
  options: string[];
  error?: string;
  onChange: (products: SelectedProduct[]) => void;
}

/**
 * Selected products: found by SKU (from 3 characters), each with its price and, per chosen option, the value it
 * shows (an override, else its attribute's value). An override equal to the product's own value is dropped.
 */
export function ListingProductsCard({ brand, products, options, error, onChange }: Props) {
  const fetcher = (term: string) =>
    api<{ products: ListingProductHit[] }>(apiPaths.listingProductSearch(brand), {
      query: { query: term },
    }).then((r) => r.products);
  const setOverride = (id: number, option: string, value: string) =>
    onChange(
      products.map((p) =>
        p.id === id ? { ...p, attribute_overrides: { ...p.attribute_overrides, [option]: value } } : p,
      ),
    );

  return (
    <Card withBorder padding="lg">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Products
        </Title>
        <AsyncSearchSelect<ListingProductHit>
          kind="listing-products"
          scope={brand}
          label="Add a product by SKU"
          placeholder="Type at least 3 characters of a SKU"
          fetcher={fetcher}
          toOption={(p) => ({ value: String(p.id), label: `${p.sku} · ${p.title}` })}
          value={null}
          onChange={(_, item) => {
            if (item && !products.some((p) => p.id === item.id))
              onChange([...products, { ...item, attribute_overrides: {} }]);
          }}
        />
        {error && (
          <Text c="red.8" size="sm" role="alert">
            {error}
          </Text>
        )}
        {products.length === 0 ? (
          <Text c="dimmed" size="sm">
            No products selected yet.
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={520}>
            <Table verticalSpacing="xs" aria-label="Selected products">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>SKU</Table.Th>
                  <Table.Th>Title</Table.Th>
                  <Table.Th>Price</Table.Th>
                  {options.map((o) => (
                    <Table.Th key={o}>{o}</Table.Th>
                  ))}
                  <Table.Th>
                    <VisuallyHidden>Remove</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {products.map((p) => (
                  <Table.Tr key={p.id} data-testid="listing-product-row">
                    <Table.Td ff="monospace">{p.sku}</Table.Td>
                    <Table.Td>
                      <Text size="sm" lineClamp={2}>
                        {p.title}
                      </Text>
                    </Table.Td>
                    <Table.Td>{formatCents(p.price_cents)}</Table.Td>
                    {options.map((o) => (
                      <Table.Td key={o} miw={120}>
                        <TextInput
                          size="xs"
                          aria-label={`${o} of ${p.sku}`}
                          placeholder={optionValue({ ...p, attribute_overrides: {} }, o) || 'No value'}
                          value={p.attribute_overrides[o] ?? ''}
                          onChange={(e) => setOverride(p.id, o, e.currentTarget.value)}
                        />
                      </Table.Td>
                    ))}
                    <Table.Td>
                      <Group justify="flex-end">
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={`Remove ${p.sku}`}
                          onClick={() => onChange(products.filter((s) => s.id !== p.id))}
                        >
                          <IconTrash size={16} aria-hidden />
                        </ActionIcon>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Card>
  );
}
