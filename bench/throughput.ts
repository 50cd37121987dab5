// How fast the API is, in one run and one table: the API as its own process on a fresh database
// (PostgreSQL when DATABASE_URL names a server, else PGlite), driven over HTTP by a cheap client
// (keep-alive connections, a fixed number of requests in flight), each figure beside its floor.
//
//   1. Members place 5-item slips (each a fresh Idempotency-Key) at each level of connections:
//      slips per second and latency percentiles, after a warm-up.
//   2. The floor of a bet: pgbench on the same server, a bare conditional UPDATE of a balance
//      (PostgreSQL only); the slips' rate at the first level as a share of its rate.
//   3. GET /api/health and GET /api/seamless/wallet/show of a signed-in member; the second's rate
//      as a share of the first's.
//   4. Settling one round of BENCH_SETTLE_ITEMS items (written straight into the database, see
//      lib/settlement-round.ts) through POST /api/backoffice/rounds/:id/result, beside the floor:
//      one bare UPDATE of those items, timed in the same run.
//   5. The books check on what the run left; exit 1 when they do not balance.
//
//   pnpm --filter @tanghuay/bench run throughput                             # PGlite
//   DATABASE_URL=postgresql://… pnpm --filter @tanghuay/bench run throughput # a new database there, dropped after
//
// Sizes and levels: lib/env.ts. The targets printed beside the figures are the issue's (README,
// "Benchmarks"); a bench never fails on speed.
import { cpus } from 'node:os';
import { performance } from 'node:perf_hooks';
import { type ApiDatabase, booksBalance, freshDatabase, type RunningApi, startApi } from '@tanghuay/api/testing/api-process';
import { type ApiCall, apiClient, freshKey } from './lib/client.ts';
import { env } from './lib/env.ts';
import { percentiles, type Run, runFor } from './lib/load.ts';
import { ITEMS_PER_SLIP, openOperatorRounds, randomDigits, randomItem, type Round } from './lib/lottery.ts';
import { fundedMembers, type LoginAnswer } from './lib/members.ts';
import { type Floor, pgbenchFloor } from './lib/pgbench.ts';
import { bareUpdateMs, seedRound } from './lib/settlement-round.ts';
import { printTable } from './lib/table.ts';

const LEVELS = env.BENCH_CONNECTIONS;
const [FIRST_LEVEL = 10] = LEVELS;
const MEMBERS = env.BENCH_MEMBERS;

const whole = (value: number) => Math.round(value).toLocaleString('en');
const seconds = (ms: number) => (ms / 1000).toFixed(2);

/** One line of the table. */
interface Row {
  what: string;
  wallMs: number;
  count: number;
  /** Latencies of the requests, when there are many. */
  latencies?: number[];
  against?: string;
  target?: string;
}

const loadRow = (what: string, run: Run, extra: Pick<Row, 'against' | 'target'> = {}): Row => ({
  what,
  wallMs: run.wallMs,
  count: run.count,
  latencies: run.latencies,
  ...extra,
});

const perSecond = (measured: { count: number; wallMs: number }) => (measured.count * 1000) / measured.wallMs;

/** Refusals and the client's own CPU, for the notes under the table. */
const runNote = (what: string, run: Run) =>
  `${what}: ${whole(run.refused)} refused${run.firstRefusal ? ` (first: ${run.firstRefusal.slice(0, 200)})` : ''}; ` +
  `the bench's client used ${(run.clientCpuMs / run.wallMs).toFixed(2)} of a core`;

