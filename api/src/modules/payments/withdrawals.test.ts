import { sql } from 'kysely';
import { type SignedIn, signedInAccount } from '../../testing/accounts.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { onPostgres } from '../../testing/test-database.ts';
import { balanceOf, deposit, expectCleanBooks, memberBalances, memberLedgerLines } from '../../testing/ledger.ts';
import { systemAccount } from '../wallet/index.ts';
import { inTransaction } from '../../db/database.ts';

// Moved forward a few minutes in all (access tokens live 15 minutes on this clock too).
let clock = new Date('2026-11-22T03:00:00Z');
const ctx = useTestApp({ payments: { demoMode: true }, now: () => clock });

let keys = 0;
const freshKey = () => `wd-${++keys}`;

/** Gives a member play money through the ledger (not through the deposit routes). */
const fund = (accountId: bigint, satang: bigint) => inTransaction(ctx.db, (trx) => deposit(trx, accountId, satang));

/** A signed-in member (with a test bank account of its own at SCB) holding `satang` in the wallet. */
async function fundedMember(satang: bigint, account: Parameters<typeof signedInAccount>[1] = {}) {
  const member = await signedInAccount(ctx, account);
  if (satang > 0n) await fund(member.id, satang);
  return member;
}

/** The member's registered bank account as the API shows it: to the member masked, to staff in full. */
const bankOf = (member: SignedIn, { masked }: { masked: boolean }) => ({
  code: 'SCB',
  accountNo: masked ? `xxxxxx${member.bankAccountNo?.slice(-4)}` : member.bankAccountNo,
  accountName: 'สมหญิง ทดสอบ',
});

/** `key: null` sends no Idempotency-Key. */
const requestWithdrawal = (who: SignedIn, payload: unknown, key: string | null = freshKey()) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/wallet/withdrawals',
    headers: { ...who.headers, ...(key === null ? {} : { 'idempotency-key': key }) },
    payload: payload as object,
  });

