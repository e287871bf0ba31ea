import { TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

/** The SKU search box while its code loads: the same box, disabled. */
export function ProductSearchFallback() {
  return (
    <TextInput
      aria-label="Search products by SKU"
      placeholder="Search products by SKU..."
      leftSection={<IconSearch size={16} aria-hidden />}
      w={{ base: '100%', sm: 320 }}
      disabled
    />
  );
}
