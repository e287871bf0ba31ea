import type { ProductAttribute } from '@partsflow/contracts';
import { Table } from '@mantine/core';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  arrayMove,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
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
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = attributes.map((a) => a.id);

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(Number(active.id));
    const to = ids.indexOf(Number(over.id));
    if (from < 0 || to < 0) return;
    onReorder(arrayMove(ids, from, to));
  };

  return (
    <Table.ScrollContainer minWidth={520} type="native">
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
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
            <SortableContext items={ids} strategy={verticalListSortingStrategy}>
              {attributes.map((a) => (
                <SortableAttributeRow
                  key={a.id}
                  attribute={a}
                  onEdit={() => onEdit(a)}
                  onRemove={() => onRemove(a)}
                  removing={removingId === a.id}
                />
              ))}
            </SortableContext>
          </Table.Tbody>
        </Table>
      </DndContext>
    </Table.ScrollContainer>
  );
}
