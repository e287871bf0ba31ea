import { SANDBOX_MODES } from '@partsflow/contracts';
import {
  Anchor,
  Badge,
  Card,
  Center,
  Group,
  Image,
  Loader,
  SegmentedControl,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { Link } from 'react-router';
import { formatDateTime } from '../../../../lib/format.ts';
import { urls } from '../../../../lib/urls.ts';
import { useBreakpointUp } from '../../../../lib/use-breakpoint.ts';
import { mutateWithToast } from '../../../../lib/mutate-with-toast.ts';
import { useSandboxStore, useSetSandboxMode, type SandboxStorePage } from '../../api/stores.ts';
import { ScrollRegion } from '../../../../components/scroll-region/scroll-region.tsx';

const MODE_LABELS: Record<(typeof SANDBOX_MODES)[number], string> = {
  normal: 'Answer normally',
  reject: 'Reject writes',
  timeout: 'Time out',
  unauthorized: 'Revoke access',
};

function ProductRow({ p }: { p: SandboxStorePage['products'][number] }) {
  return (
    <Table.Tr data-testid="store-product">
      <Table.Td w={64}>
        {p.images[0] ? (
          <Image src={p.images[0]} alt="" w={48} h={48} fit="contain" />
        ) : (
          <Text size="xs" c="dimmed">
            No image
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <Text size="sm" fw={600}>
          {p.title}
        </Text>
        <Text size="xs" c="dimmed">
          {p.vendor} · /{p.handle}
        </Text>
      </Table.Td>
      <Table.Td>
        <Badge size="sm" variant="light" color={p.status === 'active' ? 'teal' : 'gray'}>
          {p.status}
        </Badge>
      </Table.Td>
      <Table.Td>
        <Stack gap={2}>
          {p.variants.map((v) => (
            <Text key={v.sku} size="xs">
              <Text span ff="monospace" size="xs">
                {v.sku}
              </Text>{' '}
              {Object.values(v.options).join(' / ')} · ${v.price}
            </Text>
          ))}
        </Stack>
      </Table.Td>
      <Table.Td>
        <Text size="xs">{formatDateTime(p.updated_at)}</Text>
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * A sandbox store as its owner would see it in their shop admin: its products with variants, prices and
 * images; and the switch that makes it reject or time out, to try partial failures.
 */
export function SandboxStore({ id }: { id: number }) {
  const page = useSandboxStore(id);
  const setMode = useSetSandboxMode(id);
  const wide = useBreakpointUp('sm');
  if (page.isPending)
    return (
      <Center py="xl">
        <Loader aria-label="Loading the store" />
      </Center>
    );
  if (!page.data) return <Text c="red.8">This store could not be loaded.</Text>;
  const { store, products } = page.data;
  return (
    <Stack gap="lg">
      <Card withBorder padding="md">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Stack gap={2}>
            <Text size="sm" c="dimmed">
              {store.domain}
            </Text>
            <Text size="sm">{products.length} products</Text>
            <Anchor component={Link} to={urls.marketplace.sandboxStore(id)} size="sm">
              Place a test order
            </Anchor>
          </Stack>
          <Stack gap={4}>
            <Text size="sm" fw={600} id="sandbox-mode-label">
              Store behaviour
            </Text>
            <SegmentedControl
              aria-labelledby="sandbox-mode-label"
              orientation={wide ? 'horizontal' : 'vertical'}
              data={SANDBOX_MODES.map((m) => ({ value: m, label: MODE_LABELS[m] }))}
              value={store.mode}
              disabled={setMode.isPending}
              onChange={(v) =>
                void mutateWithToast(setMode.mutateAsync(v as (typeof SANDBOX_MODES)[number]), {
                  success: 'Store behaviour updated',
                })
              }
            />
          </Stack>
        </Group>
      </Card>
      <Title order={2} size="h4">
        Products
      </Title>
      {products.length === 0 ? (
        <Text c="dimmed">Nothing published to this store yet.</Text>
      ) : (
        <ScrollRegion label="Store products">
          <Table verticalSpacing="sm" aria-label="Store products" miw={640}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Image</Table.Th>
                <Table.Th>Product</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Variants</Table.Th>
                <Table.Th>Updated</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {products.map((p) => (
                <ProductRow key={p.id} p={p} />
              ))}
            </Table.Tbody>
          </Table>
        </ScrollRegion>
      )}
    </Stack>
  );
}
