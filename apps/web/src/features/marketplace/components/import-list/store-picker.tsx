import { Checkbox, Group, Switch, Text } from '@mantine/core';
import type { Store } from '@partsflow/contracts';

/** The stores to publish to, with an All stores toggle; all are chosen by default (spec section 5). */
export function StorePicker({
  stores,
  chosen,
  onChange,
}: {
  stores: Store[];
  /** null: all stores. */
  chosen: number[] | null;
  onChange: (chosen: number[] | null) => void;
}) {
  const all = chosen === null;
  const value = (all ? stores.map((s) => s.id) : chosen).map(String);
  if (!stores.length)
    return (
      <Text size="sm" c="dimmed">
        No stores connected.
      </Text>
    );
  return (
    <Group gap="md" align="center">
      <Switch
        label="All stores"
        checked={all}
        onChange={(e) => onChange(e.currentTarget.checked ? null : [])}
      />
      <Checkbox.Group
        aria-label="Stores to publish to"
        value={value}
        onChange={(v) => onChange(v.map(Number))}
      >
        <Group gap="sm">
          {stores.map((s) => (
            <Checkbox key={s.id} value={String(s.id)} label={s.name} disabled={all} />
          ))}
        </Group>
      </Checkbox.Group>
    </Group>
  );
}
