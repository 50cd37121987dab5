import { sql } from 'kysely';
import { insertAccount } from '../../testing/accounts.ts';
import { onPostgres, useTestDatabase } from '../../testing/test-database.ts';
import { balanceOf, memberBalances, memberLedgerLines } from './balances.ts';
import { ensureMemberAccounts, InsufficientFunds, systemAccount, transfer, type TransferRequest, transfers } from './ledger.ts';
import { bet, deposit, expectCleanBooks, hold, payOut, release } from '../../testing/ledger.ts';
import { inTransaction } from '../../db/database.ts';


const ctx = useTestDatabase();
const newMember = async () => (await insertAccount(ctx.db)).id;

const count = async (table: 'ledger_transfer' | 'ledger_entry') =>
  Number((await ctx.db.selectFrom(table).select(ctx.db.fn.countAll<bigint>().as('n')).executeTakeFirstOrThrow()).n);

describe('transfer', () => {
  it('moves money between a member and the system accounts, in balance', async () => {
    const member = await newMember();
    const houseBefore = await balanceOf(ctx.db, await systemAccount(ctx.db, 'house'));
    await inTransaction(ctx.db, (trx) => deposit(trx, member, 100_000n));
    const result = await inTransaction(ctx.db, (trx) => bet(trx, member, 30_050n, 'slip:1'));
    const accounts = await ensureMemberAccounts(ctx.db, member);
    expect(result.balances.get(accounts.wallet.id)).toBe(69_950n);
    expect(await memberBalances(ctx.db, member)).toEqual({ wallet: 69_950n, hold: 0n });
    expect(await balanceOf(ctx.db, accounts.wallet)).toBe(69_950n);
    expect((await balanceOf(ctx.db, await systemAccount(ctx.db, 'house'))) - houseBefore).toBe(30_050n);

    const { lines, nextCursor } = await memberLedgerLines(ctx.db, member);
    expect(nextCursor).toBeNull();
    expect(lines.map(({ transferKind, reference, account, amount, balanceAfter }) => ({
      transferKind, reference, account, amount, balanceAfter,
    }))).toEqual([
      { transferKind: 'bet', reference: 'slip:1', account: 'wallet', amount: -30_050n, balanceAfter: 69_950n },
      { transferKind: 'deposit', reference: 'deposit:test', account: 'wallet', amount: 100_000n, balanceAfter: 100_000n },
    ]);
    expect(lines[0]?.createdAt).toBeInstanceOf(Date);
    await expectCleanBooks(ctx.db);
  });

  it('holds, returns and pays out a withdrawal', async () => {
    const member = await newMember();
    await inTransaction(ctx.db, (trx) => deposit(trx, member, 50_000n));
    await inTransaction(ctx.db, (trx) => hold(trx, member, 20_000n));
    expect(await memberBalances(ctx.db, member)).toEqual({ wallet: 30_000n, hold: 20_000n });
    await inTransaction(ctx.db, (trx) => release(trx, member, 5_000n));
    await inTransaction(ctx.db, (trx) => payOut(trx, member, 15_000n));
    expect(await memberBalances(ctx.db, member)).toEqual({ wallet: 35_000n, hold: 0n });
    const { lines } = await memberLedgerLines(ctx.db, member);
    expect(lines.map((line) => [line.transferKind, line.account, line.amount])).toEqual([
      ['withdrawal_payout', 'hold', -15_000n],
      ['withdrawal_return', 'wallet', 5_000n],
      ['withdrawal_return', 'hold', -5_000n],
      ['withdrawal_hold', 'hold', 20_000n],
      ['withdrawal_hold', 'wallet', -20_000n],
      ['deposit', 'wallet', 50_000n],
    ]);
    await expectCleanBooks(ctx.db);
  });

  it('refuses a debit above the balance with a 409 and writes nothing', async () => {
    const member = await newMember();
    await inTransaction(ctx.db, (trx) => deposit(trx, member, 10_000n));
    const [transfers, entries] = [await count('ledger_transfer'), await count('ledger_entry')];
    const attempt = inTransaction(ctx.db, (trx) => bet(trx, member, 10_001n));
    await expect(attempt).rejects.toBeInstanceOf(InsufficientFunds);
    await expect(attempt).rejects.toMatchObject({ statusCode: 409, code: 'INSUFFICIENT_FUNDS', message: 'ยอดเงินไม่เพียงพอ' });
    expect(await memberBalances(ctx.db, member)).toEqual({ wallet: 10_000n, hold: 0n });
    expect([await count('ledger_transfer'), await count('ledger_entry')]).toEqual([transfers, entries]);
    // Exactly the balance is allowed.
    await inTransaction(ctx.db, (trx) => bet(trx, member, 10_000n));
    expect(await memberBalances(ctx.db, member)).toEqual({ wallet: 0n, hold: 0n });
    await expectCleanBooks(ctx.db);
  });

  it('refuses malformed transfers before touching the database', async () => {
    const member = await ensureMemberAccounts(ctx.db, await newMember());
    const house = await systemAccount(ctx.db, 'house');
    const payout = await systemAccount(ctx.db, 'payout');
    const attempt = (entries: { account: typeof house; amount: bigint }[]) =>
      inTransaction(ctx.db, (trx) => transfer(trx, { kind: 'payout', reference: 'bad', entries }));
    await expect(attempt([{ account: house, amount: 1n }, { account: payout, amount: -2n }])).rejects.toThrow(/sum to zero/);
    await expect(attempt([{ account: house, amount: 0n }, { account: payout, amount: 0n }])).rejects.toThrow(/never zero/);
    await expect(attempt([{ account: house, amount: 1n }])).rejects.toThrow(/two entries/);
    await expect(attempt([{ account: house, amount: 1n }, { account: house, amount: -1n }])).rejects.toThrow(/once/);
    // A reference that claims the wrong kind for an account is not trusted.
    await expect(
      attempt([{ account: { id: member.wallet.id, kind: 'member_hold' }, amount: 1n }, { account: payout, amount: -1n }]),
    ).rejects.toThrow(/no member_hold account/);
    await expectCleanBooks(ctx.db);
  });

  it('creates member accounts once, also when asked twice in one go', async () => {
    const member = await newMember();
    const [first, second] = await Promise.all([ensureMemberAccounts(ctx.db, member), ensureMemberAccounts(ctx.db, member)]);
    expect(second).toEqual(first);
    expect(first.wallet.id).not.toBe(first.hold.id);
    expect(await memberBalances(ctx.db, member)).toEqual({ wallet: 0n, hold: 0n });
    expect(await memberBalances(ctx.db, await newMember())).toEqual({ wallet: 0n, hold: 0n });
  });
});