function printRows(rows: readonly Row[]): void {
  const cell = (value: number | undefined) => (value === undefined ? '–' : value.toFixed(1));
  printTable(
    [
      { title: 'measured' },
      { title: 's' },
      { title: 'count' },
      { title: 'per s' },
      { title: 'p50 ms' },
      { title: 'p95 ms' },
      { title: 'p99 ms' },
      { title: 'max ms' },
      { title: 'against', align: 'left' },
      { title: 'target', align: 'left' },
    ],
    rows.map((row) => {
      const [p50, p95, p99, max] = row.latencies && row.latencies.length > 0 ? percentiles(row.latencies, [50, 95, 99, 100]) : [];
      return [
        row.what,
        row.wallMs > 0 ? seconds(row.wallMs) : '–',
        row.wallMs > 0 ? whole(row.count) : '–',
        row.wallMs > 0 ? whole(perSecond(row)) : '–',
        cell(p50),
        cell(p95),
        cell(p99),
        cell(max),
        row.against ?? '',
        row.target ?? '',
      ];
    }),
    'markdown',
  );
}

/**
 * Places slips at `connections` requests in flight: a warm-up, then the measured run. Each
 * connection has members of its own: one member's slips wait for each other on their wallet, and
 * real slips come from many members, not a few at once.
 */
async function placeSlips(call: ApiCall, round: Round, members: LoginAnswer[], connections: number): Promise<Run> {
  const turns = Array.from({ length: connections }, () => 0);
  const place = async (worker: number) => {
    const turn = (turns[worker] = (turns[worker] ?? 0) + 1);
    const mine = Math.ceil((members.length - worker) / connections);
    const member = members[worker + connections * (turn % mine)];
    await call('POST', '/api/lotto/slips', {
      token: member?.token,
      key: freshKey(),
      body: { roundId: round.id, items: Array.from({ length: ITEMS_PER_SLIP }, randomItem) },
    });
  };
  await runFor(env.BENCH_WARMUP_SECONDS, connections, place);
  return runFor(env.BENCH_SLIP_SECONDS, connections, place);
}

/** `path` read at the first level of connections for BENCH_READ_SECONDS, after a warm-up. */
async function readFor(call: ApiCall, path: string, token?: string): Promise<Run> {
  const read = () => call('GET', path, token === undefined ? {} : { token });
  await runFor(env.BENCH_WARMUP_SECONDS, FIRST_LEVEL, read);
  return runFor(env.BENCH_READ_SECONDS, FIRST_LEVEL, read);
}

/** Signs in as the administrator of the demo installation. */
async function adminToken(call: ApiCall): Promise<string> {
  const { body } = await call<{ token: string }>('POST', '/api/auth/login', { body: { username: 'admin', password: 'admin1234' } });
  return body.token;
}

interface Settled {
  wallMs: number;
  items: number;
  winners: number;
  payout: number;
}

/** Closes the round and enters its result: the settlement, timed as the administrator waits for it. */
async function settle(api: RunningApi, round: Round): Promise<Settled> {
  const client = apiClient(api.baseUrl, 1);
  try {
    const token = await adminToken(client.call);
    await client.call('POST', `/api/backoffice/rounds/${round.id}/close`, { token });
    const started = performance.now();
    const { body } = await client.call<{ settlement: { items: number; winners: number; payout: number } }>(
      'POST',
      `/api/backoffice/rounds/${round.id}/result`,
      { token, key: freshKey(), body: { top3: randomDigits(3), bottom2: randomDigits(2) } },
    );
    return { wallMs: performance.now() - started, ...body.settlement };
  } finally {
    await client.close();
  }
}

/** How the settlement paid: its payout transfers, and the wallets and slips that won. */
async function payoutsOf(database: ApiDatabase, round: Round): Promise<string> {
  const session = await database.open();
  try {
    const [row] = await session.query<{ transfers: number; wallets: number; slips: number }>(
      `select (select count(*) from ledger_transfer where kind = 'payout')::int as transfers,
              count(distinct account_id)::int as wallets, count(distinct slip_id)::int as slips
       from lotto_slip_item where round_id = $1 and status = 'won'`,
      [round.id],
    );
    const { transfers = 0, slips = 0, wallets = 0 } = row ?? {};
    return `${whole(transfers)} payout transfers for ${whole(slips)} winning slips of ${whole(wallets)} members`;
  } finally {
    await session.close();
  }
}

