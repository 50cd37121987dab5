// Releasing remote-lotto on the running product without touching the host (docs/architecture.md,
// "Remote releases"): a repeat visit downloads no script again, yet a second version built and
// promoted reaches the next page load while a tab opened before keeps working on its own version's
// files, and a rollback brings the first back; on a 50 % canary two members in different buckets
// each keep their own version across reloads, a second gateway on the same release state answers
// the same and serves a change made through the other at once, and a tester pinned from the back
// office previews the candidate; a half-deployed version and one that does not fit the host are
// refused; a candidate that fails in members' browsers is stopped by itself once enough page loads
// reported it; a promote inside the draw-night freeze is refused, then forced with a reason. The
// host's files stay byte-identical throughout. Releasing changes what every page loads, so this
// runs once, after every other journey (playwright.config.ts, project "release").
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { DEMO, deposit, type LoginAnswer, logIn, registerMember, storeSession } from '../support/accounts.ts';
import { addNumbers, chooseGroup, reviewSummary } from '../support/bet-entry.ts';
import { bearer, type Round, slipOf } from '../support/lotto.ts';
import { describeAnswer, movedBody, type NetworkLog, recordNetwork } from '../support/network.ts';
import { buildLotto, type Exit, fingerprints, lottoDist, remotesCli, servedRemotes } from '../support/releases.ts';
import { roundsThatStayOpen } from '../support/slips.ts';
import { ports, repoRoot } from '../support/stack.ts';
import { expect, test } from '../support/test.ts';

test.describe.configure({ mode: 'serial' });

const hostDist = path.join(repoRoot, 'host/dist');
/** The version `pnpm start` built and made live, and those this spec deploys beside it. */
const first = (JSON.parse(readFileSync(path.join(repoRoot, 'remote-lotto/package.json'), 'utf8')) as { version: string }).version;
const second = `${first}-e2e.2`;
const halfDeployed = `${first}-e2e.3`;
const broken = `${first}-e2e.4`;
const misfit = `${first}-e2e.5`;
/** The registry and the host's files before the spec: it leaves both as they were. */
let before: { registry: string; host: Record<string, string> };

const liveLotto = async (): Promise<string | undefined> => (await servedRemotes()).lotto?.version;

function expectDone(exit: Exit): void {
  expect(exit.status, `${exit.stdout}\n${exit.stderr}`).toBe(0);
}

/** Opens the round board in `page` as a new page load and expects the remote at `version`. */
async function expectBoardAt(page: Page, version: string): Promise<void> {
  await page.goto('/tanghuay-round');
  const board = page.locator('[data-remote="lotto"]');
  await expect(board.getByRole('heading', { level: 1, name: 'เลือกรอบแทงหวย' })).toBeVisible();
  await expect(board.getByText(`เวอร์ชัน ${version}`, { exact: true })).toBeVisible();
  await expect(board).toHaveAttribute('data-remote-version', version);
}

/** Opens the round board as expectBoardAt does, and expects every remote-lotto file the load asked for to be `version`'s. */
async function expectBoardFrom(page: Page, network: NetworkLog, version: string): Promise<void> {
  network.clear();
  await expectBoardAt(page, version);
  const lottoFiles = network
    .answers()
    .map((answer) => answer.path)
    .filter((file) => file.startsWith('/remotes/lotto/'));
  expect(lottoFiles.length).toBeGreaterThan(0);
  expect(lottoFiles.filter((file) => !file.startsWith(`/remotes/lotto/${version}/`)), `files not from ${version}'s folder`).toEqual([]);
}

async function expectHostUnchanged(): Promise<void> {
  expect(await fingerprints(hostDist)).toEqual(before.host);
}

/** The release state as `pnpm remotes list --json` prints it (the API's GET /api/backoffice/releases). */
interface ReleaseState {
  remotes: { name: string; live: string | null; candidate: { version: string; share: number } | null; pins: { accountId: number; version: string }[] }[];
  history: { action: string; version: string | null; by: string; reason: string | null; forced: boolean }[];
}

