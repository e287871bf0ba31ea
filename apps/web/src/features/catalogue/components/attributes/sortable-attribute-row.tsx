import type { ProductAttribute } from '@partsflow/contracts';
import { isMissingAttributeValue } from '@partsflow/contracts';
import { Group, Table, Text, Tooltip } from '@mantine/core';
import { IconTag, IconTemplate } from '@tabler/icons-react';
import { RowActions } from '../../../../components/row-actions/row-actions.tsx';
import { SortableRow } from '../../../../components/sortable-rows/sortable-rows.tsx';

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
  const missing = isMissingAttributeValue(attribute.data_type, attribute.value);
  return (
    <SortableRow id={attribute.id} label={attribute.title} data-testid="attribute-row">
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
        <RowActions name={attribute.title} onEdit={onEdit} onRemove={onRemove} removing={removing} />
      </Table.Td>
    </SortableRow>
  );
}
