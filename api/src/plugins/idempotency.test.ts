import { sql } from 'kysely';
import { inTransaction } from '../db/database.ts';
import { ApiError } from './errors.ts';
import { insertAccount } from '../testing/accounts.ts';
import { onPostgres, useTestDatabase } from '../testing/test-database.ts';
import { withIdempotency } from './idempotency.ts';
import { satangToBaht } from '../lib/money.ts';
import { bet, deposit, expectCleanBooks, memberBalances } from '../testing/ledger.ts';


const ctx = useTestDatabase();
const newMember = async () => (await insertAccount(ctx.db)).id;

/** A deposit request as a route would run it: the transfer, then the JSON answer. */
const depositRequest = (accountId: bigint, key: string | undefined, amount: number) =>
  withIdempotency(ctx.db, { accountId, key, requestBody: { route: 'POST /wallet/deposits', amount } }, async (trx) => {
    const { transferId, balances } = await deposit(trx, accountId, BigInt(amount * 100), `deposit:${key}`);
    return {
      statusCode: 201,
      body: { transferId: String(transferId), balance: satangToBaht([...balances.values()][0] ?? 0n) },
    };
  });

const transfersWithReference = async (reference: string) =>
  Number(
    (await sql<{ n: bigint }>`select count(*) as n from ledger_transfer where reference = ${reference}`.execute(ctx.db)).rows[0]
      ?.n ?? 0n,
  );

describe('withIdempotency', () => {
  it('replays the first answer for the same key and body, and moves nothing again', async () => {
    const member = await newMember();
    const first = await depositRequest(member, 'dep-1', 150.5);
    expect(first).toEqual({ statusCode: 201, body: { transferId: expect.any(String), balance: 150.5 }, replayed: false });
    const again = await depositRequest(member, 'dep-1', 150.5);
    expect(again).toEqual({ ...first, replayed: true });
    expect(await memberBalances(ctx.db, member)).toEqual({ wallet: 15_050n, hold: 0n });
    expect(await transfersWithReference('deposit:dep-1')).toBe(1);
    await expectCleanBooks(ctx.db);
  });

  it('treats a body with its fields in another order as the same request', async () => {
    const member = await newMember();
    const run = (requestBody: unknown) =>
      withIdempotency(ctx.db, { accountId: member, key: 'same', requestBody }, async (trx) => {
        await deposit(trx, member, 100n, 'deposit:same');
        return { statusCode: 201, body: { ok: true } };
      });
    expect((await run({ a: 1, b: { c: 2, d: [1, 2] } })).replayed).toBe(false);
    expect((await run({ b: { d: [1, 2], c: 2 }, a: 1 })).replayed).toBe(true);
    expect(await memberBalances(ctx.db, member)).toEqual({ wallet: 100n, hold: 0n });
    await expectCleanBooks(ctx.db);
  });

  it('refuses the same key with another body with a 409, moving nothing', async () => {
    const member = await newMember();
    await depositRequest(member, 'dep-2', 100);
    const reused = depositRequest(member, 'dep-2', 200);
    await expect(reused).rejects.toBeInstanceOf(ApiError);
    await expect(reused).rejects.toMatchObject({ statusCode: 409, code: 'IDEMPOTENCY_KEY_REUSED' });
    await expect(reused).rejects.toThrow('Idempotency-Key นี้ถูกใช้กับคำขออื่นแล้ว');
    expect(await memberBalances(ctx.db, member)).toEqual({ wallet: 10_000n, hold: 0n });
    await expectCleanBooks(ctx.db);
  });

  it('keeps keys apart per member', async () => {
    const [one, two] = [await newMember(), await newMember()];
    expect((await depositRequest(one, 'shared-key', 10)).replayed).toBe(false);
    expect((await depositRequest(two, 'shared-key', 20)).replayed).toBe(false);
    expect(await memberBalances(ctx.db, one)).toEqual({ wallet: 1_000n, hold: 0n });
    expect(await memberBalances(ctx.db, two)).toEqual({ wallet: 2_000n, hold: 0n });
    await expectCleanBooks(ctx.db);
  });

  it.each([[undefined], [''], ['a'.repeat(101)], ['has space'], ['ключ'], ['a/b'], ['a.b']])(
    'refuses the key %p with a 400 before doing anything',
    async (key) => {
      const member = await newMember();
      let ran = false;
      const attempt = withIdempotency(ctx.db, { accountId: member, key, requestBody: {} }, async () => {
        ran = true;
        return { statusCode: 200, body: {} };
      });
      await expect(attempt).rejects.toMatchObject({ statusCode: 400, code: 'INVALID_IDEMPOTENCY_KEY' });
      expect(ran).toBe(false);
    },
  );

  it('accepts keys of 1 to 100 letters, digits, _ and -', async () => {
    const member = await newMember();
    for (const key of ['a', 'A-z_0-9', 'x'.repeat(100), '550e8400-e29b-41d4-a716-446655440000']) {
      const result = await withIdempotency(ctx.db, { accountId: member, key, requestBody: {} }, async () => ({
        statusCode: 200,
        body: { key },
      }));
      expect(result).toEqual({ statusCode: 200, body: { key }, replayed: false });
    }
  });

  it('stores nothing when the work fails, so the same key can be tried again', async () => {
    const member = await newMember();
    const betRequest = () =>
      withIdempotency(ctx.db, { accountId: member, key: 'bet-1', requestBody: { amount: 50 } }, async (trx) => {
        await bet(trx, member, 5_000n, 'slip:bet-1');
        return { statusCode: 201, body: { placed: true } };
      });
    await expect(betRequest()).rejects.toMatchObject({ statusCode: 409, code: 'INSUFFICIENT_FUNDS' });
    const stored = await ctx.db.selectFrom('idempotency_key').selectAll().where('account_id', '=', member).execute();
    expect(stored).toEqual([]);
    await inTransaction(ctx.db, (trx) => deposit(trx, member, 5_000n));
    expect(await betRequest()).toEqual({ statusCode: 201, body: { placed: true }, replayed: false });
    expect(await betRequest()).toEqual({ statusCode: 201, body: { placed: true }, replayed: true });
    expect(await memberBalances(ctx.db, member)).toEqual({ wallet: 0n, hold: 0n });
    expect(await transfersWithReference('slip:bet-1')).toBe(1);
    await expectCleanBooks(ctx.db);
  });

  if (onPostgres) {
    it('runs the work once when the same request arrives many times at once (PostgreSQL)', async () => {
      const member = await newMember();
            let executions = 0;
      const results = await Promise.all(
        Array.from({ length: 12 }, () =>
          withIdempotency(ctx.db, { accountId: member, key: 'burst', requestBody: { amount: 75 } }, async (trx) => {
            executions += 1;
            const { transferId } = await deposit(trx, member, 7_500n, 'deposit:burst');
            return { statusCode: 201, body: { transferId: String(transferId) } };
          }),
        ),
      );
      expect(executions).toBe(1);
      expect(results.filter((result) => !result.replayed)).toHaveLength(1);
      expect(new Set(results.map((result) => JSON.stringify(result.body))).size).toBe(1);
      expect(await memberBalances(ctx.db, member)).toEqual({ wallet: 7_500n, hold: 0n });
      expect(await transfersWithReference('deposit:burst')).toBe(1);
      await expectCleanBooks(ctx.db);
    });
  }
});
