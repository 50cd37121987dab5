// What a member's first visit costs: the built app (`pnpm build` first; this bench builds nothing),
// composed as the e2e suite composes it, opened in headless Chromium. Three first visits — the
// sign-in page `/` signed out, and signed in as a member with a topped-up wallet `/tanghuay-round`
// and the bet entry of the house lottery's open round — each in a fresh browser context (an empty
// cache) on a phone (360×740) under three profiles (lib/throttling.ts: this machine as it is;
// Lighthouse's mobile Slow 4G with the CPU 4× slower; a 2 s, 400 kbit/s link with the CPU 4×
// slower), and unthrottled on a desktop (1280×800). For each it prints the requests, every
// JavaScript file with its bytes on the wire and its content encoding, the totals, the page's
// timings — first and largest contentful paint (LCP, with its element), and when the page showed
// what the visitor came for (the sign-in form, the rounds, the keypad) — and the bytes of each
// visit by package (lib/bundle-composition.ts). On the slow link it saves screenshots of `/` and
// `/tanghuay-round` at 1, 3, 5 and 10 s into bench/out/first-visit/. Last, an administrator's first
// visit of a demo page (`/dashboard/analytics`, the demo remote's; phone, unthrottled), with the
// bytes the demo remote adds.
//
//   pnpm --filter @tanghuay/bench run web      # CHROMIUM_PATH: another Chromium than /usr/bin/chromium
//
// Headless paint timings are indicative only, and noisy on a busy machine. One unmeasured visit
// first warms the app's servers, as a member's visit finds them.
import { mkdir } from 'node:fs/promises';
import { cpus } from 'node:os';
import path from 'node:path';
import { type Browser, chromium, type Page } from '@playwright/test';
import { bytesByPackage } from './lib/bundle-composition.ts';
import { type ApiCall, type ApiClient, apiClient, freshKey } from './lib/client.ts';
import { type AppPorts, missingBuildOutput, startComposedApp } from './lib/composed-app.ts';
import { env } from './lib/env.ts';
import { randomDigits } from './lib/lottery.ts';
import { type LoginAnswer, registerMember, signInDemoAccount } from './lib/members.ts';
import { type NetworkLog, recordNetwork, shortUrl, type Transfer } from './lib/page-weight.ts';
import { kb, ms, printTable } from './lib/table.ts';
import { type Profile, SLOW_4G, SLOW_LINK, throttle, UNTHROTTLED } from './lib/throttling.ts';

/** Ports of its own: never those of `pnpm start` (8080…) or of the e2e suite (8180…). */
const PORTS: AppPorts = { gateway: 8280, api: 4280, lotto: 4281, demo: 4282 };
/** The e2e suite's Chromium flags: nothing in the background adds requests or load. */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
/** The fast house lottery: a round every 15 minutes, always one open. */
const HOUSE_LOTTO = 'fast-15';
/** Time for a page to show its content: a first visit on the slow link takes tens of seconds. */
const READY_TIMEOUT_MS = 180_000;
/** A visit's scripts are all in once none has started for this long (and two round trips more) after the page showed its content. */
const SCRIPTS_QUIET_MS = 2_000;
/** When the slow link's screenshots are taken, in ms from the start of navigation. */
const FILMSTRIP_MS = [1_000, 3_000, 5_000, 10_000];
const FILMSTRIP_DIR = path.join(import.meta.dirname, 'out/first-visit');

interface Viewport {
  label: string;
  width: number;
  height: number;
  /** A phone as the e2e suite's phone project has it: mobile viewport, touch. */
  phone: boolean;
}

const PHONE: Viewport = { label: '360×740', width: 360, height: 740, phone: true };
const DESKTOP: Viewport = { label: '1280×800', width: 1280, height: 800, phone: false };

interface Round {
  id: string;
  lottoName: string;
  lottoHead: string;
  lottoSubHead: string;
  closeDate: string;
  secondsToClose: number;
}