async function releaseState(): Promise<ReleaseState> {
  const listed = await remotesCli('list', '--json');
  expectDone(listed);
  return JSON.parse(listed.stdout) as ReleaseState;
}

const lottoState = async () => (await releaseState()).remotes.find(({ name }) => name === 'lotto');

/** The lotto version `/remotes.json` serves `member` through the gateway at `origin`. */
async function servedTo(request: APIRequestContext, member: LoginAnswer, origin = ''): Promise<string | undefined> {
  const response = await request.get(`${origin}/remotes.json`, { headers: bearer(member) });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { lotto?: { version: string } }).lotto?.version;
}

/** A member's own browser (a context of its own), signed in. */
async function browserOf(browser: Browser, member: LoginAnswer): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await storeSession(page, member);
  return page;
}

/** Members registered until one gets each of `versions` (a 50 % canary: each new member is a coin toss). */
async function membersOn(request: APIRequestContext, versions: readonly string[]): Promise<LoginAnswer[]> {
  const found = new Map<string, LoginAnswer>();
  for (let tries = 0; tries < 30 && found.size < versions.length; tries++) {
    const member = await registerMember(request);
    const version = await servedTo(request, member);
    if (version !== undefined && !found.has(version)) found.set(version, member);
  }
  return versions.map((version) => {
    const member = found.get(version);
    if (!member) throw new Error(`no member of 30 got ${version}`);
    return member;
  });
}

/** The members on either side of the canary of the second test, for the third. */
let onCandidate: LoginAnswer | undefined;

test.beforeAll(async () => {
  test.setTimeout(300_000); // a production build of the remote: about 40 s on two idle cores, more when busy
  before = { registry: JSON.stringify(await servedRemotes()), host: await fingerprints(hostDist) };
  expect(await liveLotto()).toBe(first);
  // No freeze while the journeys release, whatever the real lottery calendar says today (the last test sets its own).
  expectDone(await remotesCli('freeze', '--minutes', '0'));
  expectDone(await buildLotto(second));
});

test.afterAll(async () => {
  // After a failure part-way: no canary, no pin, the first version live and the default freeze again before the others' folders go.
  const lotto = await lottoState();
  if (lotto?.candidate) expectDone(await remotesCli('stop', 'lotto'));
  for (const { accountId } of lotto?.pins ?? []) expectDone(await remotesCli('unpin', 'lotto', String(accountId)));
  if ((await liveLotto()) !== first) expectDone(await remotesCli('promote', 'lotto', first, '--force', '--reason', 'e2e: put back'));
  expectDone(await remotesCli('freeze', '--minutes', '30', '--lotto', 'thai-gov'));
  await Promise.all([second, halfDeployed, broken, misfit].map((version) => rm(path.join(lottoDist, version), { recursive: true, force: true })));
});

