// Draw night on one machine (README, "Benchmarks"; docs/performance.md, "Draw night"): members
// registered and funded through the API, each with a websocket open; slips at a steady rate over
// the government round, a Lao, a Hanoi and the 15-minute house round; the government round,
// holding `govItems` items (written straight into the database on the members, lib/settlement-round.ts),
// closed on time and its result entered by an operator while the other rounds keep taking bets;
// then more bets. It answers what the bench prints and what the CI-sized run (draw-night.test.ts)
// checks: nothing lost, no 5xx, every member's socket ending on the wallet's balance, every
// winner's socket told of the payout, books balanced.
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { type ApiDatabase, booksBalance, freshDatabase, type RunningApi, startApi } from '@tanghuay/api/testing/api-process';
import { type ApiCall, type ApiClient, apiClient, freshKey } from '../client.ts';
import { eachAtMost } from '../load.ts';
import { randomDigits } from '../lottery.ts';
import { fundedMembers, type LoginAnswer, signInDemoAccount } from '../members.ts';
import { bareUpdateMs, seedRound } from '../settlement-round.ts';
import { nightCaps, nightSlip } from './bets.ts';
import { type CommitClock, listenToCommits } from './commit-clock.ts';
import { startGateway, type RunningGateway } from './gateway-process.ts';
import { type MemberSockets, openMemberSockets } from './member-sockets.ts';
import { type PhaseLoad, steadyRate } from './steady-rate.ts';
import { type Sample, watchVitals } from './vitals.ts';

export const PHASES = ['before close', 'during settlement', 'after'] as const;
export type Phase = (typeof PHASES)[number];
const WARM_UP = 'warm-up';

export interface NightOptions {
  /** A PostgreSQL server (a new database there, dropped after); undefined: PGlite. */
  serverUrl: string | undefined;
  members: number;
  slipsPerSecond: number;
  /** Seconds of bets first, not measured (the API's code warms up). */
  warmupSeconds: number;
  /** Seconds of bets before the government round closes, and after its settlement. */
  beforeSeconds: number;
  afterSeconds: number;
  /** Items of the government round (written into the database before the night). */
  govItems: number;
  /** API instances: 2 puts the gateway in front of them (PostgreSQL only). */
  instances: number;
  /** Requests that may wait at once (the client's connections and their queue). */
  inFlight: number;
  /** The bench's PATH, given to the processes it starts. */
  path: string;
  /** Print the processes' output and the steps. */
  echo: boolean;
}

export interface Settlement {
  wallMs: number;
  items: number;
  winners: number;
  payout: number;
  /** The same run's bare UPDATE of the round's items. */
  floorMs: number;
  /** Members paid (one payout transfer each). */
  paidMembers: number;
}

export interface NightChecks {
  /** Slips answered 201, and how many of them the database does not hold exactly once. */
  acknowledged: number;
  slipsMissing: number;
  /** Slips the database holds in the night's rounds beyond the seeded ones and those acknowledged. */
  slipsUnaccounted: number;
  /** Answers 5xx and requests with no answer, over the whole night. */
  serverErrors: number;
  /** Members whose socket's last balance is not the wallet's (wallet/show) once the night is over. */
  lastBalanceWrong: string[];
  /** Members paid by the settlement whose socket was told no balance at or after their payout. */
  payoutNotPushed: string[];
  booksBalanced: boolean;
}

export interface NightResult {
  database: string;
  loads: Map<string, PhaseLoad>;
  /** Milliseconds from commit to socket, by phase (PostgreSQL only: empty on PGlite). */
  pushes: Map<Phase, number[]>;
  /** Balances pushed that no commit heard by the bench explains (PostgreSQL only). */
  pushesUnmatched: number;
  settlement: Settlement;
  samples: Sample[];
  sockets: { members: number; reopened: number; closes: Map<number, number> };
  checks: NightChecks;
}

interface NightRounds {
  gov: string;
  others: string[];
}

interface RoundRow {
  id: string;
  lottoCode: string;
  status: string;
  secondsToClose: number;
}

