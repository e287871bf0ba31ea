import { Group, Text } from '@mantine/core';

/** The Partsflow mark and word: a box on a flowing line. */
export function Logo({ withWord = true }: { withWord?: boolean }) {
  return (
    <Group gap={8} wrap="nowrap" aria-label="Partsflow">
      <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="var(--mantine-color-blue-6)" />
        <path d="M9 11.5 16 8l7 3.5v9L16 24l-7-3.5z" fill="none" stroke="#fff" strokeWidth="2" />
        <path d="M9 11.5 16 15l7-3.5M16 15v9" fill="none" stroke="#fff" strokeWidth="2" />
      </svg>
      {withWord && (
        <Text component="span" fw={700} fz="lg" c="var(--mantine-color-text)" aria-hidden="true">
          Partsflow
        </Text>
      )}
    </Group>
  );
}
