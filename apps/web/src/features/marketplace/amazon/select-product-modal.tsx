import { Badge, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { AMAZON_MESSAGES } from '@partsflow/contracts';
import { useState } from 'react';
import { DebouncedSearchInput } from '../../../components/debounced-search-input/debounced-search-input.tsx';
import { mutateWithToast } from '../../../lib/mutate-with-toast.ts';
import { serverMessageOr } from '../../../lib/api-errors.ts';
import { useAmazonProductSearch, useCreateAmazonListing } from './amazon-api.ts';

/** Add New Amazon Listing: pick a marketplace product by SKU or title (search waits 500 ms). */
export function SelectProductModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [query, setQuery] = useState('');
  const search = useAmazonProductSearch(query, opened);
  const create = useCreateAmazonListing();
  const [adding, setAdding] = useState<number | null>(null);

  async function add(productId: number) {
    setAdding(productId);
    const outcome = await mutateWithToast(create.mutateAsync(productId), {
      success: AMAZON_MESSAGES.created,
      error: (e) => serverMessageOr(e, AMAZON_MESSAGES.createFailed),
    });
    setAdding(null);
    if (outcome.ok) onClose();
  }

  return (
    <Modal opened={opened} onClose={onClose} title="Select Product" size="lg">
      <Stack gap="sm">
        <DebouncedSearchInput label="SKU Search" value={query} onSearch={setQuery} />
        {search.isPending ? (
          <Group justify="center" p="md">
            <Loader size="sm" aria-label="Loading products" />
          </Group>
        ) : !search.data?.data.length ? (
          <Text c="dimmed" size="sm">
            No products found
          </Text>
        ) : (
          <Stack gap={0} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {search.data.data.map((p) => (
              <Group
                key={p.id}
                component="li"
                justify="space-between"
                wrap="nowrap"
                py="xs"
                style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
              >
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text fw={600} size="sm">
                    {p.sku}
                  </Text>
                  <Text size="sm" truncate>
                    {p.title}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {p.brand}
                  </Text>
                </Stack>
                {p.listed ? (
                  <Badge color="gray" variant="light">
                    Listed
                  </Badge>
                ) : (
                  <Button
                    size="xs"
                    onClick={() => add(p.id)}
                    loading={adding === p.id}
                    disabled={adding !== null && adding !== p.id}
                    aria-label={`Select ${p.sku}`}
                  >
                    Select
                  </Button>
                )}
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </Modal>
  );
}
