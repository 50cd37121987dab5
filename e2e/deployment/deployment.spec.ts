// The deployment test (docs/testing.md, "The deployment"): docker-compose.yml run for real by
// podman, which scripts/test-deployment.sh started from nothing, driven only through the gateway
// published on 127.0.0.1 and, as an operator would, with the podman CLI. In order: a member's first
// visit in Chromium; an API replica killed under a load of bets; PostgreSQL restarted under light
// load; a remote version promoted inside the running stack; the books at the end. Each prints
// what it measured.
import { rm } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Page } from '@playwright/test';
import { readEnv as readApiEnv } from '@tanghuay/api/env';
import { readGatewayEnv } from '@tanghuay/gateway/env';
import { apiClient } from '../../bench/lib/client.ts';
import { type LoginAnswer, registerMember, storeSession } from '../support/accounts.ts';
import { addNumbers, chooseGroup, openBetEntry, reviewSummary } from '../support/bet-entry.ts';
import { balanceOf, headerBalance } from '../support/lotto.ts';
import { roundsThatStayOpen } from '../support/slips.ts';
import { expect, test } from '../support/test.ts';
import { booksBalance, containerOf, healthOf, nextLottoVersion, podman, SERVICES, type Service, sql } from './stack.ts';
import { type BetAnswer, betLoad, depositPaid, fundedMember, payDeposit, placeBet, replicaMetric } from './traffic.ts';

test.describe.configure({ mode: 'serial' });

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** The sockets a page opens to /ws, each with the types of the messages it has received. */
function watchSockets(page: Page): { closed: boolean; received: string[] }[] {
  const sockets: { closed: boolean; received: string[] }[] = [];
  page.on('websocket', (socket) => {
    if (new URL(socket.url()).pathname !== '/ws') return;
    const watched = { closed: false, received: [] as string[] };
    socket.on('framereceived', ({ payload }) => watched.received.push((JSON.parse(String(payload)) as { type: string }).type));
    socket.on('close', () => (watched.closed = true));
    sockets.push(watched);
  });
  return sockets;
}

/** How many failed answers of each status and code came in each whole second after `from`, e.g. `502 UPSTREAM_UNAVAILABLE @0 s ×12`. */
function failuresBySecond(failed: readonly BetAnswer[], from: number): string {
  const counts = new Map<string, number>();
  for (const answer of failed) {
    const key = `${answer.status} ${answer.code ?? ''} @${Math.floor((answer.at - from) / 1000)} s`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].map(([key, count]) => `${key} ×${count}`).join(', ') || 'none';
}

/** The environment a service's container was given. */
async function environmentOf(service: Service): Promise<Record<string, string>> {
  const lines = JSON.parse(await podman('inspect', '--format', '{{json .Config.Env}}', await containerOf(service))) as string[];
  return Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]));
}
/** The gateway's settings as its container has them (the replica checks' interval and timeout). */
const gatewaySettings = async () => readGatewayEnv(await environmentOf('host'));
/** The API's, as the first replica's container has them (its connect timeout). */
const apiSettings = async () => readApiEnv(await environmentOf('api-1'));

async function expectHealthy(services: readonly Service[], timeout = 60_000): Promise<void> {
  for (const service of services) await expect.poll(() => healthOf(service), { timeout, message: `${service} healthy` }).toBe('healthy');
}

/** The slips of these members in the database: each id with how many rows have it. */
async function slipsInDatabase(members: readonly LoginAnswer[]): Promise<Map<string, number>> {
  const ids = members.map((member) => Number(member.userData.userID)).join(',');
  const rows = await sql(`select id, count(*) from lotto_slip where account_id in (${ids}) group by id`);
  return new Map(rows.map((row) => row.split('|') as [string, string]).map(([id, count]) => [id, Number(count)]));
}

/**
 * Every acknowledged slip is in the database exactly once, and a failed request sent again with
 * its Idempotency-Key (as the member's client does) places at most one: the members' slips are
 * exactly one per key.
 */
async function expectEachSlipOnce(members: readonly LoginAnswer[], roundId: string, answers: readonly BetAnswer[]): Promise<void> {
  const client = apiClient(test.info().project.use.baseURL as string, 2);
  const acknowledged = new Set(answers.flatMap((answer) => (answer.slipId ? [answer.slipId] : [])));
  for (const failed of answers.filter((answer) => !answer.slipId)) {
    const { body } = await placeBet(client.call, failed, roundId);
    acknowledged.add(body.id);
  }
  await client.close();
  const stored = await slipsInDatabase(members);
  expect([...stored.values()].every((count) => count === 1)).toBe(true);
  expect([...stored.keys()].sort()).toEqual([...acknowledged].sort());
}

