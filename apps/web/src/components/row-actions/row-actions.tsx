import { ActionIcon, Group } from '@mantine/core';
import { IconEdit, IconTrash } from '@tabler/icons-react';

/** A table row's Edit and Remove buttons, labelled for the record they act on. */
export function RowActions({
  name,
  onEdit,
  onRemove,
  removing,
}: {
  /** What the buttons act on, e.g. "package Box A": they read "Edit package Box A" and "Remove package Box A". */
  name: string;
  onEdit: () => void;
  onRemove: () => void;
  removing: boolean;
}) {
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      <ActionIcon variant="subtle" aria-label={`Edit ${name}`} onClick={onEdit}>
        <IconEdit size={16} aria-hidden />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="red"
        aria-label={`Remove ${name}`}
        loading={removing}
        onClick={onRemove}
      >
        <IconTrash size={16} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
