import { ActionIcon, Group, Paper, Text, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export function NumberRow({
  value,
  detail,
  actions,
  onDelete,
  deleting,
}: {
  value: string;
  detail?: ReactNode;
  actions?: ReactNode;
  onDelete: () => void;
  deleting: boolean;
}) {
  return (
    <Paper withBorder p="xs" radius="sm">
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <div style={{ minWidth: 0 }}>
          <Text size="sm" fw={600} style={{ wordBreak: 'break-all' }}>
            {value}
          </Text>
          {detail && (
            <Text size="xs" c="dimmed" component="div">
              {detail}
            </Text>
          )}
        </div>
        <Group gap="xs" wrap="nowrap">
          {actions}
          <Tooltip label="Delete">
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`Delete ${value}`}
              onClick={onDelete}
              loading={deleting}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
    </Paper>
  );
}
