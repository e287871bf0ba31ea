import { TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import type { DistributorFulfillment } from '@partsflow/contracts';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';

/** A search box with the spec's own placeholder; the list follows 500 ms after the last keystroke. */
export function PortalSearch({
  placeholder,
  value,
  onSearch,
}: {
  placeholder: string;
  value: string;
  onSearch: (q: string) => void;
}) {
  const [text, setText] = useState(value);
  const commit = useDebouncedCallback(onSearch, 500);
  return (
    <TextInput
      aria-label="Search"
      placeholder={placeholder}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={text}
      onChange={(e) => {
        setText(e.currentTarget.value);
        commit(e.currentTarget.value);
      }}
      w={{ base: '100%', sm: 360 }}
    />
  );
}

/** 'Pending ...' until the distributor gives the request an order id (spec 2.1). */
export const orderIdLabel = (f: DistributorFulfillment) => f.distributor_order_id ?? 'Pending ...';
