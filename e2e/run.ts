// `pnpm e2e`: the journeys in Chromium (playwright.config.ts), then the API's books check on the
// database they used (the run's PGlite folder, or DATABASE_URL). Journeys that pass but leave the
// books unbalanced fail the run (docs/testing.md). Arguments go to `playwright test`.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { env, runStateDir } from './support/env.ts';
import { repoRoot } from './support/stack.ts';

const stateDir = runStateDir();
const playwright = createRequire(import.meta.url).resolve('@playwright/test/cli');
const journeys = spawnSync(process.execPath, [playwright, 'test', ...process.argv.slice(2)], { stdio: 'inherit' });

// The API process has stopped with the journeys (Playwright's webServer): its database is free.
console.log('\nThe books of the journeys’ database:');
const books = spawnSync(process.execPath, ['src/check-books.ts'], {
  cwd: path.join(repoRoot, 'api'),
  env: { ...process.env, PGLITE_DIR: path.join(stateDir, 'pglite'), LOG_LEVEL: 'warn' },
  stdio: 'inherit',
});
const balanced = books.status === 0;
if (env.TEST_REPORT_DIR) {
  const report = { passed: balanced ? 1 : 0, failed: balanced ? 0 : 1, skipped: 0 };
  writeFileSync(path.join(env.TEST_REPORT_DIR, 'e2e-books.json'), JSON.stringify(report));
}
process.exitCode = journeys.status === 0 && balanced ? 0 : 1;