describe('transfers', () => {
  /** A payout of `satang` (negative: taken back) between the payout account and a member's wallet. */
  async function payoutTo(member: bigint, satang: bigint, reference: string): Promise<TransferRequest> {
    const { wallet } = await ensureMemberAccounts(ctx.db, member);
    return { kind: 'payout', reference, entries: [{ account: await systemAccount(ctx.db, 'payout'), amount: -satang }, { account: wallet, amount: satang }] };
  }

  it("posts many transfers at once, each member's in the order given, with every balance after", async () => {
    const [first, second] = [await newMember(), await newMember()];
    const requests = [
      await payoutTo(first, 10_000n, 'a1'),
      await payoutTo(second, 500n, 'b1'),
      await payoutTo(first, -3_000n, 'a2'),
      await payoutTo(first, 250n, 'a3'),
    ];
    const [a1, b1, a2, a3] = await inTransaction(ctx.db, (trx) => transfers(trx, requests));
    const { wallet } = await ensureMemberAccounts(ctx.db, first);
    expect([a1, a2, a3].map((result) => result?.balances.get(wallet.id))).toEqual([10_000n, 7_000n, 7_250n]);
    expect(b1?.balances.size).toBe(1);
    // Transfer ids follow the order given.
    const ids = [a1, b1, a2, a3].map((result) => result?.transferId ?? 0n);
    expect([...ids].sort((a, b) => (a < b ? -1 : 1))).toEqual(ids);
    const { lines } = await memberLedgerLines(ctx.db, first);
    expect(lines.map((line) => [line.reference, line.amount, line.balanceAfter])).toEqual([
      ['a3', 250n, 7_250n],
      ['a2', -3_000n, 7_000n],
      ['a1', 10_000n, 10_000n],
    ]);
    expect(await memberBalances(ctx.db, second)).toEqual({ wallet: 500n, hold: 0n });
    await expectCleanBooks(ctx.db);
  });

  it('refuses the whole batch, naming each transfer that would take a member below zero', async () => {
    const [rich, poor, broke] = [await newMember(), await newMember(), await newMember()];
    await inTransaction(ctx.db, (trx) => deposit(trx, rich, 1_000n));
    await inTransaction(ctx.db, (trx) => deposit(trx, poor, 100n));
    await ensureMemberAccounts(ctx.db, broke);
    const [transfersBefore, entriesBefore] = [await count('ledger_transfer'), await count('ledger_entry')];
    const requests = [await payoutTo(rich, -1_000n, 'r'), await payoutTo(poor, -101n, 'p'), await payoutTo(broke, -1n, 'b')];
    const attempt = inTransaction(ctx.db, (trx) => transfers(trx, requests));
    await expect(attempt).rejects.toBeInstanceOf(InsufficientFunds);
    await expect(attempt).rejects.toMatchObject({ statusCode: 409, refused: [1, 2] });
    expect([await count('ledger_transfer'), await count('ledger_entry')]).toEqual([transfersBefore, entriesBefore]);
    expect(await memberBalances(ctx.db, rich)).toEqual({ wallet: 1_000n, hold: 0n });
    expect(await memberBalances(ctx.db, poor)).toEqual({ wallet: 100n, hold: 0n });
    await expectCleanBooks(ctx.db);
  });

  it('posts nothing for no transfers', async () => {
    const before = await count('ledger_transfer');
    expect(await inTransaction(ctx.db, (trx) => transfers(trx, []))).toEqual([]);
    expect(await count('ledger_transfer')).toBe(before);
  });
});