interface Visit {
  label: string;
  /** A file-name-safe name for its screenshots. */
  slug: string;
  path: string;
  /** Whose session is stored before the visit: none, the bench's member, or an administrator. */
  as?: 'member' | 'admin';
  /** Screenshots of it on the slow link (FILMSTRIP_MS). */
  filmstrip: boolean;
  /** Resolves once the page shows what the visitor came for. */
  ready(page: Page): Promise<void>;
}

interface Timings {
  firstContentfulPaint?: number;
  largestContentfulPaint?: number;
  /** The LCP element, briefly: tag, first class, text. */
  lcpElement?: string;
  /** When the page showed what the visitor came for, in the page's clock. */
  ready?: number;
}

interface Measured {
  visit: Visit;
  viewport: Viewport;
  profile: Profile;
  requests: number;
  transfers: Transfer[];
  timings: Timings;
  /** Screenshots saved, with when each was taken. */
  screenshots: string[];
}

const sleep = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

/** The house lottery's open round with two minutes or more to bet; one about to close is waited out. */
async function houseRound(call: ApiCall, token: string): Promise<Round> {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    const { body } = await call<{ rounds: Round[] }>('GET', `/api/lotto/rounds?status=open&lotto=${HOUSE_LOTTO}`, { token });
    const round = body.rounds.find((candidate) => candidate.secondsToClose >= 120);
    if (round) return round;
    await sleep(2_000);
  }
  throw new Error(`no open ${HOUSE_LOTTO} round with two minutes left to bet within 4 minutes`);
}

/** The bet-entry (v1) address of a round, as the round board links it. */
const betPath = (round: Round) =>
  `/tanghuay-online/${[round.lottoName, round.lottoHead, round.lottoSubHead, round.closeDate, round.id].map(encodeURIComponent).join('/')}`;

const signIn: Visit = {
  label: '/ (sign-in)',
  slug: 'sign-in',
  path: '/',
  filmstrip: true,
  async ready(page) {
    await page.getByLabel('ชื่อผู้ใช้').waitFor({ timeout: READY_TIMEOUT_MS });
    await page.getByRole('button', { name: 'เข้าสู่ระบบ' }).waitFor({ timeout: READY_TIMEOUT_MS });
  },
};

const roundBoard: Visit = {
  label: '/tanghuay-round',
  slug: 'tanghuay-round',
  path: '/tanghuay-round',
  as: 'member',
  filmstrip: true,
  async ready(page) {
    await page.getByRole('heading', { level: 1, name: 'เลือกรอบแทงหวย' }).waitFor({ timeout: READY_TIMEOUT_MS });
    await page.locator('a[data-round-id]').first().waitFor({ timeout: READY_TIMEOUT_MS });
  },
};

const betEntry = (round: Round): Visit => ({
  label: 'bet entry',
  slug: 'bet-entry',
  path: betPath(round),
  as: 'member',
  filmstrip: false,
  async ready(page) {
    await page.getByRole('heading', { level: 1, name: round.lottoName }).waitFor({ timeout: READY_TIMEOUT_MS });
    await page.getByRole('button', { name: 'เพิ่มลงโพย' }).waitFor({ timeout: READY_TIMEOUT_MS });
  },
});

const demoPage: Visit = {
  label: 'demo page',
  slug: 'demo-analytics',
  path: '/dashboard/analytics',
  as: 'admin',
  filmstrip: false,
  async ready(page) {
    await page.locator('[data-remote="demo"] h1, [data-remote="demo"] h3').first().waitFor({ timeout: READY_TIMEOUT_MS });
  },
};

/** Puts the login answer where the front end keeps it, as the e2e suite's storeSession does. */
async function storeSession(page: Page, baseUrl: string, login: LoginAnswer): Promise<void> {
  await page.goto(`${baseUrl}/api/health`); // any page of the origin; this one loads no app code
  await page.evaluate((answer) => {
    localStorage.setItem('token', answer.token);
    localStorage.setItem('refreshToken', answer.refreshToken);
    localStorage.setItem('userData', JSON.stringify(answer.userData));
    localStorage.setItem('UserToken', answer.UserToken);
  }, login);
}

