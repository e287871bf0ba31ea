import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** WCAG 2.0, 2.1 and 2.2, levels A and AA. */
export const A11Y_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);
/** Mantine's transitions last 150-250 ms; a screen is checked once they are over. */
const SETTLE_MS = 400;
const PHONE_MAX_WIDTH = 575;

function blocking(v: { impact?: string | null }): boolean {
  return !!v.impact && BLOCKING_IMPACTS.has(v.impact);
}

export interface A11yFinding {
  screen: string;
  rule: string;
  impact: string;
  help: string;
  nodes: string[];
}

// Runs in the page: reports each dialog (modal, drawer) when it opens, by its accessible name.
function watchDialogs() {
  const reported = new WeakSet<Element>();
  const nameOf = (el: Element) => {
    const ids = el.getAttribute('aria-labelledby');
    const labelled = ids
      ?.split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ');
    return (labelled || el.getAttribute('aria-label') || 'dialog').trim();
  };
  const scan = () => {
    for (const el of document.querySelectorAll('[role="dialog"], [role="alertdialog"]')) {
      if (reported.has(el)) continue;
      reported.add(el);
      const notify = (window as unknown as { __a11yScreen?: (s: string) => void }).__a11yScreen;
      notify?.(`dialog: ${nameOf(el)}`);
    }
  };
  new MutationObserver(scan).observe(document, { childList: true, subtree: true });
}

// What axe's evaluation says when the page it runs in navigates away under it.
const NAVIGATED_MID_CHECK =
  /context was destroyed|Target .*closed|navigat|runPartial|reading 'run'|axe is not defined/i;

// Screens already checked by this worker: a screen is judged once per run, whichever journey shows it first.
const checkedScreens = new Set<string>();

/**
 * Checks each screen a journey shows with axe-core: after every navigation (page loads and in-app route changes)
 * and every opened dialog or drawer, and at the end of the test. Checks run beside the test's own steps, in
 * order; each judges the screen shown when it starts (so a check that lags behind never mislabels a screen),
 * once per screen (viewport class, path and hash, open dialog) per worker.
 */
export class ScreenChecker {
  private chain: Promise<void> = Promise.resolve();
  private readonly findings: A11yFinding[] = [];
  private readonly errors: unknown[] = [];

  private constructor(private readonly page: Page) {}

  static async attach(page: Page): Promise<ScreenChecker> {
    const checker = new ScreenChecker(page);
    await page.exposeFunction('__a11yScreen', (dialog: string) => checker.queue(dialog));
    await page.addInitScript(watchDialogs);
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) checker.queue(null);
    });
    return checker;
  }

  private screenOf(): string {
    const url = new URL(this.page.url());
    const width = this.page.viewportSize()?.width ?? 1280;
    return `${width <= PHONE_MAX_WIDTH ? 'phone' : 'desktop'} ${url.pathname}${url.hash}`;
  }

  private queue(dialog: string | null) {
    // A check that fails for another reason fails the test at its end (finish), not in the middle of a step.
    this.chain = this.chain
      .then(() => this.check(dialog))
      .catch((err: unknown) => {
        this.errors.push(err);
      });
  }

  private async check(dialog: string | null) {
    let screen: string | null = null;
    try {
      if (this.page.isClosed() || this.page.url().startsWith('about:')) return;
      const screenNow = () => (dialog ? `${this.screenOf()} ${dialog}` : this.screenOf());
      // Judged already (by this journey or an earlier one): nothing to wait for.
      if (checkedScreens.has(screenNow())) return;
      await this.settle();
      screen = screenNow();
      if (checkedScreens.has(screen)) return;
      // A dialog that closed before its turn came was seen by the check of the screen it sat on.
      if (dialog && (await this.page.getByRole('dialog').count()) === 0) return;
      checkedScreens.add(screen);
      const before = this.page.url();
      // Legacy mode runs axe in the page itself: the app has no frames to gather, and the default mode opens an
      // extra page per check, which doubles the time.
      const analyze = () =>
        new AxeBuilder({ page: this.page }).setLegacyMode(true).withTags(A11Y_TAGS).analyze();
      const results = await analyze();
      // A finding may belong to a moment rather than to the screen (a menu or dialog fading in or out is judged at
      // part contrast). Such a screen is settled and judged again, up to twice: only a finding on the same element
      // every time counts, since a passing moment is over by the next judgement.
      for (let again = 0; again < 2 && results.violations.some(blocking); again++) {
        await this.settle();
        if (this.page.url() !== before) break;
        const next = await analyze();
        const still = new Set(
          next.violations.flatMap((v) => v.nodes.map((n) => `${v.id} ${n.target.join(' ')}`)),
        );
        results.violations = results.violations
          .map((v) => ({ ...v, nodes: v.nodes.filter((n) => still.has(`${v.id} ${n.target.join(' ')}`)) }))
          .filter((v) => v.nodes.length > 0);
      }
      // The screen changed while axe read it: its verdict would mix two screens. The new one is queued anyway.
      if (this.page.url() !== before) {
        checkedScreens.delete(screen);
        return;
      }
      const judged = screen;
      for (const v of results.violations) {
        if (!blocking(v)) continue;
        this.findings.push({
          screen: judged,
          rule: v.id,
          impact: v.impact!,
          help: v.help,
          nodes: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
        });
      }
    } catch (err) {
      // A page that navigated or closed mid-check (axe's script gone with the old document) has no screen left
      // to judge; the new screen has its own check queued.
      if (screen) checkedScreens.delete(screen);
      if (!NAVIGATED_MID_CHECK.test(String(err))) throw err;
    }
  }

  /**
   * Page loaded, data fetched (no busy table, loader or skeleton), and no transition running (a fading element
   * would fail contrast for a moment): waits up to 1.5 s for that, then a little more.
   */
  private async settle() {
    await this.page.waitForLoadState('domcontentloaded');
    await this.page
      .waitForFunction(
        () =>
          !document.querySelector('[aria-busy="true"], .mantine-Loader-root, .mantine-Skeleton-root') &&
          // A dialog fades in by inline styles set a frame after it mounts, before any animation runs: until it
          // and everything around it are fully opaque its text would be judged at part contrast.
          // Menus, listboxes and popovers fade in the same way.
          [
            ...document.querySelectorAll(
              '[role="dialog"], [role="menu"], [role="listbox"], .mantine-Popover-dropdown',
            ),
          ].every((d) => {
            for (let e: Element | null = d; e; e = e.parentElement)
              if (Number(getComputedStyle(e).opacity) < 1) return false;
            return true;
          }) &&
          document
            .getAnimations()
            .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
        null,
        { timeout: 1500 },
      )
      .catch(() => undefined);
    await this.page.waitForTimeout(SETTLE_MS);
  }

  /** Waits for the queued checks, checks the final screen, and answers every blocking finding. */
  async finish(): Promise<A11yFinding[]> {
    this.queue(null);
    await this.chain;
    if (this.errors.length) throw this.errors[0];
    return this.findings;
  }

  report(findings: A11yFinding[]): string {
    return findings
      .map((f) => `[${f.impact}] ${f.rule} on "${f.screen}": ${f.help}\n    ${f.nodes.join('\n    ')}`)
      .join('\n');
  }
}
