// The authorization matrix (docs/backoffice.md#rights, docs/security.md): every operation of the
// API's own document (/api/docs/json) is called by every kind of caller — nobody, member A,
// member B on A's objects, A's agent, another agent, an operator, an administrator, an agent group
// and a lottery-status account, each a real signed-in account — with a request the route accepts,
// on real objects of A. The outcomes are compared whole with one table, so a route added to the
// API without a row, a row left without a route, or any caller getting more (or less) than the
// rights say fails with every differing cell shown. A refused call of a route that writes must
// have written nothing at all: every table of the database is compared before and after it.
import { type InsertedAccount, insertAccount, type NewAccount, type SignedIn, signIn, TEST_PASSWORD } from '../testing/accounts.ts';
import { deposit, expectCleanBooks } from '../testing/ledger.ts';
import { useTestApp } from '../testing/test-app.ts';
import { signWebhook, WEBHOOK_SIGNATURE_HEADER } from '../modules/payments/index.ts';
import { changedTables, footprint } from './footprint.ts';
import { fakeHost, fakeRemote } from '../modules/releases/testing.ts';
import { apiOperations, type Operation, urlOf } from './openapi-operations.ts';
import { inTransaction } from '../db/database.ts';

const START = new Date('2026-12-16T03:00:00Z'); // 10:00 in Bangkok; the clock stands still
const WEBHOOK_SECRET = 'authorization-matrix-webhook-secret';
/** The remotes' servers and the host the release routes check versions against; they start in beforeAll, after the app. */
const releaseSources = { upstreams: { lotto: '', demo: '' }, hostUrl: '' };
const ctx = useTestApp({ now: () => START, payments: { demoMode: false, webhookSecret: WEBHOOK_SECRET }, releases: { sources: releaseSources } });

/** What member A holds to play, withdraw and be refunded with through the whole matrix, satang. */
const FUNDS_OF_A = 10_000_000n;
/** What member B holds (B places a slip and requests a withdrawal of its own), satang. */
const FUNDS_OF_B = 100_000n;
/** The lottery of every round here: results entered by an operator, top 3 and bottom 2. */
const LOTTO = 'lao-vip';
/** A's bet on every slip, and a result that makes it win (2 top = the last two digits of top 3). */
const BET = { type: '2top', number: '12', amount: 10 } as const;
const WINNING_RESULT = { top3: '312', bottom2: '45' } as const;
const MINUTE = 60_000;
/**
 * The matrix is one test of some 600 requests (about 11 s on PGlite alone, more on a busy machine):
 * longer than jest's 30 s is allowed before it counts as hung.
 */
const MATRIX_TIMEOUT_MS = 120_000;

/** The columns of the table, in order. */
const CALLERS = ['anonymous', 'memberA', 'memberB', 'agentOfA', 'otherAgent', 'operator', 'admin', 'group', 'lottoStatus'] as const;
type Caller = (typeof CALLERS)[number];
type SignedInCaller = Exclude<Caller, 'anonymous'>;

/**
 * A cell: 'ok' (2xx); 'ok, not A' (2xx, but what it lists or adds up has nothing of A: another
 * member's or an agent's own view); 401, 403, 404 (refused; 404 is how another member's object is
 * hidden); otherwise the status and error code a correct caller gets. A refused call that wrote
 * something reads "403 wrote <tables>".
 */
type Outcome = 'ok' | 'ok, not A' | 401 | 403 | 404 | `${number} ${string}` | 'no request planned';
type Row = Record<Caller, Outcome>;

const OK = 'ok';
const NOT_A = 'ok, not A';

/** The table as one cell per line, "<operation> as <caller>", so that a difference names its row and column. */
const cellsOf = (table: Record<string, Row>): Record<string, Outcome> =>
  Object.fromEntries(Object.entries(table).flatMap(([name, cells]) => CALLERS.map((caller) => [`${name} as ${caller}`, cells[caller]])));

/** A row in the order of CALLERS. */
function row(...outcomes: Outcome[]): Row {
  if (outcomes.length !== CALLERS.length) throw new Error(`a row has ${CALLERS.length} cells`);
  return Object.fromEntries(CALLERS.map((caller, index) => [caller, outcomes[index]])) as Row;
}

/**
 * The expected table: a row per operation of the document, a cell per caller (the columns of
 * CALLERS: nobody, member A, member B, A's agent, another agent, the operator, the administrator,
 * the agent group above A's agent, the lottery-status account). Paths name A's objects; the
 * queries of the lists search for A. Member routes act on the caller's own things, so B's lists
 * and everyone's own ledger lines have nothing of A; the seamless wallet call names A's UserToken.
 */
