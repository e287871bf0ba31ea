import { ActionIcon, Badge, Card, Group, Menu, Stack, Text, Title } from '@mantine/core';
import type { Shipment } from '@partsflow/contracts';
import { IconArrowsMove, IconTrash } from '@tabler/icons-react';
import { memo, useState } from 'react';
import { DraggableUnit } from './dnd.tsx';
import { nextDragQuantity } from './draft.ts';
import { fieldId } from './party-card.tsx';

type Unit = Shipment['units'][number];

/** One unit of the sidebar; memoised so a drop re-renders only the units whose remaining quantity changed. */
const SidebarUnit = memo(function SidebarUnit({
  u,
  left,
  targets,
  disabled,
  onMove,
  onRemoveUnit,
}: {
  u: Unit;
  left: number;
  targets: { key: string; label: string }[];
  disabled: boolean;
  onMove: (unitId: number, quantity: number, to: string) => void;
  onRemoveUnit: (u: Unit) => void;
}) {
  const [qty, setQty] = useState(1);
  const dragQty = Math.min(Math.max(qty, 1), Math.max(left, 1));
  const name = `${u.product.sku}${u.label ? ` (${u.label})` : ''}`;
  const packed = left <= 0;
  return (
    <DraggableUnit
      id={`unit:${u.id}`}
      data={{ unitId: u.id, from: null, quantity: dragQty, label: `${dragQty} × ${name}` }}
      disabled={disabled || packed}
      label={packed ? `${name}, packed` : `Drag ${dragQty} of ${name}`}
    >
      <Card
        withBorder
        p="xs"
        radius="sm"
        id={fieldId(`units.${u.id}`)}
        tabIndex={-1}
        data-unit={name}
        bg={packed ? 'var(--mantine-color-gray-0)' : undefined}
        onClick={(e) => {
          if (packed || disabled) return;
          setQty(nextDragQuantity(dragQty, left, { shift: e.shiftKey, ctrl: e.ctrlKey || e.metaKey }));
        }}
      >
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text size="sm" fw={600} truncate>
              {name}
            </Text>
            <Text size="xs" c="dimmed" truncate>
              {u.product.title}
            </Text>
            <Text size="xs" data-testid="unit-remaining">
              {packed ? 'Packed' : `${left} of ${u.quantity} to pack`}
            </Text>
            {u.packaging.messages.map((m) => (
              <Text
                key={m.code}
                size="xs"
                c={m.level === 'error' ? 'red.8' : m.level === 'warning' ? 'orange.9' : 'dimmed'}
              >
                {m.message}
              </Text>
            ))}
          </Stack>
          <Group gap={2} wrap="nowrap">
            {!packed && (
              <Badge variant="filled" color="blue" size="lg" aria-label={`Drag quantity ${dragQty}`}>
                {dragQty}
              </Badge>
            )}
            <Menu withinPortal position="bottom-end">
              <Menu.Target>
                <ActionIcon
                  variant="subtle"
                  aria-label={`Pack ${name}`}
                  disabled={disabled || packed}
                  onClick={(e) => e.stopPropagation()}
                >
                  <IconArrowsMove size={16} aria-hidden />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                {targets.map((t) => (
                  <Menu.Item key={t.key} onClick={() => onMove(u.id, dragQty, t.key)}>
                    Put {dragQty} into {t.label}
                  </Menu.Item>
                ))}
                <Menu.Divider />
                <Menu.Item onClick={() => setQty(left)}>Take all {left}</Menu.Item>
                <Menu.Item onClick={() => setQty(1)}>Take 1</Menu.Item>
              </Menu.Dropdown>
            </Menu>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`Remove unit ${name}`}
              disabled={disabled}
              onClick={(e) => {
                e.stopPropagation();
                onRemoveUnit(u);
              }}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Group>
        </Group>
      </Card>
    </DraggableUnit>
  );
});

/**
 * 'Items to Ship' (spec 2.1): each unit with what is left to pack. Click cycles the drag quantity, shift-click
 * takes all remaining, ctrl-click 1; an item drags only while not fully packed. By keyboard, an item is picked up
 * with Space or Enter and moved with the arrows (dnd-kit's keyboard sensor); the Pack menu stays as the path that
 * needs no dragging at all.
 */
export function ItemsSidebar({
  units,
  remaining,
  targets,
  disabled,
  onMove,
  onRemoveUnit,
}: {
  units: Unit[];
  remaining: Map<number, number>;
  targets: { key: string; label: string }[];
  disabled: boolean;
  onMove: (unitId: number, quantity: number, to: string) => void;
  onRemoveUnit: (u: Unit) => void;
}) {
  return (
    <Card withBorder radius="md" component="section" aria-label="Items to Ship">
      <Title order={2} fz="md" mb="sm">
        Items to Ship
      </Title>
      <Stack gap="xs">
        {units.map((u) => (
          <SidebarUnit
            key={u.id}
            u={u}
            left={remaining.get(u.id) ?? 0}
            targets={targets}
            disabled={disabled}
            onMove={onMove}
            onRemoveUnit={onRemoveUnit}
          />
        ))}
      </Stack>
    </Card>
  );
}
