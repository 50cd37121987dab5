// A crash loses nothing and does nothing twice. The API runs as its own process (demo mode) while
// several clients send it bets (POST /api/lotto/slips), deposits and, from the back office, a
// round's close and result over HTTP; at a random moment, with requests in flight, the process is
// killed with SIGKILL (kill -9) and started again on the same database. Then:
// - the books balance (right after the crash and at the end);
// - every slip answered 201 before the kill exists exactly once, and every slip in the database
//   was answered 201 to someone: nothing placed twice, nothing placed unseen;
// - every request left unanswered, sent again with its Idempotency-Key and body, placed at most
//   one slip or deposit: exactly one when the retry answers 201;
// - a house round that fell due while the process was down is closed, drawn and settled by the
//   restarted clock (rounds/clock.ts), once;
// - the round whose settlement the kill may have cut short ends settled once: its result, sent
//   again with its key, either replays the committed settlement or settles it now; every item of a
//   settled round is decided by its result and every member is paid their slips' payout in one
//   transfer (docs/domain.md#results-and-settlement).
// Once on a PGlite folder (the PGlite project) and once on a PostgreSQL database (the PostgreSQL
// project); see docs/architecture.md for the process and its database.
import { randomInt } from 'node:crypto';
import { sql } from 'kysely';
import type { Database } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { TEST_PASSWORD_HASHING } from '../testing/accounts.ts';
import { type ApiDatabase, freshDatabase, type RunningApi, startApi } from '../testing/api-process.ts';
import { expectCleanBooks } from '../testing/ledger.ts';
import { onPostgres } from '../testing/test-database.ts';

/** Members registered over HTTP (argon2id each) and topped up before the load. */
const MEMBERS = 6;
/** The API process hashes passwords (the demo accounts', the members') at the tests' low cost (docs/testing.md). */
const API_ENV = { PASSWORD_HASH_MEMORY_KIB: String(TEST_PASSWORD_HASHING.memoryKib), PASSWORD_HASH_PASSES: String(TEST_PASSWORD_HASHING.passes) };
/** Clients sending requests at once, one at a time each, for the members in turn. */
const CLIENTS = 6;
/** One request in this many is a deposit; the others are slips. */
const DEPOSIT_EVERY = 5;
const ITEMS_PER_SLIP = 3;
/** Acknowledged slips on the operator's round before the back office closes it and enters its result. */
const SETTLE_AFTER_SLIPS = 30;
/** The kill comes after a random number of further answers, 0 to this, once the result is sent. */
const KILL_WITHIN_ANSWERS = 12;
/** Baht each member is topped up with before the load; a deposit during the load is of the minimum. */
const TOP_UP = 5_000;
const DEPOSIT = 100;
/** Bounds on waiting (never on how fast anything is): one answer, the load before the kill, the house draw. */
const ANSWER_TIMEOUT_MS = 20_000;
const LOAD_TIMEOUT_MS = 30_000;
const DRAW_TIMEOUT_MS = 30_000;
const POLL_MS = 100;
const TEST_TIMEOUT_MS = 150_000;

/** The numbers the slips bet on, few so that an entered result has winners. */
const POOL = ['0', '1', '2', '3', '4'];
/** The operator's result: its top 3, 2 top ('12') and 2 bottom are in the pool. */
const ENTERED_RESULT = { top3: '012', bottom2: '34' };

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

interface Member {
  id: string;
  token: string;
}

/** A request as a client sent it: its answer, or why it has none (the kill). */
interface Sent {
  kind: 'slip' | 'deposit' | 'result';
  member: Member;
  path: string;
  key: string;
  body: Record<string, unknown>;
  /** For a slip: the round it bets on. */
  roundId?: string;
  answer?: Answer;
  lost?: string;
  /** The answer to the same request sent again after the restart. */
  retry?: Answer;
}

let keys = 0;
const freshKey = (kind: string) => `crash-${kind}-${process.pid}-${++keys}`;
const pick = <T>(items: readonly T[]): T => items[randomInt(items.length)] as T;

