import { useMantineTheme, type MantineBreakpoint } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

/**
 * True when the viewport is at least the theme's breakpoint wide. Read synchronously on the first render
 * so a phone never flashes the desktop layout.
 */
export function useBreakpointUp(breakpoint: MantineBreakpoint): boolean {
  const theme = useMantineTheme();
  return useMediaQuery(`(min-width: ${theme.breakpoints[breakpoint]})`, undefined, {
    getInitialValueInEffect: false,
  });
}