const decide = (
  staff: SignedIn,
  id: string,
  action: 'approve' | 'reject',
  payload: unknown = {},
  key: string | null = freshKey(),
) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/backoffice/withdrawals/${id}/${action}`,
    headers: { ...staff.headers, ...(key === null ? {} : { 'idempotency-key': key }) },
    payload: payload as object,
  });

const get = (who: SignedIn, url: string) => ctx.app.inject({ method: 'GET', url, headers: who.headers });

/** Asks for a withdrawal that must succeed, and answers its id. */
async function withdrawn(member: SignedIn, amount: number): Promise<string> {
  const response = await requestWithdrawal(member, { amount });
  expect(response.statusCode).toBe(201);
  return response.json<{ id: string }>().id;
}

async function rowCounts() {
  const { rows } = await sql<{ withdrawals: bigint; transfers: bigint; entries: bigint; keys: bigint }>`
    select (select count(*) from withdrawal) as withdrawals, (select count(*) from ledger_transfer) as transfers,
           (select count(*) from ledger_entry) as entries, (select count(*) from idempotency_key) as keys
  `.execute(ctx.db);
  return rows[0];
}

const storedWithdrawal = (id: string) =>
  ctx.db.selectFrom('withdrawal').selectAll().where('id', '=', BigInt(id)).executeTakeFirstOrThrow();

/** The member's ledger lines, newest first, as (kind, reference, account, satang). */
async function ledgerOf(member: SignedIn) {
  const { lines } = await memberLedgerLines(ctx.db, member.id, { limit: 100 });
  return lines.map((line) => [line.transferKind, line.reference, line.account, line.amount]);
}

const clearing = async () => balanceOf(ctx.db, await systemAccount(ctx.db, 'withdrawal_clearing'));

let operator: SignedIn;
let admin: SignedIn;
beforeAll(async () => {
  operator = await signedInAccount(ctx, { role: 'agadmin' });
  admin = await signedInAccount(ctx, { role: 'admin' });
});

describe('POST /api/wallet/withdrawals', () => {
  it('moves the amount to the hold at once and answers the pending request, masking the account number', async () => {
    const member = await fundedMember(100_000n);
    const response = await requestWithdrawal(member, { amount: 300.5 });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      id: expect.stringMatching(/^[1-9]\d*$/),
      amount: 300.5,
      status: 'pending',
      bank: bankOf(member, { masked: true }),
      createdAt: clock.toISOString(),
      decidedAt: null,
      reason: null,
      balance: { wallet: 699.5, hold: 300.5 },
    });
    expect(await memberBalances(ctx.db, member.id)).toEqual({ wallet: 69_950n, hold: 30_050n });
    expect((await ledgerOf(member)).slice(0, 2)).toEqual([
      ['withdrawal_hold', `withdrawal:${body.id}`, 'hold', 30_050n],
      ['withdrawal_hold', `withdrawal:${body.id}`, 'wallet', -30_050n],
    ]);
    // The row keeps the bank account in full, as registered when the member asked.
    expect(await storedWithdrawal(body.id)).toMatchObject({
      account_id: member.id,
      amount: 30_050n,
      status: 'pending',
      bank_code: 'SCB',
      bank_account_no: member.bankAccountNo,
      bank_account_name: 'สมหญิง ทดสอบ',
      created_at: clock,
      hold_transfer_id: expect.any(BigInt),
      decided_at: null,
      settle_transfer_id: null,
    });
    await expectCleanBooks(ctx.db);
  });

  it('pays out to the bank account registered at the time of the request, even if it changes later', async () => {
    const member = await fundedMember(50_000n);
    const id = await withdrawn(member, 200);
    await ctx.db
      .updateTable('account')
      .set({ bank_code: 'KBANK', bank_account_no: '1112223334', bank_account_name: 'คนอื่น' })
      .where('id', '=', member.id)
      .execute();
    const own = await get(member, `/api/wallet/withdrawals/${id}`);
    expect(own.json().bank).toEqual(bankOf(member, { masked: true }));
    const list = await get(operator, '/api/backoffice/withdrawals?status=pending&limit=100');
    const seen = list.json().items.find((item: { id: string }) => item.id === id);
    expect(seen.bank).toEqual(bankOf(member, { masked: false }));
    await expectCleanBooks(ctx.db);
  });

  it('refuses an amount above the balance with 409, writing no request and moving nothing', async () => {
    const member = await fundedMember(10_000n);
    const broke = await fundedMember(0n);
    const before = await rowCounts();
    for (const [who, amount] of [
      [member, 100.01],
      [broke, 100],
    ] as const) {
      const response = await requestWithdrawal(who, { amount });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ error: { code: 'INSUFFICIENT_FUNDS', message: 'ยอดเงินไม่เพียงพอ' } });
    }
    expect(await rowCounts()).toEqual(before);
    expect(await memberBalances(ctx.db, member.id)).toEqual({ wallet: 10_000n, hold: 0n });
    // Exactly the balance may go.
    expect((await requestWithdrawal(member, { amount: 100 })).statusCode).toBe(201);
    expect(await memberBalances(ctx.db, member.id)).toEqual({ wallet: 0n, hold: 10_000n });
    await expectCleanBooks(ctx.db);
  });

  it('keeps each request within the bounds of the wallet settings, naming the bound in baht', async () => {
    const member = await fundedMember(10_000_000n);
    const before = await rowCounts();
    const below = await requestWithdrawal(member, { amount: 99.99 });
    expect(below.statusCode).toBe(400);
    expect(below.json()).toEqual({ error: { code: 'AMOUNT_BELOW_MINIMUM', message: 'ถอนเงินขั้นต่ำครั้งละ 100 บาท' } });
    const above = await requestWithdrawal(member, { amount: 50_000.01 });
    expect(above.statusCode).toBe(400);
    expect(above.json()).toEqual({
      error: { code: 'AMOUNT_ABOVE_MAXIMUM', message: 'ถอนเงินได้สูงสุดครั้งละ 50,000 บาท' },
    });
    expect(await rowCounts()).toEqual(before);
    expect((await requestWithdrawal(member, { amount: 100 })).statusCode).toBe(201);
    expect((await requestWithdrawal(member, { amount: 50_000 })).statusCode).toBe(201);
    expect(await memberBalances(ctx.db, member.id)).toEqual({ wallet: 4_990_000n, hold: 5_010_000n });
    await expectCleanBooks(ctx.db);
  });

  it('follows the bounds an operator sets', async () => {
    const member = await fundedMember(100_000n);
    const original = (await ctx.db.selectFrom('setting').select('value').where('key', '=', 'wallet').executeTakeFirstOrThrow())
      .value as object;
    const setBounds = (value: object) =>
      ctx.db.updateTable('setting').set({ value: JSON.stringify(value) }).where('key', '=', 'wallet').execute();
    await setBounds({ ...original, withdrawalMinSatang: 25_050, withdrawalMaxSatang: 30_000 });
    try {
      const below = await requestWithdrawal(member, { amount: 250 });
      expect(below.json().error.message).toBe('ถอนเงินขั้นต่ำครั้งละ 250.50 บาท');
      const above = await requestWithdrawal(member, { amount: 300.01 });
      expect(above.json().error.message).toBe('ถอนเงินได้สูงสุดครั้งละ 300 บาท');
      expect((await requestWithdrawal(member, { amount: 250.5 })).statusCode).toBe(201);
    } finally {
      await setBounds(original);
    }
    await expectCleanBooks(ctx.db);
  });

  it('refuses a member without a registered bank account with 409', async () => {
    const member = await fundedMember(50_000n, { bank: false });
    const before = await rowCounts();
    const response = await requestWithdrawal(member, { amount: 100 });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: { code: 'NO_BANK_ACCOUNT', message: 'กรุณาลงทะเบียนบัญชีธนาคารก่อนถอนเงิน' },
    });
    expect(await rowCounts()).toEqual(before);
    expect(await memberBalances(ctx.db, member.id)).toEqual({ wallet: 50_000n, hold: 0n });
    await expectCleanBooks(ctx.db);
  });

  it.each([
    ['a string amount', { amount: '100' }, 'VALIDATION'],
    ['a negative amount', { amount: -100 }, 'VALIDATION'],
    ['a zero amount', { amount: 0 }, 'VALIDATION'],
    ['more than 2 decimals', { amount: 100.001 }, 'INVALID_AMOUNT'],
    ['a thousandth of a baht', { amount: 0.001 }, 'INVALID_AMOUNT'],
    ['1e308', { amount: 1e308 }, 'VALIDATION'],
    ['a null amount', { amount: null }, 'VALIDATION'],
    ['an amount in an array', { amount: [100] }, 'VALIDATION'],
    ['an amount in an object', { amount: { baht: 100 } }, 'VALIDATION'],
    ['no amount', {}, 'VALIDATION'],
    ['another bank account number', { amount: 100, bankAccountNo: '1112223334' }, 'VALIDATION'],
    ['another bank', { amount: 100, bankCode: 'KBANK' }, 'VALIDATION'],
    ['a body that is not an object', [{ amount: 100 }], 'VALIDATION'],
  ])('refuses %s with 400 and writes nothing', async (_name, payload, code) => {
    const member = await fundedMember(100_000n);
    const before = await rowCounts();
    const response = await requestWithdrawal(member, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code, message: expect.stringMatching(/[ก-๙]/) } });
    expect(await rowCounts()).toEqual(before);
    expect(await memberBalances(ctx.db, member.id)).toEqual({ wallet: 100_000n, hold: 0n });
  });

  it('says in Thai which field is wrong, and that unknown fields are refused', async () => {
    const member = await fundedMember(0n);
    expect((await requestWithdrawal(member, { amount: 'abc' })).json().error.message).toBe(
      'ข้อมูลไม่ถูกต้อง: จำนวนเงิน (บาท มากกว่า 0 ทศนิยมไม่เกิน 2 ตำแหน่ง)',
    );
    expect((await requestWithdrawal(member, {})).json().error.message).toBe(
      'กรุณากรอกจำนวนเงิน (บาท มากกว่า 0 ทศนิยมไม่เกิน 2 ตำแหน่ง)',
    );
    expect((await requestWithdrawal(member, { amount: 100, bankAccountNo: '1' })).json().error.message).toBe(
      'ข้อมูลไม่ถูกต้อง: มีข้อมูลที่ระบบไม่รู้จักในคำขอ',
    );
  });

  it.each([
    ['NaN', '{"amount": NaN}'],
    ['Infinity', '{"amount": Infinity}'],
    ['a number too large for a double', '{"amount": 1e400}'],
    ['the text NaN', '{"amount": "NaN"}'],
    ['broken JSON', '{"amount": 100'],
  ])('refuses %s with 400 and writes nothing', async (_name, raw) => {
    const member = await fundedMember(100_000n);
    const before = await rowCounts();
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/wallet/withdrawals',
      headers: { ...member.headers, 'idempotency-key': freshKey(), 'content-type': 'application/json' },
      payload: raw,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: expect.any(String), message: expect.stringMatching(/[ก-๙]/) } });
    expect(await rowCounts()).toEqual(before);
  });

  it('requires a valid Idempotency-Key', async () => {
    const member = await fundedMember(100_000n);
    const before = await rowCounts();
    const missing = await requestWithdrawal(member, { amount: 100 }, null);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.code).toBe('INVALID_IDEMPOTENCY_KEY');
    for (const key of ['has space', 'ไทย', 'x'.repeat(101), '']) {
      const response = await requestWithdrawal(member, { amount: 100 }, key);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: { code: expect.any(String), message: expect.stringContaining('Idempotency-Key') } });
    }
    expect(await rowCounts()).toEqual(before);
    expect(await memberBalances(ctx.db, member.id)).toEqual({ wallet: 100_000n, hold: 0n });
  });

  it('answers a repeat with the same key and body with the first answer, moving the money once', async () => {
    const member = await fundedMember(100_000n);
    const first = await requestWithdrawal(member, { amount: 150 }, 'repeat-me');
    expect(first.statusCode).toBe(201);
    const before = await rowCounts();
    clock = new Date(clock.getTime() + 60_000);
    const again = await requestWithdrawal(member, { amount: 150 }, 'repeat-me');
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await rowCounts()).toEqual(before);
    expect(await memberBalances(ctx.db, member.id)).toEqual({ wallet: 85_000n, hold: 15_000n });

    const reused = await requestWithdrawal(member, { amount: 151 }, 'repeat-me');
    expect(reused.statusCode).toBe(409);
    expect(reused.json().error.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await rowCounts()).toEqual(before);

    // Keys belong to their member: another member's same key is a request of its own.
    const other = await fundedMember(100_000n);
    const theirs = await requestWithdrawal(other, { amount: 150 }, 'repeat-me');
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json().id).not.toBe(first.json().id);
    await expectCleanBooks(ctx.db);
  });

  it('stores nothing for a refused request, so its key can be used again once the request is valid', async () => {
    const member = await fundedMember(5_000n);
    expect((await requestWithdrawal(member, { amount: 100 }, 'after-topup')).statusCode).toBe(409);
    await fund(member.id, 5_000n);
    const retried = await requestWithdrawal(member, { amount: 100 }, 'after-topup');
    expect(retried.statusCode).toBe(201);
    expect(await memberBalances(ctx.db, member.id)).toEqual({ wallet: 0n, hold: 10_000n });
    await expectCleanBooks(ctx.db);
  });

  it.each(['master', 'agadmin', 'admin', 'user'] as const)('refuses a %s account with 403', async (role) => {
    const staff = await signedInAccount(ctx, { role, bank: true });
    await fund(staff.id, 50_000n);
    const before = await rowCounts();
    const response = await requestWithdrawal(staff, { amount: 100 });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: { code: 'FORBIDDEN', message: 'บัญชีของท่านไม่มีสิทธิ์ใช้งานส่วนนี้' } });
    expect((await get(staff, '/api/wallet/withdrawals')).statusCode).toBe(403);
    expect(await rowCounts()).toEqual(before);
  });

  it('lets a seamless member withdraw too', async () => {
    const member = await fundedMember(50_000n, { role: 'seamless', bank: true });
    expect((await requestWithdrawal(member, { amount: 100 })).statusCode).toBe(201);
    await expectCleanBooks(ctx.db);
  });

  it('refuses a request without a valid token with 401', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/wallet/withdrawals',
      headers: { 'idempotency-key': freshKey(), authorization: 'Bearer not-a-token' },
      payload: { amount: 100 },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toMatch(/TOKEN|UNAUTHENTICATED/);
  });
});

describe('GET /api/wallet/withdrawals', () => {
  it("lists only the member's own requests, newest first, a page at a time", async () => {
    const member = await fundedMember(100_000n);
    const other = await fundedMember(100_000n);
    const mine = [await withdrawn(member, 100), await withdrawn(member, 200)];
    const theirs = await withdrawn(other, 300);
    mine.push(await withdrawn(member, 400));

    const first = await get(member, '/api/wallet/withdrawals?limit=2');
    expect(first.statusCode).toBe(200);
    expect(first.json().items.map((item: { id: string; amount: number }) => [item.id, item.amount])).toEqual([
      [mine[2], 400],
      [mine[1], 200],
    ]);
    expect(first.json().items[0]).toEqual({
      id: mine[2],
      amount: 400,
      status: 'pending',
      bank: bankOf(member, { masked: true }),
      createdAt: clock.toISOString(),
      decidedAt: null,
      reason: null,
    });
    const second = await get(member, `/api/wallet/withdrawals?limit=2&cursor=${first.json().nextCursor}`);
    expect(second.json()).toEqual({ items: [expect.objectContaining({ id: mine[0] })], nextCursor: null });

    const theirList = await get(other, '/api/wallet/withdrawals');
    expect(theirList.json()).toEqual({ items: [expect.objectContaining({ id: theirs, amount: 300 })], nextCursor: null });
    await expectCleanBooks(ctx.db);
  });

  it('answers one own request, and 404 for anyone else’s or one that does not exist', async () => {
    const member = await fundedMember(50_000n);
    const other = await fundedMember(0n);
    const created = await requestWithdrawal(member, { amount: 250 });
    const { balance: _balance, ...withoutBalance } = created.json();
    const own = await get(member, `/api/wallet/withdrawals/${withoutBalance.id}`);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual(withoutBalance);
    for (const id of [withoutBalance.id, '999999999']) {
      const response = await get(other, `/api/wallet/withdrawals/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'ไม่พบรายการถอนเงินนี้' } });
    }
  });

  it.each([
    '/api/wallet/withdrawals?limit=0',
    '/api/wallet/withdrawals?limit=101',
    '/api/wallet/withdrawals?limit=ten',
    '/api/wallet/withdrawals?cursor=-1',
    '/api/wallet/withdrawals?cursor=1%20or%201=1',
    '/api/wallet/withdrawals?page=2',
    '/api/wallet/withdrawals/abc',
    '/api/wallet/withdrawals/0',
    '/api/wallet/withdrawals/99999999999999999999',
  ])('refuses %s with 400', async (url) => {
    const member = await fundedMember(0n);
    const response = await get(member, url);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'VALIDATION', message: expect.stringMatching(/[ก-๙]/) } });
  });
});

