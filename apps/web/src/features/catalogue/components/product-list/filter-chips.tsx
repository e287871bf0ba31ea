import { Badge, CloseButton, Group } from '@mantine/core';
import { filterChipLabel } from './product-filters.ts';

/**
 * Applied filters as removable chips; each remove button is a real, focusable button. The brand the list follows
 * (the user's current brand, answered by the server) is a chip too: removing it shows every brand.
 */
export function FilterChips({
  filters,
  onRemove,
  followedBrand,
  onShowAllBrands,
}: {
  filters: Record<string, string>;
  onRemove: (key: string) => void;
  followedBrand?: { id: number; name: string } | null;
  onShowAllBrands?: () => void;
}) {
  const entries = Object.entries(filters);
  const chips: { key: string; label: string; remove: () => void }[] = [
    ...(followedBrand && onShowAllBrands
      ? [{ key: 'current-brand', label: `Brand: ${followedBrand.name}`, remove: onShowAllBrands }]
      : []),
    ...entries.map(([key, value]) => ({
      key,
      label: filterChipLabel(key, value),
      remove: () => onRemove(key),
    })),
  ];
  if (chips.length === 0) return null;
  return (
    <Group gap="xs" aria-label="Applied filters" role="list">
      {chips.map(({ key, label, remove }) => {
        return (
          <Badge
            key={key}
            role="listitem"
            size="lg"
            variant="light"
            tt="none"
            fw={500}
            pr={4}
            rightSection={
              <CloseButton
                size="xs"
                variant="transparent"
                aria-label={`Remove filter ${label}`}
                onClick={remove}
              />
            }
          >
            {label}
          </Badge>
        );
      })}
    </Group>
  );
}
