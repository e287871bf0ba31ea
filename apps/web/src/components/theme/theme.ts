import { createTheme, type CSSVariablesResolver } from '@mantine/core';

/**
 * The one place the look is set (style rule 17; issue 18): every area inherits its contrast, focus and spacing
 * from here instead of restating them. Text colours meet WCAG 2.2 AA (4.5:1) on white and on the light greys
 * and blues of striped rows and light buttons; the axe checks in every journey keep it so.
 */
const PAGER_LABELS = {
  first: 'First page',
  previous: 'Previous page',
  next: 'Next page',
  last: 'Last page',
} as const;

export const theme = createTheme({
  primaryColor: 'blue',
  // Shade 8 of every colour is what filled buttons, anchors and coloured text use: blue-8 on white is 5:1 and
  // white on blue-8 too (Mantine's default shade 6 is 3.7:1).
  primaryShade: { light: 8, dark: 8 },
  defaultRadius: 'md',
  // The focus ring shows for keyboard users (`:focus-visible`), in the primary colour, on every control.
  focusRing: 'auto',
  fontFamily:
    'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  components: {
    // Mantine's close buttons carry no name of their own; screen readers would announce "button". Plain objects,
    // not `Modal.extend(...)`: importing the components here would put them in every screen's first download.
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close dialog' } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Close panel' } } },
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': 'Close notification' } } },
    // Mantine puts a focusable placeholder inside each menu for the first focus; a menu may hold only items
    // (ARIA 1.2), so focus goes to the first item instead, as the menu pattern asks.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
    // The arrow buttons of every pager are named, not just drawn.
    Pagination: {
      defaultProps: {
        getControlProps: (control: 'first' | 'previous' | 'next' | 'last') => ({
          'aria-label': PAGER_LABELS[control],
        }),
      },
    },
  },
});

/**
 * Secondary ("dimmed") text, errors and placeholders dark enough to read: 6:1, 4.5:1 and 4.7:1 on white. Light
 * variants (badges, light buttons) draw shade 9 text on shade 0 instead of shade 1, so every colour reaches 4.5:1
 * (teal 9 on teal 1 is 4.3:1).
 */
const DARKER_LIGHT_TEXT = { green: '#0b4d1f', yellow: '#5c4300', lime: '#3d6608', orange: '#b03a0a' };

export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#5c636a',
    '--mantine-color-error': 'var(--mantine-color-red-8)',
    '--mantine-color-placeholder': '#6c757d',
    ...Object.fromEntries(
      Object.keys(t.colors).flatMap((c) => [
        [`--mantine-color-${c}-light`, `var(--mantine-color-${c}-0)`],
        [`--mantine-color-${c}-light-hover`, `var(--mantine-color-${c}-1)`],
      ]),
    ),
    // Shade 9 of these four stays under 4.5:1 on their shade 0 (green 4.1, orange 4.0, lime 3.5, yellow 2.8): their
    // light variants write the word in a darker tone of the same hue (6 to 9:1), keeping the background.
    ...Object.fromEntries(
      Object.entries(DARKER_LIGHT_TEXT).map(([c, v]) => [`--mantine-color-${c}-light-color`, v]),
    ),
  },
  dark: {},
});