async function call(baseUrl: string, method: 'GET' | 'POST', path: string, options: { token?: string; key?: string; body?: unknown } = {}): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.key) headers['idempotency-key'] = options.key;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers,
    ...(options.body !== undefined && { body: JSON.stringify(options.body) }),
    signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : {}) as Record<string, unknown> };
}

/** A call that must answer `status`; answers its body. */
async function expectCall(
  baseUrl: string,
  status: number,
  method: 'GET' | 'POST',
  path: string,
  options: Parameters<typeof call>[3] = {},
): Promise<Record<string, unknown>> {
  const answer = await call(baseUrl, method, path, options);
  if (answer.status !== status) throw new Error(`${method} ${path}: ${answer.status} ${JSON.stringify(answer.body)}, expected ${status}`);
  return answer.body;
}

const send = (baseUrl: string, sent: Sent) => call(baseUrl, 'POST', sent.path, { token: sent.member.token, key: sent.key, body: sent.body });

/** Members as a person makes them: registered over HTTP (signed in by the answer), topped up by a demo deposit. */
async function registerMembers(baseUrl: string, journal: Sent[]): Promise<Member[]> {
  const tag = Date.now().toString(36).slice(-6);
  const members: Member[] = [];
  for (let i = 0; i < MEMBERS; i += 1) {
    const body = await expectCall(baseUrl, 201, 'POST', '/api/jwt/register', {
      body: {
        username: `crash_${tag}_${i}`,
        password: 'crashpass123',
        phone: '0812345678',
        bankCode: 'KBANK',
        bankAccountNo: String(2_000_000_000 + Number.parseInt(tag, 36) * 10 + i),
        bankAccountName: 'สมชาย ทดสอบ',
        acceptAge20: true,
      },
    });
    const { token, userData } = body as { token: string; userData: { userID: number } };
    members.push({ id: String(userData.userID), token });
  }
  for (const member of members) {
    const sent: Sent = { kind: 'deposit', member, path: '/api/wallet/deposits', key: freshKey('topup'), body: { amount: TOP_UP } };
    sent.answer = await send(baseUrl, sent);
    journal.push(sent);
    if (sent.answer.status !== 201) throw new Error(`top-up refused: ${JSON.stringify(sent.answer)}`);
  }
  return members;
}

const slipBody = (roundId: string, key: string) => ({
  roundId,
  items: Array.from({ length: ITEMS_PER_SLIP }, () => {
    const type = pick(['2top', '2bottom', '3top'] as const);
    return { type, number: Array.from({ length: type === '3top' ? 3 : 2 }, () => pick(POOL)).join(''), amount: 1 + randomInt(5) };
  }),
  // The key as the slip's note: the database tells which request placed which slip.
  note: key,
});

interface Rounds {
  /** An operator's round that stays open throughout. */
  open: string;
  /** An operator's round the back office closes and results during the load. */
  settled: string;
  /** A house round ('fast-15') that falls due while the process is down. */
  house: string;
}

/** The Bangkok calendar day of an instant (UTC+7 all year), as a round's draw date. */
const bangkokDate = (instant: Date) => new Date(instant.getTime() + 7 * 3_600_000).toISOString().slice(0, 10);

/** Migrates the fresh database and adds the rounds the test plays, before the API first starts. */
async function prepare(database: ApiDatabase): Promise<Rounds> {
  const connection = await database.connect();
  try {
    await migrate(connection);
    const now = Date.now();
    // Off the schedules' whole minutes, so the clock never makes a round with the same close.
    const at = (ms: number) => new Date(Math.floor((now + ms) / 1000) * 1000 + 345);
    const round = async (lottoCode: string, closesInMs: number) => {
      const closesAt = at(closesInMs);
      const { id } = await connection.db
        .insertInto('lotto_round')
        .values({ lotto_code: lottoCode, draw_date: bangkokDate(closesAt), opens_at: at(-60_000), closes_at: closesAt, status: 'open', created_at: at(0) })
        .returning('id')
        .executeTakeFirstOrThrow();
      return String(id);
    };
    return {
      open: await round('lao-vip', 2 * 3_600_000),
      settled: await round('hanoi-vip', 2 * 3_600_000),
      house: await round('fast-15', 10 * 60_000),
    };
  } finally {
    await connection.close();
  }
}

