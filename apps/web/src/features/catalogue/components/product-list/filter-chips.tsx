import { Badge, CloseButton, Group } from '@mantine/core';
import { filterChipLabel } from './product-filters.ts';

/** Applied filters as removable chips; each remove button is a real, focusable button. */
export function FilterChips({
  filters,
  onRemove,
}: {
  filters: Record<string, string>;
  onRemove: (key: string) => void;
}) {
  const entries = Object.entries(filters);
  if (entries.length === 0) return null;
  return (
    <Group gap="xs" aria-label="Applied filters" role="list">
      {entries.map(([key, value]) => {
        const label = filterChipLabel(key, value);
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
                onClick={() => onRemove(key)}
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