test('from nothing, every service turns healthy; a member registers, deposits, bets and sees the balance in Chromium', async ({ page, request }) => {
  await expectHealthy(SERVICES, 5_000);
  const member = await registerMember(request);
  await storeSession(page, member);
  const sockets = watchSockets(page);

  await page.goto('/tanghuay-deposit');
  await expect(page.getByTestId('balance-amount')).toHaveText('0.00 THB');
  await page.getByRole('group', { name: 'เลือกจำนวนเงิน' }).getByRole('button', { name: '500 บาท', exact: true }).click();
  const answered = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/wallet/deposits');
  await page.getByRole('button', { name: 'ยืนยันฝากเงิน' }).click();
  const asked = (await (await answered).json()) as { id: string; status: string };
  // Production mode: the request waits for the payment, which the provider's webhook reports.
  expect(asked.status).toBe('pending');
  await payDeposit(request, asked.id, 500);
  // Pushed over the page's socket: no reload.
  await expect(page.getByTestId('balance-amount')).toHaveText('500.00 THB');
  expect(sockets.at(-1)?.received).toContain('balance');

  const [round] = await roundsThatStayOpen(request, member);
  await openBetEntry(page, round.id);
  await chooseGroup(page, '2 ตัว');
  await addNumbers(page, { types: ['2 ตัวบน'], typed: ['38'], stakes: { '2 ตัวบน': '20' }, expected: 1 });
  const summary = await reviewSummary(page);
  await page.getByRole('button', { name: 'ยืนยันแทง' }).click();
  await expect(page.getByTestId('placed-slip').getByRole('heading', { name: 'แทงหวยสำเร็จ' })).toBeVisible();
  const charged = Number(summary.charged.replaceAll(',', ''));
  await expect(page.getByTestId('balance-amount')).toHaveText(headerBalance(500 - charged));
  expect(await balanceOf(request, member)).toBe(500 - charged);
});

test('an API replica killed under a load of bets: only requests in flight fail, the gateway stops sending to it, the websocket moves to the other replica; started again, it takes traffic again', async ({ page, request }) => {
  const { API_CHECK_SECONDS, HEALTH_TIMEOUT_SECONDS } = await gatewaySettings();
  const bettors = [await fundedMember(request, 100_000), await fundedMember(request, 100_000)];
  const [round] = await roundsThatStayOpen(request, bettors[0] as LoginAnswer);

  // A member watching their balance; the replica their socket is on is the one killed.
  const watcher = await fundedMember(request, 1_000);
  const sockets = watchSockets(page);
  await storeSession(page, watcher);
  await page.goto('/tanghuay-round');
  await expect(page.getByTestId('balance-amount')).toHaveText('1,000.00 THB');
  await expect.poll(() => sockets.at(-1)?.received ?? []).toContain('balance');
  const [onFirst, onSecond] = [await replicaMetric('api-1', 'tanghuay_websocket_connections'), await replicaMetric('api-2', 'tanghuay_websocket_connections')];
  expect(onFirst + onSecond).toBe(1);
  const [victim, survivor] = (onFirst === 1 ? ['api-1', 'api-2'] : ['api-2', 'api-1']) as [Service, Service];

  const load = betLoad(bettors, round.id, { seconds: 40, connections: 4 });
  await sleep(5_000);
  const killedAt = load.now();
  await podman('kill', '--signal', 'KILL', await containerOf(victim));
  // Dead for longer than the gateway needs to notice: every failure must come before it did.
  await sleep((API_CHECK_SECONDS + HEALTH_TIMEOUT_SECONDS) * 1000 + 8_000);
  expect(await healthOf(victim)).toBe('stopped');

  // The page's socket was closed with the replica, and the page reconnected through the gateway.
  await expect.poll(() => sockets.length, { timeout: 15_000 }).toBeGreaterThan(1);
  expect(sockets[0]?.closed).toBe(true);
  await expect.poll(() => replicaMetric(survivor, 'tanghuay_websocket_connections')).toBe(1);
  await depositPaid(request, watcher, 250);
  await expect(page.getByTestId('balance-amount')).toHaveText('1,250.00 THB');

  const restartedAt = load.now();
  await podman('start', await containerOf(victim));
  await expectHealthy([victim]);
  const healthyAgainAt = load.now();
  await load.done;

  const failed = load.answers.filter((answer) => !answer.slipId);
  const stopsSending = killedAt + (API_CHECK_SECONDS + HEALTH_TIMEOUT_SECONDS + 1) * 1000;
  console.log(
    `replica kill: ${load.answers.length} bets, ${failed.length} failed, ` +
      (failed.length ? `from ${seconds(Math.min(...failed.map((a) => a.at)) - killedAt)} to ${seconds(Math.max(...failed.map((a) => a.at)) - killedAt)} after the kill` : 'none') +
      `; ${victim} healthy again ${seconds(healthyAgainAt - restartedAt)} after its start` +
      `; failures by status, code and whole second after the kill: ${failuresBySecond(failed, killedAt)}` +
      `; started again ${seconds(restartedAt - killedAt)} after the kill`,
  );
  // Failures are the gateway's 502 for requests its dead upstream had, and only until it noticed.
  for (const answer of failed) {
    expect({ status: answer.status, code: answer.code }).toEqual({ status: 502, code: expect.any(String) });
    expect(answer.at).toBeGreaterThanOrEqual(killedAt);
    expect(answer.at).toBeLessThanOrEqual(stopsSending);
  }
  // Bets went on through the other replica while the victim was dead.
  expect(load.answers.filter((answer) => answer.slipId && answer.at > stopsSending && answer.at < restartedAt).length).toBeGreaterThan(0);
  // Started again, it takes traffic again (its counters began at its start).
  expect(await replicaMetric(victim, 'tanghuay_slips_placed_total')).toBeGreaterThan(0);
  await expectEachSlipOnce(bettors, round.id, load.answers);
});

