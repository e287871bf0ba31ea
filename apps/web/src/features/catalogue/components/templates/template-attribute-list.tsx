import { ActionIcon, Table, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { SortableRow, SortableRows } from '../../../../components/sortable-rows/sortable-rows.tsx';

export interface TemplateAttributeItem {
  id: number;
  name: string;
}

/** The template's attributes in order, reordered by drag (mouse, touch or keyboard: Space, arrows, Space). */
export function TemplateAttributeList({
  items,
  onChange,
}: {
  items: TemplateAttributeItem[];
  onChange: (items: TemplateAttributeItem[]) => void;
}) {
  if (items.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No attributes in this template yet.
      </Text>
    );

  return (
    <SortableRows items={items} getId={(i) => i.id} onReorder={onChange}>
      <Table verticalSpacing={6} aria-label="Template attributes" withTableBorder>
        <Table.Tbody>
          {items.map((item, i) => (
            <SortableRow key={item.id} id={item.id} label={item.name} data-testid="template-attribute-row">
              <Table.Td w={32}>
                <Text size="sm" c="dimmed">
                  {i + 1}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {item.name}
                </Text>
              </Table.Td>
              <Table.Td w={44}>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Delete ${item.name}`}
                  onClick={() => onChange(items.filter((x) => x.id !== item.id))}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Table.Td>
            </SortableRow>
          ))}
        </Table.Tbody>
      </Table>
    </SortableRows>
  );
}
