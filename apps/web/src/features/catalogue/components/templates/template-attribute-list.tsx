import { ActionIcon, Table, Text } from '@mantine/core';
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
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { IconGripVertical, IconTrash } from '@tabler/icons-react';

export interface TemplateAttributeItem {
  id: number;
  name: string;
}

function SortableTemplateRow({
  item,
  position,
  onRemove,
}: {
  item: TemplateAttributeItem;
  position: number;
  onRemove: () => void;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: item.id });
  return (
    <Table.Tr
      ref={setNodeRef}
      style={{
        transform: CSS.Transform.toString(transform),
        transition,
        position: 'relative',
        zIndex: isDragging ? 2 : undefined,
        background: isDragging ? 'var(--mantine-color-blue-light)' : undefined,
      }}
      data-testid="template-attribute-row"
    >
      <Table.Td w={36}>
        <ActionIcon
          variant="subtle"
          color="gray"
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={`Reorder ${item.name}`}
          style={{ cursor: 'grab', touchAction: 'none' }}
        >
          <IconGripVertical size={16} aria-hidden />
        </ActionIcon>
      </Table.Td>
      <Table.Td w={32}>
        <Text size="sm" c="dimmed">
          {position}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm" fw={500}>
          {item.name}
        </Text>
      </Table.Td>
      <Table.Td w={44}>
        <ActionIcon variant="subtle" color="red" aria-label={`Delete ${item.name}`} onClick={onRemove}>
          <IconTrash size={16} aria-hidden />
        </ActionIcon>
      </Table.Td>
    </Table.Tr>
  );
}

/** The template's attributes in order, reordered by drag (mouse, touch or keyboard: Space, arrows, Space). */
export function TemplateAttributeList({
  items,
  onChange,
}: {
  items: TemplateAttributeItem[];
  onChange: (items: TemplateAttributeItem[]) => void;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = items.map((i) => i.id);

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(Number(active.id));
    const to = ids.indexOf(Number(over.id));
    if (from < 0 || to < 0) return;
    onChange(arrayMove(items, from, to));
  };

  if (items.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No attributes in this template yet.
      </Text>
    );

  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <Table verticalSpacing={6} aria-label="Template attributes" withTableBorder>
        <Table.Tbody>
          <SortableContext items={ids} strategy={verticalListSortingStrategy}>
            {items.map((item, i) => (
              <SortableTemplateRow
                key={item.id}
                item={item}
                position={i + 1}
                onRemove={() => onChange(items.filter((x) => x.id !== item.id))}
              />
            ))}
          </SortableContext>
        </Table.Tbody>
      </Table>
    </DndContext>
  );
}
