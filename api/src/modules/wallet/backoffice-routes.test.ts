import { insertAccount, type SignedIn, signedInAccount, signedInBackOffice } from '../../testing/accounts.ts';
import { bet, deposit, expectCleanBooks } from '../../testing/ledger.ts';
import { useTestApp } from '../../testing/test-app.ts';
import type { Role } from '../auth/index.ts';
import { inTransaction } from '../../db/database.ts';

const ctx = useTestApp({ payments: { demoMode: false } });

let admin: SignedIn, operator: SignedIn, agent: SignedIn, otherAgent: SignedIn;
beforeAll(async () => {
  ({ admin, operator, agent, otherAgent } = await signedInBackOffice(ctx));
});

const get = (who: SignedIn | null, url: string) => ctx.app.inject({ method: 'GET', url, headers: who?.headers ?? {} });
const THAI = /[ก-๙]/;

describe('GET /api/backoffice/transactions', () => {
  const lines = (who: SignedIn | null, query: string) => get(who, `/api/backoffice/transactions?${query}`);

  it("answers a member's ledger lines as the member sees them, a page at a time", async () => {
    const member = await signedInAccount(ctx, { parentId: agent.id });
    await inTransaction(ctx.db, (trx) => deposit(trx, member.id, 50_000n, 'deposit:1'));
    await inTransaction(ctx.db, (trx) => bet(trx, member.id, 1_050n, 'slip:1'));

    const own = await get(member, '/api/wallet/transactions');
    for (const staff of [agent, operator, admin]) {
      const response = await lines(staff, `memberId=${member.id}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(own.json());
    }
    expect(own.json().items.map((line: { kind: string; amount: number }) => [line.kind, line.amount])).toEqual([
      ['bet', -10.5],
      ['deposit', 500],
    ]);

    const first = (await lines(agent, `memberId=${member.id}&limit=1`)).json();
    expect(first.items).toHaveLength(1);
    const second = (await lines(agent, `memberId=${member.id}&limit=1&cursor=${first.nextCursor}`)).json();
    expect(second).toEqual({ items: [own.json().items[1]], nextCursor: null });
    await expectCleanBooks(ctx.db);
  });

  it("answers 404 for another agent's member or an account that is not a member", async () => {
    const foreign = await insertAccount(ctx.db, { parentId: otherAgent.id });
    for (const [who, memberId] of [
      [agent, foreign.id],
      [admin, agent.id],
      [admin, 99_999_999n],
    ] as const) {
      const response = await lines(who, `memberId=${memberId}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toEqual({ code: 'NOT_FOUND', message: 'ไม่พบสมาชิกนี้' });
    }
  });

  it('names a missing or malformed field in Thai', async () => {
    for (const query of ['', 'memberId=abc', `memberId=${agent.id}&limit=0`, `memberId=${agent.id}&colour=red`]) {
      const response = await lines(admin, query);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toMatch(THAI);
    }
    expect((await lines(admin, '')).json().error.message).toBe('กรุณากรอกเลขที่สมาชิก');
  });

  it.each<Role>(['member', 'agseamless', 'AGgroup', 'client', 'user'])('answers 403 to %s and 401 without a login', async (role) => {
    const member = await insertAccount(ctx.db, { parentId: agent.id });
    expect((await lines(await signedInAccount(ctx, { role }), `memberId=${member.id}`)).statusCode).toBe(403);
    expect((await lines(null, `memberId=${member.id}`)).statusCode).toBe(401);
  });
});

describe('/api/backoffice/settings/payments', () => {
  const put = (who: SignedIn | null, payload: unknown) =>
    ctx.app.inject({ method: 'PUT', url: '/api/backoffice/settings/payments', headers: who?.headers ?? {}, payload: payload as object });
  const read = () => get(admin, '/api/backoffice/settings/payments');
  const settingsAudit = () =>
    ctx.db.selectFrom('audit_log').select(['actor_account_id', 'before', 'after']).where('action', '=', 'settings.payments').execute();

  const DEFAULTS = {
    deposit: { min: 100, max: 100_000 },
    withdrawal: { min: 100, max: 50_000 },
    promptpay: { type: 'phone', value: '0812345678' },
    bank: { code: 'KBANK', accountNo: '1234567890', accountName: 'บริษัท ตั้งหวย จำกัด' },
    secondApproval: { depositAbove: 20_000, withdrawalAbove: 20_000 },
  };
  const CHANGED = {
    deposit: { min: 200.5, max: 5_000 },
    withdrawal: { min: 300, max: 20_000 },
    promptpay: { type: 'nationalId', value: '1101700230708' },
    bank: { code: 'SCB', accountNo: '9876543210', accountName: 'บริษัท ตั้งหวย จำกัด' },
    secondApproval: { depositAbove: 1_500.5, withdrawalAbove: 10_000_000 },
  };

  it('answers the settings in baht; an administrator changes them, audited, and the next requests follow them', async () => {
    expect((await read()).json()).toEqual(DEFAULTS);
    const member = await signedInAccount(ctx);
    await inTransaction(ctx.db, (trx) => deposit(trx, member.id, 10_000_000n));
    const request = (kind: 'deposits' | 'withdrawals', amount: number) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/wallet/${kind}`,
        headers: { ...member.headers, 'idempotency-key': `${kind}-${String(amount).replace('.', '_')}` },
        payload: { amount },
      });

    const changed = await put(admin, CHANGED);
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual(CHANGED);
    expect((await read()).json()).toEqual(CHANGED);
    expect(await settingsAudit()).toEqual([{ actor_account_id: admin.id, before: DEFAULTS, after: CHANGED }]);

    const below = await request('deposits', 200);
    expect(below.json().error).toEqual({ code: 'AMOUNT_BELOW_MINIMUM', message: 'ฝากเงินขั้นต่ำครั้งละ 200.50 บาท' });
    const paid = await request('deposits', 5_000);
    expect(paid.statusCode).toBe(201);
    expect(paid.json().payment).toMatchObject({ promptpay: CHANGED.promptpay, bank: CHANGED.bank });
    expect((await request('withdrawals', 20_000.01)).json().error.message).toBe('ถอนเงินได้สูงสุดครั้งละ 20,000 บาท');
    expect((await request('withdrawals', 300)).statusCode).toBe(201);

    expect((await put(admin, DEFAULTS)).statusCode).toBe(200);
    await expectCleanBooks(ctx.db);
  });

  it.each([
    ['a deposit min above its max', { deposit: { min: 500, max: 400 } }, 'INVALID_BOUNDS', 'ยอดฝากขั้นต่ำต้องไม่มากกว่ายอดฝากสูงสุดต่อครั้ง'],
    ['a withdrawal min above its max', { withdrawal: { min: 500, max: 400 } }, 'INVALID_BOUNDS', 'ยอดถอนขั้นต่ำต้องไม่มากกว่ายอดถอนสูงสุดต่อครั้ง'],
    ['a zero min', { deposit: { min: 0, max: 400 } }, 'VALIDATION', 'ข้อมูลไม่ถูกต้อง: ยอดฝากขั้นต่ำและสูงสุดต่อครั้ง'],
    ['a negative max', { withdrawal: { min: 1, max: -5 } }, 'VALIDATION', 'ข้อมูลไม่ถูกต้อง: ยอดถอนขั้นต่ำและสูงสุดต่อครั้ง'],
    ['a max over the ceiling', { deposit: { min: 1, max: 10_000_000.01 } }, 'VALIDATION', 'ข้อมูลไม่ถูกต้อง: ยอดฝาก'],
    ['three decimals', { deposit: { min: 1.005, max: 400 } }, 'INVALID_AMOUNT', 'จำนวนเงินมีทศนิยมได้ไม่เกิน 2 ตำแหน่ง'],
    ['a phone without its 0', { promptpay: { type: 'phone', value: '812345678' } }, 'INVALID_PROMPTPAY', 'พร้อมเพย์แบบเบอร์โทรศัพท์'],
    ['a phone of 11 digits', { promptpay: { type: 'phone', value: '08123456789' } }, 'INVALID_PROMPTPAY', 'พร้อมเพย์แบบเบอร์โทรศัพท์'],
    ['a national id with a wrong check digit', { promptpay: { type: 'nationalId', value: '1101700230709' } }, 'INVALID_PROMPTPAY', 'เลขประจำตัวประชาชน'],
    ['a national id of 12 digits', { promptpay: { type: 'nationalId', value: '110170023070' } }, 'INVALID_PROMPTPAY', 'เลขประจำตัวประชาชน'],
    ['an unknown PromptPay type', { promptpay: { type: 'email', value: 'a@b.c' } }, 'VALIDATION', 'พร้อมเพย์'],
    ['a bank account number of 9 digits', { bank: { ...DEFAULTS.bank, accountNo: '123456789' } }, 'VALIDATION', 'บัญชีธนาคารที่รับโอน'],
    ['a bank account number with letters', { bank: { ...DEFAULTS.bank, accountNo: '12345abcde' } }, 'VALIDATION', 'บัญชีธนาคารที่รับโอน'],
    ['a missing part', { bank: undefined }, 'VALIDATION', 'กรุณากรอกบัญชีธนาคารที่รับโอน'],
    ['an unknown field', { theme: 'dark' }, 'VALIDATION', 'ข้อมูลที่ระบบไม่รู้จัก'],
    ['no second-approval amounts', { secondApproval: undefined }, 'VALIDATION', 'กรุณากรอกยอดที่ต้องมีผู้อนุมัติคนที่ 2'],
    ['a missing second-approval amount', { secondApproval: { depositAbove: 100 } }, 'VALIDATION', 'กรุณากรอกยอดถอนที่ต้องมีผู้อนุมัติคนที่ 2'],
    ['a zero second-approval amount', { secondApproval: { depositAbove: 0, withdrawalAbove: 100 } }, 'VALIDATION', 'ยอดที่ต้องมีผู้อนุมัติคนที่ 2'],
    ['a second-approval amount over the ceiling', { secondApproval: { depositAbove: 100, withdrawalAbove: 10_000_000.01 } }, 'VALIDATION', 'ยอดที่ต้องมีผู้อนุมัติคนที่ 2'],
    ['a second-approval amount of three decimals', { secondApproval: { depositAbove: 100.005, withdrawalAbove: 100 } }, 'INVALID_AMOUNT', 'ทศนิยมได้ไม่เกิน 2 ตำแหน่ง'],
  ])('refuses %s with a Thai 400 and writes nothing', async (_case, change, code, words) => {
    const before = (await read()).json();
    const audited = (await settingsAudit()).length;
    const response = await put(admin, { ...DEFAULTS, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe(code);
    expect(response.json().error.message).toContain(words);
    expect((await read()).json()).toEqual(before);
    expect(await settingsAudit()).toHaveLength(audited);
  });

  it.each<[string, () => SignedIn]>([
    ['an operator', () => operator],
    ['an agent', () => agent],
  ])('answers 403 to %s, and 401 without a login', async (_who, caller) => {
    expect((await get(caller(), '/api/backoffice/settings/payments')).statusCode).toBe(403);
    expect((await put(caller(), DEFAULTS)).statusCode).toBe(403);
    expect((await get(null, '/api/backoffice/settings/payments')).statusCode).toBe(401);
    expect((await put(null, DEFAULTS)).statusCode).toBe(401);
  });

  it.each<Role>(['member', 'agseamless', 'AGgroup'])('answers 403 to %s', async (role) => {
    const caller = await signedInAccount(ctx, { role });
    expect((await get(caller, '/api/backoffice/settings/payments')).statusCode).toBe(403);
    expect((await put(caller, DEFAULTS)).statusCode).toBe(403);
  });
});
