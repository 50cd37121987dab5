import { sql } from 'kysely';
import { type SignedIn, signedInAccount } from '../../testing/accounts.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { onPostgres } from '../../testing/test-database.ts';
import { crc16CcittFalse, expectCleanBooks, memberBalances, memberLedgerLines } from '../../testing/ledger.ts';
import { signWebhook, WEBHOOK_SIGNATURE_HEADER } from './webhook-signature.ts';

const WEBHOOK_SECRET = 'a-test-webhook-secret-of-at-least-32-characters';
const clock = new Date('2026-11-22T03:00:00Z');
const ctx = useTestApp({ now: () => clock, payments: { demoMode: false, webhookSecret: WEBHOOK_SECRET } });

let keys = 0;
const freshKey = () => `key-${++keys}`;

/** `key: null` sends no Idempotency-Key. */
const requestDeposit = (member: SignedIn, payload: unknown, key: string | null = freshKey()) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/wallet/deposits',
    headers: { ...member.headers, ...(key === null ? {} : { 'idempotency-key': key }) },
    payload: payload as object,
  });

const decide = (staff: SignedIn, id: string, action: 'approve' | 'reject', payload: object = {}, key = freshKey()) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/backoffice/deposits/${id}/${action}`,
    headers: { ...staff.headers, 'idempotency-key': key },
    payload,
  });

const get = (who: SignedIn, url: string) => ctx.app.inject({ method: 'GET', url, headers: who.headers });

const webhook = (
  body: object,
  { secret = WEBHOOK_SECRET, at = clock, signedBody, on = ctx }: { secret?: string; at?: Date; signedBody?: object; on?: typeof ctx } = {},
) => {
  const raw = JSON.stringify(body);
  return on.app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: {
      'content-type': 'application/json',
      [WEBHOOK_SIGNATURE_HEADER]: signWebhook(signedBody ? JSON.stringify(signedBody) : raw, { secret, now: at }),
    },
    payload: raw,
  });
};

async function rowCounts(on = ctx) {
  const { rows } = await sql<{ deposits: bigint; transfers: bigint; keys: bigint }>`
    select (select count(*) from deposit) as deposits, (select count(*) from ledger_transfer) as transfers,
           (select count(*) from idempotency_key) as keys
  `.execute(on.db);
  return rows[0];
}

const walletOf = async (member: SignedIn) => (await memberBalances(ctx.db, member.id)).wallet;

let operator: SignedIn;
beforeAll(async () => {
  operator = await signedInAccount(ctx, { role: 'agadmin' });
});

describe('POST /api/wallet/deposits', () => {
  it('records a pending request and answers where to pay: a valid PromptPay payload for the exact amount and the bank', async () => {
    const member = await signedInAccount(ctx);
    const response = await requestDeposit(member, { amount: 500.25 });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      id: expect.stringMatching(/^\d+$/),
      amount: 500.25,
      status: 'pending',
      createdAt: clock.toISOString(),
      decidedAt: null,
      reason: null,
      payment: {
        promptpayPayload: expect.any(String),
        promptpay: { type: 'phone', value: '0812345678' },
        bank: { code: 'KBANK', accountNo: '1234567890', accountName: 'บริษัท ตั้งหวย จำกัด' },
      },
    });
    const payload: string = body.payment.promptpayPayload;
    expect(payload).toContain('5406500.25'); // tag 54, length 06, the amount
    expect(payload).toContain('01130066812345678'); // the PromptPay phone number in international form
    expect(payload.slice(-4)).toBe(crc16CcittFalse(payload.slice(0, -4)).toString(16).toUpperCase().padStart(4, '0'));
    expect(await walletOf(member)).toBe(0n);
    await expectCleanBooks(ctx.db);
  });

  it('refuses amounts outside the configured bounds, with the bound in baht', async () => {
    const member = await signedInAccount(ctx);
    const before = await rowCounts();
    const low = await requestDeposit(member, { amount: 99.99 });
    expect(low.statusCode).toBe(400);
    expect(low.json()).toEqual({ error: { code: 'AMOUNT_BELOW_MINIMUM', message: 'ฝากเงินขั้นต่ำครั้งละ 100 บาท' } });
    const high = await requestDeposit(member, { amount: 100_000.01 });
    expect(high.json()).toEqual({ error: { code: 'AMOUNT_ABOVE_MAXIMUM', message: 'ฝากเงินได้สูงสุดครั้งละ 100,000 บาท' } });
    expect(await rowCounts()).toEqual(before);
  });

  it.each([
    ['a string', { amount: '100' }],
    ['a negative amount', { amount: -100 }],
    ['zero', { amount: 0 }],
    ['fractional satang', { amount: 100.001 }],
    ['a huge number', { amount: 1e308 }],
    ['null', { amount: null }],
    ['no amount', {}],
    ['an unknown field', { amount: 100, accountId: '1' }],
    ['SQL in a field', { amount: "100; drop table deposit; --" }],
    ['an array body', [100]],
  ])('refuses %s with a 400 and writes nothing', async (_case, payload) => {
    const member = await signedInAccount(ctx);
    const before = await rowCounts();
    const response = await requestDeposit(member, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: expect.any(String), message: expect.stringMatching(/[ก-๙]/) } });
    expect(await rowCounts()).toEqual(before);
  });

  it('needs an Idempotency-Key, replays the first answer for a repeat and refuses the key for another body', async () => {
    const member = await signedInAccount(ctx);
    const missing = await requestDeposit(member, { amount: 100 }, null);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.code).toBe('INVALID_IDEMPOTENCY_KEY');

    const first = await requestDeposit(member, { amount: 150 }, 'same-key');
    const repeat = await requestDeposit(member, { amount: 150 }, 'same-key');
    expect(repeat.statusCode).toBe(201);
    expect(repeat.json()).toEqual(first.json());
    const other = await requestDeposit(member, { amount: 151 }, 'same-key');
    expect(other.statusCode).toBe(409);
    expect(other.json().error.code).toBe('IDEMPOTENCY_KEY_REUSED');
    const list = await get(member, '/api/wallet/deposits');
    expect(list.json().items).toHaveLength(1);
  });

  it('is for members only', async () => {
    const agent = await signedInAccount(ctx, { role: 'master' });
    const response = await requestDeposit(agent, { amount: 100 });
    expect(response.statusCode).toBe(403);
    const anonymous = await ctx.app.inject({ method: 'POST', url: '/api/wallet/deposits', payload: { amount: 100 } });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses a self-excluded member', async () => {
    const member = await signedInAccount(ctx);
    await ctx.db
      .updateTable('account')
      .set({ self_excluded_until: new Date(clock.getTime() + 86_400_000) })
      .where('id', '=', member.id)
      .execute();
    const before = await rowCounts();
    const response = await requestDeposit(member, { amount: 100 });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('SELF_EXCLUDED');
    expect(await rowCounts()).toEqual(before);
  });

  it('keeps within the member’s deposit limits, pending requests included', async () => {
    const member = await signedInAccount(ctx);
    await ctx.db
      .insertInto('deposit_limit')
      .values({ account_id: member.id, period: 'day', amount: 50_000n, effective_at: clock, created_at: clock })
      .execute();
    expect((await requestDeposit(member, { amount: 300 })).statusCode).toBe(201);
    const over = await requestDeposit(member, { amount: 200.01 });
    expect(over.statusCode).toBe(409);
    expect(over.json().error.code).toBe('DEPOSIT_LIMIT_REACHED');
    expect((await requestDeposit(member, { amount: 200 })).statusCode).toBe(201);
  });
});

describe('POST /api/wallet/deposits outside demo mode: demoCredit', () => {
  it('refuses demoCredit: true with 400 DEMO_MODE_OFF and writes nothing', async () => {
    const member = await signedInAccount(ctx);
    const before = await rowCounts();
    const response = await requestDeposit(member, { amount: 100, demoCredit: true });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { code: 'DEMO_MODE_OFF', message: 'เครดิตเงินทดลองใช้ได้เฉพาะโหมดทดลองเท่านั้น' },
    });
    expect(await rowCounts()).toEqual(before);
    expect(await walletOf(member)).toBe(0n);
    expect((await get(member, '/api/wallet/deposits')).json().items).toEqual([]);
    await expectCleanBooks(ctx.db);
  });

  it('takes demoCredit: false as the default it is: pending, and a repeat without the field replays it', async () => {
    const member = await signedInAccount(ctx);
    const explicit = await requestDeposit(member, { amount: 100, demoCredit: false }, 'explicit-false');
    expect(explicit.statusCode).toBe(201);
    expect(explicit.json().status).toBe('pending');
    const repeat = await requestDeposit(member, { amount: 100 }, 'explicit-false');
    expect(repeat.statusCode).toBe(201);
    expect(repeat.json()).toEqual(explicit.json());
    expect((await get(member, '/api/wallet/deposits')).json().items).toHaveLength(1);
    expect(await walletOf(member)).toBe(0n);
    await expectCleanBooks(ctx.db);
  });

  it.each([
    ['a string', 'true'],
    ['a number', 1],
    ['null', null],
  ])('refuses demoCredit as %s with a Thai message naming the field, and writes nothing', async (_case, demoCredit) => {
    const member = await signedInAccount(ctx);
    const before = await rowCounts();
    const response = await requestDeposit(member, { amount: 100, demoCredit });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { code: 'VALIDATION', message: 'ข้อมูลไม่ถูกต้อง: เครดิตเงินทดลองทันที (true หรือ false)' },
    });
    expect(await rowCounts()).toEqual(before);
  });
});

describe('reading deposits', () => {
  it('lists the member’s own requests newest first, a page at a time, and hides everyone else’s', async () => {
    const [member, other] = [await signedInAccount(ctx), await signedInAccount(ctx)];
    const ids: string[] = [];
    for (let i = 0; i < 5; i += 1) ids.push((await requestDeposit(member, { amount: 100 + i })).json().id);
    const theirs = (await requestDeposit(other, { amount: 999 })).json().id;

    const first = await get(member, '/api/wallet/deposits?limit=3');
    expect(first.json().items.map((d: { id: string }) => d.id)).toEqual(ids.slice(2).reverse());
    const second = await get(member, `/api/wallet/deposits?limit=3&cursor=${first.json().nextCursor}`);
    expect(second.json()).toEqual({ items: expect.any(Array), nextCursor: null });
    expect(second.json().items.map((d: { id: string }) => d.id)).toEqual(ids.slice(0, 2).reverse());

    expect((await get(member, `/api/wallet/deposits/${ids[0]}`)).json().amount).toBe(100);
    const foreign = await get(member, `/api/wallet/deposits/${theirs}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'ไม่พบรายการฝากเงินนี้' } });
  });

  it('refuses a malformed cursor, limit or id', async () => {
    const member = await signedInAccount(ctx);
    for (const url of ['/api/wallet/deposits?limit=0', '/api/wallet/deposits?limit=101', '/api/wallet/deposits?cursor=-1', '/api/wallet/deposits/abc', "/api/wallet/deposits/1'or'1"]) {
      const response = await get(member, url);
      expect([url, response.statusCode]).toEqual([url, 400]);
    }
  });
});

