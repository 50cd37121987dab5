// The one place the e2e suite reads its environment.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { port, readEnv, text } from '@tanghuay/tooling/env';

export const env = readEnv({
  /** Where `pnpm test` gathers every runner's JSON report (scripts/test.sh); unset: none is written. */
  TEST_REPORT_DIR: text(),
  /** The run's state folder, handed from the first Playwright process to its workers. */
  E2E_STATE_DIR: text(),
  /** Debian's Chromium; Playwright's own browser download is not used. */
  CHROMIUM_PATH: text('/usr/bin/chromium'),
  /**
   * The composed app's gateway port; the API and the remote servers take the 1000s below it
   * (8180: 4180, 4181, 4182), so two checkouts can run their journeys at once.
   */
  E2E_PORT: port(8180),
});

/**
 * A fresh folder for the run's state (the embedded database, the remote registry). Workers load
 * the config again, so the first process hands its folder on to them through E2E_STATE_DIR.
 */
export function runStateDir(): string {
  const dir = env.E2E_STATE_DIR ?? mkdtempSync(path.join(tmpdir(), 'tanghuay-e2e-'));
  process.env.E2E_STATE_DIR = dir;
  return dir;
}
