// A self-excluded member's restricted session (docs/domain.md#responsible-play), over every member
// route of the API's own document (/api/docs/json): each operation that needs a signed-in caller,
// outside the back office, is called by a member who excluded themselves (with the password) and
// signed in again, on their own objects made before the exclusion, with a request the route takes
// from a member who may play. Reading, withdrawing, the password, extending the exclusion and
// signing out are allowed; placing or cancelling a slip, depositing and changing the deposit limits
// answer 403 SELF_EXCLUDED in Thai and write nothing at all (every table compared before and
// after). A member route added to the API without a row here fails.
import { insertAccount, type InsertedAccount, signIn, type SignedIn, TEST_PASSWORD } from '../testing/accounts.ts';
import { deposit, expectCleanBooks } from '../testing/ledger.ts';
import { useTestApp } from '../testing/test-app.ts';
import { changedTables, footprint } from './footprint.ts';
import { apiOperations, type Operation, urlOf } from './openapi-operations.ts';
import { inTransaction } from '../db/database.ts';

const START = new Date('2026-12-16T03:00:00Z'); // 10:00 in Bangkok; the clock stands still
const MINUTE = 60_000;
const ctx = useTestApp({ now: () => START, payments: { demoMode: false, webhookSecret: 'restricted-session-webhook-secret-32+' } });

/** What the member holds before excluding themselves, satang: enough to withdraw. */
const FUNDS = 100_000n;
const LOTTO = 'lao-vip';
const BET = { type: '2top', number: '12', amount: 10 } as const;
/** One walk of some 30 requests; jest's 30 s is short on a busy machine. */
const WALK_TIMEOUT_MS = 120_000;

const OK = 'ok';
const REFUSED = '403 SELF_EXCLUDED';
type Outcome = typeof OK | `${number} ${string}` | 'no request planned';

/** What a self-excluded member gets from every member route, on their own objects. */
const EXPECTED: Record<string, Outcome> = {
  'GET /api/account/self-exclusion': OK,
  'POST /api/account/self-exclusion': OK,
  'POST /api/auth/change-password': OK,
  'POST /api/auth/logout': OK,
  'GET /api/auth/me': OK,
  'GET /api/lotto/catalog': OK,
  'GET /api/lotto/number-sets': OK,
  'POST /api/lotto/number-sets': OK,
  'DELETE /api/lotto/number-sets/{id}': OK,
  'PUT /api/lotto/number-sets/{id}': OK,
  'GET /api/lotto/results': OK,
  'GET /api/lotto/rounds': OK,
  'GET /api/lotto/rounds/{roundId}': OK,
  'GET /api/lotto/slips': OK,
  'POST /api/lotto/slips': REFUSED,
  'GET /api/lotto/slips/{id}': OK,
  'POST /api/lotto/slips/{id}/cancel': REFUSED,
  'GET /api/lotto/winlose': OK,
  'GET /api/seamless/wallet/show': OK,
  'GET /api/wallet/deposits': OK,
  'POST /api/wallet/deposits': REFUSED,
  'GET /api/wallet/deposits/{id}': OK,
  'GET /api/wallet/limits': OK,
  'PUT /api/wallet/limits': REFUSED,
  'GET /api/wallet/payment-terms': OK,
  'GET /api/wallet/transactions': OK,
  'GET /api/wallet/withdrawals': OK,
  'POST /api/wallet/withdrawals': OK,
  'GET /api/wallet/withdrawals/{id}': OK,
};

/** The member's own objects, made while they could still play. */
interface Objects {
  round: string;
  slip: string;
  deposit: string;
  withdrawal: string;
  /** Two เลขชุด: one to rename, one to delete. */
  numberSets: [string, string];
}

interface CellRequest {
  path?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
}

interface Plan {
  request?: (objects: Objects, caller: SignedIn) => CellRequest;
  /** The route ends or changes the caller's session or password: a self-excluded member of its own makes the call. */
  ownAccount?: true;
}

const PLANS: Record<string, Plan> = {
  'GET /api/account/self-exclusion': {},
  'POST /api/account/self-exclusion': { ownAccount: true, request: () => ({ body: { days: 30, password: TEST_PASSWORD } }) },
  'POST /api/auth/change-password': {
    ownAccount: true,
    request: () => ({ body: { currentPassword: TEST_PASSWORD, newPassword: 'changed123' } }),
  },
  'POST /api/auth/logout': { ownAccount: true },
  'GET /api/auth/me': {},
  'GET /api/lotto/catalog': {},
  'GET /api/lotto/number-sets': {},
  'POST /api/lotto/number-sets': { request: () => ({ body: { name: 'ชุดใหม่', items: [BET] } }) },
  'DELETE /api/lotto/number-sets/{id}': { request: ({ numberSets: [, id] }) => ({ path: { id } }) },
  'PUT /api/lotto/number-sets/{id}': { request: ({ numberSets: [id] }) => ({ path: { id }, body: { name: 'ชื่อใหม่' } }) },
  'GET /api/lotto/results': {},
  'GET /api/lotto/rounds': {},
  'GET /api/lotto/rounds/{roundId}': { request: ({ round }) => ({ path: { roundId: round } }) },
  'GET /api/lotto/slips': {},
  'POST /api/lotto/slips': { request: ({ round }) => ({ body: { roundId: round, items: [BET] } }) },
  'GET /api/lotto/slips/{id}': { request: ({ slip }) => ({ path: { id: slip } }) },
  'POST /api/lotto/slips/{id}/cancel': { request: ({ slip }) => ({ path: { id: slip } }) },
  'GET /api/lotto/winlose': {},
  'GET /api/seamless/wallet/show': { request: (_objects, caller) => ({ query: { UserToken: caller.UserToken } }) },
  'GET /api/wallet/deposits': {},
  'POST /api/wallet/deposits': { request: () => ({ body: { amount: 100 } }) },
  'GET /api/wallet/deposits/{id}': { request: ({ deposit: id }) => ({ path: { id } }) },
  'GET /api/wallet/limits': {},
  'PUT /api/wallet/limits': { request: () => ({ body: { day: 1000, week: null, month: null } }) },
  'GET /api/wallet/payment-terms': {},
  'GET /api/wallet/transactions': {},
  'GET /api/wallet/withdrawals': {},
  'POST /api/wallet/withdrawals': { request: () => ({ body: { amount: 100 } }) },
  'GET /api/wallet/withdrawals/{id}': { request: ({ withdrawal: id }) => ({ path: { id } }) },
};

