import { PARTS_MESSAGES } from '@partsflow/contracts';
import { Anchor, Card, Loader, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { assembliesQuery } from '../../api/parts.ts';
import type { ProductRef } from '../../api/product-ref.ts';
import { Flag } from './parts-tab.tsx';

/** Assemblies (spec section 2): the assemblies this part is in, each linking to its editor. */
export function AssembliesTab({ product }: { product: ProductRef }) {
  const assemblies = useQuery(assembliesQuery(product));
  return (
    <Card withBorder padding="lg">
      <Title order={2} size="h4" mb="md">
        Assemblies
      </Title>
      {assemblies.isPending ? (
        <Loader size="sm" aria-label="Loading assemblies" />
      ) : assemblies.isError ? (
        <Text c="red.8">{PARTS_MESSAGES.refreshAssembliesFailed}</Text>
      ) : assemblies.data.parent_products.length === 0 ? (
        <Text c="dimmed">This part is not in any assembly yet.</Text>
      ) : (
        <Table.ScrollContainer minWidth={480} type="native">
          <Table verticalSpacing="xs" aria-label="Assemblies">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>SKU</Table.Th>
                <Table.Th>Title</Table.Th>
                <Table.Th>Published</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {assemblies.data.parent_products.map((p) => (
                <Table.Tr key={p.id}>
                  <Table.Td>
                    <Anchor component={Link} to={p.url} fw={600} size="sm">
                      {p.sku}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    <Anchor component={Link} to={p.url} size="sm">
                      {p.title || '—'}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    <Flag on={p.published} label="Published" />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Card>
  );
}
