import { type SignedIn, signedInAccount, signIn } from '../../testing/accounts.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { bet, deposit, expectCleanBooks, hold } from '../../testing/ledger.ts';
import { inTransaction } from '../../db/database.ts';

const ctx = useTestApp();

const THAI = /[\u0E00-\u0E7F]/;

type Caller = Pick<SignedIn, 'headers'>;

const walletShow = (caller: Caller | null, query: Record<string, string>) =>
  ctx.app.inject({
    method: 'GET',
    url: '/api/seamless/wallet/show',
    query,
    ...(caller ? { headers: caller.headers } : {}),
  });

const transactions = (caller: Caller | null, query: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'GET',
    url: '/api/wallet/transactions',
    query,
    ...(caller ? { headers: caller.headers } : {}),
  });

const moveMoney = {
  deposit: (member: { id: bigint }, satang: bigint, reference?: string) =>
    inTransaction(ctx.db, (trx) => deposit(trx, member.id, satang, reference)),
  bet: (member: { id: bigint }, satang: bigint, reference?: string) =>
    inTransaction(ctx.db, (trx) => bet(trx, member.id, satang, reference)),
  hold: (member: { id: bigint }, satang: bigint, reference?: string) =>
    inTransaction(ctx.db, (trx) => hold(trx, member.id, satang, reference)),
};

interface Line {
  id: string;
  transferId: string;
  kind: string;
  reference: string;
  account: 'wallet' | 'hold';
  amount: number;
  balanceAfter: number;
  createdAt: string;
}
interface Page {
  items: Line[];
  nextCursor: string | null;
}

describe('GET /api/seamless/wallet/show', () => {
  it("answers the caller's wallet balance in baht and the count_login of the current login", async () => {
    const first = await signedInAccount(ctx);
    await moveMoney.deposit(first, 150_075n);
    await moveMoney.bet(first, 20_050n);
    await moveMoney.hold(first, 10_000n); // set aside for a withdrawal: no longer in the wallet

    const before = await walletShow(first, { UserToken: first.UserToken });
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({ success: true, WalletData: { balance: 1200.25 }, discount: 0, count_login: 1 });

    const second = await signIn(ctx, first);
    const after = await walletShow(second, { UserToken: second.UserToken });
    expect(after.statusCode).toBe(200);
    expect(after.json()).toEqual({ success: true, WalletData: { balance: 1200.25 }, discount: 0, count_login: 2 });

    // The first login's session ended with the second one.
    const old = await walletShow(first, { UserToken: first.UserToken });
    expect(old.statusCode).toBe(401);
    expect(old.json()).toEqual({ error: { code: 'SESSION_REVOKED', message: expect.stringMatching(THAI) } });
    await expectCleanBooks(ctx.db);
  });

  it('answers 0 baht for a member whose money never moved', async () => {
    const member = await signedInAccount(ctx);
    const response = await walletShow(member, { UserToken: member.UserToken });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, WalletData: { balance: 0 }, discount: 0, count_login: 1 });
  });

  it("reports the member's discount as a percent, a change by the back office at once", async () => {
    const operator = await signedInAccount(ctx, { role: 'agadmin' });
    const member = await signedInAccount(ctx);
    expect((await walletShow(member, { UserToken: member.UserToken })).json().discount).toBe(0);
    // Within the maximum discount (10 % by default) for a member without an agent.
    for (const percent of [2.5, 7.25, 10, 0]) {
      const changed = await ctx.app.inject({
        method: 'PUT',
        url: `/api/backoffice/members/${member.id}/discount`,
        headers: operator.headers,
        payload: { discount: percent },
      });
      expect(changed.statusCode).toBe(200);
      const response = await walletShow(member, { UserToken: member.UserToken });
      expect(response.statusCode).toBe(200);
      expect(response.json().discount).toBe(percent);
    }
  });

  it("keeps a member's discount below 100 %, so every bet charges something", async () => {
    const member = await signedInAccount(ctx);
    await expect(
      ctx.db.updateTable('account').set({ discount_bp: 10_000 }).where('id', '=', member.id).execute(),
    ).rejects.toThrow(/account_discount_bp_check/);
    expect((await walletShow(member, { UserToken: member.UserToken })).json().discount).toBe(0);
  });

  it("answers 404 for another member's UserToken and tells nothing about that member", async () => {
    const other = await signedInAccount(ctx);
    await moveMoney.deposit(other, 987_654n);
    await ctx.db.updateTable('account').set({ discount_bp: 777 }).where('id', '=', other.id).execute();
    const caller = await signedInAccount(ctx);

    const theirs = await walletShow(caller, { UserToken: other.UserToken });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ error: { code: 'NOT_FOUND', message: expect.stringMatching(THAI) } });
    for (const secret of ['9876.54', '987654', '7.77', other.username, String(other.id)]) {
      expect(theirs.body).not.toContain(secret);
    }
    // The very answer a token that belongs to nobody gets.
    const nobodys = await walletShow(caller, { UserToken: 'A'.repeat(43) });
    expect(nobodys.statusCode).toBe(404);
    expect(nobodys.body).toBe(theirs.body);
    expect(nobodys.headers['content-length']).toBe(theirs.headers['content-length']);

    // The other member's own call still works.
    expect((await walletShow(other, { UserToken: other.UserToken })).json().WalletData).toEqual({ balance: 9876.54 });
    await expectCleanBooks(ctx.db);
  });

  it('answers 404 for an older UserToken of the same member, superseded by a newer login', async () => {
    const first = await signedInAccount(ctx);
    const second = await signIn(ctx, first);
    const response = await walletShow(second, { UserToken: first.UserToken });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 'NOT_FOUND', message: expect.stringMatching(THAI) } });
    expect((await walletShow(second, { UserToken: second.UserToken })).statusCode).toBe(200);
  });

  it('answers 401 without a Bearer token, even with a valid UserToken', async () => {
    const member = await signedInAccount(ctx);
    const response = await walletShow(null, { UserToken: member.UserToken });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: { code: 'UNAUTHENTICATED', message: expect.stringMatching(THAI) } });
  });

  it('answers 400 with a Thai message for a missing, malformed or unexpected query field', async () => {
    const member = await signedInAccount(ctx);
    const queries: Record<string, string>[] = [
      {},
      { UserToken: '' },
      { UserToken: 'has spaces' },
      { UserToken: 'x'.repeat(201) },
      { UserToken: member.UserToken, extra: '1' },
    ];
    for (const query of queries) {
      const response = await walletShow(member, query);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: { code: 'VALIDATION', message: expect.stringMatching(THAI) } });
      expect(response.body).not.toContain(member.UserToken);
    }
    expect((await walletShow(member, {})).json().error.message).toContain('UserToken');
  });
});