describe('memberLedgerLines', () => {
  it('pages newest first with a cursor, and shows only the member’s own lines', async () => {
    const member = await newMember();
    const other = await newMember();
    for (let i = 1n; i <= 5n; i += 1n) {
      await inTransaction(ctx.db, (trx) => deposit(trx, member, i * 100n, `deposit:${i}`));
      await inTransaction(ctx.db, (trx) => deposit(trx, other, 1n, `other:${i}`));
    }
    const first = await memberLedgerLines(ctx.db, member, { limit: 2 });
    expect(first.lines.map((line) => line.reference)).toEqual(['deposit:5', 'deposit:4']);
    const second = await memberLedgerLines(ctx.db, member, { limit: 2, cursor: first.nextCursor });
    expect(second.lines.map((line) => line.reference)).toEqual(['deposit:3', 'deposit:2']);
    const third = await memberLedgerLines(ctx.db, member, { limit: 2, cursor: second.nextCursor });
    expect(third.lines.map((line) => line.reference)).toEqual(['deposit:1']);
    expect(third.nextCursor).toBeNull();
    await expect(memberLedgerLines(ctx.db, member, { cursor: 'abc' })).rejects.toMatchObject({ statusCode: 400 });
    await expect(memberLedgerLines(ctx.db, member, { limit: 101 })).rejects.toMatchObject({ statusCode: 400 });
    await expectCleanBooks(ctx.db);
  });
});

