import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { env, runStateDir } from './support/env.ts';
import { baseURL, ports, repoRoot } from './support/stack.ts';

const reportDir = env.TEST_REPORT_DIR;
const stateDir = runStateDir();

/** The journeys that settle a shared round: the house round (settle), the government round (backoffice-result). */
const SETTLE = /(settle|backoffice-result)\.spec\.ts$/;
/** The journey that promotes and rolls back remote versions, which changes what every page loads. */
const RELEASE = /remote-release\.spec\.ts$/;
/**
 * Journeys whose subject is behind the screen — tokens and sessions, the socket, where the router
 * sends people, the page policy, how remotes load and recover — prove the same at any width: once,
 * on the desktop. What a member sees at each width is every other journey's (docs/testing.md).
 */
const ANY_WIDTH =
  /(token-refresh|forced-logout|password-change|redirects|login-next|realtime|page-policy|reachability|composed-app|backoffice-access|page-chunk-retry|remote-down)\.spec\.ts$/;

export default defineConfig({
  testDir: './specs',
  fullyParallel: true,
  forbidOnly: true,
  workers: 2,
  // A journey's limit, not a speed check (speed is bench/'s): the longest journeys (two devices,
  // sign-out and sign-in again) took 20–50 s on this 2-core machine while the other worker ran.
  timeout: 90_000,
  // How long an assertion waits for what a member should see: a first visit of a lottery page
  // (shell, manifest, remote entry, page chunk, the page's reads) took over 5 s to show its
  // heading here while the other worker's browser and servers shared the two cores (2026-11-29),
  // and Playwright's 5 s default failed it. A wait, not a speed check.
  expect: { timeout: 10_000 },
  reporter: reportDir ? [['list'], ['json', { outputFile: path.join(reportDir, 'e2e.json') }]] : 'list',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: env.CHROMIUM_PATH,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    // Accounts the journeys sign in with (support/staff.ts).
    { name: 'setup', testDir: './setup', testMatch: /\.setup\.ts$/ },
    { name: 'desktop', dependencies: ['setup'], testIgnore: [SETTLE, RELEASE], use: { ...devices['Desktop Chrome'] } },
    {
      name: 'phone',
      dependencies: ['setup'],
      // Journeys tagged @once change what every journey shares (site settings, the demo accounts), and
      // @backoffice journeys drive staff screens made for desktops and tablets: run once, on desktop.
      grepInvert: /@once|@backoffice/,
      testIgnore: [SETTLE, RELEASE, ANY_WIDTH],
      use: { ...devices['Desktop Chrome'], viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true },
    },
    // Close shared rounds early: after every other journey.
    { name: 'settle', dependencies: ['desktop', 'phone'], testMatch: SETTLE, use: { ...devices['Desktop Chrome'] } },
    // Promote and roll back remote versions: last of all, once, on desktop. Alone (it needs no
    // setup): `pnpm exec playwright test --project=release --no-deps`.
    { name: 'release', dependencies: ['settle'], testMatch: RELEASE, use: { ...devices['Desktop Chrome'] } },
  ],
  webServer: {
    // The built product, composed exactly as `pnpm start` serves it, on PGlite in a fresh folder
    // (or on PostgreSQL when DATABASE_URL is set).
    command: 'node scripts/serve.ts',
    cwd: repoRoot,
    url: `${baseURL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: {
      // As a developer trying the app on a phone would: the gateway on every address (the API and
      // the remote servers stay on loopback; specs/reachability.spec.ts).
      HOST: '0.0.0.0',
      PORT: String(ports.gateway),
      API_PORT: String(ports.api),
      LOTTO_PORT: String(ports.lotto),
      DEMO_PORT: String(ports.demo),
      PGLITE_DIR: path.join(stateDir, 'pglite'),
      // The release token serve.ts makes, where the release tool finds it (support/releases.ts).
      RELEASE_TOKEN_FILE: path.join(stateDir, 'release-token'),
      LOG_LEVEL: 'warn',
      // The journeys register many members, all from this machine's address.
      REGISTRATION_LIMIT_PER_HOUR: '100000',
      // …and every browser's beacons come from it too; a failing canary is judged after 3 page loads
      // (specs/remote-release.spec.ts), not the default 50.
      RELEASE_BEACONS_PER_MINUTE: '100000',
      RELEASE_MIN_LOADS: '3',
    },
  },
});