describe('back-office decisions', () => {
  it('approving credits the wallet once; a second decision is refused and moves nothing', async () => {
    const member = await signedInAccount(ctx);
    const { id } = (await requestDeposit(member, { amount: 250 })).json();
    const approved = await decide(operator, id, 'approve');
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({
      id,
      status: 'approved',
      decidedAt: clock.toISOString(),
      decidedVia: 'backoffice',
      member: { id: String(member.id), username: member.username },
    });
    expect(await walletOf(member)).toBe(25_000n);
    const lines = await memberLedgerLines(ctx.db, member.id);
    expect(lines.lines).toEqual([expect.objectContaining({ transferKind: 'deposit', reference: `deposit:${id}`, amount: 25_000n })]);

    for (const action of ['approve', 'reject'] as const) {
      const again = await decide(operator, id, action);
      expect(again.statusCode).toBe(409);
      expect(again.json().error.code).toBe('ALREADY_DECIDED');
    }
    expect(await walletOf(member)).toBe(25_000n);
    expect((await get(member, `/api/wallet/deposits/${id}`)).json().status).toBe('approved');
    await expectCleanBooks(ctx.db);
  });

  it('rejecting records the reason and moves no money', async () => {
    const member = await signedInAccount(ctx);
    const { id } = (await requestDeposit(member, { amount: 250 })).json();
    const rejected = await decide(operator, id, 'reject', { reason: 'ไม่พบยอดโอน <b>' });
    expect(rejected.json()).toMatchObject({ status: 'rejected', reason: 'ไม่พบยอดโอน <b>' });
    expect(await walletOf(member)).toBe(0n);
    await expectCleanBooks(ctx.db);
  });

  it('lets an agent list and reject only its own members’ deposits; members get 403', async () => {
    const agent = await signedInAccount(ctx, { role: 'master' });
    const otherAgent = await signedInAccount(ctx, { role: 'agline' });
    const own = await signedInAccount(ctx, { parentId: agent.id });
    const foreign = await signedInAccount(ctx, { parentId: otherAgent.id });
    const ownDeposit = (await requestDeposit(own, { amount: 100 })).json().id;
    const foreignDeposit = (await requestDeposit(foreign, { amount: 100 })).json().id;

    const listed = await get(agent, '/api/backoffice/deposits?status=pending');
    expect(listed.json().items.map((d: { id: string }) => d.id)).toEqual([ownDeposit]);
    expect((await decide(agent, foreignDeposit, 'reject')).statusCode).toBe(404);
    expect((await decide(agent, ownDeposit, 'reject')).statusCode).toBe(200);
    expect(await walletOf(own)).toBe(0n);
    expect(await walletOf(foreign)).toBe(0n);

    expect((await decide(own, foreignDeposit, 'approve')).statusCode).toBe(403);
    expect((await get(own, '/api/backoffice/deposits')).statusCode).toBe(403);
    const all = await get(operator, '/api/backoffice/deposits?status=pending&limit=100');
    expect(all.json().items.map((d: { id: string }) => d.id)).toContain(foreignDeposit);
    await expectCleanBooks(ctx.db);
  });

  it('replays a repeated decision with the same Idempotency-Key instead of refusing it', async () => {
    const member = await signedInAccount(ctx);
    const { id } = (await requestDeposit(member, { amount: 100 })).json();
    const first = await decide(operator, id, 'approve', {}, 'approve-once');
    const repeat = await decide(operator, id, 'approve', {}, 'approve-once');
    expect(repeat.statusCode).toBe(200);
    expect(repeat.json()).toEqual(first.json());
    expect(await walletOf(member)).toBe(10_000n);
    await expectCleanBooks(ctx.db);
  });

  it('refuses an unknown field or an over-long reason, and writes nothing', async () => {
    const member = await signedInAccount(ctx);
    const { id } = (await requestDeposit(member, { amount: 100 })).json();
    const before = await rowCounts();
    expect((await decide(operator, id, 'approve', { amount: 1_000_000 })).statusCode).toBe(400);
    expect((await decide(operator, id, 'reject', { reason: 'x'.repeat(201) })).statusCode).toBe(400);
    expect((await decide(operator, '99999999', 'approve')).statusCode).toBe(404);
    expect(await rowCounts()).toEqual(before);
  });
});