/** The few browser APIs read in the page; the bench compiles without the DOM's types. */
interface PageGlobals {
  PerformanceObserver: new (callback: (list: { getEntries(): unknown[] }) => void) => {
    observe(options: { type: string; buffered: boolean }): void;
  };
  performance: { getEntriesByName(name: string): unknown[]; now(): number };
}
interface LcpEntry {
  startTime: number;
  element: { tagName: string; classList: { item(index: number): string | null }; textContent: string | null } | null;
}

/** The page's clock: ms from the start of its navigation. */
const pageNow = (page: Page): Promise<number> => page.evaluate(() => (globalThis as unknown as PageGlobals).performance.now());

/** The page's paint timings, in ms from the start of navigation; LCP is the last candidate reported so far. */
function paintTimings(page: Page): Promise<Timings> {
  return page.evaluate(async () => {
    const { PerformanceObserver, performance } = globalThis as unknown as PageGlobals;
    const lcp = await new Promise<LcpEntry | undefined>((resolve) => {
      new PerformanceObserver((list) => resolve(list.getEntries().at(-1) as LcpEntry | undefined)).observe({
        type: 'largest-contentful-paint',
        buffered: true,
      });
      setTimeout(() => resolve(undefined), 1_000);
    });
    const fcp = performance.getEntriesByName('first-contentful-paint')[0] as { startTime: number } | undefined;
    const element = lcp?.element;
    const text = element?.textContent?.replace(/\s+/g, ' ').trim().slice(0, 40);
    return {
      firstContentfulPaint: fcp?.startTime,
      largestContentfulPaint: lcp?.startTime,
      lcpElement: element
        ? `${element.tagName.toLowerCase()}${element.classList.item(0) ? `.${element.classList.item(0)}` : ''}${text ? ` "${text}"` : ''}`
        : lcp && '(no longer in the page)',
    };
  });
}

/** Screenshots of the page at the filmstrip's times from `start` (Date.now() when navigation began); says when each was taken. */
async function filmstrip(page: Page, visit: Visit, start: number): Promise<string[]> {
  await mkdir(FILMSTRIP_DIR, { recursive: true });
  const taken: string[] = [];
  for (const at of FILMSTRIP_MS) {
    await sleep(Math.max(0, start + at - Date.now()));
    const file = `${visit.slug}-${at / 1000}s.png`;
    await page.screenshot({ path: path.join(FILMSTRIP_DIR, file) });
    // A screenshot waits for the page's next frame: on a slow CPU it is taken later than asked.
    taken.push(`${file} at ${((Date.now() - start) / 1000).toFixed(1)} s`);
  }
  return taken;
}

/** One first visit: a fresh context (empty cache), the session stored, the page opened until its scripts have all come. */
async function measureVisit(
  browser: Browser,
  baseUrl: string,
  logins: Record<'member' | 'admin', LoginAnswer>,
  visit: Visit,
  viewport: Viewport,
  profile: Profile,
): Promise<Measured> {
  const context = await browser.newContext({
    viewport: { width: viewport.width, height: viewport.height },
    isMobile: viewport.phone,
    hasTouch: viewport.phone,
  });
  try {
    const page = await context.newPage();
    if (visit.as) await storeSession(page, baseUrl, logins[visit.as]);
    const network: NetworkLog = await recordNetwork(context, page);
    await throttle(context, page, profile);
    const start = Date.now();
    const opened = page.goto(`${baseUrl}${visit.path}`, { waitUntil: 'commit', timeout: READY_TIMEOUT_MS });
    const shots = profile === SLOW_LINK && visit.filmstrip ? filmstrip(page, visit, start) : undefined;
    await opened;
    await visit.ready(page);
    const ready = await pageNow(page);
    const screenshots = await shots;
    await network.scriptsSettled(SCRIPTS_QUIET_MS + 2 * profile.roundTripMs, READY_TIMEOUT_MS);
    const timings = { ...(await paintTimings(page)), ready };
    return { visit, viewport, profile, requests: network.requests(), transfers: network.transfers(), timings, screenshots: screenshots ?? [] };
  } finally {
    await context.close();
  }
}

