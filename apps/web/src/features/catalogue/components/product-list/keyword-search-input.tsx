import { TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';

/** The product table's keyword box: the fetch waits 500 ms after the last keystroke (spec section 9). */
export function KeywordSearchInput({
  value,
  onSearch,
}: {
  value: string;
  onSearch: (query: string) => void;
}) {
  const [text, setText] = useState(value);
  const commit = useDebouncedCallback(onSearch, 500);
  return (
    <TextInput
      aria-label="Keyword Search"
      placeholder="Keyword Search..."
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
