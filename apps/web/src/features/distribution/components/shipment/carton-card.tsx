import { ActionIcon, Badge, Card, Group, Menu, NumberInput, SimpleGrid, Stack, Text } from '@mantine/core';
import type { Parcel } from '@partsflow/packing';
import type { Shipment } from '@partsflow/contracts';
import { IconArrowsMove, IconTrash, IconX } from '@tabler/icons-react';
import { memo, useDeferredValue, useMemo } from 'react';
import { DraggableUnit, DropZone } from './dnd.tsx';
import type { DraftCarton } from './draft.ts';
import { draftCartonLayout, ParcelDrawing } from './parcel-drawing.tsx';
import { fieldId } from './party-card.tsx';

type Unit = Shipment['units'][number];

const DIMENSIONS = [
  ['length', 'Length (cm)', 'length_mm'],
  ['width', 'Width (cm)', 'width_mm'],
  ['height', 'Height (cm)', 'height_mm'],
  ['weight', 'Weight (kg)', 'weight_g'],
] as const;

/** A box of the packing plan: its size and weight, its items (each movable by menu or drag), its drawing. */
export const CartonCard = memo(function CartonCard({
  carton,
  index,
  units,
  targets,
  layout,
  errors,
  disabled,
  onChange,
  onRemove,
  onMove,
  onUnpack,
}: {
  carton: DraftCarton;
  index: number;
  units: Map<number, Unit>;
  targets: { key: string; label: string }[];
  /** The saved drawing while the box is as saved (null: none was drawn); undefined: edited, drawn here. */
  layout: Parcel | null | undefined;
  errors: Map<string, string>;
  disabled: boolean;
  onChange: (c: DraftCarton) => void;
  onRemove: (key: string) => void;
  onMove: (unitId: number, quantity: number, to: string, from: string) => void;
  onUnpack: (key: string, unitId: number) => void;
}) {
  const name = `Box ${index + 1}`;
  const itemsError = errors.get(`cartons.${index}.carton_items`);
  // Drawn after the drop or the typing has painted (deferred), so a drag stays responsive.
  const edited = useDeferredValue(layout === undefined ? carton : null);
  const drawn = useMemo(() => (edited ? draftCartonLayout(edited, units) : null), [edited, units]);
  const shown = layout === undefined ? drawn : layout;
  return (
    <DropZone id={carton.key} label={`Drop into ${name}`}>
      <Card withBorder radius="md" component="section" aria-label={name} data-carton={carton.key}>
        <Group justify="space-between" mb="xs">
          <Text fw={600}>{name}</Text>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`Remove ${name}`}
            disabled={disabled}
            onClick={() => onRemove(carton.key)}
          >
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
          {DIMENSIONS.map(([key, label, path]) => (
            <NumberInput
              key={key}
              id={fieldId(`cartons.${index}.${path}`)}
              label={label}
              aria-label={`${name} ${label}`}
              value={carton[key]}
              min={0}
              decimalScale={key === 'weight' ? 3 : 1}
              disabled={disabled}
              error={errors.get(`cartons.${index}.${path}`)}
              onChange={(v) => onChange({ ...carton, [key]: v === '' ? '' : Number(v) })}
              size="xs"
            />
          ))}
        </SimpleGrid>
        <Group align="flex-start" mt="sm" gap="md" wrap="wrap">
          <Stack
            gap={6}
            style={{ flex: 1, minWidth: 220 }}
            id={fieldId(`cartons.${index}.carton_items`)}
            tabIndex={-1}
          >
            {carton.items.length === 0 && (
              <Text size="sm" c="dimmed">
                Drag items here
              </Text>
            )}
            {itemsError && (
              <Text size="sm" c="red.8">
                {itemsError}
              </Text>
            )}
            {carton.items.map((i) => {
              const u = units.get(i.unitId);
              const label = u ? `${u.product.sku}${u.label ? ` (${u.label})` : ''}` : `Unit ${i.unitId}`;
              return (
                <DraggableUnit
                  key={i.unitId}
                  id={`carton:${carton.key}:${i.unitId}`}
                  data={{
                    unitId: i.unitId,
                    from: carton.key,
                    quantity: i.quantity,
                    label: `${i.quantity} × ${label}`,
                  }}
                  disabled={disabled}
                  label={`Drag ${i.quantity} × ${label} from ${name}`}
                >
                  <Group gap="xs" justify="space-between" wrap="nowrap" data-carton-item={label}>
                    <Group gap={6} wrap="nowrap">
                      <Badge variant="light" color="blue" size="sm">
                        {i.quantity}×
                      </Badge>
                      <Text size="sm">{label}</Text>
                    </Group>
                    <Group gap={2} wrap="nowrap">
                      <Menu withinPortal position="bottom-end">
                        <Menu.Target>
                          <ActionIcon
                            variant="subtle"
                            aria-label={`Move ${label} from ${name}`}
                            disabled={disabled}
                          >
                            <IconArrowsMove size={16} aria-hidden />
                          </ActionIcon>
                        </Menu.Target>
                        <Menu.Dropdown>
                          {targets
                            .filter((t) => t.key !== carton.key)
                            .map((t) => (
                              <Menu.Item
                                key={t.key}
                                onClick={() => onMove(i.unitId, i.quantity, t.key, carton.key)}
                              >
                                Move to {t.label}
                              </Menu.Item>
                            ))}
                        </Menu.Dropdown>
                      </Menu>
                      <ActionIcon
                        variant="subtle"
                        color="gray"
                        aria-label={`Take ${label} out of ${name}`}
                        disabled={disabled}
                        onClick={() => onUnpack(carton.key, i.unitId)}
                      >
                        <IconX size={16} aria-hidden />
                      </ActionIcon>
                    </Group>
                  </Group>
                </DraggableUnit>
              );
            })}
          </Stack>
          {shown && (
            <ParcelDrawing layout={shown} label={`Drawing of ${name}: ${shown.items.length} items placed`} />
          )}
        </Group>
      </Card>
    </DropZone>
  );
});