describe('POST /api/payments/webhook', () => {
  it('approves a paid deposit once, however often the provider reports it', async () => {
    const member = await signedInAccount(ctx);
    const { id } = (await requestDeposit(member, { amount: 320.5 })).json();
    for (let i = 0; i < 3; i += 1) {
      const response = await webhook({ depositId: id, amount: 320.5, status: 'paid' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ id, status: 'approved' });
    }
    expect(await walletOf(member)).toBe(32_050n);
    const seen = (await get(member, `/api/wallet/deposits/${id}`)).json();
    expect(seen.status).toBe('approved');
    await expectCleanBooks(ctx.db);
  });

  it('refuses a wrong key, a tampered body, a stale signature and no signature', async () => {
    const member = await signedInAccount(ctx);
    const { id } = (await requestDeposit(member, { amount: 100 })).json();
    const paid = { depositId: id, amount: 100, status: 'paid' };
    const cases = [
      await webhook(paid, { secret: 'another-secret-of-at-least-32-characters!!' }),
      await webhook(paid, { signedBody: { ...paid, amount: 1 } }),
      await webhook(paid, { at: new Date(clock.getTime() - 301_000) }),
      await ctx.app.inject({ method: 'POST', url: '/api/payments/webhook', payload: paid }),
    ];
    expect(cases.map((response) => response.statusCode)).toEqual([401, 401, 401, 401]);
    expect(await walletOf(member)).toBe(0n);
    expect((await get(member, `/api/wallet/deposits/${id}`)).json().status).toBe('pending');
  });

  it('refuses a paid amount that differs, an unknown deposit and a rejected one', async () => {
    const member = await signedInAccount(ctx);
    const { id } = (await requestDeposit(member, { amount: 100 })).json();
    const mismatch = await webhook({ depositId: id, amount: 99, status: 'paid' });
    expect(mismatch.statusCode).toBe(409);
    expect(mismatch.json().error.code).toBe('AMOUNT_MISMATCH');
    expect((await webhook({ depositId: '99999999', amount: 100, status: 'paid' })).statusCode).toBe(404);
    await decide(operator, id, 'reject');
    expect((await webhook({ depositId: id, amount: 100, status: 'paid' })).statusCode).toBe(409);
    expect(await walletOf(member)).toBe(0n);
    await expectCleanBooks(ctx.db);
  });
});

