import { TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';

/**
 * A list's search box ('Keyword Search...', 'SKU Search...'): the search waits 500 ms after the last keystroke
 * (the specs' rule for every server-driven table), while the box shows each keystroke at once.
 */
export function DebouncedSearchInput({
  label,
  value,
  onSearch,
}: {
  /** Accessible name; the placeholder is the label followed by '...'. */
  label: string;
  value: string;
  onSearch: (query: string) => void;
}) {
  const [text, setText] = useState(value);
  const commit = useDebouncedCallback(onSearch, 500);
  return (
    <TextInput
      aria-label={label}
      placeholder={`${label}...`}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={text}
      onChange={(e) => {
        setText(e.currentTarget.value);
        commit(e.currentTarget.value);
      }}
      w={{ base: '100%', sm: 280 }}
    />
  );
}