test('PostgreSQL restarted under light load: the API answers 503 not ready, never hangs, and recovers by itself; nothing acknowledged is lost', async ({ request }) => {
  // Every answer waits at most for a pooled connection, then for a new one, each bounded by the
  // API's connect timeout (a stopped or restarted container's old address may answer nothing: a
  // run saw readiness take 9.5 s), plus 5 s for a busy machine; a hang is the gateway's 60 s.
  const { DATABASE_CONNECT_TIMEOUT_SECONDS } = await apiSettings();
  const answersWithin = (2 * DATABASE_CONNECT_TIMEOUT_SECONDS + 5) * 1000;
  const bettor = await fundedMember(request, 100_000);
  const [round] = await roundsThatStayOpen(request, bettor);
  const load = betLoad([bettor], round.id, { seconds: 40, connections: 1 });
  await sleep(3_000);
  const stoppedAt = load.now();
  await podman('stop', '--time', '10', await containerOf('postgres'));
  const downAt = load.now();

  // While it is down, readiness says so through the gateway, at the latest once the API gives up
  // on a new connection.
  const readiness: { status: number; ms: number }[] = [];
  while (load.now() - downAt < 10_000) {
    const sent = performance.now();
    const response = await fetch(`${test.info().project.use.baseURL}/api/health/ready`, { signal: AbortSignal.timeout(answersWithin) });
    readiness.push({ status: response.status, ms: performance.now() - sent });
    if (response.status === 503) expect(((await response.json()) as { error: { code: string } }).error.code).toBe('NOT_READY');
    await sleep(500);
  }
  expect(readiness.map((answer) => answer.status)).toContain(503);
  expect(readiness.filter((answer) => answer.status !== 503)).toEqual([]);

  const startedAt = load.now();
  await podman('start', await containerOf('postgres'));
  await load.done;
  const recovered = load.answers.find((answer) => answer.slipId && answer.at > startedAt);
  expect(recovered, 'a bet placed after the database came back').toBeDefined();
  const failed = load.answers.filter((answer) => !answer.slipId);
  console.log(
    `database restart: ${load.answers.length} bets, ${failed.length} refused while it was down ` +
      `(statuses ${[...new Set(failed.map((answer) => answer.status))].join(', ')}, slowest answer ${seconds(Math.max(...load.answers.map((answer) => answer.ms)))}); ` +
      `readiness answered 503 in at most ${seconds(Math.max(...readiness.map((answer) => answer.ms)))} (each: ${readiness.map((answer) => (answer.ms / 1000).toFixed(1)).join(', ')} s); ` +
      `bets placed again ${seconds((recovered?.at ?? 0) - startedAt)} after its start (stopped in ${seconds(downAt - stoppedAt)})`,
  );
  // Never a hang: every bet was answered within the connect timeout's bound.
  for (const answer of load.answers) expect(answer.ms).toBeLessThan(answersWithin);
  // Refused as the API's readiness says, never a 500: the member's page shows the Thai message and may retry.
  for (const answer of failed) expect({ status: answer.status, code: answer.code }).toEqual({ status: 503, code: 'NOT_READY' });
  await expectHealthy(['postgres', 'api-1', 'api-2', 'host']);
  await expectEachSlipOnce([bettor], round.id, load.answers);
});

test('a remote version promoted inside the running stack reaches the next page load', async ({ page, request }) => {
  const current = ((await (await request.get('/remotes.json')).json()) as { lotto: { version: string } }).lotto.version;
  const { version: next, folder } = await nextLottoVersion(current);
  expect(next).not.toBe(current);
  try {
    await podman('cp', folder, `${await containerOf('remote-lotto')}:/srv/versions/${next}`);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
  await podman('exec', '--env', 'REMOTES_OPERATOR=deployment-test', await containerOf('host'), 'node', 'gateway/src/remotes-cli.ts', 'promote', 'lotto', next);

  await storeSession(page, await registerMember(request));
  await page.goto('/tanghuay-round');
  await expect(page.locator('[data-remote="lotto"]')).toHaveAttribute('data-remote-version', next);
});

test('the books balance at the end', async () => {
  const { balanced, report } = await booksBalance();
  expect(balanced, report).toBe(true);
});