const EXPECTED: Record<string, Row> = {
  //                                                           anon   A      B      agentA other  oper   admin  group  status
  'GET /api/account/self-exclusion':                       row(401,   OK,    OK,    403,   403,   403,   403,   403,   403),
  'POST /api/account/self-exclusion':                      row(401,   OK,    OK,    403,   403,   403,   403,   403,   403),
  'POST /api/auth/change-password':                        row(401,   OK,    OK,    OK,    OK,    OK,    OK,    OK,    OK),
  'POST /api/auth/login':                                  row(OK,    OK,    OK,    OK,    OK,    OK,    OK,    OK,    OK),
  'POST /api/auth/logout':                                 row(401,   OK,    OK,    OK,    OK,    OK,    OK,    OK,    OK),
  'GET /api/auth/me':                                      row(401,   OK,    OK,    OK,    OK,    OK,    OK,    OK,    OK),
  'POST /api/auth/password-reset':                         row(OK,    OK,    OK,    OK,    OK,    OK,    OK,    OK,    OK),
  'POST /api/auth/refresh-token':                          row(OK,    OK,    OK,    OK,    OK,    OK,    OK,    OK,    OK),
  'POST /api/backoffice/accounts':                         row(401,   403,   403,   OK,    OK,    OK,    OK,    403,   403),
  'GET /api/backoffice/agents/{id}':                       row(401,   403,   403,   403,   403,   OK,    OK,    403,   403),
  'PUT /api/backoffice/agents/{id}/discount':              row(401,   403,   403,   403,   403,   OK,    OK,    403,   403),
  'GET /api/backoffice/audit':                             row(401,   403,   403,   403,   403,   OK,    OK,    403,   403),
  'GET /api/backoffice/deposits':                          row(401,   403,   403,   OK,    NOT_A, OK,    OK,    403,   403),
  'POST /api/backoffice/deposits/{id}/approve':            row(401,   403,   403,   403,   403,   OK,    OK,    403,   403),
  'POST /api/backoffice/deposits/{id}/reject':             row(401,   403,   403,   OK,    404,   OK,    OK,    403,   403),
  'GET /api/backoffice/lottos/{code}/bet-types':           row(401,   403,   403,   403,   403,   OK,    OK,    403,   403),
  'PUT /api/backoffice/lottos/{code}/bet-types':           row(401,   403,   403,   403,   403,   OK,    OK,    403,   403),
  'GET /api/backoffice/members':                           row(401,   403,   403,   OK,    NOT_A, OK,    OK,    403,   403),
  'GET /api/backoffice/members/{id}':                      row(401,   403,   403,   OK,    404,   OK,    OK,    403,   403),
  'PUT /api/backoffice/members/{id}/discount':             row(401,   403,   403,   OK,    404,   OK,    OK,    403,   403),
  'POST /api/backoffice/members/{id}/password-reset-code': row(401,   403,   403,   OK,    404,   OK,    OK,    403,   403),
  'GET /api/backoffice/releases':                          row(401,   403,   403,   403,   403,   403,   OK,    403,   403),
  'POST /api/backoffice/releases/{remote}/canary':         row(401,   403,   403,   403,   403,   403,   OK,    403,   403),
  'PUT /api/backoffice/releases/freeze':                  row(401,   403,   403,   403,   403,   403,   OK,    403,   403),
  'PUT /api/backoffice/releases/{remote}/pins':            row(401,   403,   403,   403,   403,   403,   OK,    403,   403),
  'DELETE /api/backoffice/releases/{remote}/pins/{accountId}': row(401, 403, 403,   403,   403,   403,   OK,    403,   403),
  'POST /api/backoffice/releases/{remote}/promote':        row(401,   403,   403,   403,   403,   403,   OK,    403,   403),
  'POST /api/backoffice/releases/{remote}/rollback':       row(401,   403,   403,   403,   403,   403,   OK,    403,   403),
  'POST /api/backoffice/releases/{remote}/stop':           row(401,   403,   403,   403,   403,   403,   OK,    403,   403),
  'GET /api/backoffice/reports/agents':                    row(401,   403,   403,   403,   403,   OK,    OK,    OK,    403),
  'GET /api/backoffice/reports/summary':                   row(401,   403,   403,   OK,    NOT_A, OK,    OK,    OK,    403),
  'GET /api/backoffice/rounds':                            row(401,   403,   403,   403,   403,   OK,    OK,    403,   OK),
  'GET /api/backoffice/rounds/{roundId}':                  row(401,   403,   403,   403,   403,   OK,    OK,    403,   OK),
  'POST /api/backoffice/rounds/{roundId}/cancel':          row(401,   403,   403,   403,   403,   OK,    OK,    403,   OK),
  'POST /api/backoffice/rounds/{roundId}/close':           row(401,   403,   403,   403,   403,   OK,    OK,    403,   OK),
  'GET /api/backoffice/rounds/{roundId}/exposure':         row(401,   403,   403,   403,   403,   OK,    OK,    403,   OK),
  'PUT /api/backoffice/rounds/{roundId}/limits':           row(401,   403,   403,   403,   403,   OK,    OK,    403,   OK),
  'POST /api/backoffice/rounds/{roundId}/open':            row(401,   403,   403,   403,   403,   OK,    OK,    403,   OK),
  'POST /api/backoffice/rounds/{roundId}/result':          row(401,   403,   403,   403,   403,   OK,    OK,    403,   403),
  'POST /api/backoffice/rounds/{roundId}/result/preview':  row(401,   403,   403,   403,   403,   OK,    OK,    403,   403),
  'GET /api/backoffice/settings/lotto':                    row(401,   403,   403,   403,   403,   403,   OK,    403,   403),
  'PUT /api/backoffice/settings/lotto':                    row(401,   403,   403,   403,   403,   403,   OK,    403,   403),
  'GET /api/backoffice/settings/payments':                 row(401,   403,   403,   403,   403,   403,   OK,    403,   403),
  'PUT /api/backoffice/settings/payments':                 row(401,   403,   403,   403,   403,   403,   OK,    403,   403),
  'PUT /api/backoffice/site/config':                       row(401,   403,   403,   403,   403,   403,   OK,    403,   403),
  'GET /api/backoffice/slips':                             row(401,   403,   403,   OK,    NOT_A, OK,    OK,    403,   403),
  'GET /api/backoffice/slips/{id}':                        row(401,   403,   403,   OK,    404,   OK,    OK,    403,   403),
  'GET /api/backoffice/transactions':                      row(401,   403,   403,   OK,    404,   OK,    OK,    403,   403),
  'GET /api/backoffice/winlose':                           row(401,   403,   403,   OK,    404,   OK,    OK,    403,   403),
  'GET /api/backoffice/withdrawals':                       row(401,   403,   403,   OK,    NOT_A, OK,    OK,    403,   403),
  'POST /api/backoffice/withdrawals/{id}/approve':         row(401,   403,   403,   OK,    404,   OK,    OK,    403,   403),
  'POST /api/backoffice/withdrawals/{id}/reject':          row(401,   403,   403,   OK,    404,   OK,    OK,    403,   403),
  'GET /api/health':                                       row(OK,    OK,    OK,    OK,    OK,    OK,    OK,    OK,    OK),
  'GET /api/health/live':                                  row(OK,    OK,    OK,    OK,    OK,    OK,    OK,    OK,    OK),
  'GET /api/health/ready':                                 row(OK,    OK,    OK,    OK,    OK,    OK,    OK,    OK,    OK),
  'POST /api/jwt/register':                                row(OK,    OK,    OK,    OK,    OK,    OK,    OK,    OK,    OK),
  'GET /api/lotto/catalog':                                row(401,   OK,    OK,    OK,    OK,    OK,    OK,    OK,    OK),
  'GET /api/lotto/number-sets':                            row(401,   OK,    NOT_A, 403,   403,   403,   403,   403,   403),
  'POST /api/lotto/number-sets':                           row(401,   OK,    OK,    403,   403,   403,   403,   403,   403),
  'DELETE /api/lotto/number-sets/{id}':                    row(401,   OK,    404,   403,   403,   403,   403,   403,   403),
  'PUT /api/lotto/number-sets/{id}':                       row(401,   OK,    404,   403,   403,   403,   403,   403,   403),
  'GET /api/lotto/results':                                row(401,   OK,    OK,    OK,    OK,    OK,    OK,    OK,    OK),
  'GET /api/lotto/rounds':                                 row(401,   OK,    OK,    OK,    OK,    OK,    OK,    OK,    OK),
  'GET /api/lotto/rounds/{roundId}':                       row(401,   OK,    OK,    OK,    OK,    OK,    OK,    OK,    OK),
  'GET /api/lotto/slips':                                  row(401,   OK,    NOT_A, 403,   403,   403,   403,   403,   403),
  'POST /api/lotto/slips':                                 row(401,   OK,    OK,    403,   403,   403,   403,   403,   403),
  'GET /api/lotto/slips/{id}':                             row(401,   OK,    404,   403,   403,   403,   403,   403,   403),
  'POST /api/lotto/slips/{id}/cancel':                     row(401,   OK,    404,   403,   403,   403,   403,   403,   403),
  'GET /api/lotto/winlose':                                row(401,   OK,    OK,    403,   403,   403,   403,   403,   403),
  'POST /api/payments/webhook':                            row(OK,    OK,    OK,    OK,    OK,    OK,    OK,    OK,    OK),
  'POST /api/releases/beacon':                             row(OK,    OK,    OK,    OK,    OK,    OK,    OK,    OK,    OK),
  'GET /api/releases/served':                              row(OK,    OK,    OK,    OK,    OK,    OK,    OK,    OK,    OK),
  'GET /api/seamless/wallet/show':                         row(401,   OK,    404,   404,   404,   404,   404,   404,   404),
  'GET /api/site/config':                                  row(OK,    OK,    OK,    OK,    OK,    OK,    OK,    OK,    OK),
  'GET /api/wallet/deposits':                              row(401,   OK,    NOT_A, 403,   403,   403,   403,   403,   403),
  'POST /api/wallet/deposits':                             row(401,   OK,    OK,    403,   403,   403,   403,   403,   403),
  'GET /api/wallet/deposits/{id}':                         row(401,   OK,    404,   403,   403,   403,   403,   403,   403),
  'GET /api/wallet/limits':                                row(401,   OK,    OK,    403,   403,   403,   403,   403,   403),
  'PUT /api/wallet/limits':                                row(401,   OK,    OK,    403,   403,   403,   403,   403,   403),
  'GET /api/wallet/payment-terms':                         row(401,   OK,    OK,    403,   403,   403,   403,   403,   403),
  'GET /api/wallet/transactions':                          row(401,   OK,    NOT_A, NOT_A, NOT_A, NOT_A, NOT_A, NOT_A, NOT_A),
  'GET /api/wallet/withdrawals':                           row(401,   OK,    NOT_A, 403,   403,   403,   403,   403,   403),
  'POST /api/wallet/withdrawals':                          row(401,   OK,    OK,    403,   403,   403,   403,   403,   403),
  'GET /api/wallet/withdrawals/{id}':                      row(401,   OK,    404,   403,   403,   403,   403,   403,   403),
};