/** The government round, and a Lao, a Hanoi and a house round open for at least `seconds` (the house round opened by hand if needed). */
async function nightRounds(call: ApiCall, admin: string, seconds: number): Promise<NightRounds> {
  const { body } = await call<{ rounds: RoundRow[] }>('GET', '/api/lotto/rounds', { token: admin });
  const lasting = (prefix: string) =>
    body.rounds
      .filter((round) => round.lottoCode.startsWith(prefix) && round.secondsToClose > seconds && ['open', 'upcoming'].includes(round.status))
      .sort((a, b) => a.secondsToClose - b.secondsToClose)[0];
  const chosen = { gov: lasting('thai-gov'), lao: lasting('lao'), hanoi: lasting('hanoi'), house: lasting('fast-15') };
  for (const [name, round] of Object.entries(chosen)) {
    if (!round) throw new Error(`no ${name} round open or upcoming for ${seconds} s`);
    if (round.status === 'upcoming') await call('POST', `/api/backoffice/rounds/${round.id}/open`, { token: admin });
    await call('PUT', `/api/backoffice/rounds/${round.id}/limits`, { token: admin, body: { items: nightCaps() } });
  }
  const { gov, lao, hanoi, house } = chosen as Record<keyof typeof chosen, RoundRow>;
  return { gov: gov.id, others: [lao.id, hanoi.id, house.id] };
}

const pickOne = <T>(values: readonly T[]): T => values[Math.floor(Math.random() * values.length)] as T;

/** Starts `count` API instances on the database, and the gateway in front when more than one. */
async function startInstances(database: ApiDatabase, count: number, env: Record<string, string>) {
  const apis: RunningApi[] = [];
  for (let i = 0; i < count; i += 1) apis.push(await startApi(database, { echo: false, env }));
  const gateway: RunningGateway | undefined = count > 1 ? await startGateway(apis.map((api) => api.baseUrl), env) : undefined;
  return {
    apis,
    baseUrl: gateway?.baseUrl ?? (apis[0] as RunningApi).baseUrl,
    async stop() {
      await gateway?.stop();
      await Promise.all(apis.map((api) => api.stop()));
    },
  };
}

/** Settles: closes the government round, then enters its result as the operator does, timed as they wait. */
async function settleGovernment(call: ApiCall, admin: string, roundId: string) {
  await call('POST', `/api/backoffice/rounds/${roundId}/close`, { token: admin });
  const started = performance.now();
  const { body } = await call<{ settlement: { items: number; winners: number; payout: number } }>(
    'POST',
    `/api/backoffice/rounds/${roundId}/result`,
    {
      token: admin,
      key: freshKey(),
      body: {
        firstPrize: randomDigits(6),
        front3: [randomDigits(3), randomDigits(3)],
        back3: [randomDigits(3), randomDigits(3)],
        bottom2: randomDigits(2),
      },
    },
  );
  return { started, wallMs: performance.now() - started, ...body.settlement };
}

/** Each member's wallet as wallet/show answers it, baht by account id. */
async function walletsNow(call: ApiCall, members: readonly LoginAnswer[]): Promise<Map<string, number>> {
  const wallets = new Map<string, number>();
  await eachAtMost(members.length, 16, async (i) => {
    const member = members[i] as LoginAnswer;
    const { body } = await call<{ WalletData: { balance: number } }>(
      'GET',
      `/api/seamless/wallet/show?UserToken=${encodeURIComponent(member.UserToken)}`,
      { token: member.token },
    );
    wallets.set(String(member.userData.userID), body.WalletData.balance);
  });
  return wallets;
}

/** Members whose socket's last balance is not their wallet's, waiting up to `seconds` for late pushes. */
async function lastBalancesWrong(sockets: MemberSockets, wallets: Map<string, number>, seconds: number): Promise<string[]> {
  const deadline = performance.now() + seconds * 1000;
  for (;;) {
    const wrong = [...wallets].filter(([accountId, balance]) => sockets.byAccount.get(accountId)?.balances.at(-1)?.balance !== balance);
    if (wrong.length === 0 || performance.now() > deadline) return wrong.map(([accountId]) => accountId);
    await sleep(250);
  }
}

/**
 * The settlement's payouts, per member: the balances their wallet held from the payout on (its
 * entry's balance after, and every later entry's), satang as text.
 */