test('a repeat visit downloads no script again, a promoted version reaches the next page load while a tab opened before keeps working on its own, and a rollback brings the first back @once', async ({
  page: tabA,
  context,
  request,
}) => {
  const member = await registerMember(request);
  await deposit(request, member, 500);
  const [round] = await roundsThatStayOpen(request, member);
  await storeSession(tabA, member);
  await expectBoardAt(tabA, first);

  // A repeat visit, with the first one's HTTP cache: no script it already has comes over the network
  // again, each is taken from the cache or revalidated with a 304 (docs/architecture.md, "Caching").
  const fresh = await context.newPage();
  const network = await recordNetwork(context, fresh);
  await expectBoardFrom(fresh, network, first);
  const scripts = network.answers().filter(({ type }) => type === 'Script');
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter(movedBody).map(describeAnswer), 'scripts of the repeat visit downloaded again').toEqual([]);

  expectDone(await remotesCli('promote', 'lotto', second));
  const listed = await releaseState();
  expect(listed.remotes.find(({ name }) => name === 'lotto')?.live).toBe(second);
  expect(listed.history[0]).toMatchObject({ action: 'promote', version: second, by: 'e2e' });
  // The next load, with the same cache, takes the promoted version's files only.
  await expectBoardFrom(fresh, network, second);

  // Tab A goes on to bet entry, a page whose chunks it had not loaded: they come from its own version's folder.
  const loadedByTabA: string[] = [];
  tabA.on('request', (sent) => {
    const { pathname } = new URL(sent.url());
    if (pathname.startsWith('/remotes/lotto/')) loadedByTabA.push(pathname);
  });
  await tabA.locator(`a[data-round-id="${round.id}"]`).click();
  await expect(tabA.getByRole('heading', { level: 1, name: round.lottoName })).toBeVisible();
  await chooseGroup(tabA, '2 ตัว');
  await addNumbers(tabA, { types: ['2 ตัวบน'], typed: ['38'], stakes: { '2 ตัวบน': '10' }, expected: 1 });
  await reviewSummary(tabA);
  await tabA.getByRole('button', { name: 'ยืนยันแทง' }).click();
  const placed = tabA.getByTestId('placed-slip');
  await expect(placed).toContainText('แทงหวยสำเร็จ');
  const slipNo = (await placed.getByText(/^โพยเลขที่ \d+$/).textContent())?.replace('โพยเลขที่ ', '') ?? '';
  expect((await slipOf(request, member, slipNo)).items).toEqual([expect.objectContaining({ type: '2top', number: '38', amount: 10 })]);
  expect(loadedByTabA.length).toBeGreaterThan(0);
  expect(loadedByTabA.filter((file) => !file.startsWith(`/remotes/lotto/${first}/`))).toEqual([]);

  const rolledBack = await remotesCli('rollback', 'lotto');
  expectDone(rolledBack);
  expect(rolledBack.stdout).toContain(`rolled back: ${first} is live`);
  await expectBoardFrom(fresh, network, first);
  await expectHostUnchanged();
});