describe('GET /api/wallet/transactions', () => {
  it("lists the caller's ledger lines newest first, in baht, with the balance after each", async () => {
    const member = await signedInAccount(ctx);
    await moveMoney.deposit(member, 100_000n, 'deposit:1');
    await moveMoney.bet(member, 3_050n, 'slip:7');
    await moveMoney.hold(member, 20_000n, 'withdrawal:3');

    const response = await transactions(member);
    expect(response.statusCode).toBe(200);
    const page = response.json<Page>();
    expect(page.nextCursor).toBeNull();
    expect(page.items.map(({ kind, reference, account, amount, balanceAfter }) => ({ kind, reference, account, amount, balanceAfter }))).toEqual([
      { kind: 'withdrawal_hold', reference: 'withdrawal:3', account: 'hold', amount: 200, balanceAfter: 200 },
      { kind: 'withdrawal_hold', reference: 'withdrawal:3', account: 'wallet', amount: -200, balanceAfter: 769.5 },
      { kind: 'bet', reference: 'slip:7', account: 'wallet', amount: -30.5, balanceAfter: 969.5 },
      { kind: 'deposit', reference: 'deposit:1', account: 'wallet', amount: 1000, balanceAfter: 1000 },
    ]);
    const [holdIn, holdOut, betLine, depositLine] = page.items;
    expect(holdIn?.transferId).toBe(holdOut?.transferId);
    expect(new Set([holdOut?.transferId, betLine?.transferId, depositLine?.transferId]).size).toBe(3);
    for (const line of page.items) {
      expect(line.id).toMatch(/^[1-9][0-9]*$/);
      expect(line.transferId).toMatch(/^[1-9][0-9]*$/);
      expect(new Date(line.createdAt).toISOString()).toBe(line.createdAt);
    }
    const ids = page.items.map((line) => BigInt(line.id));
    expect([...ids].sort((a, b) => (a > b ? -1 : 1))).toEqual(ids);
    await expectCleanBooks(ctx.db);
  });

  it('pages through 45 lines, 20 at a time, without duplicates or gaps', async () => {
    const member = await signedInAccount(ctx);
    for (let n = 1; n <= 45; n += 1) await moveMoney.deposit(member, BigInt(n * 100), `deposit:${n}`);

    const pages: Page[] = [];
    let cursor: string | null = null;
    do {
      const response = await transactions(member, { limit: '20', ...(cursor ? { cursor } : {}) });
      expect(response.statusCode).toBe(200);
      const page: Page = response.json<Page>();
      pages.push(page);
      cursor = page.nextCursor;
    } while (cursor !== null && pages.length < 10);

    expect(pages.map((page) => page.items.length)).toEqual([20, 20, 5]);
    expect(pages.map((page) => page.nextCursor === null)).toEqual([false, false, true]);
    const lines = pages.flatMap((page) => page.items);
    expect(new Set(lines.map((line) => line.id)).size).toBe(45);
    // Newest first, every deposit exactly once, each running balance right.
    expect(lines.map((line) => line.reference)).toEqual(Array.from({ length: 45 }, (_, i) => `deposit:${45 - i}`));
    expect(lines.map((line) => line.amount)).toEqual(Array.from({ length: 45 }, (_, i) => 45 - i));
    expect(lines.map((line) => line.balanceAfter)).toEqual(Array.from({ length: 45 }, (_, i) => ((45 - i) * (46 - i)) / 2));
    // The same lines as one page of 100.
    const all = (await transactions(member, { limit: '100' })).json<Page>();
    expect(all.nextCursor).toBeNull();
    expect(all.items).toEqual(lines);
    await expectCleanBooks(ctx.db);
  });

  it('answers 20 lines by default', async () => {
    const member = await signedInAccount(ctx);
    for (let n = 1; n <= 21; n += 1) await moveMoney.deposit(member, 100n, `deposit:${n}`);
    const page = (await transactions(member)).json<Page>();
    expect(page.items).toHaveLength(20);
    expect(page.items[0]?.reference).toBe('deposit:21');
    expect(page.nextCursor).toBe(page.items[19]?.id);
    await expectCleanBooks(ctx.db);
  });

  it("shows only the caller's own lines", async () => {
    const caller = await signedInAccount(ctx);
    const other = await signedInAccount(ctx);
    await moveMoney.deposit(other, 50_000n, `deposit:other-${other.id}`);
    await moveMoney.deposit(caller, 10_000n, `deposit:mine-${caller.id}`);
    await moveMoney.bet(other, 1_000n, `slip:other-${other.id}`);

    const page = (await transactions(caller, { limit: '100' })).json<Page>();
    expect(page.items.map((line) => line.reference)).toEqual([`deposit:mine-${caller.id}`]);
    // Not even through a cursor from the other member's lines.
    const theirs = (await transactions(other, { limit: '100' })).json<Page>();
    expect(theirs.items).toHaveLength(2);
    const newestOfTheirs = theirs.items[0]?.id ?? '';
    const afterTheirCursor = (await transactions(caller, { cursor: String(BigInt(newestOfTheirs) + 1n) })).json<Page>();
    expect(afterTheirCursor.items.map((line) => line.reference)).toEqual([`deposit:mine-${caller.id}`]);
    await expectCleanBooks(ctx.db);
  });

  it('answers an empty page for a member whose money never moved', async () => {
    const member = await signedInAccount(ctx);
    const response = await transactions(member);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ items: [], nextCursor: null });
  });

  it('answers 400 with a Thai message for a bad cursor or limit', async () => {
    const member = await signedInAccount(ctx);
    const queries: Record<string, string>[] = [
      { cursor: 'abc' },
      { cursor: '0' },
      { cursor: '-5' },
      { cursor: '1'.repeat(20) },
      { limit: '0' },
      { limit: '101' },
      { limit: '20.5' },
      { limit: 'ten' },
      { limit: '' },
      { page: '2' },
    ];
    for (const query of queries) {
      const response = await transactions(member, query);
      expect({ query, status: response.statusCode }).toEqual({ query, status: 400 });
      expect(response.json()).toEqual({ error: { code: 'VALIDATION', message: expect.stringMatching(THAI) } });
    }
  });

  it('answers 401 without a Bearer token', async () => {
    const response = await transactions(null);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: { code: 'UNAUTHENTICATED', message: expect.stringMatching(THAI) } });
  });
});