if (onPostgres) {
  describe('racing decisions (PostgreSQL)', () => {
    it('two operators and the provider deciding the same deposits at once: each is decided once, credited at most once', async () => {
      const secondOperator = await signedInAccount(ctx, { role: 'admin' });
      const member = await signedInAccount(ctx);
      const ids: string[] = [];
      for (let i = 0; i < 10; i += 1) ids.push((await requestDeposit(member, { amount: 100 })).json().id);
      const responses = await Promise.all(
        ids.flatMap((id) => [
          decide(operator, id, 'approve'),
          decide(secondOperator, id, 'reject'),
          webhook({ depositId: id, amount: 100, status: 'paid' }),
        ]),
      );
      expect(responses.every((response) => [200, 409].includes(response.statusCode))).toBe(true);
      const { rows } = await sql<{ status: string; n: bigint }>`
        select status, count(*) as n from deposit where account_id = ${member.id} group by status
      `.execute(ctx.db);
      const approved = Number(rows.find((row) => row.status === 'approved')?.n ?? 0n);
      expect(approved + Number(rows.find((row) => row.status === 'rejected')?.n ?? 0n)).toBe(10);
      expect(await walletOf(member)).toBe(BigInt(approved) * 10_000n);
      await expectCleanBooks(ctx.db);
    });
  });
}