test('on a 50 % canary two members keep their own versions across reloads, a second gateway answers the same and serves a change made through the other at once, and a tester pinned from the back office previews the candidate @once', async ({
  browser,
  page: adminPage,
  request,
}) => {
  expectDone(await remotesCli('canary', 'lotto', second, '--share', '50'));
  const [onLive, candidateMember] = await membersOn(request, [first, second]);
  onCandidate = candidateMember;
  const [pageA, pageB] = await Promise.all([browserOf(browser, onLive!), browserOf(browser, candidateMember!)]);
  for (let load = 0; load < 2; load++) {
    await expectBoardAt(pageA, first);
    await expectBoardAt(pageB, second);
  }

  const admin = await logIn(request, DEMO.admin);
  // A second gateway, as a second machine would run it, on the same API and so the same release state.
  const otherPort = ports.gateway + 1;
  const other = spawn(process.execPath, ['src/main.ts'], {
    cwd: path.join(repoRoot, 'gateway'),
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(otherPort),
      API_URL: `http://127.0.0.1:${ports.api}`,
      REMOTE_LOTTO_URL: `http://127.0.0.1:${ports.lotto}`,
      REMOTE_DEMO_URL: `http://127.0.0.1:${ports.demo}`,
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  try {
    const otherOrigin = `http://127.0.0.1:${otherPort}`;
    await expect.poll(() => request.get(`${otherOrigin}/health/ready`).then((answer) => answer.status(), () => 0)).toBe(200);
    for (const member of [onLive!, candidateMember!]) expect(await servedTo(request, member, otherOrigin)).toBe(await servedTo(request, member));
    // The canary grows to every member through the other gateway: this one serves it at once.
    const grown = await request.post(`${otherOrigin}/api/backoffice/releases/lotto/canary`, { headers: bearer(admin), data: { version: second, share: 99 } });
    expect(grown.status(), await grown.text()).toBe(200);
    expect(await servedTo(request, candidateMember!)).toBe(second);
    const stopped = await request.post(`${otherOrigin}/api/backoffice/releases/lotto/stop`, { headers: bearer(admin), data: {} });
    expect(stopped.status(), await stopped.text()).toBe(200);
    expect(await servedTo(request, candidateMember!)).toBe(first);
    expect(await servedTo(request, candidateMember!, otherOrigin)).toBe(first);
  } finally {
    other.kill('SIGTERM');
  }

  // A tester pins themselves to the candidate on the releases page; their next page load previews it.
  const tester = admin;
  await storeSession(adminPage, tester);
  await adminPage.goto('/backoffice/releases');
  const lottoCard = adminPage.locator('.ant-card').filter({ has: adminPage.getByText('lotto', { exact: true }) });
  await lottoCard.getByRole('combobox').first().click();
  await adminPage.getByRole('option', { name: second, exact: true }).click();
  await lottoCard.getByRole('button', { name: `ปักหมุดให้ฉัน (${tester.userData.username})` }).click();
  await expect(lottoCard.getByRole('button', { name: `เลิกปักหมุด ${tester.userData.username}` })).toBeVisible();
  await adminPage.reload();
  const marker = adminPage.getByTestId('version-preview');
  await expect(marker).toContainText(`กำลังดูเวอร์ชัน`);
  await expect(marker).toContainText(second);
  await expect(marker).toHaveAttribute('data-version', second);
  // Members are not pinned: they get what their bucket says, with no marker.
  await expectBoardAt(pageA, first);
  await expect(pageA.getByTestId('version-preview')).toHaveCount(0);
  const pinned = (await lottoState())?.pins ?? [];
  for (const { accountId } of pinned) expectDone(await remotesCli('unpin', 'lotto', String(accountId)));
  await Promise.all([pageA.context().close(), pageB.context().close()]);
  await expectHostUnchanged();
});

test('a half-deployed version and one that does not fit the host are refused, and a candidate that fails in members’ browsers is stopped by itself once enough page loads reported it @once', async ({ page }) => {
  if (!onCandidate) throw new Error('the canary journey before this one finds a member in the first half of the buckets');
  await storeSession(page, onCandidate);

  // A copy of the second version missing one chunk its manifest names (with its compressed copies).
  const halfDir = path.join(lottoDist, halfDeployed);
  await cp(path.join(lottoDist, second), halfDir, { recursive: true });
  const manifest = JSON.parse(await readFile(path.join(halfDir, 'mf-manifest.json'), 'utf8')) as {
    exposes: { assets: { js: { async: string[] } } }[];
  };
  const chunk = manifest.exposes[0]?.assets.js.async[0] ?? '';
  expect(chunk).not.toBe('');
  await Promise.all(['', '.br', '.gz'].map((suffix) => rm(path.join(halfDir, chunk + suffix))));
  const registryBefore = JSON.stringify(await servedRemotes());

  const refused = await remotesCli('promote', 'lotto', halfDeployed);
  expect(refused.status).not.toBe(0);
  expect(refused.stderr).toContain(chunk);
  expect(JSON.stringify(await servedRemotes())).toBe(registryBefore);
  expect((await lottoState())?.live).toBe(first);
  await expectBoardAt(page, first);

  // A copy of the second version, every file there, whose manifest no longer exposes the back office
  // and needs a React the host does not provide: the contract gate names both.
  const misfitDir = path.join(lottoDist, misfit);
  await cp(path.join(lottoDist, second), misfitDir, { recursive: true });
  const misfitManifest = JSON.parse(await readFile(path.join(misfitDir, 'mf-manifest.json'), 'utf8')) as {
    exposes: { path: string }[];
    shared: { name: string; requiredVersion?: string }[];
  };
  misfitManifest.exposes = misfitManifest.exposes.filter((expose) => expose.path !== './backoffice');
  misfitManifest.shared = misfitManifest.shared.map((copy) => (copy.name === 'react' ? { ...copy, requiredVersion: '^99.0.0' } : copy));
  await writeFile(path.join(misfitDir, 'mf-manifest.json'), JSON.stringify(misfitManifest));
  await Promise.all(['.br', '.gz'].map((suffix) => rm(path.join(misfitDir, `mf-manifest.json${suffix}`))));
  const misfitRefused = await remotesCli('promote', 'lotto', misfit);
  expect(misfitRefused.status).not.toBe(0);
  expect(misfitRefused.stderr).toContain('it does not expose ./backoffice, which the host mounts');
  expect(misfitRefused.stderr).toMatch(/it needs react \^99\.0\.0, the host provides \d+\.\d+\.\d+/);
  expect(JSON.stringify(await servedRemotes())).toBe(registryBefore);

  // A copy of the second version, every file there, whose remote entry throws when it runs, served
  // as a 50 % canary: the member in the first half of the buckets gets it and sees the host's fallback.
  const brokenDir = path.join(lottoDist, broken);
  await cp(path.join(lottoDist, second), brokenDir, { recursive: true });
  await writeFile(path.join(brokenDir, 'remoteEntry.js'), "throw new Error('a broken release (e2e remote-release.spec.ts)');\n");
  await Promise.all(['.br', '.gz'].map((suffix) => rm(path.join(brokenDir, `remoteEntry.js${suffix}`))));
  expectDone(await remotesCli('canary', 'lotto', broken, '--share', '50'));
  // RELEASE_MIN_LOADS page loads (playwright.config.ts) that each gave up on it and said so.
  for (let load = 0; load < 3; load++) {
    await page.goto('/tanghuay-round');
    await expect(page.getByText('ไม่สามารถเปิดหน้านี้ได้ในขณะนี้')).toBeVisible();
    await expect(page.getByRole('button', { name: 'ลองใหม่' })).toBeVisible();
  }
  await expect.poll(async () => (await lottoState())?.candidate ?? null).toBeNull();
  expect((await releaseState()).history[0]).toMatchObject({ action: 'auto-stop', version: broken, by: 'system', reason: expect.stringContaining('failure rate 100.0 %') });
  // The next page load gets the live version again.
  await expectBoardAt(page, first);
  expect(JSON.stringify(await servedRemotes())).toBe(before.registry);
  await expectHostUnchanged();
});

test('a promote inside the draw-night freeze is refused, then forced with a reason @once', async ({ request }) => {
  const member = await registerMember(request);
  const response = await request.get('/api/lotto/rounds?status=open', { headers: bearer(member) });
  const { rounds } = (await response.json()) as { rounds: Round[] };
  // The round that closes next (with a minute to spare): the freeze is on for every lottery of its kind.
  const [closing] = rounds.filter((round) => round.secondsToClose > 60).sort((a, b) => a.secondsToClose - b.secondsToClose);
  if (!closing) throw new Error('no open round');
  expectDone(await remotesCli('freeze', '--minutes', '1440', '--lotto', closing.lottoCode));

  const refused = await remotesCli('promote', 'lotto', second);
  expect(refused.status).toBe(1);
  expect(refused.stderr).toContain('ช่วงงดปล่อยเวอร์ชัน');
  expect(refused.stderr).toContain(closing.lottoName);
  expect(await liveLotto()).toBe(first);

  const reason = 'e2e: a fix that cannot wait for the draw';
  expectDone(await remotesCli('promote', 'lotto', second, '--force', '--reason', reason));
  expect((await releaseState()).history[0]).toMatchObject({ action: 'promote', version: second, forced: true, reason });
  expect(await liveLotto()).toBe(second);
  expectDone(await remotesCli('promote', 'lotto', first, '--force', '--reason', 'e2e: back to the first version'));
  expectDone(await remotesCli('freeze', '--minutes', '0'));
  expect(JSON.stringify(await servedRemotes())).toBe(before.registry);
  await expectHostUnchanged();
});
