// Releasing remote-lotto on the running product without touching the host (docs/architecture.md,
// "Swapping a remote version without redeploying the host"): a repeat visit downloads no script
// again, yet a second version built and promoted reaches the next page load (its files only, with
// the same browser cache) while a tab opened before keeps working on its own version's files, and
// a rollback brings the first back; a half-deployed version, or one that does not fit the host
// (the contract gate), is refused and changes nothing; a version that fails in the browser shows the host's fallback and is rolled back with one command.
// The host's files stay byte-identical throughout. Promoting changes what every page loads, so this
// runs once, after every other journey (playwright.config.ts, project "release").
import { readFileSync } from 'node:fs';
import { cp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { deposit, registerMember, storeSession } from '../support/accounts.ts';
import { addNumbers, chooseGroup, reviewSummary } from '../support/bet-entry.ts';
import { slipOf } from '../support/lotto.ts';
import { describeAnswer, movedBody, type NetworkLog, recordNetwork } from '../support/network.ts';
import { buildLotto, type Exit, fingerprints, lottoDist, remotesCli, servedRemotes } from '../support/releases.ts';
import { roundsThatStayOpen } from '../support/slips.ts';
import { repoRoot } from '../support/stack.ts';
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

test.beforeAll(async () => {
  test.setTimeout(300_000); // a production build of the remote: about 40 s on two idle cores, more when busy
  before = { registry: JSON.stringify(await servedRemotes()), host: await fingerprints(hostDist) };
  expect(await liveLotto()).toBe(first);
  expectDone(await buildLotto(second));
});

test.afterAll(async () => {
  // After a failure part-way: the first version live again before the others' folders go.
  if ((await liveLotto()) !== first) expectDone(await remotesCli('promote', 'lotto', first));
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
  const listed = JSON.parse((await remotesCli('list', '--json')).stdout) as {
    lotto: { live: string; versions: { version: string; promotions: { by: string; action: string }[] }[] };
  };
  expect(listed.lotto.live).toBe(second);
  expect(listed.lotto.versions.find(({ version }) => version === second)?.promotions).toEqual([
    expect.objectContaining({ by: 'e2e', action: 'promote' }),
  ]);
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
  expect(rolledBack.stdout).toContain(`from ${second} to ${first}`);
  await expectBoardFrom(fresh, network, first);
  await expectHostUnchanged();
});

test('a half-deployed version and one that does not fit the host are refused, and one that fails in the browser shows the fallback and is rolled back with one command @once', async ({
  page,
  request,
}) => {
  await storeSession(page, await registerMember(request));

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
  expect((JSON.parse((await remotesCli('list', '--json')).stdout) as { lotto: { live: string } }).lotto.live).toBe(first);
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

  // A copy of the second version, every file there, whose remote entry throws when it runs.
  const brokenDir = path.join(lottoDist, broken);
  await cp(path.join(lottoDist, second), brokenDir, { recursive: true });
  await writeFile(path.join(brokenDir, 'remoteEntry.js'), "throw new Error('a broken release (e2e remote-release.spec.ts)');\n");
  await Promise.all(['.br', '.gz'].map((suffix) => rm(path.join(brokenDir, `remoteEntry.js${suffix}`))));
  expectDone(await remotesCli('promote', 'lotto', broken));

  await page.goto('/tanghuay-round');
  await expect(page.getByText('Tanghuay', { exact: true })).toBeVisible();
  await expect(page.getByText('ไม่สามารถเปิดหน้านี้ได้ในขณะนี้')).toBeVisible();
  await expect(page.getByRole('button', { name: 'ลองใหม่' })).toBeVisible();

  const rolledBack = await remotesCli('rollback', 'lotto');
  expectDone(rolledBack);
  expect(rolledBack.stdout).toContain(`from ${broken} to ${first}`);
  await expectBoardAt(page, first);
  expect(JSON.stringify(await servedRemotes())).toBe(before.registry);
  await expectHostUnchanged();
});