const isScript = (transfer: Transfer) => transfer.type === 'Script';
const sum = (transfers: readonly Transfer[], bytes: (transfer: Transfer) => number) =>
  transfers.reduce((total, transfer) => total + bytes(transfer), 0);
/** Wire, body-on-the-wire and decoded KB of some answers together. */
const sizes = (transfers: readonly Transfer[]) =>
  [sum(transfers, (t) => t.wireBytes), sum(transfers, (t) => t.bodyBytes), sum(transfers, (t) => t.decodedBytes)].map(kb);

/** How many answers of each resource type, most first: "18 Script, 5 Fetch, …". */
function byType(transfers: readonly Transfer[]): string {
  const counts = new Map<string, number>();
  for (const { type } of transfers) counts.set(type, (counts.get(type) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1]).map(([type, count]) => `${count} ${type}`).join(', ');
}

function printVisit({ visit, viewport, requests, transfers, timings }: Measured, origin: string): void {
  const scripts = transfers.filter(isScript).sort((a, b) => b.wireBytes - a.wireBytes);
  console.log(`\n${visit.label} (${decodeURI(visit.path)}), ${viewport.label}: ${requests} requests (${byType(transfers)})`);
  printTable(
    [{ title: 'JS file' }, { title: 'encoding', align: 'left' }, { title: 'wire KB' }, { title: 'body KB' }, { title: 'decoded KB' }],
    [
      ...scripts.map((script) => [shortUrl(script.url, origin), script.encoding, ...sizes([script])]),
      [`JS total, ${scripts.length} files`, '', ...sizes(scripts)],
      ['all answers', '', ...sizes(transfers)],
    ],
  );
  if (timings.lcpElement) console.log(`LCP element: ${timings.lcpElement}`);
  for (const transfer of transfers.filter((t) => t.problem !== undefined || t.status >= 400)) {
    console.log(`! ${shortUrl(transfer.url, origin)}: ${transfer.problem ?? `status ${transfer.status}`}`);
  }
}

/** The JS bodies of each visit by package, KB on the wire (bodies, without headers). */
function printPackages(visits: readonly Measured[], origin: string): void {
  const columns = visits.map(({ transfers }) =>
    new Map(bytesByPackage(transfers.filter(isScript).map((script) => ({ urlPath: shortUrl(script.url, origin), bytes: script.bodyBytes })))),
  );
  const packages = [...new Set(columns.flatMap((column) => [...column.keys()]))];
  const largest = (pkg: string) => Math.max(...columns.map((column) => column.get(pkg) ?? 0));
  console.log('\nJavaScript by package, KB of bodies on the wire (source maps share out each file; a shared copy is its library\'s):');
  printTable(
    [{ title: 'package' }, ...visits.map(({ visit }) => ({ title: visit.label }))],
    packages
      .sort((a, b) => largest(b) - largest(a))
      .map((pkg) => [pkg, ...columns.map((column) => (column.has(pkg) ? kb(column.get(pkg) ?? 0) : '–'))]),
  );
}