async function payoutBalances(database: ApiDatabase, roundId: string): Promise<Map<string, string[]>> {
  const session = await database.open();
  try {
    const rows = await session.query<{ account_id: string; balances: string[] }>(
      `with payout as (
         select a.owner_account_id as account_id, a.id as wallet_id, t.id as transfer_id
         from ledger_transfer t
         join ledger_entry e on e.transfer_id = t.id
         join ledger_account a on a.id = e.ledger_account_id and a.kind = 'member_wallet'
         where t.kind = 'payout' and t.reference like 'round:' || $1 || ':v1:account:%'
       )
       select p.account_id::text, array_agg(e.balance_after::text) as balances
       from payout p join ledger_entry e on e.ledger_account_id = p.wallet_id and e.transfer_id >= p.transfer_id
       group by p.account_id`,
      [roundId],
    );
    return new Map(rows.map((row) => [row.account_id, row.balances]));
  } finally {
    await session.close();
  }
}

/** Acknowledged slips the database does not hold, and slips of the night's rounds it holds beyond the seeded and acknowledged ones. */
async function slipsKept(database: ApiDatabase, rounds: NightRounds, acknowledged: readonly string[], seeded: number) {
  const session = await database.open();
  try {
    const [row] = await session.query<{ found: number; all: number }>(
      `select (select count(*) from lotto_slip where id = any($1::bigint[]))::int as found,
              (select count(*) from lotto_slip where round_id = any($2::bigint[]))::int as all`,
      [acknowledged, [rounds.gov, ...rounds.others]],
    );
    const { found = 0, all = 0 } = row ?? {};
    return { missing: acknowledged.length - found, unaccounted: all - seeded - acknowledged.length };
  } finally {
    await session.close();
  }
}