/** How every signed-in caller's account is made: A belongs to its agent, the agent to the group (as in the demo seed). */
const KINDS: Record<SignedInCaller, () => NewAccount> = {
  memberA: () => ({ role: 'member', parentId: signedIn.agentOfA.id }),
  memberB: () => ({ role: 'member' }),
  agentOfA: () => ({ role: 'master', parentId: signedIn.group.id }),
  otherAgent: () => ({ role: 'agline' }),
  operator: () => ({ role: 'agadmin' }),
  admin: () => ({ role: 'admin' }),
  group: () => ({ role: 'AGgroup' }),
  lottoStatus: () => ({ role: 'agseamless' }),
};
/** Fixed usernames where the answers are searched for them ("contains" searches: none is part of another). */
const USERNAMES: Partial<Record<SignedInCaller, string>> = { memberA: 'member_a', memberB: 'member_b', agentOfA: 'agent_of_a' };
/** In creation order: a parent before its members. */
const CREATION_ORDER: SignedInCaller[] = ['group', 'agentOfA', 'memberA', 'memberB', 'otherAgent', 'operator', 'admin', 'lottoStatus'];

const signedIn = {} as Record<SignedInCaller, SignedIn>;

/** The objects of A every path placeholder is filled with (routes that use one up get a fresh one per cell). */
interface ObjectsOfA {
  /** Open for bets until START + 2 h. */
  round: bigint;
  /** Closed by the clock, waiting for its result, with a slip of A. */
  closedRound: bigint;
  /** A's pending slip on `round`. */
  slip: string;
  deposit: string;
  withdrawal: string;
  /** A's เลขชุด. */
  numberSet: string;
}
let objects: ObjectsOfA;

