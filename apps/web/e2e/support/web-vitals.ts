import type { Page } from '@playwright/test';

/** One document's Core Web Vitals as the browser measured them (milliseconds; CLS unitless). */
export interface VitalsRecord {
  path: string;
  viewport: number;
  lcp: number | null;
  inp: number | null;
  cls: number;
}

// Runs in the page: PerformanceObserver for LCP, event timing (INP) and layout shifts, reported on each change.
function observeVitals() {
  const doc = Math.random().toString(36).slice(2);
  const state = {
    doc,
    path: location.pathname,
    lcp: null as number | null,
    inp: null as number | null,
    cls: 0,
  };
  const report = () =>
    (window as unknown as { __pfVitals?: (s: typeof state) => void }).__pfVitals?.({ ...state });
  const observe = (type: string, fn: (entries: PerformanceEntry[]) => void, extra = {}) => {
    try {
      new PerformanceObserver((list) => {
        fn(list.getEntries());
        report();
      }).observe({ type, buffered: true, ...extra });
    } catch {
      // This browser does not expose the entry type.
    }
  };
  observe('largest-contentful-paint', (entries) => {
    const last = entries[entries.length - 1];
    if (last) state.lcp = last.startTime;
  });
  // INP is the slowest interaction of the page (exact below 50 interactions, as in these journeys).
  observe(
    'event',
    (entries) => {
      for (const e of entries as (PerformanceEntry & { interactionId?: number })[]) {
        if (e.interactionId) state.inp = Math.max(state.inp ?? 0, e.duration);
      }
    },
    { durationThreshold: 16 },
  );
  // CLS: the largest session window of shifts (gaps under 1 s, windows up to 5 s) not caused by input.
  let windowValue = 0;
  let windowStart = 0;
  let windowLast = 0;
  observe('layout-shift', (entries) => {
    for (const e of entries as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
      if (e.hadRecentInput) continue;
      if (windowValue > 0 && e.startTime - windowLast < 1000 && e.startTime - windowStart < 5000) {
        windowValue += e.value;
      } else {
        windowValue = e.value;
        windowStart = e.startTime;
      }
      windowLast = e.startTime;
      state.cls = Math.max(state.cls, windowValue);
    }
  });
}

/** Records the vitals of every document a page loads; `records()` answers one entry per document. */
export async function collectWebVitals(page: Page) {
  const byDoc = new Map<string, VitalsRecord>();
  await page.exposeFunction(
    '__pfVitals',
    (s: { doc: string; path: string; lcp: number | null; inp: number | null; cls: number }) => {
      byDoc.set(s.doc, {
        path: s.path,
        viewport: page.viewportSize()?.width ?? 0,
        lcp: s.lcp,
        inp: s.inp,
        cls: s.cls,
      });
    },
  );
  await page.addInitScript(observeVitals);
  return { records: () => [...byDoc.values()] };
}
