import { Select, Tabs } from '@mantine/core';
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
  // One tree for both widths: only the navigation changes, so the open tab's content, and whatever someone has
  // selected or typed in it, survives crossing the breakpoint (turning a tablet; Chromium's full-page screenshots
  // shrink the window for a moment too).
  return (
    // Only the open tab is mounted, so a tab's data loads when someone opens it.
    <Tabs value={value} onChange={(v) => v && onChange(v)} keepMounted={false}>
      {wide ? (
        <Tabs.List aria-label={label} mb="md">
          {tabs.map((t) => (
            <Tabs.Tab key={t.value} value={t.value} disabled={t.disabled}>
              {t.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      ) : (
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
      )}
      {tabs.map((t) => (
        <Tabs.Panel
          key={t.value}
          value={t.value}
          // Without a tab bar there is no tab to be labelled by: the panel is a region named after its section.
          {...(wide ? {} : { role: 'region', 'aria-label': t.label, 'aria-labelledby': undefined })}
        >
          {t.content}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
