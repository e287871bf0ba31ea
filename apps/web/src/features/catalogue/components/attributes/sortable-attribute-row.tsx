import type { ProductAttribute } from '@partsflow/contracts';
import { isMissingAttributeValue } from '@partsflow/contracts';
import { ActionIcon, Group, Table, Text, Tooltip } from '@mantine/core';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { IconEdit, IconGripVertical, IconTag, IconTemplate, IconTrash } from '@tabler/icons-react';

export function SortableAttributeRow({
  attribute,
  onEdit,
  onRemove,
  removing,
}: {
  attribute: ProductAttribute;
  onEdit: () => void;
  onRemove: () => void;
  removing: boolean;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({
      id: attribute.id,
    });
  const missing = isMissingAttributeValue(attribute.data_type, attribute.value);
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
      data-testid="attribute-row"
    >
      <Table.Td w={36}>
        <ActionIcon
          variant="subtle"
          color="gray"
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={`Reorder ${attribute.title}`}
          style={{ cursor: 'grab', touchAction: 'none' }}
        >
          <IconGripVertical size={16} aria-hidden />
        </ActionIcon>
      </Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <Tooltip label={attribute.template ? 'From the template' : 'Not in the template'}>
            {attribute.template ? (
              <IconTemplate size={16} color="var(--mantine-color-blue-6)" aria-label="Template attribute" />
            ) : (
              <IconTag size={16} color="var(--mantine-color-gray-6)" aria-label="Non-template attribute" />
            )}
          </Tooltip>
          <div>
            <Text size="sm" fw={500}>
              {attribute.title}
            </Text>
            <Text size="xs" c="dimmed">
              {attribute.code}
            </Text>
          </div>
        </Group>
      </Table.Td>
      <Table.Td>
        {missing ? (
          <Text size="sm" c="red" fw={500}>
            Missing value
          </Text>
        ) : (
          <Text size="sm">{attribute.value ?? ''}</Text>
        )}
      </Table.Td>
      <Table.Td w={90}>
        <Group gap={4} wrap="nowrap" justify="flex-end">
          <ActionIcon variant="subtle" aria-label={`Edit ${attribute.title}`} onClick={onEdit}>
            <IconEdit size={16} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`Remove ${attribute.title}`}
            onClick={onRemove}
            loading={removing}
          >
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