describe('back office', () => {
  it('refuses members with 403 and moves nothing', async () => {
    const member = await fundedMember(50_000n);
    const id = await withdrawn(member, 100);
    const before = await rowCounts();
    for (const response of [
      await get(member, '/api/backoffice/withdrawals'),
      await decide(member, id, 'approve'),
      await decide(member, id, 'reject'),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('FORBIDDEN');
    }
    expect(await rowCounts()).toEqual(before);
    expect((await storedWithdrawal(id)).status).toBe('pending');
    await expectCleanBooks(ctx.db);
  });

  it('approving pays the hold out: the hold empties, the wallet stays, the member sees the decision', async () => {
    const member = await fundedMember(100_000n);
    const id = await withdrawn(member, 400);
    const paidBefore = await clearing();
    clock = new Date(clock.getTime() + 5 * 60_000);
    const response = await decide(operator, id, 'approve', { reason: 'โอนแล้ว เวลา 10:30' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id,
      amount: 400,
      status: 'approved',
      bank: bankOf(member, { masked: false }),
      createdAt: new Date(clock.getTime() - 5 * 60_000).toISOString(),
      decidedAt: clock.toISOString(),
      reason: 'โอนแล้ว เวลา 10:30',
      member: { id: String(member.id), username: member.username },
      firstApproval: null,
      secondApprovalNeeded: false,
      frozenBy: null,
    });
    expect(await memberBalances(ctx.db, member.id)).toEqual({ wallet: 60_000n, hold: 0n });
    expect((await clearing()) - paidBefore).toBe(40_000n);
    expect((await ledgerOf(member))[0]).toEqual(['withdrawal_payout', `withdrawal:${id}`, 'hold', -40_000n]);
    expect(await storedWithdrawal(id)).toMatchObject({
      status: 'approved',
      decided_at: clock,
      decided_by: operator.id,
      reason: 'โอนแล้ว เวลา 10:30',
      settle_transfer_id: expect.any(BigInt),
    });
    const seen = await get(member, `/api/wallet/withdrawals/${id}`);
    expect(seen.json()).toMatchObject({ status: 'approved', decidedAt: clock.toISOString(), reason: 'โอนแล้ว เวลา 10:30' });
    await expectCleanBooks(ctx.db);
  });

  it('rejecting returns the hold to the wallet', async () => {
    const member = await fundedMember(100_000n);
    const id = await withdrawn(member, 250.25);
    expect(await memberBalances(ctx.db, member.id)).toEqual({ wallet: 74_975n, hold: 25_025n });
    const paidBefore = await clearing();
    const response = await decide(admin, id, 'reject', { reason: 'ชื่อบัญชีไม่ตรงกับชื่อสมาชิก' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id, status: 'rejected', reason: 'ชื่อบัญชีไม่ตรงกับชื่อสมาชิก' });
    expect(await memberBalances(ctx.db, member.id)).toEqual({ wallet: 100_000n, hold: 0n });
    expect(await clearing()).toBe(paidBefore);
    expect((await ledgerOf(member)).slice(0, 2)).toEqual([
      ['withdrawal_return', `withdrawal:${id}`, 'wallet', 25_025n],
      ['withdrawal_return', `withdrawal:${id}`, 'hold', -25_025n],
    ]);
    await expectCleanBooks(ctx.db);
  });

  it('takes a decision without a reason, or without a body at all', async () => {
    const member = await fundedMember(100_000n);
    const [first, second] = [await withdrawn(member, 100), await withdrawn(member, 100)];
    const withEmptyBody = await decide(operator, first, 'approve', {});
    expect(withEmptyBody.statusCode).toBe(200);
    expect(withEmptyBody.json().reason).toBeNull();
    const withoutBody = await ctx.app.inject({
      method: 'POST',
      url: `/api/backoffice/withdrawals/${second}/reject`,
      headers: { ...operator.headers, 'idempotency-key': freshKey() },
    });
    expect(withoutBody.statusCode).toBe(200);
    expect(await memberBalances(ctx.db, member.id)).toEqual({ wallet: 90_000n, hold: 0n });
    await expectCleanBooks(ctx.db);
  });

  it.each(['approve', 'reject'] as const)(
    'decides once: a second decision after %s answers 409 and moves nothing',
    async (firstAction) => {
      const member = await fundedMember(100_000n);
      const id = await withdrawn(member, 300);
      expect((await decide(operator, id, firstAction)).statusCode).toBe(200);
      const after = { counts: await rowCounts(), balances: await memberBalances(ctx.db, member.id) };
      for (const [who, action] of [
        [operator, 'approve'],
        [admin, 'approve'],
        [admin, 'reject'],
      ] as const) {
        const response = await decide(who, id, action);
        expect(response.statusCode).toBe(409);
        expect(response.json()).toEqual({
          error: { code: 'ALREADY_DECIDED', message: 'รายการถอนเงินนี้ได้รับการอนุมัติหรือปฏิเสธไปแล้ว' },
        });
      }
      expect({ counts: await rowCounts(), balances: await memberBalances(ctx.db, member.id) }).toEqual(after);
      const { rows } = await sql<{ n: bigint }>`
        select count(*) as n from ledger_transfer where reference = ${`withdrawal:${id}`}
      `.execute(ctx.db);
      expect(rows[0]?.n).toBe(2n);
      await expectCleanBooks(ctx.db);
    },
  );

  it.each(['master', 'agline'] as const)(
    'lets an agent (%s) handle only its own members: 404 for anyone else’s',
    async (role) => {
      const agent = await signedInAccount(ctx, { role });
      const otherAgent = await signedInAccount(ctx, { role: 'master' });
      const own = await fundedMember(100_000n, { parentId: agent.id });
      const foreign = await fundedMember(100_000n, { parentId: otherAgent.id });
      const unassigned = await fundedMember(100_000n);
      const ownId = await withdrawn(own, 100);
      const foreignId = await withdrawn(foreign, 100);
      const unassignedId = await withdrawn(unassigned, 100);

      const before = await rowCounts();
      for (const id of [foreignId, unassignedId]) {
        for (const action of ['approve', 'reject'] as const) {
          const response = await decide(agent, id, action);
          expect(response.statusCode).toBe(404);
          expect(response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'ไม่พบรายการถอนเงินนี้' } });
        }
      }
      expect(await rowCounts()).toEqual(before);
      expect(await memberBalances(ctx.db, foreign.id)).toEqual({ wallet: 90_000n, hold: 10_000n });

      const list = await get(agent, '/api/backoffice/withdrawals');
      expect(list.json()).toEqual({
        items: [expect.objectContaining({ id: ownId, member: { id: String(own.id), username: own.username } })],
        nextCursor: null,
      });

      const approved = await decide(agent, ownId, 'approve');
      expect(approved.statusCode).toBe(200);
      expect(approved.json()).toMatchObject({ id: ownId, status: 'approved' });
      expect(await memberBalances(ctx.db, own.id)).toEqual({ wallet: 90_000n, hold: 0n });
      await expectCleanBooks(ctx.db);
    },
  );

  it('lets an operator see and decide every member’s requests, filtered by status and paged', async () => {
    const agent = await signedInAccount(ctx, { role: 'master' });
    const ofAgent = await fundedMember(100_000n, { parentId: agent.id });
    const unassigned = await fundedMember(100_000n);
    const a = await withdrawn(ofAgent, 100);
    const b = await withdrawn(unassigned, 200);
    const c = await withdrawn(unassigned, 300);
    expect((await decide(operator, a, 'approve')).statusCode).toBe(200);
    expect((await decide(operator, b, 'reject')).statusCode).toBe(200);

    const ids = async (query: string) => {
      const response = await get(operator, `/api/backoffice/withdrawals?limit=100${query}`);
      expect(response.statusCode).toBe(200);
      return response.json().items.map((item: { id: string }) => item.id);
    };
    const all = await ids('');
    expect(all.indexOf(c)).toBeLessThan(all.indexOf(b));
    expect(all.indexOf(b)).toBeLessThan(all.indexOf(a));
    expect(await ids('&status=approved')).toContain(a);
    expect(await ids('&status=approved')).not.toContain(b);
    expect(await ids('&status=rejected')).toContain(b);
    expect(await ids('&status=pending')).toContain(c);
    expect(await ids('&status=pending')).not.toContain(a);

    const firstPage = await get(operator, '/api/backoffice/withdrawals?limit=1');
    expect(firstPage.json().items).toHaveLength(1);
    const secondPage = await get(operator, `/api/backoffice/withdrawals?limit=1&cursor=${firstPage.json().nextCursor}`);
    expect(BigInt(secondPage.json().items[0].id)).toBeLessThan(BigInt(firstPage.json().items[0].id));

    for (const query of ['status=paid', 'limit=0', 'cursor=abc', 'member=1']) {
      expect((await get(operator, `/api/backoffice/withdrawals?${query}`)).statusCode).toBe(400);
    }
    await expectCleanBooks(ctx.db);
  });

  it('answers a repeated decision with the same key with the first answer; another request under that key is refused', async () => {
    const member = await fundedMember(100_000n);
    const [first, second] = [await withdrawn(member, 100), await withdrawn(member, 100)];
    const approved = await decide(operator, first, 'approve', { reason: 'โอนแล้ว' }, 'decide-once');
    expect(approved.statusCode).toBe(200);
    const before = await rowCounts();
    const again = await decide(operator, first, 'approve', { reason: 'โอนแล้ว' }, 'decide-once');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(approved.json());
    for (const [id, action, payload] of [
      [second, 'approve', { reason: 'โอนแล้ว' }],
      [first, 'reject', { reason: 'โอนแล้ว' }],
      [first, 'approve', { reason: 'อื่น' }],
    ] as const) {
      const reused = await decide(operator, id, action, payload, 'decide-once');
      expect(reused.statusCode).toBe(409);
      expect(reused.json().error.code).toBe('IDEMPOTENCY_KEY_REUSED');
    }
    expect(await rowCounts()).toEqual(before);
    expect((await storedWithdrawal(second)).status).toBe('pending');

    const missing = await decide(operator, second, 'approve', {}, null);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.code).toBe('INVALID_IDEMPOTENCY_KEY');
    expect((await storedWithdrawal(second)).status).toBe('pending');
    await expectCleanBooks(ctx.db);
  });

  it.each([
    ['SQL', { reason: "x'); update withdrawal set status = 'approved'; --" }],
    ['HTML', { reason: '<script>alert(1)</script>' }],
    ['an HTML entity', { reason: 'โอนแล้ว &lt;b&gt;' }],
    ['an empty reason', { reason: '' }],
    ['a blank reason', { reason: '   ' }],
    ['a reason of 201 characters', { reason: 'ก'.repeat(201) }],
    ['a number as the reason', { reason: 5 }],
    ['an unknown field', { reason: 'โอนแล้ว', amount: 1 }],
  ])('refuses %s in the decision with 400 and decides nothing', async (_name, payload) => {
    const member = await fundedMember(100_000n);
    const id = await withdrawn(member, 100);
    const before = await rowCounts();
    for (const action of ['approve', 'reject'] as const) {
      const response = await decide(operator, id, action, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: { code: 'VALIDATION', message: expect.stringMatching(/[ก-๙]/) } });
    }
    expect(await rowCounts()).toEqual(before);
    expect(await storedWithdrawal(id)).toMatchObject({ status: 'pending', reason: null });
    expect(await memberBalances(ctx.db, member.id)).toEqual({ wallet: 90_000n, hold: 10_000n });
  });

  it('answers 404 for a request that does not exist and 400 for an id that is not one', async () => {
    expect((await decide(operator, '999999999', 'approve')).statusCode).toBe(404);
    for (const id of ['abc', '0', '-1', '1.5']) {
      const response = await decide(operator, id, 'approve');
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe('ข้อมูลไม่ถูกต้อง: เลขที่รายการ');
    }
  });
});

