import type { BulkAction } from '@partsflow/contracts';
import { Button, Loader, Menu } from '@mantine/core';
import { IconChevronDown, IconRefresh } from '@tabler/icons-react';
import type { BulkRunner, BulkScope } from './use-bulk-runner.ts';

const ACTIONS: { action: BulkAction; label: string }[] = [
  { action: 'bulk-publish', label: 'Publish' },
  { action: 'bulk-unpublish', label: 'Unpublish' },
  { action: 'bulk-make-purchasable', label: 'Make purchasable' },
  { action: 'bulk-make-unpurchasable', label: 'Make unpurchasable' },
  { action: 'bulk-create-listings', label: 'Create listings' },
  { action: 'bulk-publish-listings', label: 'Publish listings' },
  { action: 'bulk-unpublish-listings', label: 'Unpublish listings' },
];

/** The Bulk Actions menu: disabled with a spinner while a bulk job runs. */
export function BulkActionsMenu({ scope, runner }: { scope: BulkScope; runner: BulkRunner }) {
  const selected = scope.selectedIds.length;
  const nothing = selected === 0 && scope.totalCount === 0;
  return (
    <Menu shadow="md" width={260} position="bottom-end">
      <Menu.Target>
        <Button
          variant="default"
          disabled={runner.busy}
          rightSection={
            runner.busy ? (
              <Loader size={14} aria-label="Bulk action running" />
            ) : (
              <IconChevronDown size={14} aria-hidden />
            )
          }
        >
          Bulk Actions{selected > 0 ? ` (${selected})` : ''}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          {selected > 0
            ? `${selected} selected product${selected === 1 ? '' : 's'}`
            : `All ${scope.totalCount.toLocaleString('en-AU')} matching products`}
        </Menu.Label>
        {ACTIONS.map((a) => (
          <Menu.Item key={a.action} disabled={nothing} onClick={() => void runner.run(a.action)}>
            {a.label}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item
          leftSection={<IconRefresh size={16} aria-hidden />}
          onClick={() => runner.setReindexOpen(true)}
        >
          Reindex brand products
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
