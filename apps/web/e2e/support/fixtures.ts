import fs from 'node:fs';
import { test as base, expect } from '@playwright/test';
import { ScreenChecker } from './screen-checker.ts';
import { collectWebVitals } from './web-vitals.ts';

export { expect };

interface JourneyOptions {
  /** Run axe-core on every screen the journey visits (on by default; turn off only with a recorded reason). */
  a11y: boolean;
}

/**
 * Every journey imports `test` from here, not from '@playwright/test': each screen it visits (page loads,
 * in-app navigations, dialogs and drawers) is checked with axe-core for WCAG 2.2 AA, and the test fails on
 * any serious or critical violation. With WEB_VITALS_OUT set, LCP, INP and CLS are recorded as well.
 */
export const test = base.extend<JourneyOptions & { screenChecks: void }>({
  a11y: [true, { option: true }],
  screenChecks: [
    async ({ page, a11y }, use, testInfo) => {
      const checker = a11y ? await ScreenChecker.attach(page) : null;
      // The checks run beside the journey and add to its time: they get a minute of their own on top of the
      // journey's timeout, so a long journey does not time out because it was also checked.
      if (checker) testInfo.setTimeout(testInfo.timeout + 60_000);
      const vitalsFile = process.env.WEB_VITALS_OUT;
      const vitals = vitalsFile ? await collectWebVitals(page) : null;
      await use();
      if (vitals && vitalsFile) {
        const journey = `${testInfo.file.split('/').pop()} › ${testInfo.title}`;
        const lines = vitals.records().map((r) => JSON.stringify({ journey, ...r }));
        if (lines.length) fs.appendFileSync(vitalsFile, `${lines.join('\n')}\n`);
      }
      if (checker) {
        const findings = await checker.finish();
        const report = checker.report(findings);
        if (report) await testInfo.attach('accessibility', { body: report, contentType: 'text/plain' });
        // A survey (A11Y_SURVEY=file) lists what fails without stopping the journeys; the test command never sets it.
        const survey = process.env.A11Y_SURVEY;
        if (survey) {
          const lines = findings.map((f) => JSON.stringify({ test: testInfo.title, ...f }));
          if (lines.length) fs.appendFileSync(survey, `${lines.join('\n')}\n`);
        } else {
          expect(findings, report).toEqual([]);
        }
      }
    },
    { auto: true },
  ],
});