describe('many requests', () => {
  it('never lets one member’s requests in a row take more than the wallet holds', async () => {
    const member = await fundedMember(50_000n);
    const answers: number[] = [];
    for (let i = 0; i < 4; i += 1) answers.push((await requestWithdrawal(member, { amount: 150 })).statusCode);
    expect(answers).toEqual([201, 201, 201, 409]);
    expect(await memberBalances(ctx.db, member.id)).toEqual({ wallet: 5_000n, hold: 45_000n });
    await expectCleanBooks(ctx.db);
  });

  if (onPostgres) {
    it('keeps every balance whole under parallel requests, repeats and two operators racing (PostgreSQL)', async () => {
      const [first, second] = [operator, await signedInAccount(ctx, { role: 'agadmin' })];
      const members: SignedIn[] = [];
      for (let i = 0; i < 5; i += 1) members.push(await fundedMember(100_000n));

      // Each member sends 8 requests of 150 baht (only 6 fit in 1,000), every one of them twice
      // with the same key, all at once.
      const requests = members.flatMap((member) =>
        Array.from({ length: 8 }, (_, i) => ({ member, key: `burst-${member.id}-${i}` })),
      );
      const answers = await Promise.all(
        requests.flatMap(({ member, key }) => [0, 1].map(() => requestWithdrawal(member, { amount: 150 }, key))),
      );
      const ids = new Map<bigint, Set<string>>(members.map((member) => [member.id, new Set()]));
      requests.forEach(({ member }, i) => {
        const pair = [answers[2 * i], answers[2 * i + 1]];
        // Both copies of a request get the same answer.
        expect(pair[0]?.statusCode).toBe(pair[1]?.statusCode);
        expect(pair[0]?.json()).toEqual(pair[1]?.json());
        if (pair[0]?.statusCode === 201) ids.get(member.id)?.add(pair[0].json().id);
        else expect(pair[0]?.json().error.code).toBe('INSUFFICIENT_FUNDS');
      });
      for (const member of members) {
        expect(ids.get(member.id)?.size).toBe(6);
        expect(await memberBalances(ctx.db, member.id)).toEqual({ wallet: 10_000n, hold: 90_000n });
      }

      // Two operators decide every request at once: one approves, the other rejects.
      const paidBefore = await clearing();
      const decisions = [...ids.values()].flatMap((set) => [...set]);
      const outcomes = await Promise.all(
        decisions.map(async (id) => {
          const [approval, rejection] = await Promise.all([decide(first, id, 'approve'), decide(second, id, 'reject')]);
          const codes = [approval.statusCode, rejection.statusCode].sort();
          expect(codes).toEqual([200, 409]);
          const loser = approval.statusCode === 409 ? approval : rejection;
          expect(loser.json().error.code).toBe('ALREADY_DECIDED');
          return { id, approved: approval.statusCode === 200 };
        }),
      );
      let paidOut = 0n;
      for (const member of members) {
        const memberOutcomes = outcomes.filter(({ id }) => ids.get(member.id)?.has(id));
        const approved = BigInt(memberOutcomes.filter((outcome) => outcome.approved).length);
        paidOut += approved * 15_000n;
        expect(await memberBalances(ctx.db, member.id)).toEqual({ wallet: 100_000n - approved * 15_000n, hold: 0n });
      }
      expect((await clearing()) - paidBefore).toBe(paidOut);
      const { rows } = await sql<{ n: bigint }>`
        select count(*) as n from ledger_transfer where reference = any(${decisions.map((id) => `withdrawal:${id}`)})
        group by reference having count(*) <> 2
      `.execute(ctx.db);
      expect(rows).toEqual([]);
      const stored = await ctx.db
        .selectFrom('withdrawal')
        .select(['status', 'decided_by'])
        .where('id', 'in', decisions.map(BigInt))
        .execute();
      expect(stored).toHaveLength(decisions.length);
      expect(stored.every((row) => row.status !== 'pending' && row.decided_by !== null)).toBe(true);
      await expectCleanBooks(ctx.db);
    });
  }
});