let keys = 0;
const THAI = /[\u0E00-\u0E7F]/;

function send(caller: SignedIn, method: string, url: string, body?: unknown) {
  return ctx.app.inject({
    method: method as 'GET',
    url,
    headers: { ...caller.headers, ...(method === 'GET' ? {} : { 'idempotency-key': `restricted-${++keys}` }) },
    ...(body === undefined ? {} : { payload: body as object }),
  });
}

/** A setup call that must succeed; answers its JSON. */
async function must<T>(caller: SignedIn, method: string, url: string, body?: unknown): Promise<T> {
  const response = await send(caller, method, url, body);
  if (response.statusCode >= 300) throw new Error(`setup: ${method} ${url} answered ${response.statusCode} ${response.body}`);
  return response.json<T>();
}

/** A member who excluded themselves for 7 days through the route, with the password, then signed in again. */
async function selfExcluded(account: InsertedAccount): Promise<SignedIn> {
  await must(await signIn(ctx, account), 'POST', '/api/account/self-exclusion', { days: 7, password: TEST_PASSWORD });
  return signIn(ctx, account);
}

let member: SignedIn;
let objects: Objects;

beforeAll(async () => {
  const account = await insertAccount(ctx.db);
  await inTransaction(ctx.db, (trx) => deposit(trx, account.id, FUNDS));
  const { id: round } = await ctx.db
    .insertInto('lotto_round')
    .values({
      lotto_code: LOTTO,
      draw_date: '2026-12-16',
      opens_at: new Date(START.getTime() - 60 * MINUTE),
      closes_at: new Date(START.getTime() + 120 * MINUTE),
      status: 'open',
      created_at: START,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const playing = await signIn(ctx, account);
  objects = {
    round: String(round),
    slip: (await must<{ id: string }>(playing, 'POST', '/api/lotto/slips', { roundId: String(round), items: [BET] })).id,
    deposit: (await must<{ id: string }>(playing, 'POST', '/api/wallet/deposits', { amount: 100 })).id,
    withdrawal: (await must<{ id: string }>(playing, 'POST', '/api/wallet/withdrawals', { amount: 100 })).id,
    numberSets: [
      (await must<{ id: string }>(playing, 'POST', '/api/lotto/number-sets', { name: 'ชุดหนึ่ง', items: [BET] })).id,
      (await must<{ id: string }>(playing, 'POST', '/api/lotto/number-sets', { name: 'ชุดสอง', items: [BET] })).id,
    ],
  };
  member = await selfExcluded(account);
});

/** Calls the operation as the self-excluded member; answers the cell. */
async function cell(operation: Operation, plan: Plan): Promise<Outcome> {
  const caller = plan.ownAccount ? await selfExcluded(await insertAccount(ctx.db)) : member;
  const { path = {}, query = {}, body } = plan.request?.(objects, caller) ?? {};
  const before = await footprint(ctx.db);
  const response = await send(caller, operation.method, urlOf(operation, path, query), body);
  if (response.statusCode < 300) return OK;
  const { error } = response.json<{ error: { code: string; message: string } }>();
  const wrote = changedTables(before, await footprint(ctx.db));
  if (wrote.length > 0) return `${response.statusCode} ${error.code} wrote ${wrote.join(', ')}`;
  if (!THAI.test(error.message)) return `${response.statusCode} ${error.code} not in Thai`;
  return `${response.statusCode} ${error.code}`;
}

describe('a self-excluded member’s session', () => {
  it('reads, withdraws and changes the password on every member route, and is refused play, deposits and limits', async () => {
    const operations = (await apiOperations(ctx)).filter((operation) => operation.secured && !operation.path.startsWith('/api/backoffice/'));
    const observed: Record<string, Outcome> = {};
    for (const operation of operations) {
      const plan = PLANS[operation.name];
      observed[operation.name] = plan ? await cell(operation, plan) : 'no request planned';
    }
    expect(observed).toEqual(EXPECTED);
    expect(Object.keys(PLANS).filter((name) => !(name in observed))).toEqual([]);

    // The withdrawal went to the queue like anyone's, held from the wallet.
    const { items } = await must<{ items: { status: string }[] }>(member, 'GET', '/api/wallet/withdrawals');
    expect(items.map((item) => item.status)).toEqual(['pending', 'pending']);
    await expectCleanBooks(ctx.db);
  }, WALK_TIMEOUT_MS);
});