interface Load {
  journal: Sent[];
  /** How many answers the kill waited for once the result was sent. */
  killAfter: number;
}

/**
 * Clients bet on the three rounds and deposit; after SETTLE_AFTER_SLIPS acknowledged slips on the
 * settled round, the back office closes it and enters its result, and a random number of answers
 * later the process is killed, whatever is in flight.
 */
async function loadAndKill(api: RunningApi, members: Member[], rounds: Rounds, admin: Member, journal: Sent[]): Promise<Load> {
  const bettable = new Set([rounds.open, rounds.settled, rounds.house]);
  let killing = false;
  let answers = 0;
  let killAt = Infinity;
  let settledAcks = 0;
  let startSettling: () => void = () => {};
  const settling = new Promise<void>((resolve) => (startSettling = resolve));
  let killed: () => void = () => {};
  const kill = new Promise<void>((resolve) => (killed = resolve));
  const killNow = () => {
    if (killing) return;
    killing = true;
    void api.kill().then(killed);
  };
  const answered = () => {
    answers += 1;
    if (answers >= killAt) killNow();
  };
  const sendLogged = async (sent: Sent) => {
    journal.push(sent);
    try {
      sent.answer = await send(api.baseUrl, sent);
    } catch (error) {
      sent.lost = String((error as Error).cause ?? error);
      return;
    }
    answered();
  };

  const client = async (worker: number) => {
    for (let turn = 0; !killing; turn += 1) {
      const member = members[(worker + turn) % members.length] as Member;
      if (turn % DEPOSIT_EVERY === worker % DEPOSIT_EVERY) {
        await sendLogged({ kind: 'deposit', member, path: '/api/wallet/deposits', key: freshKey('deposit'), body: { amount: DEPOSIT } });
        continue;
      }
      const roundId = pick([...bettable]);
      const key = freshKey('slip');
      const sent: Sent = { kind: 'slip', member, path: '/api/lotto/slips', key, body: slipBody(roundId, key), roundId };
      await sendLogged(sent);
      if (roundId === rounds.settled && sent.answer?.status === 201 && ++settledAcks === SETTLE_AFTER_SLIPS) startSettling();
    }
  };

  const backOffice = async (): Promise<number> => {
    await settling;
    bettable.delete(rounds.settled);
    await expectCall(api.baseUrl, 200, 'POST', `/api/backoffice/rounds/${rounds.settled}/close`, { token: admin.token });
    const result: Sent = {
      kind: 'result',
      member: admin,
      path: `/api/backoffice/rounds/${rounds.settled}/result`,
      key: freshKey('result'),
      body: ENTERED_RESULT,
    };
    const killAfter = randomInt(KILL_WITHIN_ANSWERS + 1);
    killAt = answers + killAfter;
    const sending = sendLogged(result);
    if (killAfter === 0) killNow();
    await sending;
    return killAfter;
  };

  // Bounds the load should it never reach the settlement (the check after it then fails).
  const guard = setTimeout(killNow, LOAD_TIMEOUT_MS);
  try {
    const clients = Array.from({ length: CLIENTS }, (_, worker) => client(worker));
    const settled = backOffice();
    settled.catch(killNow);
    await kill;
    await Promise.all(clients);
    if (killAt === Infinity) throw new Error(`the load did not reach the settlement within ${LOAD_TIMEOUT_MS / 1000} s`);
    return { journal, killAfter: await settled };
  } finally {
    clearTimeout(guard);
  }
}

