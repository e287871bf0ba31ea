import { ThemeIcon } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';

/** A tick or a cross that screen readers read as yes or no (or `label: yes`). */
export function YesNo({ value, label }: { value: boolean; label?: string }) {
  const text = value ? 'yes' : 'no';
  return (
    <ThemeIcon
      size="sm"
      radius="xl"
      variant="light"
      color={value ? 'teal' : 'gray'}
      role="img"
      aria-label={label ? `${label}: ${text}` : text}
    >
      {value ? <IconCheck size={14} stroke={2.5} /> : <IconX size={14} stroke={2.5} />}
    </ThemeIcon>
  );
}