describe('demo mode', () => {
  const demo = useTestApp({ now: () => clock, payments: { demoMode: true, webhookSecret: WEBHOOK_SECRET } });
  const demoDeposit = (member: SignedIn, payload: object, key = freshKey()) =>
    demo.app.inject({
      method: 'POST',
      url: '/api/wallet/deposits',
      headers: { ...member.headers, 'idempotency-key': key },
      payload,
    });
  const demoWallet = async (member: SignedIn) => (await memberBalances(demo.db, member.id)).wallet;

  it('credits the deposit at once as play money', async () => {
    const member = await signedInAccount(demo);
    const response = await demo.app.inject({
      method: 'POST',
      url: '/api/wallet/deposits',
      headers: { ...member.headers, 'idempotency-key': 'demo-1' },
      payload: { amount: 1000 },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ status: 'approved', amount: 1000 });
    expect(await memberBalances(demo.db, member.id)).toEqual({ wallet: 100_000n, hold: 0n });
    await expectCleanBooks(demo.db);
  });

  it('demoCredit: false leaves the request pending, and the back office approves it as in production', async () => {
    const member = await signedInAccount(demo);
    const staff = await signedInAccount(demo, { role: 'agadmin' });
    const response = await demoDeposit(member, { amount: 250, demoCredit: false });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ status: 'pending', amount: 250, decidedAt: null });
    expect(await memberBalances(demo.db, member.id)).toEqual({ wallet: 0n, hold: 0n });
    await expectCleanBooks(demo.db);

    const { id } = response.json();
    const pending = await demo.app.inject({ method: 'GET', url: '/api/backoffice/deposits?status=pending&limit=100', headers: staff.headers });
    expect(pending.json().items.map((d: { id: string }) => d.id)).toContain(id);
    const approved = await demo.app.inject({
      method: 'POST',
      url: `/api/backoffice/deposits/${id}/approve`,
      headers: { ...staff.headers, 'idempotency-key': freshKey() },
      payload: {},
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ id, status: 'approved', decidedVia: 'backoffice' });
    expect(await demoWallet(member)).toBe(25_000n);
    await expectCleanBooks(demo.db);
  });

  it('demoCredit: false can be rejected by the back office or paid through the webhook', async () => {
    const member = await signedInAccount(demo);
    const staff = await signedInAccount(demo, { role: 'admin' });
    const rejectedId = (await demoDeposit(member, { amount: 100, demoCredit: false })).json().id;
    const rejected = await demo.app.inject({
      method: 'POST',
      url: `/api/backoffice/deposits/${rejectedId}/reject`,
      headers: { ...staff.headers, 'idempotency-key': freshKey() },
      payload: { reason: 'ไม่พบยอดโอน' },
    });
    expect(rejected.json()).toMatchObject({ status: 'rejected', reason: 'ไม่พบยอดโอน' });
    expect(await demoWallet(member)).toBe(0n);

    const paidId = (await demoDeposit(member, { amount: 320.5, demoCredit: false })).json().id;
    const paid = await webhook({ depositId: paidId, amount: 320.5, status: 'paid' }, { on: demo });
    expect(paid.json()).toEqual({ id: paidId, status: 'approved' });
    expect(await demoWallet(member)).toBe(32_050n);
    await expectCleanBooks(demo.db);
  });

  it('demoCredit: true is the default: a repeat with it spelled out replays the first answer', async () => {
    const member = await signedInAccount(demo);
    const first = await demoDeposit(member, { amount: 100 }, 'default-true');
    expect(first.json().status).toBe('approved');
    const repeat = await demoDeposit(member, { amount: 100, demoCredit: true }, 'default-true');
    expect(repeat.statusCode).toBe(201);
    expect(repeat.json()).toEqual(first.json());
    expect(await demoWallet(member)).toBe(10_000n);
    await expectCleanBooks(demo.db);
  });

  it('the same Idempotency-Key with the other demoCredit is another request: refused, not answered with the first', async () => {
    const member = await signedInAccount(demo);
    const credited = await demoDeposit(member, { amount: 100 }, 'choice-key');
    expect(credited.json().status).toBe('approved');
    const before = await rowCounts(demo);
    const other = await demoDeposit(member, { amount: 100, demoCredit: false }, 'choice-key');
    expect(other.statusCode).toBe(409);
    expect(other.json()).toEqual({ error: { code: 'IDEMPOTENCY_KEY_REUSED', message: expect.stringMatching(/[ก-๙]/) } });
    expect(await rowCounts(demo)).toEqual(before);

    const pending = await demoDeposit(member, { amount: 100, demoCredit: false }, 'choice-key-2');
    expect(pending.json().status).toBe('pending');
    const otherWay = await demoDeposit(member, { amount: 100, demoCredit: true }, 'choice-key-2');
    expect(otherWay.statusCode).toBe(409);
    expect(otherWay.json().error.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await demoWallet(member)).toBe(10_000n);
    const listed = await demo.app.inject({ method: 'GET', url: '/api/wallet/deposits', headers: member.headers });
    expect(listed.json().items.map((d: { status: string }) => d.status)).toEqual(['pending', 'approved']);
    await expectCleanBooks(demo.db);
  });
});