/** Valid bodies of the settings routes: what is stored now, so the allowed calls change nothing. */
interface StoredSettings {
  betType: Record<string, unknown>;
  lotto: unknown;
  payments: unknown;
  site: { menuExcludedUserId: number | null; layout: string };
}
let stored: StoredSettings;

/** A member who only signs in (the login and refresh rows use it: nothing of A's is spent). */
let loginMember: InsertedAccount;

let keys = 0;
const freshKey = () => `matrix-${++keys}`;
let serial = 0;
const unique = () => ++serial;

interface Call {
  method: string;
  url: string;
  caller: SignedIn | null;
  body?: unknown;
  /** The body as this exact text (a signed webhook call). */
  raw?: string;
  headers?: Record<string, string>;
  /** The client address (registrations and login failures are throttled per address). */
  remoteAddress?: string;
}

function send({ method, url, caller, body, raw, headers = {}, remoteAddress }: Call) {
  const writes = method !== 'GET';
  return ctx.app.inject({
    method: method as 'GET',
    url,
    remoteAddress,
    headers: {
      ...(caller ? caller.headers : {}),
      ...(writes ? { 'idempotency-key': freshKey() } : {}),
      ...(raw === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    ...(raw !== undefined ? { payload: raw } : body !== undefined ? { payload: body as object } : {}),
  });
}

/** A setup call that must succeed; answers its JSON. */
async function must<T>(call: Call): Promise<T> {
  const response = await send(call);
  if (response.statusCode >= 300) throw new Error(`setup: ${call.method} ${call.url} answered ${response.statusCode} ${response.body}`);
  return response.json<T>();
}

const bangkokDay = (at: Date) => new Date(at.getTime() + 7 * 60 * MINUTE).toISOString().slice(0, 10);

/** Inserts a round of LOTTO (each closes at another minute: one round per lottery and close time). */
async function insertRound(opensAt: Date, closesAt: Date): Promise<bigint> {
  const { id } = await ctx.db
    .insertInto('lotto_round')
    .values({ lotto_code: LOTTO, draw_date: bangkokDay(closesAt), opens_at: opensAt, closes_at: closesAt, status: 'open', created_at: START })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id as bigint;
}

const later = (minutes: number) => new Date(START.getTime() + minutes * MINUTE);
let rounds = 0;
let closedRounds = 0;
/** A round open from two hours ago, closing after the shared round. */
const openRound = () => insertRound(later(-120), later(180 + ++rounds));
/** A round that opens in an hour. */
const upcomingRound = () => insertRound(later(60), later(180 + ++rounds));

/** A's slip on the round, placed through the route. */
async function slipOfA(roundId: bigint): Promise<string> {
  const slip = await must<{ id: string }>({
    method: 'POST',
    url: '/api/lotto/slips',
    caller: signedIn.memberA,
    body: { roundId: String(roundId), items: [BET] },
  });
  return slip.id;
}

/** An open round with a slip of A. */
async function roundWithSlipOfA(): Promise<bigint> {
  const round = await openRound();
  await slipOfA(round);
  return round;
}

/** A round with a slip of A, then closed by the clock (its close time moved into the past): it waits for its result. */
async function closedRoundWithSlipOfA(): Promise<bigint> {
  const round = await roundWithSlipOfA();
  await ctx.db.updateTable('lotto_round').set({ closes_at: later(-1 - ++closedRounds) }).where('id', '=', round).execute();
  return round;
}

/** A's pending deposit of 100 baht, requested through the route. */
const depositOfA = async () =>
  (await must<{ id: string }>({ method: 'POST', url: '/api/wallet/deposits', caller: signedIn.memberA, body: { amount: 100 } })).id;

/** A's pending withdrawal of 100 baht, requested through the route. */
const withdrawalOfA = async () =>
  (await must<{ id: string }>({ method: 'POST', url: '/api/wallet/withdrawals', caller: signedIn.memberA, body: { amount: 100 } })).id;

/** A new เลขชุด of A, saved through the route. */
const numberSetOfA = async () =>
  (await must<{ id: string }>({ method: 'POST', url: '/api/lotto/number-sets', caller: signedIn.memberA, body: { name: `ชุดของ A ${unique()}`, items: [BET] } })).id;

/** A new member with a live reset code, for one password reset. */
async function memberWithResetCode(): Promise<{ username: string; code: string }> {
  const member = await insertAccount(ctx.db);
  const { code } = await must<{ code: string }>({
    method: 'POST',
    url: `/api/backoffice/members/${member.id}/password-reset-code`,
    caller: signedIn.admin,
  });
  return { username: member.username, code };
}

/** The transfers that moved A's wallet or hold. */
async function transfersOfA(): Promise<Set<string>> {
  const rows = await ctx.db
    .selectFrom('ledger_entry as e')
    .innerJoin('ledger_account as a', 'a.id', 'e.ledger_account_id')
    .select('e.transfer_id')
    .where('a.owner_account_id', '=', signedIn.memberA.id)
    .execute();
  return new Set(rows.map((r) => String(r.transfer_id)));
}

/** What one cell sends, besides its caller. */
interface CellRequest {
  path?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  raw?: string;
  headers?: Record<string, string>;
}

interface Plan {
  /** The request of one cell, made right before it: routes that use an object up get a fresh one per cell. */
  request?(): CellRequest | Promise<CellRequest>;
  /**
   * The route acts on the caller's own account and spends it (ends its sessions, changes its
   * password): a new account of the caller's kind, signed in for the cell, makes the call.
   */
  ownAccount?: true;
  /** For answers that list or add up many members' things: whether A's is among them (else 'ok, not A'). */
  showsA?(body: string): boolean | Promise<boolean>;
}

const namesA = (body: string) => body.includes(`"username":"${USERNAMES.memberA}"`);
const listsId = (id: () => string) => (body: string) => (JSON.parse(body) as { items: { id: string }[] }).items.some((item) => item.id === id());
const searchA = () => ({ query: { q: USERNAMES.memberA ?? '' } });
const memberA = () => ({ id: String(signedIn.memberA.id) });
const agentOfA = () => ({ id: String(signedIn.agentOfA.id) });
const decision = (fresh: () => Promise<string>) => async () => ({ path: { id: await fresh() }, body: {} });

/** One plan per operation of the document: a valid request on A's objects. */
const PLANS: Record<string, Plan> = {
  'GET /api/account/self-exclusion': {},
  'POST /api/account/self-exclusion': { ownAccount: true, request: () => ({ body: { days: 1, password: TEST_PASSWORD } }) },
  'POST /api/auth/change-password': {
    ownAccount: true,
    request: () => ({ body: { currentPassword: TEST_PASSWORD, newPassword: 'changed123' } }),
  },
  'POST /api/auth/login': { request: () => ({ body: { username: loginMember.username, password: TEST_PASSWORD } }) },
  'POST /api/auth/logout': { ownAccount: true },
  'GET /api/auth/me': {},
  'POST /api/auth/password-reset': {
    request: async () => ({ body: { ...(await memberWithResetCode()), password: 'resetpass123' } }),
  },
  'POST /api/auth/refresh-token': {
    request: async () => ({ body: { refreshToken: (await signIn(ctx, loginMember)).refreshToken } }),
  },
  'POST /api/backoffice/accounts': {
    request: () => ({ body: { username: `made_${unique()}`, password: 'madepass123', role: 'member', acceptAge20: true } }),
  },
  'GET /api/backoffice/agents/{id}': { request: () => ({ path: agentOfA() }) },
  'PUT /api/backoffice/agents/{id}/discount': { request: () => ({ path: agentOfA(), body: { discount: 0 } }) },
  'GET /api/backoffice/audit': {},
  'GET /api/backoffice/deposits': { request: searchA, showsA: namesA },
  'POST /api/backoffice/deposits/{id}/approve': { request: decision(depositOfA) },
  'POST /api/backoffice/deposits/{id}/reject': { request: decision(depositOfA) },
  'GET /api/backoffice/lottos/{code}/bet-types': { request: () => ({ path: { code: LOTTO } }) },
  'PUT /api/backoffice/lottos/{code}/bet-types': { request: () => ({ path: { code: LOTTO }, body: { items: [stored.betType] } }) },
  'GET /api/backoffice/members': { request: searchA, showsA: namesA },
  'GET /api/backoffice/members/{id}': { request: () => ({ path: memberA() }) },
  'PUT /api/backoffice/members/{id}/discount': { request: () => ({ path: memberA(), body: { discount: 0 } }) },
  'POST /api/backoffice/members/{id}/password-reset-code': { request: () => ({ path: memberA() }) },
  'GET /api/backoffice/releases': {},
  'POST /api/backoffice/releases/{remote}/canary': {
    request: async () => {
      await releaseChange('POST', 'promote', { version: '1.0.0' });
      return { path: { remote: 'lotto' }, body: { version: '1.1.0', share: 10 } };
    },
  },
  'PUT /api/backoffice/releases/freeze': { request: () => ({ body: { minutes: 30, lottos: ['thai-gov'] } }) },
  'PUT /api/backoffice/releases/{remote}/pins': { request: () => ({ path: { remote: 'lotto' }, body: { usernames: [USERNAMES.memberA], version: '1.1.0' } }) },
  'DELETE /api/backoffice/releases/{remote}/pins/{accountId}': {
    request: async () => {
      await releaseChange('PUT', 'pins', { usernames: [USERNAMES.memberA], version: '1.1.0' });
      return { path: { remote: 'lotto', accountId: String(signedIn.memberA.id) } };
    },
  },
  'POST /api/backoffice/releases/{remote}/promote': { request: () => ({ path: { remote: 'lotto' }, body: { version: '1.0.0' } }) },
  'POST /api/backoffice/releases/{remote}/rollback': {
    request: async () => {
      await releaseChange('POST', 'promote', { version: '1.0.0' });
      await releaseChange('POST', 'promote', { version: '1.1.0' });
      return { path: { remote: 'lotto' }, body: {} };
    },
  },
  'POST /api/backoffice/releases/{remote}/stop': {
    request: async () => {
      await releaseChange('POST', 'promote', { version: '1.0.0' });
      await releaseChange('POST', 'canary', { version: '1.1.0', share: 10 });
      return { path: { remote: 'lotto' }, body: {} };
    },
  },
  'GET /api/backoffice/reports/agents': { showsA: (body) => body.includes(`"username":"${USERNAMES.agentOfA}"`) },
  // A placed slips today: the period's figures of whoever reaches A count an active member.
  'GET /api/backoffice/reports/summary': {
    showsA: (body) => (JSON.parse(body) as { totals: { activeMembers: number } }).totals.activeMembers > 0,
  },
  'GET /api/backoffice/rounds': {},
  'GET /api/backoffice/rounds/{roundId}': { request: () => ({ path: { roundId: String(objects.round) } }) },
  'POST /api/backoffice/rounds/{roundId}/cancel': {
    request: async () => ({ path: { roundId: String(await roundWithSlipOfA()) }, body: { reason: 'ทดสอบสิทธิ์การยกเลิกรอบ' } }),
  },
  'POST /api/backoffice/rounds/{roundId}/close': { request: async () => ({ path: { roundId: String(await openRound()) } }) },
  'GET /api/backoffice/rounds/{roundId}/exposure': { request: () => ({ path: { roundId: String(objects.round) } }) },
  'PUT /api/backoffice/rounds/{roundId}/limits': { request: () => ({ path: { roundId: String(objects.round) }, body: { items: [] } }) },
  'POST /api/backoffice/rounds/{roundId}/open': { request: async () => ({ path: { roundId: String(await upcomingRound()) } }) },
  'POST /api/backoffice/rounds/{roundId}/result': {
    request: async () => ({ path: { roundId: String(await closedRoundWithSlipOfA()) }, body: WINNING_RESULT }),
  },
  'POST /api/backoffice/rounds/{roundId}/result/preview': {
    request: () => ({ path: { roundId: String(objects.closedRound) }, body: WINNING_RESULT }),
  },
  'GET /api/backoffice/settings/lotto': {},
  'PUT /api/backoffice/settings/lotto': { request: () => ({ body: stored.lotto }) },
  'GET /api/backoffice/settings/payments': {},
  'PUT /api/backoffice/settings/payments': { request: () => ({ body: stored.payments }) },
  'PUT /api/backoffice/site/config': { request: () => ({ body: stored.site }) },
  'GET /api/backoffice/slips': { request: () => ({ query: { accountId: String(signedIn.memberA.id) } }), showsA: namesA },
  'GET /api/backoffice/slips/{id}': { request: () => ({ path: { id: objects.slip } }) },
  'GET /api/backoffice/transactions': { request: () => ({ query: { memberId: String(signedIn.memberA.id) } }) },
  'GET /api/backoffice/winlose': { request: () => ({ query: { memberId: String(signedIn.memberA.id) } }) },
  'GET /api/backoffice/withdrawals': { request: searchA, showsA: namesA },
  'POST /api/backoffice/withdrawals/{id}/approve': { request: decision(withdrawalOfA) },
  'POST /api/backoffice/withdrawals/{id}/reject': { request: decision(withdrawalOfA) },
  'GET /api/health': {},
  'GET /api/health/live': {},
  'GET /api/health/ready': {},
  'POST /api/jwt/register': {
    request: () => {
      const n = unique();
      return {
        body: {
          username: `registered_${n}`,
          password: 'registered123',
          phone: '0812345678',
          bankCode: 'KBANK',
          bankAccountNo: String(1_234_500_000 + n),
          bankAccountName: 'สมัคร ทดสอบ',
          acceptAge20: true,
        },
      };
    },
  },
  'GET /api/lotto/catalog': {},
  'GET /api/lotto/number-sets': { showsA: (body) => (JSON.parse(body) as { sets: { id: string }[] }).sets.some((set) => set.id === objects.numberSet) },
  'POST /api/lotto/number-sets': { request: () => ({ body: { name: `ชุด ${unique()}`, items: [BET] } }) },
  'DELETE /api/lotto/number-sets/{id}': { request: async () => ({ path: { id: await numberSetOfA() } }) },
  'PUT /api/lotto/number-sets/{id}': { request: async () => ({ path: { id: await numberSetOfA() }, body: { name: `ชุด ${unique()}` } }) },
  'GET /api/lotto/results': {},
  'GET /api/lotto/rounds': {},
  'GET /api/lotto/rounds/{roundId}': { request: () => ({ path: { roundId: String(objects.round) } }) },
  'GET /api/lotto/slips': {
    request: () => ({ query: { roundId: String(objects.round), limit: '100' } }),
    showsA: listsId(() => objects.slip),
  },
  'POST /api/lotto/slips': { request: () => ({ body: { roundId: String(objects.round), items: [BET] } }) },
  'GET /api/lotto/slips/{id}': { request: () => ({ path: { id: objects.slip } }) },
  'POST /api/lotto/slips/{id}/cancel': { request: async () => ({ path: { id: await slipOfA(objects.round) } }) },
  'GET /api/lotto/winlose': {},
  'POST /api/payments/webhook': {
    request: async () => {
      const raw = JSON.stringify({ depositId: await depositOfA(), amount: 100, status: 'paid' });
      return { raw, headers: { [WEBHOOK_SIGNATURE_HEADER]: signWebhook(raw, { secret: WEBHOOK_SECRET, now: START }) } };
    },
  },
  'POST /api/releases/beacon': { request: () => ({ body: { remote: 'lotto', version: '1.0.0', kind: 'load' } }) },
  'GET /api/releases/served': {},
  'GET /api/seamless/wallet/show': { request: () => ({ query: { UserToken: signedIn.memberA.UserToken } }) },
  'GET /api/site/config': {},
  'GET /api/wallet/deposits': { request: () => ({ query: { limit: '100' } }), showsA: listsId(() => objects.deposit) },
  'POST /api/wallet/deposits': { request: () => ({ body: { amount: 100 } }) },
  'GET /api/wallet/deposits/{id}': { request: () => ({ path: { id: objects.deposit } }) },
  'GET /api/wallet/limits': {},
  'PUT /api/wallet/limits': { request: () => ({ body: { day: null, week: null, month: null } }) },
  'GET /api/wallet/payment-terms': {},
  'GET /api/wallet/transactions': {
    request: () => ({ query: { limit: '100' } }),
    showsA: async (body) => {
      const ofA = await transfersOfA();
      return (JSON.parse(body) as { items: { transferId: string }[] }).items.some((line) => ofA.has(line.transferId));
    },
  },
  'GET /api/wallet/withdrawals': { request: () => ({ query: { limit: '100' } }), showsA: listsId(() => objects.withdrawal) },
  'POST /api/wallet/withdrawals': { request: () => ({ body: { amount: 100 } }) },
  'GET /api/wallet/withdrawals/{id}': { request: () => ({ path: { id: objects.withdrawal } }) },
};

/** A signed-in account of the caller's kind, made for one cell. */
async function ownAccountOf(caller: SignedInCaller): Promise<SignedIn> {
  return signIn(ctx, await insertAccount(ctx.db, KINDS[caller]()));
}

/** Calls the operation as the caller; answers the cell. */
async function cell(operation: Pick<Operation, 'method' | 'path'>, plan: Plan, caller: Caller): Promise<Outcome> {
  const who = caller === 'anonymous' ? null : plan.ownAccount ? await ownAccountOf(caller) : signedIn[caller];
  const { path = {}, query = {}, body, raw, headers } = (await plan.request?.()) ?? {};
  const checksWrites = operation.method !== 'GET';
  const before = checksWrites ? await footprint(ctx.db) : {};
  const response = await send({
    method: operation.method,
    url: urlOf(operation, path, query),
    caller: who,
    body,
    raw,
    headers,
    remoteAddress: `127.0.0.${10 + CALLERS.indexOf(caller)}`,
  });
  const status = response.statusCode;
  if (status >= 200 && status < 300) return plan.showsA && !(await plan.showsA(response.body)) ? NOT_A : OK;
  const refused = status === 401 || status === 403 || status === 404;
  if (refused && checksWrites) {
    const wrote = changedTables(before, await footprint(ctx.db));
    if (wrote.length > 0) return `${status} wrote ${wrote.join(', ')}`;
  }
  if (refused) return status;
  return `${status} ${response.json<{ error?: { code?: string } }>().error?.code ?? '?'}`;
}

/** A release change made by the administrator to set up a cell (promote 1.0.0 first: a canary needs a live version). */
async function releaseChange(method: 'POST' | 'PUT', action: string, body: Record<string, unknown>): Promise<void> {
  await must({ method, url: `/api/backoffice/releases/lotto/${action}`, caller: signedIn.admin, body });
}

let releaseServers: { close(): Promise<void> }[] = [];
beforeAll(async () => {
  const [lotto, demo, host] = await Promise.all([fakeRemote('lotto'), fakeRemote('demo'), fakeHost()]);
  releaseServers = [lotto, demo, host];
  Object.assign(releaseSources, { upstreams: { lotto: lotto.url, demo: demo.url }, hostUrl: host.url });
  await Promise.all([lotto.deploy('1.0.0'), lotto.deploy('1.1.0')]);
});
afterAll(async () => {
  await Promise.all(releaseServers.map((server) => server.close()));
});

beforeAll(async () => {
  for (const caller of CREATION_ORDER) {
    signedIn[caller] = await signIn(ctx, await insertAccount(ctx.db, { ...KINDS[caller](), username: USERNAMES[caller] }));
  }
  loginMember = await insertAccount(ctx.db);
  await inTransaction(ctx.db, async (trx) => {
    await deposit(trx, signedIn.memberA.id, FUNDS_OF_A);
    await deposit(trx, signedIn.memberB.id, FUNDS_OF_B);
  });
  const round = await insertRound(later(-60), later(120));
  objects = {
    round,
    closedRound: await closedRoundWithSlipOfA(),
    slip: await slipOfA(round),
    deposit: await depositOfA(),
    withdrawal: await withdrawalOfA(),
    numberSet: await numberSetOfA(),
  };
  const admin = signedIn.admin;
  const { betTypes } = await must<{ betTypes: Record<string, unknown>[] }>({ method: 'GET', url: `/api/backoffice/lottos/${LOTTO}/bet-types`, caller: admin });
  // The answer names a bet type `code`; the body `type`.
  const { code, rate, min, max, discount, enabled } = betTypes[0] ?? {};
  const site = await must<StoredSettings['site']>({ method: 'GET', url: '/api/site/config', caller: null });
  // The answer also says which discounts are above the maximum; the body is the setting alone.
  const { aboveMaximum: _, ...lotto } = await must<Record<string, unknown>>({ method: 'GET', url: '/api/backoffice/settings/lotto', caller: admin });
  stored = {
    betType: { type: code, rate, min, max, discount, enabled },
    lotto,
    payments: await must({ method: 'GET', url: '/api/backoffice/settings/payments', caller: admin }),
    site: { menuExcludedUserId: site.menuExcludedUserId, layout: site.layout },
  };
});

describe('the authorization matrix', () => {
  it('answers every operation of /api/docs/json, for every caller, as the rights say', async () => {
    const operations = await apiOperations(ctx);
    // The write check sees the tables the routes write (so a refused call that wrote would show).
    expect(Object.keys(await footprint(ctx.db))).toEqual(
      expect.arrayContaining(['account', 'audit_log', 'deposit', 'idempotency_key', 'ledger_entry', 'lotto_round', 'lotto_slip', 'withdrawal']),
    );
    const observed: Record<string, Row> = {};
    for (const operation of operations) {
      const plan = PLANS[operation.name];
      const cells = {} as Row;
      for (const caller of CALLERS) {
        cells[caller] = plan ? await cell(operation, plan, caller) : 'no request planned';
      }
      observed[operation.name] = cells;
    }
    expect(cellsOf(observed)).toEqual(cellsOf(EXPECTED));
    // A plan for a route the document no longer has is stale.
    expect(Object.keys(PLANS).filter((name) => !operations.some((operation) => operation.name === name))).toEqual([]);
    await expectCleanBooks(ctx.db);
  }, MATRIX_TIMEOUT_MS);
});
