// Adds up the JSON reports of every test runner into one closing line. A runner whose report is
// missing (it crashed before reporting) counts as a failure.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const dir = process.argv[2] ?? '.reports';
const expected = ['jest-tooling', 'jest-api-types', 'jest-shared-auth', 'jest-lottery-rules', 'jest-host', 'jest-gateway', 'jest-remote-lotto', 'jest-remote-demo', 'jest-api', 'jest-bench', 'e2e', 'e2e-books', 'deployment'];
/** Runners that do not run on every machine: the deployment test needs a container engine (it says so when it skips). */
const optional = new Set(['deployment']);
/** Playwright's JSON reports (the others are jest's, or counts already). */
const playwright = new Set(['e2e', 'deployment']);

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
  /** How long the runner ran, when its report says. */
  seconds?: number;
}

/** Whole seconds from a start and an end in milliseconds since the epoch. */
const secondsBetween = (start: number, end: number) => Math.round((end - start) / 1000);

function read(name: string): Counts | undefined {
  try {
    const report = JSON.parse(readFileSync(path.join(dir, `${name}.json`), 'utf8'));
    // e2e/run.ts writes the books check of the journeys' database as counts already.
    if (name === 'e2e-books') return report as Counts;
    if (playwright.has(name)) {
      const { expected: passed, unexpected, flaky, skipped, duration } = report.stats;
      return { passed, failed: unexpected + flaky, skipped, seconds: Math.round(duration / 1000) };
    }
    const ends: number[] = report.testResults.map((result: { endTime: number }) => result.endTime);
    return {
      passed: report.numPassedTests,
      failed: report.numFailedTests,
      skipped: report.numPendingTests + report.numTodoTests,
      seconds: secondsBetween(report.startTime, Math.max(report.startTime, ...ends)),
    };
  } catch {
    return undefined;
  }
}

const total: Counts = { passed: 0, failed: 0, skipped: 0 };
let missing = false;
console.log('\nTest summary');
for (const name of expected) {
  const counts = read(name);
  if (!counts && optional.has(name)) {
    console.log(`  ${name.padEnd(18)} not run on this machine`);
    continue;
  }
  if (!counts) {
    missing = true;
    console.log(`  ${name.padEnd(18)} no report (the runner did not finish)`);
    continue;
  }
  total.passed += counts.passed;
  total.failed += counts.failed;
  total.skipped += counts.skipped;
  const took = counts.seconds === undefined ? '' : ` (${counts.seconds} s)`;
  console.log(`  ${name.padEnd(18)} ${counts.passed} passed · ${counts.failed} failed · ${counts.skipped} skipped${took}`);
}
console.log(`tests: ${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`);
process.exitCode = missing || total.failed > 0 || total.skipped > 0 || total.passed === 0 ? 1 : 0;
