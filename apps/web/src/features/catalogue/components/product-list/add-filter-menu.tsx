import { Button, Menu } from '@mantine/core';
import { IconCheck, IconFilterPlus } from '@tabler/icons-react';
import { Fragment } from 'react';
import { PRODUCT_FILTERS } from './product-filters.ts';

export function AddFilterMenu({
  filters,
  onSelect,
}: {
  filters: Record<string, string>;
  onSelect: (key: string, value: string) => void;
}) {
  return (
    <Menu shadow="md" width={240} position="bottom-start">
      <Menu.Target>
        <Button variant="default" leftSection={<IconFilterPlus size={16} aria-hidden />}>
          Add Filter
        </Button>
      </Menu.Target>
      <Menu.Dropdown mah={420} style={{ overflowY: 'auto' }}>
        {PRODUCT_FILTERS.map((def, i) => (
          <Fragment key={def.key}>
            {i > 0 && <Menu.Divider />}
            <Menu.Label>{def.label}</Menu.Label>
            {def.options.map((o) => (
              <Menu.Item
                key={o.value}
                onClick={() => onSelect(def.key, o.value)}
                rightSection={filters[def.key] === o.value ? <IconCheck size={14} aria-hidden /> : undefined}
              >
                {o.label}
              </Menu.Item>
            ))}
          </Fragment>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