function printSummary(results: readonly Measured[]): void {
  console.log(
    '\nFirst visits (Markdown, for the README). KB = 1000 bytes; JS = the JavaScript answers, headers and bodies as they\n' +
      'came; ms from the start of navigation; "shown" = the page showed what the visitor came for (sign-in form,\n' +
      'rounds, keypad); headless paint timings are indicative (and noisy on a busy machine).\n',
  );
  const titles = ['first visit', 'viewport', 'profile', 'requests', 'JS files', 'JS KB', 'FCP ms', 'LCP ms', 'shown ms'];
  printTable(
    titles.map((title, i) => ({ title, ...((i === 1 || i === 2) && { align: 'left' as const }) })),
    results.map(({ visit, viewport, profile, requests, transfers, timings }) => {
      const scripts = transfers.filter(isScript);
      return [
        visit.label,
        viewport.label,
        profile.label,
        String(requests),
        String(scripts.length),
        kb(sum(scripts, (s) => s.wireBytes)),
        ms(timings.firstContentfulPaint),
        ms(timings.largestContentfulPaint),
        ms(timings.ready),
      ];
    }),
    'markdown',
  );
}

/** A demo page's first visit: its files, and what of it the demo remote sent (nothing of which a member's visit fetches). */
function printDemoVisit(measured: Measured, origin: string): void {
  printVisit(measured, origin);
  const demo = measured.transfers.filter((transfer) => new URL(transfer.url).pathname.startsWith('/remotes/demo/'));
  const [wire, body, decoded] = sizes(demo);
  console.log(
    `The demo remote's part of it: ${demo.length} answers, ${wire} KB on the wire (${body} KB bodies, ${decoded} KB decoded); ` +
      `shown at ${ms(measured.timings.ready)} ms.`,
  );
}

async function main(): Promise<void> {
  const missing = missingBuildOutput();
  if (missing.length > 0) {
    console.error(`The app is not built (missing ${missing.join(', ')}): run \`pnpm build\` first; this bench builds nothing.`);
    process.exitCode = 1;
    return;
  }
  const app = await startComposedApp(PORTS);
  let browser: Browser | undefined;
  let client: ApiClient | undefined;
  try {
    client = apiClient(app.baseUrl);
    const { call } = client;
    const member = await registerMember(call, `web${randomDigits(8)}`, `1${randomDigits(9)}`);
    await call('POST', '/api/wallet/deposits', { token: member.token, key: freshKey(), body: { amount: 1000 } });
    const round = await houseRound(call, member.token);
    const logins = { member, admin: await signInDemoAccount(call, 'admin') };
    browser = await chromium.launch({ executablePath: env.CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
    console.log(
      `Tanghuay web bench: the built app at ${app.baseUrl}, Chromium ${browser.version()} headless, Node ${process.version}, ` +
        `${cpus().length} CPUs; member ${member.userData.username} with 1,000 baht; ` +
        `house round #${round.id} ${round.lottoName} ${round.closeDate}. Each visit: a fresh context, nothing cached.`,
    );
    await measureVisit(browser, app.baseUrl, logins, roundBoard, PHONE, UNTHROTTLED); // the warm-up, not printed
    const origin = new URL(app.baseUrl).origin;
    const visits = [signIn, roundBoard, betEntry(round)];
    const runs: [Viewport, Profile][] = [
      [PHONE, UNTHROTTLED],
      [PHONE, SLOW_4G],
      [PHONE, SLOW_LINK],
      [DESKTOP, UNTHROTTLED],
    ];
    const results: Measured[] = [];
    for (const [viewport, profile] of runs) {
      for (const visit of visits) {
        const measured = await measureVisit(browser, app.baseUrl, logins, visit, viewport, profile);
        if (profile === UNTHROTTLED && viewport === PHONE) printVisit(measured, origin);
        results.push(measured);
      }
    }
    printPackages(results.slice(0, visits.length), origin);
    printSummary(results);
    printDemoVisit(await measureVisit(browser, app.baseUrl, logins, demoPage, PHONE, UNTHROTTLED), origin);
    console.log(`\nScreenshots of the slow link's first visits, in ${path.relative(process.cwd(), FILMSTRIP_DIR)}/:`);
    for (const line of results.flatMap(({ screenshots }) => screenshots)) console.log(`  ${line}`);
  } finally {
    await browser?.close();
    await client?.close();
    await app.stop();
  }
}

await main();
