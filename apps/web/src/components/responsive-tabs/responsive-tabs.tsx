import { Box, Select, Tabs } from '@mantine/core';
import type { ReactNode } from 'react';
import { useBreakpointUp } from '../../lib/use-breakpoint.ts';

export interface ResponsiveTab {
  value: string;
  label: string;
  content: ReactNode;
  disabled?: boolean;
}

interface ResponsiveTabsProps {
  tabs: ResponsiveTab[];
  value: string;
  onChange: (value: string) => void;
  /** Names the tab list or the select for assistive technology ("Account sections"). */
  label: string;
}

/**
 * A tab bar on wide screens and a select on small ones (the specs' tab bars become selects below `sm`).
 * Controlled: keep the value in the URL (hash or search) so a tab can be bookmarked.
 */
export function ResponsiveTabs({ tabs, value, onChange, label }: ResponsiveTabsProps) {
  const wide = useBreakpointUp('sm');
  if (!wide) {
    const active = tabs.find((t) => t.value === value);
    return (
      <>
        <Select
          aria-label={label}
          data={tabs.map((t) => ({ value: t.value, label: t.label, disabled: t.disabled }))}
          value={value}
          onChange={(v) => v && onChange(v)}
          allowDeselect={false}
          // A handful of sections: the whole list shows at once, in a plain box. A list that can scroll (even by a
          // pixel, as the scroll area's could at phone sizes) is a scroll region no keyboard can reach (axe).
          withScrollArea={false}
          maxDropdownHeight={480}
          mb="md"
        />
        <Box role="region" aria-label={active?.label}>
          {active?.content}
        </Box>
      </>
    );
  }
  return (
    // Only the open tab is mounted, so a tab's data loads when someone opens it.
    <Tabs value={value} onChange={(v) => v && onChange(v)} keepMounted={false}>
      <Tabs.List aria-label={label} mb="md">
        {tabs.map((t) => (
          <Tabs.Tab key={t.value} value={t.value} disabled={t.disabled}>
            {t.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {tabs.map((t) => (
        <Tabs.Panel key={t.value} value={t.value}>
          {t.content}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