interface OverHttp {
  /** Slips placed at each level, in the order of LEVELS. */
  slips: Run[];
  health: Run;
  wallet: Run;
  /** The round left alone for the settlement. */
  settleRound: Round;
}

/** Slips at each level, then the reads; leaves a second open round alone for the settlement. */
async function overHttp(api: RunningApi): Promise<OverHttp> {
  const client = apiClient(api.baseUrl, Math.max(...LEVELS));
  const { call } = client;
  try {
    const admin = await adminToken(call);
    const [slipRound, settleRound] = await openOperatorRounds(call, admin, 2);
    if (!slipRound || !settleRound) throw new Error('two open rounds are needed');
    console.log(`… registering and topping up ${MEMBERS} members`);
    const members = await fundedMembers(call, MEMBERS);
    const slips: Run[] = [];
    for (const connections of LEVELS) {
      console.log(`… placing slips at ${connections} connections on round #${slipRound.id} ${slipRound.lottoName}`);
      slips.push(await placeSlips(call, slipRound, members, connections));
    }
    console.log(`… reading /api/health and /api/seamless/wallet/show at ${FIRST_LEVEL} connections`);
    const { body: login } = await call<LoginAnswer>('POST', '/api/auth/login', {
      body: { username: members[0]?.userData.username, password: 'benchpass123' },
    });
    const health = await readFor(call, '/api/health');
    const wallet = await readFor(call, `/api/seamless/wallet/show?UserToken=${encodeURIComponent(login.UserToken)}`, login.token);
    return { slips, health, wallet, settleRound };
  } finally {
    await client.close();
  }
}

interface OnDatabase {
  serverVersion: string;
  /** Undefined on PGlite, or when no pgbench is installed. */
  pgbench: Floor | undefined;
  /** The bare UPDATE of the round's items. */
  floorMs: number;
}

/** Straight on the database, with the API stopped (PGlite has one process at a time): the floors, and the round to settle. */
async function onDatabase(database: ApiDatabase, round: Round, items: number): Promise<OnDatabase> {
  const session = await database.open();
  try {
    const [version] = await session.query<{ server_version: string }>('show server_version');
    let pgbench: Floor | undefined;
    if (database.url) {
      console.log(`… pgbench: a bare conditional UPDATE, ${FIRST_LEVEL} clients, ${env.BENCH_PGBENCH_SECONDS} s`);
      pgbench = await pgbenchFloor(session, database.url, FIRST_LEVEL, env.BENCH_PGBENCH_SECONDS);
    }
    console.log(`… writing round #${round.id} ${round.lottoName}: ${whole(items)} items of ${whole(env.BENCH_SETTLE_MEMBERS)} members`);
    await seedRound(session, { roundId: round.id, lottoCode: round.lottoCode, items, members: { count: env.BENCH_SETTLE_MEMBERS } });
    const floorMs = await bareUpdateMs(session, round.id);
    return { serverVersion: version?.server_version.split(' ')[0] ?? '', pgbench, floorMs };
  } finally {
    await session.close();
  }
}

/** The pgbench row: its rate, or why there is none. */
function pgbenchRow(pgbench: Floor | undefined, postgres: boolean): Row {
  const what = `floor: pgbench bare conditional UPDATE, ${FIRST_LEVEL} clients`;
  if (pgbench) return { what, wallMs: pgbench.seconds * 1000, count: pgbench.transactions };
  const why = postgres ? 'skipped: no pgbench on the PATH or in /usr/lib/postgresql' : 'skipped on PGlite: no server to run pgbench on';
  return { what, wallMs: 0, count: 0, against: why };
}