export async function drawNight(options: NightOptions): Promise<NightResult> {
  const say = (line: string) => options.echo && console.log(`… ${line}`);
  if (options.instances > 1 && !options.serverUrl) throw new Error('two API instances need PostgreSQL (DATABASE_URL)');
  const database = await freshDatabase(options.serverUrl);
  const env = { PATH: options.path };
  let api: RunningApi | undefined;
  let instances: Awaited<ReturnType<typeof startInstances>> | undefined;
  let sockets: MemberSockets | undefined;
  let clock: CommitClock | undefined;
  let night: ApiClient | undefined;
  try {
    // Before the night: members, rounds and caps through the API; the government round's items in the database.
    api = await startApi(database, { echo: options.echo, env });
    const setup = apiClient(api.baseUrl, 16);
    const { token: admin } = await signInDemoAccount(setup.call, 'admin');
    const nightSeconds = options.warmupSeconds + options.beforeSeconds + options.afterSeconds;
    const rounds = await nightRounds(setup.call, admin, nightSeconds + 900);
    say(`registering and funding ${options.members} members`);
    const members = await fundedMembers(setup.call, options.members);
    await setup.close();
    await api.stop();
    api = undefined;
    say(`writing ${options.govItems.toLocaleString('en')} items into the government round #${rounds.gov}`);
    const session = await database.open();
    let floorMs: number;
    let serverVersion: string;
    let seeded: number;
    try {
      const memberIds = members.map((member) => String(member.userData.userID));
      ({ slips: seeded } = await seedRound(session, {
        roundId: rounds.gov,
        lottoCode: 'thai-gov',
        items: options.govItems,
        members: { accountIds: memberIds },
      }));
      floorMs = await bareUpdateMs(session, rounds.gov);
      const [version] = await session.query<{ server_version: string }>('show server_version');
      serverVersion = version?.server_version.split(' ')[0] ?? '';
    } finally {
      await session.close();
    }

    // The night.
    instances = await startInstances(database, options.instances, env);
    night = apiClient(instances.baseUrl, options.inFlight);
    const { call } = night;
    const { token: operator } = await signInDemoAccount(call, 'admin');
    clock = database.url ? await listenToCommits(database.url) : undefined;
    say(`opening ${options.members} websockets`);
    sockets = await openMemberSockets(`${instances.baseUrl.replace('http', 'ws')}/ws`, members.map((member) => ({
      accountId: String(member.userData.userID),
      token: member.token,
    })));
    const vitals = await watchVitals(instances.apis.map((one) => one.baseUrl), database.url, WARM_UP);
    const acknowledged: string[] = [];
    const phaseStarts: { phase: Phase | typeof WARM_UP; at: number }[] = [{ phase: WARM_UP, at: performance.now() }];
    const rate = steadyRate({
      perSecond: options.slipsPerSecond,
      inFlight: options.inFlight,
      phase: WARM_UP,
      send: async (_n, phase) => {
        const member = pickOne(members);
        const roundId = phase === WARM_UP || phase === PHASES[0] ? pickOne([rounds.gov, ...rounds.others]) : pickOne(rounds.others);
        const { body } = await call<{ id: string }>('POST', '/api/lotto/slips', {
          token: member.token,
          key: freshKey(),
          body: { roundId, items: nightSlip() },
        });
        acknowledged.push(body.id);
      },
    });
    const enter = (phase: Phase) => {
      rate.enter(phase);
      vitals.enter(phase);
      phaseStarts.push({ phase, at: performance.now() });
    };
    say(`bets at ${options.slipsPerSecond}/s: ${options.warmupSeconds} s of warm-up, then ${options.beforeSeconds} s before the government round closes`);
    await sleep(options.warmupSeconds * 1000);
    enter(PHASES[0]);
    await sleep(options.beforeSeconds * 1000);
    enter(PHASES[1]);
    say('closing the government round and entering its result');
    const settled = await settleGovernment(call, operator, rounds.gov);
    enter(PHASES[2]);
    say(`bets for ${options.afterSeconds} s after the settlement`);
    await sleep(options.afterSeconds * 1000);
    const loads = await rate.stop();
    const samples = await vitals.stop();

    // After the night: what the sockets were told, against the wallets and the ledger.
    const wallets = await walletsNow(call, members);
    const lastBalanceWrong = await lastBalancesWrong(sockets, wallets, 10);
    sockets.close();
    const pushes = new Map<Phase, number[]>(PHASES.map((phase) => [phase, []]));
    let pushesUnmatched = 0;
    const phaseAt = (at: number) => phaseStarts.filter((start) => start.at <= at).at(-1)?.phase;
    if (clock) {
      for (const socket of sockets.byAccount.values()) {
        for (const arrival of socket.balances) {
          const phase = phaseAt(arrival.at);
          if (!phase || phase === WARM_UP) continue;
          const committed = clock.committedAt(socket.accountId, arrival.balance, arrival.at);
          if (committed === undefined) pushesUnmatched += 1;
          else pushes.get(phase)?.push(Math.max(0, arrival.at - committed));
        }
      }
    }
    await instances.stop();
    instances = undefined;

    const paid = await payoutBalances(database, rounds.gov);
    const payoutNotPushed = [...paid]
      .filter(([accountId, balances]) => {
        const told = sockets?.byAccount.get(accountId)?.balances.filter((arrival) => arrival.at >= settled.started) ?? [];
        return !told.some((arrival) => balances.includes(String(Math.round(arrival.balance * 100))));
      })
      .map(([accountId]) => accountId);
    const kept = await slipsKept(database, rounds, acknowledged, seeded);
    const serverErrors = [...loads.values()].reduce(
      (sum, load) => sum + [...load.refusals].filter(([why]) => why === 'network' || why.startsWith('5')).reduce((n, [, count]) => n + count, 0),
      0,
    );
    const reopened = [...sockets.byAccount.values()].reduce((sum, socket) => sum + socket.reopened, 0);
    return {
      database: `${database.label} ${serverVersion}`,
      loads,
      pushes,
      pushesUnmatched,
      settlement: { wallMs: settled.wallMs, items: settled.items, winners: settled.winners, payout: settled.payout, floorMs, paidMembers: paid.size },
      samples,
      sockets: { members: options.members, reopened, closes: sockets.closes },
      checks: {
        acknowledged: acknowledged.length,
        slipsMissing: kept.missing,
        slipsUnaccounted: kept.unaccounted,
        serverErrors,
        lastBalanceWrong,
        payoutNotPushed,
        booksBalanced: await booksBalance(database),
      },
    };
  } finally {
    sockets?.close();
    await clock?.stop();
    await instances?.stop();
    await api?.stop();
    await night?.close();
    await database.drop();
  }
}