/** Polls `check` until it answers true; fails after `timeoutMs`. */
async function until(what: string, timeoutMs: number, check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** A round's stored status, and whether it has a result. */
const roundState = async (db: Database, roundId: string) => {
  const round = await db.selectFrom('lotto_round').select(['status']).where('id', '=', roundId).executeTakeFirstOrThrow();
  const result = await db.selectFrom('lotto_result').select(['version']).where('round_id', '=', roundId).executeTakeFirst();
  return { status: round.status as string, resulted: result !== undefined };
};

/**
 * While the process is down: the books balance as the crash left them, no request placed two
 * slips, and the house round, still open, falls due.
 */
async function whileDown(database: ApiDatabase, rounds: Rounds): Promise<{ settlementCommitted: boolean }> {
  const connection = await database.connect();
  try {
    await expectCleanBooks(connection.db);
    const twice = await connection.db.selectFrom('lotto_slip').select('note').groupBy('note').having(sql`count(*)`, '>', 1).execute();
    expect(twice).toEqual([]);
    expect(await roundState(connection.db, rounds.house)).toEqual({ status: 'open', resulted: false });
    await connection.db.updateTable('lotto_round').set({ closes_at: sql`now()` }).where('id', '=', rounds.house).execute();
    return { settlementCommitted: (await roundState(connection.db, rounds.settled)).resulted };
  } finally {
    await connection.close();
  }
}

/** The refusal of a bet on a round that has closed. */
const closedRoundRefusal = ({ status, body }: Answer) => status === 409 && (body.error as { code?: string } | undefined)?.code === 'ROUND_CLOSED';

/** Every request left unanswered, sent again with its key and body; answers that are not a refusal of a closed round fail. */
async function retryLost(baseUrl: string, lost: Sent[], rounds: Rounds): Promise<void> {
  await Promise.all(
    lost.map(async (sent) => {
      sent.retry = await send(baseUrl, sent);
    }),
  );
  for (const sent of lost) {
    const retry = sent.retry as Answer;
    const { status, body } = retry;
    // A bet on a round closed since (the settled round, the house round) that had not been placed is refused.
    const refusedAsClosed = sent.kind === 'slip' && sent.roundId !== rounds.open && closedRoundRefusal(retry);
    if (status !== (sent.kind === 'result' ? 200 : 201) && !refusedAsClosed) {
      throw new Error(`${sent.path} with key ${sent.key}, sent again: ${status} ${JSON.stringify(body)}`);
    }
  }
}

/** The answer that counts for a request: the one before the kill, else the retry's. */
const finalAnswer = (sent: Sent) => sent.answer ?? sent.retry;

/** Every slip exists once per 201, and no slip exists without one. */
async function expectSlipsOnce(db: Database, journal: Sent[]): Promise<void> {
  const slips = await db.selectFrom('lotto_slip').select(['id', 'note', 'account_id']).execute();
  const byNote = new Map<string, typeof slips>();
  for (const slip of slips) byNote.set(slip.note as string, [...(byNote.get(slip.note as string) ?? []), slip]);
  const expected = journal
    .filter((sent) => sent.kind === 'slip' && finalAnswer(sent)?.status === 201)
    .map((sent) => ({ note: sent.key, id: String(finalAnswer(sent)?.body.id), accountId: sent.member.id }));
  const found = expected.map(({ note }) => (byNote.get(note) ?? []).map((slip) => ({ note, id: String(slip.id), accountId: String(slip.account_id) })));
  expect(found).toEqual(expected.map((slip) => [slip]));
  // Refused before the kill or on the retry: nothing placed.
  const refused = journal.filter((sent) => sent.kind === 'slip' && finalAnswer(sent)?.status !== 201).map((sent) => sent.key);
  expect(refused.filter((key) => byNote.has(key))).toEqual([]);
  expect(slips.length).toBe(expected.length);
}

/** Every deposit answered 201 exists, approved, and the members have no other. */
async function expectDepositsOnce(db: Database, journal: Sent[], members: Member[]): Promise<void> {
  const rows = await db
    .selectFrom('deposit')
    .select(['id', 'status'])
    .where(
      'account_id',
      'in',
      members.map((member) => member.id),
    )
    .orderBy('id')
    .execute();
  const answered = journal
    .filter((sent) => sent.kind === 'deposit' && finalAnswer(sent)?.status === 201)
    .map((sent) => String(finalAnswer(sent)?.body.id))
    .sort((a, b) => Number(a) - Number(b));
  expect(rows.map((row) => ({ id: String(row.id), status: row.status as string }))).toEqual(answered.map((id) => ({ id, status: 'approved' })));
}

/** Whether an item of the bet types slips here use wins against a standard result (docs/domain.md#bet-types-and-payouts). */
function wins(type: string, number: string, result: { top3: string; bottom2: string }): boolean {
  switch (type) {
    case '3top':
      return number === result.top3;
    case '2top':
      return number === result.top3.slice(1);
    case '2bottom':
      return number === result.bottom2;
    default:
      throw new Error(`no slip here bets ${type}`);
  }
}

/**
 * A settled round is settled whole and paid once: one result (version 1), every item decided by
 * it and paying its win amount when it won, every slip settled with its items' payout, and each
 * member paid the sum in one payout transfer of that version (none for a member who won nothing).
 */
async function expectSettledOnce(db: Database, roundId: string, source: 'operator' | 'house_rng'): Promise<void> {
  const result = await db.selectFrom('lotto_result').selectAll().where('round_id', '=', roundId).executeTakeFirstOrThrow();
  expect({ status: (await roundState(db, roundId)).status, version: result.version, source: result.source }).toEqual({
    status: 'resulted',
    version: 1,
    source,
  });
  const items = await db
    .selectFrom('lotto_slip_item')
    .select(['id', 'bet_type', 'number', 'status', 'payout', 'win_amount'])
    .where('round_id', '=', roundId)
    .execute();
  expect(items.length).toBeGreaterThan(0);
  const misdecided = items.filter((item) => {
    const won = wins(item.bet_type as string, item.number as string, result as { top3: string; bottom2: string });
    return item.status !== (won ? 'won' : 'lost') || item.payout !== (won ? item.win_amount : 0n);
  });
  expect(misdecided).toEqual([]);
  const slips = await sql<{ id: bigint; status: string; payout: bigint; items_payout: bigint }>`
    select s.id, s.status, s.payout, (select coalesce(sum(i.payout), 0)::bigint from lotto_slip_item i where i.slip_id = s.id) as items_payout
    from lotto_slip s where s.round_id = ${roundId}
  `.execute(db);
  expect(slips.rows.filter((slip) => slip.status !== 'settled' || slip.payout !== slip.items_payout)).toEqual([]);
  const { rows: members } = await sql<{ account_id: bigint; payout: bigint; transfers: string[]; paid: bigint }>`
    with owed as (
      select account_id, sum(payout)::bigint as payout from lotto_slip where round_id = ${roundId} group by account_id
    ), paid as (
      select la.owner_account_id as account_id, array_agg(t.reference order by t.id) as transfers, sum(e.amount)::bigint as paid
      from ledger_transfer t
      join ledger_entry e on e.transfer_id = t.id
      join ledger_account la on la.id = e.ledger_account_id and la.kind = 'member_wallet'
      where t.reference like ${`round:${roundId}:%`}
      group by la.owner_account_id
    )
    select coalesce(o.account_id, p.account_id) as account_id, coalesce(o.payout, 0)::bigint as payout,
           coalesce(p.transfers, '{}') as transfers, coalesce(p.paid, 0)::bigint as paid
    from owed o full join paid p on p.account_id = o.account_id
    order by 1
  `.execute(db);
  expect(members.length).toBeGreaterThan(0);
  expect(members.map(({ account_id, payout, transfers, paid }) => ({ account_id, transfers, paid: paid === payout }))).toEqual(
    members.map(({ account_id, payout }) => ({
      account_id,
      transfers: payout > 0n ? [`round:${roundId}:v1:account:${account_id}`] : [],
      paid: true,
    })),
  );
}

/** The audited changes of a round, oldest first: who (null: the clock) did what. */
const roundAudit = async (db: Database, roundId: string) =>
  (
    await db
      .selectFrom('audit_log')
      .select(['action', 'actor_account_id'])
      .where('entity', '=', 'lotto_round')
      .where('entity_id', '=', roundId)
      .orderBy('id')
      .execute()
  ).map((row) => ({ action: row.action as string, actor: row.actor_account_id === null ? null : String(row.actor_account_id) }));

/** What happened in this run, for a failure's message. */
const story = (load: Load | undefined, settlementCommitted: boolean | undefined, lives: RunningApi[]) =>
  [
    load &&
      `killed ${load.killAfter} answers after the result was sent; ${load.journal.filter((sent) => sent.answer).length} answered, ` +
        `${load.journal.filter((sent) => sent.lost).length} in flight (${load.journal
          .filter((sent) => sent.lost)
          .map((sent) => sent.kind)
          .join(', ')})`,
    settlementCommitted !== undefined && `the settlement had ${settlementCommitted ? '' : 'not '}committed at the kill`,
    ...lives.map((life, n) => `API process ${n + 1} printed:\n${life.output() || '(nothing)'}`),
  ]
    .filter(Boolean)
    .join('\n');

async function crashAndRecover(database: ApiDatabase): Promise<void> {
  const lives: RunningApi[] = [];
  let load: Load | undefined;
  let settlementCommitted: boolean | undefined;
  try {
    const rounds = await prepare(database);
    const first = await startApi(database, { env: API_ENV });
    lives.push(first);
    const adminLogin = await expectCall(first.baseUrl, 200, 'POST', '/api/auth/login', { body: { username: 'admin', password: 'admin1234' } });
    const admin = { id: String((adminLogin.userData as { userID: number }).userID), token: adminLogin.token as string };
    const journal: Sent[] = [];
    const members = await registerMembers(first.baseUrl, journal);

    load = await loadAndKill(first, members, rounds, admin, journal);
    const lost = journal.filter((sent) => sent.lost !== undefined);
    const acked = (roundId: string) => journal.filter((sent) => sent.roundId === roundId && sent.answer?.status === 201).length;
    // The kill came with requests in flight, after slips on each round were acknowledged.
    expect(lost.length).toBeGreaterThan(0);
    expect([acked(rounds.open) > 0, acked(rounds.settled) >= SETTLE_AFTER_SLIPS, acked(rounds.house) > 0]).toEqual([true, true, true]);
    // No answer but 201, or a refusal of a bet on the round the back office just closed.
    const unexpected = journal.filter(
      (sent) =>
        sent.answer &&
        sent.answer.status !== (sent.kind === 'result' ? 200 : 201) &&
        !(sent.roundId === rounds.settled && closedRoundRefusal(sent.answer)),
    );
    expect(unexpected.map((sent) => ({ path: sent.path, ...sent.answer }))).toEqual([]);

    ({ settlementCommitted } = await whileDown(database, rounds));

    const second = await startApi(database, { port: first.port, env: API_ENV });
    lives.push(second);
    await retryLost(second.baseUrl, lost, rounds);
    // The restarted clock closes the house round that fell due while the process was down, and draws it.
    await until('the house round drawn after the restart', DRAW_TIMEOUT_MS, async () => {
      const round = await expectCall(second.baseUrl, 200, 'GET', `/api/lotto/rounds/${rounds.house}`, { token: admin.token });
      return round.status === 'resulted';
    });
    await second.stop();

    const connection = await database.connect();
    try {
      const { db } = connection;
      await expectCleanBooks(db);
      await expectSlipsOnce(db, journal);
      await expectDepositsOnce(db, journal, members);
      await expectSettledOnce(db, rounds.settled, 'operator');
      await expectSettledOnce(db, rounds.house, 'house_rng');
      expect(await roundAudit(db, rounds.settled)).toEqual([
        { action: 'round.close', actor: admin.id },
        { action: 'result.enter', actor: admin.id },
      ]);
      expect(await roundAudit(db, rounds.house)).toEqual([
        { action: 'round.close', actor: null },
        { action: 'result.draw', actor: null },
      ]);
      // The round left open settled nothing.
      const openItems = await db.selectFrom('lotto_slip_item').select('status').where('round_id', '=', rounds.open).execute();
      expect(openItems.filter((item) => item.status !== 'pending')).toEqual([]);
    } finally {
      await connection.close();
    }
  } catch (error) {
    // Stopped first, so that all they printed is in the message.
    await Promise.all(lives.map((life) => life.kill()));
    if (error instanceof Error) error.message += `\n\n${story(load, settlementCommitted, lives)}`;
    throw error;
  } finally {
    await Promise.all(lives.map((life) => life.kill()));
    await database.drop();
  }
}

it(
  `loses nothing and does nothing twice when the API process is killed (SIGKILL) under load and restarted, on ${onPostgres ? 'PostgreSQL' : 'a PGlite folder'}`,
  async () => {
    await crashAndRecover(await freshDatabase(onPostgres ? globalThis.testDatabase : undefined));
  },
  TEST_TIMEOUT_MS,
);