async function main(): Promise<void> {
  if (MEMBERS < Math.max(...LEVELS)) {
    throw new Error(`BENCH_MEMBERS (${MEMBERS}) must be at least the most connections (${Math.max(...LEVELS)})`);
  }
  const database = await freshDatabase(env.DATABASE_URL);
  const postgres = database.url !== undefined;
  const settleItems = env.BENCH_SETTLE_ITEMS ?? (postgres ? 1_000_000 : 100_000);
  const rows: Row[] = [];
  const notes: string[] = [];
  let serverVersion: string;
  let api: RunningApi | undefined;
  let balanced: boolean;
  try {
    api = await startApi(database, { echo: true, env: { PATH: env.PATH } });
    const http = await overHttp(api);
    await api.stop();
    const direct = await onDatabase(database, http.settleRound, settleItems);
    serverVersion = direct.serverVersion;
    api = await startApi(database, { echo: true, env: { PATH: env.PATH } });
    console.log(`… settling round #${http.settleRound.id}`);
    const settled = await settle(api, http.settleRound);
    await api.stop();

    LEVELS.forEach((connections, level) => {
      const run = http.slips[level];
      if (!run) return;
      const floor =
        direct.pgbench && connections === FIRST_LEVEL ? `${(perSecond(run) / direct.pgbench.tps).toFixed(3)} × the floor's rate` : undefined;
      const target = connections === FIRST_LEVEL ? (postgres ? '≥ 1,000/s, p99 ≤ 30 ms' : '≥ 300/s') : undefined;
      rows.push(
        loadRow(`place a ${ITEMS_PER_SLIP}-item slip, ${connections} connections`, run, {
          ...(floor && { against: floor }),
          ...(target && { target }),
        }),
      );
      notes.push(runNote(`slips at ${connections} connections`, run));
    });
    rows.push(
      pgbenchRow(direct.pgbench, postgres),
      loadRow(`GET /api/health, ${FIRST_LEVEL} connections`, http.health),
      loadRow(`GET /api/seamless/wallet/show, ${FIRST_LEVEL} connections`, http.wallet, {
        against: `${(perSecond(http.wallet) / perSecond(http.health)).toFixed(2)} × health's rate`,
        target: '≥ 0.6 × health',
      }),
      {
        what: `settle a round of ${whole(settled.items)} items (POST …/result)`,
        wallMs: settled.wallMs,
        count: settled.items,
        against: `${(settled.wallMs / direct.floorMs).toFixed(1)} × the floor's time`,
      },
      { what: `floor: bare UPDATE of those ${whole(settleItems)} items`, wallMs: direct.floorMs, count: settleItems },
    );
    notes.push(
      runNote('health', http.health),
      runNote('wallet/show', http.wallet),
      `settlement: ${whole(settled.winners)} items won, ${whole(settled.payout)} baht paid; ${await payoutsOf(database, http.settleRound)}`,
    );
  } finally {
    await api?.stop();
    try {
      balanced = await booksBalance(database);
    } finally {
      await database.drop();
    }
  }

  const cpu = cpus();
  console.log(
    `\nTanghuay throughput: ${database.label}${serverVersion ? ` ${serverVersion}` : ''} (a fresh database), the API as its own process; ` +
      `Node ${process.version}, ${cpu.length} CPUs (${cpu[0]?.model.trim() ?? 'unknown'}) shared by the API, the database and the bench; ` +
      `slips of ${ITEMS_PER_SLIP} items by ${MEMBERS} members; ${env.BENCH_WARMUP_SECONDS} s warm-up, ` +
      `then ${env.BENCH_SLIP_SECONDS} s per level of slips and ${env.BENCH_READ_SECONDS} s per read; settlement of ${whole(settleItems)} items ` +
      `(${whole(Math.ceil(settleItems / ITEMS_PER_SLIP))} slips, ${whole(env.BENCH_SETTLE_MEMBERS)} members)\n`,
  );
  printRows(rows);
  console.log('');
  for (const note of notes) console.log(`- ${note}`);
  console.log(`- books balance after the run: ${balanced ? 'yes' : 'NO'}`);
  if (!balanced) process.exitCode = 1;
}

await main();
