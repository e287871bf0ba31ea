import type { ProductAttribute } from '@partsflow/contracts';
import { Table } from '@mantine/core';
import { SortableRows } from '../../../../components/sortable-rows/sortable-rows.tsx';
import { SortableAttributeRow } from './sortable-attribute-row.tsx';

/** Attribute and Value, reordered by drag (mouse, touch or keyboard: Space, arrows, Space). */
export function AttributesTable({
  attributes,
  onReorder,
  onEdit,
  onRemove,
  removingId,
}: {
  attributes: ProductAttribute[];
  onReorder: (ids: number[]) => void;
  onEdit: (a: ProductAttribute) => void;
  onRemove: (a: ProductAttribute) => void;
  removingId: number | null;
}) {
  return (
    <Table.ScrollContainer minWidth={520} type="native">
      <SortableRows
        items={attributes}
        getId={(a) => a.id}
        onReorder={(next) => onReorder(next.map((a) => a.id))}
      >
        <Table verticalSpacing="xs" aria-label="Product attributes">
          <Table.Thead>
            <Table.Tr>
              <Table.Th aria-label="Order" />
              <Table.Th>Attribute</Table.Th>
              <Table.Th>Value</Table.Th>
              <Table.Th aria-label="Actions" />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {attributes.map((a) => (
              <SortableAttributeRow
                key={a.id}
                attribute={a}
                onEdit={() => onEdit(a)}
                onRemove={() => onRemove(a)}
                removing={removingId === a.id}
              />
            ))}
          </Table.Tbody>
        </Table>
      </SortableRows>
    </Table.ScrollContainer>
  );
}
