import { Box } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A table (or any wide content) that scrolls sideways on narrow screens in a box the keyboard can reach
 * (WCAG 2.1.1; axe's scrollable-region-focusable): focusable, a named region, whatever the content holds.
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    // Positioned, so visually hidden text (absolutely placed) inside the table is clipped by the region instead of
    // widening the whole page on a phone.
    <Box
      style={{ overflowX: 'auto', position: 'relative' }}
      tabIndex={0}
      role="region"
      aria-label={`${label}, scrollable`}
    >
      {children}
    </Box>
  );
}
