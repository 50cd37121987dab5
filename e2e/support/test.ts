// The one `test` (and `expect`) every journey imports: Playwright's, with accounts of any role
// (`staff`, support/staff.ts) and a guard that fails the test when the browser reports a
// Content-Security-Policy violation in any page of the test's context, popups and tabs opened
// later included: the app must work entirely under the gateway's policy.
import { type ConsoleMessage, expect, test as base } from '@playwright/test';
import { type Staff, staffFixture } from './staff.ts';

/** How Chromium words a policy violation in the console ("Refused to …", "… violates the following Content Security Policy directive …"). */
const CSP_VIOLATION = /Content Security Policy|Refused to /;

export const test = base.extend<{
  staff: Staff;
  /**
   * Violations a test provokes on purpose, each described by a pattern of its console message
   * (e.g. /script-src/). Every pattern must be reported at least once; any other violation fails.
   */
  expectedCspViolations: RegExp[];
  cspGuard: void;
}>({
  staff: staffFixture,
  expectedCspViolations: [[], { option: true }],
  cspGuard: [
    async ({ context, expectedCspViolations }, use) => {
      const violations: string[] = [];
      const record = (message: ConsoleMessage) => {
        if (CSP_VIOLATION.test(message.text())) violations.push(`${message.page()?.url() ?? '(no page)'}: ${message.text()}`);
      };
      context.on('console', record);
      await use();
      context.off('console', record);
      const unexpected = violations.filter((violation) => !expectedCspViolations.some((pattern) => pattern.test(violation)));
      expect(unexpected, 'Content-Security-Policy violations reported in the browser console').toEqual([]);
      for (const pattern of expectedCspViolations) {
        expect(violations.some((violation) => pattern.test(violation)), `a violation matching ${pattern} was expected`).toBe(true);
      }
    },
    { auto: true },
  ],
});

export { expect };