describe('the database keeps the books', () => {
  it('refuses at commit a transfer whose entries do not sum to zero', async () => {
    const house = await systemAccount(ctx.db, 'house');
    const payout = await systemAccount(ctx.db, 'payout');
    const transfers = await count('ledger_transfer');
    await expect(
      inTransaction(ctx.db, async (trx) => {
        const { id } = await trx
          .insertInto('ledger_transfer')
          .values({ kind: 'payout', reference: 'raw' })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('ledger_entry')
          .values([
            { transfer_id: id, ledger_account_id: payout.id, amount: -500n, balance_after: null },
            { transfer_id: id, ledger_account_id: house.id, amount: 499n, balance_after: null },
          ])
          .execute();
        // Inside the transaction the statements succeed; the constraint trigger fires at commit.
      }),
    ).rejects.toThrow(/sum to -1, not zero/);
    expect(await count('ledger_transfer')).toBe(transfers);
    await expectCleanBooks(ctx.db);
  });

  it('refuses at commit a transfer without entries', async () => {
    await expect(
      ctx.db.insertInto('ledger_transfer').values({ kind: 'payout', reference: 'empty' }).execute(),
    ).rejects.toThrow(/has no entries/);
    await expectCleanBooks(ctx.db);
  });

  it('refuses entries added to an older transfer', async () => {
    const member = await newMember();
    const { transferId } = await inTransaction(ctx.db, (trx) => deposit(trx, member, 100n));
    const house = await systemAccount(ctx.db, 'house');
    const payout = await systemAccount(ctx.db, 'payout');
    await expect(
      ctx.db
        .insertInto('ledger_entry')
        .values([
          { transfer_id: transferId, ledger_account_id: payout.id, amount: -1n, balance_after: null },
          { transfer_id: transferId, ledger_account_id: house.id, amount: 1n, balance_after: null },
        ])
        .execute(),
    ).rejects.toThrow(/inserted with their transfer/);
    await expectCleanBooks(ctx.db);
  });

  it('refuses a member entry that does not match the stored balance, and a balance moved without entry', async () => {
    const member = await newMember();
    await inTransaction(ctx.db, (trx) => deposit(trx, member, 1_000n));
    const { wallet } = await ensureMemberAccounts(ctx.db, member);
    const house = await systemAccount(ctx.db, 'house');
    // An entry without moving the stored balance.
    await expect(
      inTransaction(ctx.db, async (trx) => {
        const { id } = await trx
          .insertInto('ledger_transfer')
          .values({ kind: 'bet', reference: 'raw' })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('ledger_entry')
          .values([
            { transfer_id: id, ledger_account_id: wallet.id, amount: -100n, balance_after: 900n },
            { transfer_id: id, ledger_account_id: house.id, amount: 100n, balance_after: null },
          ])
          .execute();
      }),
    ).rejects.toThrow(/does not follow its entries/);
    // The stored balance moved without an entry.
    await expect(
      ctx.db.updateTable('ledger_account').set({ balance: 5_000n }).where('id', '=', wallet.id).execute(),
    ).rejects.toThrow(/does not match its entries/);
    expect(await memberBalances(ctx.db, member)).toEqual({ wallet: 1_000n, hold: 0n });
    await expectCleanBooks(ctx.db);
  });

  it('cannot commit a half-done transfer even when the caller swallows InsufficientFunds', async () => {
    const rich = await newMember();
    const poor = await newMember();
    await inTransaction(ctx.db, (trx) => deposit(trx, rich, 1_000n));
    const richAccounts = await ensureMemberAccounts(ctx.db, rich);
    const poorAccounts = await ensureMemberAccounts(ctx.db, poor);
    const house = await systemAccount(ctx.db, 'house');
    const [first, second] =
      richAccounts.wallet.id < poorAccounts.wallet.id ? [richAccounts, poorAccounts] : [poorAccounts, richAccounts];
    await expect(
      inTransaction(ctx.db, async (trx) => {
        await transfer(trx, {
          kind: 'bet',
          reference: 'swallowed',
          entries: [
            { account: first.wallet, amount: first === richAccounts ? -1_000n : -1n },
            { account: second.wallet, amount: second === richAccounts ? -1_000n : -1n },
            { account: house, amount: 1_001n },
          ],
        }).catch((error: unknown) => {
          if (!(error instanceof InsufficientFunds)) throw error;
        });
      }),
    ).rejects.toThrow(/does not match its entries/);
    expect(await memberBalances(ctx.db, rich)).toEqual({ wallet: 1_000n, hold: 0n });
    await expectCleanBooks(ctx.db);
  });

  it('refuses UPDATE and DELETE of transfers and entries', async () => {
    const member = await newMember();
    const { transferId } = await inTransaction(ctx.db, (trx) => deposit(trx, member, 700n));
    await expect(ctx.db.updateTable('ledger_transfer').set({ reference: 'changed' }).where('id', '=', transferId).execute())
      .rejects.toThrow(/UPDATE on ledger_transfer is not allowed/);
    await expect(ctx.db.deleteFrom('ledger_transfer').where('id', '=', transferId).execute()).rejects.toThrow(
      /DELETE on ledger_transfer is not allowed/,
    );
    await expect(sql`update ledger_entry set amount = amount * 2 where transfer_id = ${transferId}`.execute(ctx.db)).rejects.toThrow(
      /UPDATE on ledger_entry is not allowed/,
    );
    await expect(ctx.db.deleteFrom('ledger_entry').where('transfer_id', '=', transferId).execute()).rejects.toThrow(
      /DELETE on ledger_entry is not allowed/,
    );
    await expect(sql`truncate ledger_entry`.execute(ctx.db)).rejects.toThrow(/TRUNCATE on ledger_entry is not allowed/);
    expect(await memberBalances(ctx.db, member)).toEqual({ wallet: 700n, hold: 0n });
    await expectCleanBooks(ctx.db);
  });

  it('never lets a member balance go below zero, even with a raw UPDATE', async () => {
    const member = await newMember();
    await inTransaction(ctx.db, (trx) => deposit(trx, member, 300n));
    const { wallet, hold: holdAccount } = await ensureMemberAccounts(ctx.db, member);
    await expect(
      sql`update ledger_account set balance = balance - 301 where id = ${wallet.id}`.execute(ctx.db),
    ).rejects.toThrow(/ledger_account_balance_check/);
    await expect(
      sql`update ledger_account set balance = -1 where id = ${holdAccount.id}`.execute(ctx.db),
    ).rejects.toThrow(/ledger_account_balance_check/);
    // A system account has no stored balance to move.
    await expect(
      sql`update ledger_account set balance = 1 where kind = 'house'`.execute(ctx.db),
    ).rejects.toThrow(/ledger_account_balance_check/);
    expect(await memberBalances(ctx.db, member)).toEqual({ wallet: 300n, hold: 0n });
    await expectCleanBooks(ctx.db);
  });
});

