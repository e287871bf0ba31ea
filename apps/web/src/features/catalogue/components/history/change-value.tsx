import { Text, Typography } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { looksLikeHtml, sanitizeHtml } from '../../utils/sanitize-html.ts';

/** One side of a change: HTML rendered (sanitised), arrays joined with commas, booleans as tick or cross. */
export function ChangeValue({ value }: { value: unknown }) {
  if (value === null || value === undefined || value === '') {
    return (
      <Text size="sm" c="dimmed" fs="italic">
        empty
      </Text>
    );
  }
  if (typeof value === 'boolean') {
    return value ? (
      <IconCheck size={18} color="var(--mantine-color-teal-6)" aria-label="Yes" />
    ) : (
      <IconX size={18} color="var(--mantine-color-red-6)" aria-label="No" />
    );
  }
  if (Array.isArray(value))
    return (
      <Text size="sm">
        {value.map((v) => (typeof v === 'object' ? JSON.stringify(v) : String(v))).join(', ')}
      </Text>
    );
  if (typeof value === 'object')
    return (
      <Text size="sm" ff="monospace">
        {JSON.stringify(value)}
      </Text>
    );
  const text = String(value);
  if (looksLikeHtml(text)) {
    return (
      <Typography fz="sm" p={0}>
        <div dangerouslySetInnerHTML={{ __html: sanitizeHtml(text) }} />
      </Typography>
    );
  }
  return (
    <Text size="sm" style={{ wordBreak: 'break-word' }}>
      {text}
    </Text>
  );
}
