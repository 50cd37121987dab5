// GET /metrics as Prometheus scrapes it: the process's figures and the app's own, requests by route
// pattern, slips placed and refused by reason, ledger transfers by kind, settlements (through a
// request and through the lottery clock), open websockets, the database pool; each app its own
// registry; METRICS_TOKEN.
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';
import { buildApp } from '../app.ts';
import { observe } from '../lib/observations.ts';
import { startLottoClock } from '../modules/lotto/index.ts';
import { type SignedIn, signedInAccount } from '../testing/accounts.ts';
import { deposit } from '../testing/ledger.ts';
import { useTestApp } from '../testing/test-app.ts';
import { ApiError } from './errors.ts';
import { onPostgres } from '../testing/test-database.ts';
import { inTransaction } from '../db/database.ts';

let clock = new Date('2026-12-16T03:00:00Z'); // 10:00 in Bangkok
const ctx = useTestApp({ now: () => clock, payments: { demoMode: true } });
const HOUR = 3_600_000;
const at = (hours: number) => new Date(clock.getTime() + hours * HOUR);

/** A round of the lottery, open from `opensAt` until `closesAt` (hours from now). */
const insertRound = async (lottoCode: string, opensAt: number, closesAt: number): Promise<bigint> =>
  (
    await ctx.db
      .insertInto('lotto_round')
      .values({
        lotto_code: lottoCode,
        draw_date: '2026-12-16',
        opens_at: at(opensAt),
        closes_at: at(closesAt),
        status: 'open',
        created_at: at(opensAt),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;

/** A signed-in member holding `satang`. */
async function fundedMember(satang: bigint): Promise<SignedIn> {
  const member = await signedInAccount(ctx);
  if (satang > 0n) await inTransaction(ctx.db, (trx) => deposit(trx, member.id, satang));
  return member;
}

let keys = 0;
const freshKey = () => `metrics-${++keys}`;

/** POST /api/lotto/slips as `member` with a key (null: none). */
const postSlip = (member: SignedIn, payload: object, key: string | null = freshKey()) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/lotto/slips',
    headers: { ...member.headers, ...(key === null ? {} : { 'idempotency-key': key }) },
    payload,
  });

type Figures = Map<string, number>;

/** GET /metrics of `app`: each sample line as `name{labels}` → value. */
async function scrape(app = ctx.app, headers: Record<string, string> = {}): Promise<Figures> {
  const response = await app.inject({ url: '/metrics', headers });
  expect(response.statusCode).toBe(200);
  const samples = response.body.split('\n').filter((line) => line !== '' && !line.startsWith('#'));
  return new Map(samples.map((line) => [line.slice(0, line.lastIndexOf(' ')), Number(line.slice(line.lastIndexOf(' ') + 1))]));
}

/** How much each series grew between two scrapes (absent: 0). */
const grown = (before: Figures, after: Figures, ...series: string[]) => series.map((name) => (after.get(name) ?? 0) - (before.get(name) ?? 0));

const requests = (method: string, route: string, status: number) =>
  `http_request_duration_seconds_count{method="${method}",route="${route}",status="${status}"}`;
const PLACED = 'tanghuay_slips_placed_total';
const refused = (reason: string) => `tanghuay_slips_refused_total{reason="${reason}"}`;
const transfers = (kind: string) => `tanghuay_ledger_transfers_total{kind="${kind}"}`;
const SETTLEMENTS = 'tanghuay_settlement_duration_seconds_count';
const SETTLED_ITEMS = 'tanghuay_settled_items_total';

beforeAll(() => {
  // A route whose work notes a slip and its transfer, then fails when asked to.
  ctx.app.post('/test/noting', { schema: { hide: true } }, async (request) => {
    observe({ type: 'slip_placed' });
    await Promise.resolve();
    observe({ type: 'transfers', kinds: ['bet'] });
    if ((request.body as { fail: boolean }).fail) throw new ApiError(409, 'TEST_REFUSED', 'ปฏิเสธเพื่อทดสอบ');
    return { ok: true };
  });
});

describe('GET /metrics', () => {
  it("answers Prometheus text with the process's figures, the app's own and the database pool", async () => {
    const response = await ctx.app.inject({ url: '/metrics' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    for (const family of [
      '# TYPE process_cpu_user_seconds_total counter',
      '# TYPE nodejs_eventloop_lag_seconds gauge',
      '# TYPE http_request_duration_seconds histogram',
      '# TYPE tanghuay_slips_placed_total counter',
      '# TYPE tanghuay_slips_refused_total counter',
      '# TYPE tanghuay_ledger_transfers_total counter',
      '# TYPE tanghuay_settlement_duration_seconds histogram',
      '# TYPE tanghuay_settled_items_total counter',
      '# TYPE tanghuay_websocket_connections gauge',
      '# TYPE tanghuay_db_pool_connections gauge',
    ]) {
      expect(response.body).toContain(family);
    }
    const figures = await scrape();
    if (onPostgres) {
      expect(figures.get('tanghuay_db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
      expect(figures.get('tanghuay_db_pool_connections{state="idle"}')).toBeGreaterThanOrEqual(0);
      expect(figures.get('tanghuay_db_pool_connections{state="waiting"}')).toBe(0);
    } else {
      expect(figures.get('tanghuay_db_pool_connections{state="total"}')).toBe(1);
    }
  });

  it('counts requests by method, route pattern (never the URL) and status', async () => {
    const before = await scrape();
    await ctx.app.inject({ url: '/api/health' });
    await ctx.app.inject({ url: '/api/health' });
    expect((await ctx.app.inject({ url: '/api/lotto/slips/123456' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ url: '/api/no/such/page/42' })).statusCode).toBe(404);
    const after = await scrape();
    expect(
      grown(before, after, requests('GET', '/api/health', 200), requests('GET', '/api/lotto/slips/:id', 401), requests('GET', 'unmatched', 404)),
    ).toEqual([2, 1, 1]);
    expect([...after.keys()].filter((series) => series.includes('123456') || series.includes('/no/such'))).toEqual([]);
  });

  it('counts a slip placed once, with its bet transfer, and not again for a repeat of its key', async () => {
    const round = await insertRound('lao-vip', -1, 5);
    const member = await fundedMember(10_000n);
    const slip = { roundId: String(round), items: [{ type: '2bottom', number: '45', amount: 10 }] };
    const key = freshKey();
    const before = await scrape();
    expect((await postSlip(member, slip, key)).statusCode).toBe(201);
    expect((await postSlip(member, slip, key)).statusCode).toBe(201);
    expect(grown(before, await scrape(), PLACED, transfers('bet'), requests('POST', '/api/lotto/slips', 201))).toEqual([1, 1, 2]);
  });

  it('counts refused slips by the error code they were answered with, and neither a slip nor a transfer for them', async () => {
    const round = await insertRound('lao-vip', -1, 6);
    const broke = await fundedMember(0n);
    const slip = { roundId: String(round), items: [{ type: '2bottom', number: '45', amount: 10 }] };
    const before = await scrape();
    const answers = [
      await postSlip(broke, slip),
      await postSlip(broke, slip),
      await postSlip(broke, slip, null),
      await ctx.app.inject({ method: 'POST', url: '/api/lotto/slips', headers: { 'idempotency-key': freshKey() }, payload: slip }),
    ];
    const codes = answers.map((answer) => answer.json<{ error: { code: string } }>().error.code);
    expect(codes[0]).toBe('INSUFFICIENT_FUNDS');
    expect(codes[3]).toBe('UNAUTHENTICATED');
    const after = await scrape();
    const expected = new Map<string, number>();
    for (const code of codes) expected.set(code, (expected.get(code) ?? 0) + 1);
    for (const [code, count] of expected) expect(grown(before, after, refused(code))).toEqual([count]);
    expect(grown(before, after, PLACED, transfers('bet'))).toEqual([0, 0]);
  });

  it("counts a deposit's transfer, and a settlement entered in the back office with its items and payouts", async () => {
    const member = await signedInAccount(ctx);
    const round = await insertRound('lao-vip', -1, 1);
    let before = await scrape();
    const deposit = await ctx.app.inject({
      method: 'POST',
      url: '/api/wallet/deposits',
      headers: { ...member.headers, 'idempotency-key': freshKey() },
      payload: { amount: 100 },
    });
    expect(deposit.statusCode).toBe(201);
    expect(grown(before, await scrape(), transfers('deposit'))).toEqual([1]);

    const slip = {
      roundId: String(round),
      items: [
        { type: '2bottom', number: '45', amount: 10 },
        { type: '2bottom', number: '46', amount: 10 },
      ],
    };
    expect((await postSlip(member, slip)).statusCode).toBe(201);
    clock = at(2);
    // Signed in now: the clock moved past the member's access token.
    const operator = await signedInAccount(ctx, { role: 'agadmin' });
    before = await scrape();
    const result = await ctx.app.inject({
      method: 'POST',
      url: `/api/backoffice/rounds/${round}/result`,
      headers: { ...operator.headers, 'idempotency-key': freshKey() },
      payload: { top3: '123', bottom2: '45' },
    });
    expect(result.statusCode).toBe(200);
    expect(grown(before, await scrape(), SETTLEMENTS, SETTLED_ITEMS, transfers('payout'))).toEqual([1, 2, 1]);
  });

  it("counts what the lottery clock settles, through the app's recordObservations", async () => {
    const round = await insertRound('fast-15', -1, 1);
    const member = await fundedMember(10_000n);
    expect((await postSlip(member, { roundId: String(round), items: [{ type: '3top', number: '123', amount: 1 }] })).statusCode).toBe(201);
    clock = at(2);
    const before = await scrape();
    const quiet = { info: () => {}, error: (error: unknown) => console.error(error) };
    // One tick: stopping waits for the tick under way.
    await startLottoClock({ db: ctx.db, now: () => clock, record: ctx.app.recordObservations }, quiet, 60_000)();
    expect(grown(before, await scrape(), SETTLEMENTS, SETTLED_ITEMS)).toEqual([1, 1]);
  });

  it('counts what a request noted only when it answered without an error (its transactions committed)', async () => {
    const before = await scrape();
    expect((await ctx.app.inject({ method: 'POST', url: '/test/noting', payload: { fail: true } })).statusCode).toBe(409);
    expect(grown(before, await scrape(), PLACED, transfers('bet'))).toEqual([0, 0]);
    expect((await ctx.app.inject({ method: 'POST', url: '/test/noting', payload: { fail: false } })).statusCode).toBe(200);
    expect(grown(before, await scrape(), PLACED, transfers('bet'))).toEqual([1, 1]);
  });

  it('counts the websockets open', async () => {
    const gauge = async () => (await scrape()).get('tanghuay_websocket_connections');
    const base = await gauge();
    await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    const socket = new WebSocket(`ws://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}/ws`);
    await once(socket, 'open');
    expect(await gauge()).toBe(base! + 1);
    socket.close();
    await once(socket, 'close');
    // The server sees the connection end a moment after the client does.
    for (let tries = 0; tries < 1_000 && (await gauge()) !== base; tries += 1) await new Promise((resolve) => setTimeout(resolve, 5));
    expect(await gauge()).toBe(base);
  });
});

describe('each app', () => {
  const TOKEN = 'a-scraper-token-of-its-own';
  let other: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    other = await buildApp({ connection: ctx.database.connection, now: () => clock, metricsToken: TOKEN });
  });
  afterAll(() => other.close());

  it('answers /metrics only with METRICS_TOKEN as a Bearer token when one is set', async () => {
    for (const authorization of [undefined, 'Bearer not-the-token-at-all', TOKEN, `Basic ${TOKEN}`]) {
      const response = await other.inject({ url: '/metrics', headers: authorization === undefined ? {} : { authorization } });
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe('UNAUTHENTICATED');
      expect(response.body).not.toContain('http_request_duration_seconds');
    }
    const response = await other.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('# TYPE tanghuay_slips_placed_total counter');
  });

  it('keeps figures of its own: what another app over the same database counted is not in them', async () => {
    await other.inject({ url: '/api/health' });
    const figures = await scrape(other, { authorization: `Bearer ${TOKEN}` });
    expect(figures.get(requests('GET', '/api/health', 200))).toBe(1);
    expect(figures.get(PLACED)).toBe(0);
    expect((await scrape()).get(PLACED)).toBeGreaterThan(0);
  });
});
