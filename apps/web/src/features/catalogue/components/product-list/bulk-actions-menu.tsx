import { Button, Menu } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';

// The bulk jobs (publish, purchasable, listings) arrive with a later issue; the entries are listed so people
// know what is coming, and disabled so nothing pretends to run.
const BULK_ACTIONS = [
  'Publish',
  'Unpublish',
  'Make purchasable',
  'Make unpurchasable',
  'Create listings',
  'Publish listings',
  'Unpublish listings',
];

export function BulkActionsMenu({ selectedCount }: { selectedCount: number }) {
  return (
    <Menu shadow="md" width={220} position="bottom-end">
      <Menu.Target>
        <Button variant="default" rightSection={<IconChevronDown size={14} aria-hidden />}>
          Bulk Actions{selectedCount > 0 ? ` (${selectedCount})` : ''}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Coming in a later release</Menu.Label>
        {BULK_ACTIONS.map((a) => (
          <Menu.Item key={a} disabled>
            {a}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
