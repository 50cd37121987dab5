// The deployment test (deployment.spec.ts): one worker, in order, against the stack that
// scripts/test-deployment.sh has started. Chromium as the journeys launch it (../playwright.config.ts).
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import journeys from '../playwright.config.ts';
import { env } from '../support/env.ts';
import { baseURL } from './stack.ts';

export default defineConfig({
  testDir: '.',
  testMatch: /\.spec\.ts$/,
  forbidOnly: true,
  workers: 1,
  // A step's limit, not a speed check: a replica killed and started again, the database restarted,
  // a remote built and promoted, on a 2-core machine.
  timeout: 300_000,
  expect: { timeout: 10_000 },
  reporter: env.TEST_REPORT_DIR ? [['list'], ['json', { outputFile: path.join(env.TEST_REPORT_DIR, 'deployment.json') }]] : 'list',
  use: { ...journeys.use, baseURL },
});
