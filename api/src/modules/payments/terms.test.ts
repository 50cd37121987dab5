import { type SignedIn, signedInAccount } from '../../testing/accounts.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { deposit, expectCleanBooks, memberBalances } from '../../testing/ledger.ts';
import { inTransaction } from '../../db/database.ts';

const ctx = useTestApp({ payments: { demoMode: true } });

const terms = (who?: SignedIn) =>
  ctx.app.inject({ method: 'GET', url: '/api/wallet/payment-terms', headers: who?.headers ?? {} });

let keys = 0;
const post = (who: SignedIn, url: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url, headers: { ...who.headers, 'idempotency-key': `terms-${++keys}` }, payload });

const walletSetting = async () =>
  (await ctx.db.selectFrom('setting').select('value').where('key', '=', 'wallet').executeTakeFirstOrThrow()).value as Record<
    string,
    unknown
  >;

describe('GET /api/wallet/payment-terms', () => {
  it('answers the bounds of the wallet settings in baht, demo mode and the member’s bank account, masked', async () => {
    const member = await signedInAccount(ctx);
    const response = await terms(member);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      demoMode: true,
      // The defaults of the `wallet` setting (migrations/0004_payments.sql).
      deposit: { min: 100, max: 100_000 },
      withdrawal: { min: 100, max: 50_000 },
      bankAccount: { code: 'SCB', accountNo: `xxxxxx${member.bankAccountNo?.slice(-4)}`, accountName: 'สมหญิง ทดสอบ' },
    });
    expect(response.json().bankAccount.accountNo).toMatch(/^x{6}\d{4}$/);
  });

  it('masks the number exactly as the member’s withdrawal answers do', async () => {
    const member = await signedInAccount(ctx);
    await inTransaction(ctx.db, (trx) => deposit(trx, member.id, 10_000n));
    const withdrawal = await post(member, '/api/wallet/withdrawals', { amount: 100 });
    expect(withdrawal.statusCode).toBe(201);
    expect((await terms(member)).json().bankAccount).toEqual(withdrawal.json().bank);
    await expectCleanBooks(ctx.db);
  });

  it('follows the bounds an operator sets: the same ones deposits and withdrawals are held to', async () => {
    const member = await signedInAccount(ctx);
    const original = await walletSetting();
    const setWallet = (value: object) =>
      ctx.db.updateTable('setting').set({ value: JSON.stringify(value) }).where('key', '=', 'wallet').execute();
    await setWallet({
      ...original,
      depositMinSatang: 20_050,
      depositMaxSatang: 300_000,
      withdrawalMinSatang: 15_000,
      withdrawalMaxSatang: 250_025,
    });
    try {
      const answer = (await terms(member)).json();
      expect(answer).toMatchObject({ deposit: { min: 200.5, max: 3000 }, withdrawal: { min: 150, max: 2500.25 } });
      const below = await post(member, '/api/wallet/deposits', { amount: 200.49 });
      expect(below.json().error.code).toBe('AMOUNT_BELOW_MINIMUM');
      const above = await post(member, '/api/wallet/deposits', { amount: 3000.01 });
      expect(above.json().error.code).toBe('AMOUNT_ABOVE_MAXIMUM');
      expect((await post(member, '/api/wallet/deposits', { amount: answer.deposit.min })).statusCode).toBe(201);
      expect((await post(member, '/api/wallet/withdrawals', { amount: 2500.26 })).json().error.code).toBe(
        'AMOUNT_ABOVE_MAXIMUM',
      );
      expect((await post(member, '/api/wallet/withdrawals', { amount: 149.99 })).json().error.code).toBe(
        'AMOUNT_BELOW_MINIMUM',
      );
      expect((await post(member, '/api/wallet/withdrawals', { amount: answer.withdrawal.min })).statusCode).toBe(201);
    } finally {
      await setWallet(original);
    }
    // 200.50 credited at once (demo mode), 150 of it held for the withdrawal.
    expect(await memberBalances(ctx.db, member.id)).toEqual({ wallet: 5_050n, hold: 15_000n });
    await expectCleanBooks(ctx.db);
  });

  it('answers bankAccount null for a member without a registered bank account', async () => {
    const member = await signedInAccount(ctx, { bank: false });
    expect((await terms(member)).json()).toEqual({
      demoMode: true,
      deposit: { min: 100, max: 100_000 },
      withdrawal: { min: 100, max: 50_000 },
      bankAccount: null,
    });
  });

  it('answers bankAccount null while any part of the bank account is missing', async () => {
    for (const missing of ['bank_code', 'bank_account_no', 'bank_account_name'] as const) {
      const member = await signedInAccount(ctx);
      await ctx.db.updateTable('account').set({ [missing]: null }).where('id', '=', member.id).execute();
      const response = await terms(member);
      expect([missing, response.statusCode, response.json().bankAccount]).toEqual([missing, 200, null]);
    }
  });

  it('answers seamless members too', async () => {
    const seamless = await signedInAccount(ctx, { role: 'seamless', bank: true });
    const response = await terms(seamless);
    expect(response.statusCode).toBe(200);
    expect(response.json().bankAccount).toEqual({
      code: 'SCB',
      accountNo: `xxxxxx${seamless.bankAccountNo?.slice(-4)}`,
      accountName: 'สมหญิง ทดสอบ',
    });
  });

  it('asks an anonymous caller to sign in (401)', async () => {
    const response = await terms();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: { code: 'UNAUTHENTICATED', message: expect.stringMatching(/[ก-๙]/) } });
  });

  it.each(['master', 'agline', 'agadmin', 'admin'] as const)('refuses a %s with 403', async (role) => {
    const staff = await signedInAccount(ctx, { role });
    const response = await terms(staff);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: { code: 'FORBIDDEN', message: expect.stringMatching(/[ก-๙]/) } });
  });

  it('is described in the OpenAPI document', async () => {
    const document = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const operation = document.paths['/api/wallet/payment-terms']?.get;
    expect(operation).toMatchObject({ summary: expect.any(String), security: [{ bearerAuth: [] }] });
    expect(Object.keys(operation.responses).sort()).toEqual(['200', '401', '403']);
    const schema = operation.responses['200'].content['application/json'].schema;
    expect(schema).toMatchObject({
      additionalProperties: false,
      required: ['demoMode', 'deposit', 'withdrawal', 'bankAccount'],
      properties: { bankAccount: { nullable: true, additionalProperties: false } },
    });
  });
});

describe('outside demo mode', () => {
  const production = useTestApp({ payments: { demoMode: false } });

  it('answers demoMode false', async () => {
    const member = await signedInAccount(production);
    const response = await production.app.inject({ method: 'GET', url: '/api/wallet/payment-terms', headers: member.headers });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ demoMode: false, deposit: { min: 100, max: 100_000 } });
  });
});