if (onPostgres) {
  describe('under concurrency (PostgreSQL)', () => {
    /** A small seeded generator, so a failure can be replayed. */
    const random = (seed: number) => () => {
      seed = (seed + 0x6d2b79f5) | 0;
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };

    it('keeps every balance whole through 400 parallel credits, debits and holds of 20 members', async () => {
      const members = await Promise.all(Array.from({ length: 20 }, () => newMember()));
      const systemKinds = ['house', 'deposit_clearing', 'withdrawal_clearing'] as const;
      const systemBalances = async () => {
        const balances: bigint[] = [];
        for (const kind of systemKinds) balances.push(await balanceOf(ctx.db, await systemAccount(ctx.db, kind)));
        return balances;
      };
      const systemBefore = await systemBalances();
      const run = { deposit, bet, hold, release, payOut };
      const next = random(20261101);
      const operations = Array.from({ length: 400 }, (_, i) => {
        const roll = next();
        const kind: keyof typeof run = roll < 0.3 ? 'deposit' : roll < 0.65 ? 'bet' : roll < 0.85 ? 'hold' : roll < 0.95 ? 'release' : 'payOut';
        const member = members[Math.floor(next() * members.length)] ?? members[0]!;
        const amount = BigInt(1 + Math.floor(next() * (kind === 'deposit' ? 5_000 : 8_000)));
        return { i, kind, member, amount };
      });
      const outcomes = await Promise.all(
        operations.map(async (operation) => {
          try {
            await inTransaction(ctx.db, (trx) => run[operation.kind](trx, operation.member, operation.amount, `op:${operation.i}`));
            return { ...operation, outcome: 'accepted' as const };
          } catch (error) {
            if (error instanceof InsufficientFunds) return { ...operation, outcome: 'refused' as const };
            return { ...operation, outcome: 'failed' as const, error: String(error) };
          }
        }),
      );

      expect(outcomes.filter((o) => o.outcome === 'failed')).toEqual([]); // no deadlock, no other error
      const accepted = outcomes.filter((o) => o.outcome === 'accepted');
      const refused = outcomes.filter((o) => o.outcome === 'refused');
      expect(refused.length).toBeGreaterThan(0);
      for (const kind of ['deposit', 'bet', 'hold', 'release', 'payOut']) {
        expect(accepted.filter((o) => o.kind === kind).length).toBeGreaterThan(0);
      }
      expect(refused.filter((o) => o.kind === 'deposit')).toEqual([]);

      const sum = (list: typeof accepted) => list.reduce((total, o) => total + o.amount, 0n);
      for (const member of members) {
        const mine = accepted.filter((o) => o.member === member);
        const credited = sum(mine.filter((o) => o.kind === 'deposit'));
        const debited = sum(mine.filter((o) => o.kind === 'bet' || o.kind === 'payOut'));
        const balances = await memberBalances(ctx.db, member);
        expect(debited).toBeLessThanOrEqual(credited);
        expect(balances.wallet).toBeGreaterThanOrEqual(0n);
        expect(balances.hold).toBeGreaterThanOrEqual(0n);
        expect(balances.wallet + balances.hold).toBe(credited - debited);
      }
      const systemAfter = await systemBalances();
      expect(systemAfter.map((after, k) => after - systemBefore[k]!)).toEqual([
        sum(accepted.filter((o) => o.kind === 'bet')),
        -sum(accepted.filter((o) => o.kind === 'deposit')),
        sum(accepted.filter((o) => o.kind === 'payOut')),
      ]);
      // Every accepted operation is one transfer; refused ones left none.
      const references = await ctx.db
        .selectFrom('ledger_transfer')
        .select('reference')
        .where('reference', 'like', 'op:%')
        .execute();
      expect(references.map((row) => row.reference).sort()).toEqual(accepted.map((o) => `op:${o.i}`).sort());
      await expectCleanBooks(ctx.db);
    }, 30_000);
  });
}
