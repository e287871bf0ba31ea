import { Card, Loader, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { componentAttributesQuery } from '../../api/parts.ts';
import type { ProductRef } from '../../api/product-ref.ts';

/**
 * The read-only Component Attributes matrix of an assembly (spec section 2): attribute titles by the kit and each
 * part; the kit column shows the kit-level value (its own, else the parts' combined), parts' own values beside it.
 */
export function ComponentAttributesCard({ product }: { product: ProductRef }) {
  const matrix = useQuery(componentAttributesQuery(product));
  return (
    <Card withBorder padding="lg">
      <Title order={2} size="h4" mb="xs">
        Component Attributes
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        The parts&apos; attributes combined at kit level; the kit&apos;s own values override them.
      </Text>
      {matrix.isPending ? (
        <Loader size="sm" aria-label="Loading component attributes" />
      ) : matrix.isError ? (
        <Text c="red.8">Could not refresh component attributes data</Text>
      ) : matrix.data.rows.length === 0 ? (
        <Text c="dimmed">No attributes on this kit or its parts yet.</Text>
      ) : (
        <Table.ScrollContainer minWidth={200 + matrix.data.columns.length * 140} type="native">
          <Table verticalSpacing="xs" withColumnBorders aria-label="Component Attributes">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Attribute</Table.Th>
                {matrix.data.columns.map((c) => (
                  <Table.Th key={c.product_id}>{c.kit ? `${c.sku} (kit)` : c.sku}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {matrix.data.rows.map((r) => (
                <Table.Tr key={r.attribute_title_id}>
                  <Table.Th scope="row">{r.title}</Table.Th>
                  <Table.Td fw={600}>{r.combined ?? '—'}</Table.Td>
                  {r.values.slice(1).map((v, i) => (
                    <Table.Td key={matrix.data.columns[i + 1]!.product_id}>{v ?? '—'}</Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Card>
  );
}
