import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** WCAG 2.0, 2.1 and 2.2, levels A and AA. */
export const A11Y_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);
/** Mantine's transitions last 150-250 ms; a screen is checked once they are over. */
const SETTLE_MS = 400;
const PHONE_MAX_WIDTH = 575;

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

/**
 * Checks each screen a journey shows with axe-core, once per screen (path and hash at a viewport class, or an
 * opened dialog), in the order they appear. Checks run beside the test's own steps; one whose screen changed
 * while it ran is dropped, as the new screen gets a check of its own.
 */
export class ScreenChecker {
  private chain: Promise<void> = Promise.resolve();
  private readonly seen = new Set<string>();
  private readonly findings: A11yFinding[] = [];

  private constructor(private readonly page: Page) {}

  static async attach(page: Page): Promise<ScreenChecker> {
    const checker = new ScreenChecker(page);
    await page.exposeFunction('__a11yScreen', (dialog: string) =>
      checker.queue(`${checker.screenOf()} ${dialog}`),
    );
    await page.addInitScript(watchDialogs);
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) checker.queue(checker.screenOf());
    });
    return checker;
  }

  private screenOf(): string {
    const url = new URL(this.page.url());
    const width = this.page.viewportSize()?.width ?? 1280;
    return `${width <= PHONE_MAX_WIDTH ? 'phone' : 'desktop'} ${url.pathname}${url.hash}`;
  }

  private queue(screen: string) {
    if (this.seen.has(screen) || this.page.url().startsWith('about:')) return;
    this.seen.add(screen);
    this.chain = this.chain.then(() => this.check(screen, true));
  }

  private async check(screen: string, dropIfChanged: boolean) {
    try {
      await this.page.waitForLoadState('domcontentloaded');
      await this.page.waitForTimeout(SETTLE_MS);
      const before = this.page.url();
      const results = await new AxeBuilder({ page: this.page }).withTags(A11Y_TAGS).analyze();
      if (dropIfChanged && this.page.url() !== before) return;
      for (const v of results.violations) {
        if (!v.impact || !BLOCKING_IMPACTS.has(v.impact)) continue;
        this.findings.push({
          screen,
          rule: v.id,
          impact: v.impact,
          help: v.help,
          nodes: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
        });
      }
    } catch (err) {
      // A page that navigated or closed mid-check has no screen left to judge.
      if (!/context was destroyed|Target .*closed|navigat/i.test(String(err))) throw err;
    }
  }

  /** Waits for the queued checks, checks the final screen, and answers every blocking finding. */
  async finish(): Promise<A11yFinding[]> {
    await this.chain;
    if (!this.page.isClosed() && !this.page.url().startsWith('about:')) {
      await this.check(`${this.screenOf()} (end of test)`, false);
    }
    // The same fault seen on several screens is one fault: keep its first sighting.
    const unique = new Map<string, A11yFinding>();
    for (const f of this.findings) {
      const key = `${f.rule} ${f.nodes.join(',')}`;
      if (!unique.has(key)) unique.set(key, f);
    }
    return [...unique.values()];
  }

  report(findings: A11yFinding[]): string {
    return findings
      .map((f) => `[${f.impact}] ${f.rule} on "${f.screen}": ${f.help}\n    ${f.nodes.join('\n    ')}`)
      .join('\n');
  }
}
