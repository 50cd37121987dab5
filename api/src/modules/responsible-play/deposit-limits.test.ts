import { sql } from 'kysely';
import { type SignedIn, signedInAccount, signIn } from '../../testing/accounts.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { bahtToSatang } from '../../lib/money.ts';
import { deposit, expectCleanBooks } from '../../testing/ledger.ts';
import { assertWithinDepositLimits, depositedInPeriods } from './deposit-limits.ts';
import { inTransaction } from '../../db/database.ts';

// Wednesday 18 November 2026, 10:00 in Bangkok.
const START = new Date('2026-11-18T03:00:00Z');
let clock = START;
const at = (iso: string) => {
  clock = new Date(iso);
};
const HOUR = 60 * 60 * 1000;
const advance = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};
const later = (ms: number) => new Date(clock.getTime() + ms).toISOString();

const ctx = useTestApp({ now: () => clock });

beforeEach(() => {
  clock = START;
});

type Limits = { day: number | null; week: number | null; month: number | null };
const NO_LIMITS: Limits = { day: null, week: null, month: null };

const getLimits = (member: SignedIn) => ctx.app.inject({ method: 'GET', url: '/api/wallet/limits', headers: member.headers });
const putLimits = (member: SignedIn, payload: unknown) =>
  ctx.app.inject({ method: 'PUT', url: '/api/wallet/limits', headers: member.headers, payload: payload as object });

/** Puts limits, expecting 200, and answers the new state. */
async function setLimits(member: SignedIn, limits: Limits) {
  const response = await putLimits(member, limits);
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function limitsOf(member: SignedIn) {
  const response = await getLimits(member);
  expect(response.statusCode).toBe(200);
  return response.json();
}

/** Access tokens live 15 minutes: after moving the clock further, sign in again. */
const fresh = (member: SignedIn) => signIn(ctx, member);

/** One period of the GET answer. */
const period = (
  amount: number | null,
  { used = 0, pending = null }: { used?: number; pending?: { amount: number | null; effectiveAt: string } | null } = {},
) => ({ amount, used, remaining: amount === null ? null : Math.max(0, Math.round((amount - used) * 100) / 100), pending });

/** A deposit request of the member, straight into the table (approved ones credit the wallet). */
async function addDeposit(
  member: { id: bigint },
  baht: number,
  { status = 'pending', createdAt = clock }: { status?: 'pending' | 'approved' | 'rejected'; createdAt?: Date } = {},
) {
  const amount = bahtToSatang(baht);
  await inTransaction(ctx.db, async (trx) => {
    const transferId = status === 'approved' ? (await deposit(trx, member.id, amount)).transferId : null;
    await trx
      .insertInto('deposit')
      .values({
        account_id: member.id,
        amount,
        status,
        pay_to: JSON.stringify({}),
        promptpay_payload: 'test',
        created_at: createdAt,
        decided_at: status === 'pending' ? null : createdAt,
        decided_via: status === 'pending' ? null : 'demo',
        transfer_id: transferId,
      })
      .execute();
  });
}

async function limitRows(member?: { id: bigint }) {
  let query = ctx.db.selectFrom('deposit_limit').select(['period', 'amount', 'effective_at']).orderBy('id');
  if (member) query = query.where('account_id', '=', member.id);
  return query.execute();
}

async function limitRowCount(): Promise<number> {
  const { rows } = await sql<{ n: bigint }>`select count(*) as n from deposit_limit`.execute(ctx.db);
  return Number(rows[0]?.n);
}

/** What assertWithinDepositLimits says about depositing `baht` now: 'ok' or the error's status, code and message. */
async function checkDeposit(member: { id: bigint }, baht: number) {
  try {
    await assertWithinDepositLimits(ctx.db, member.id, bahtToSatang(baht), clock);
    return 'ok';
  } catch (error) {
    const { statusCode, code, message } = error as { statusCode: number; code: string; message: string };
    return { statusCode, code, message };
  }
}

describe('GET /api/wallet/limits', () => {
  it('a member without limits sees none, with what they deposited', async () => {
    const member = await signedInAccount(ctx);
    expect(await limitsOf(member)).toEqual({ day: period(null), week: period(null), month: period(null) });
    await addDeposit(member, 150.5);
    expect(await limitsOf(member)).toEqual({
      day: period(null, { used: 150.5 }),
      week: period(null, { used: 150.5 }),
      month: period(null, { used: 150.5 }),
    });
  });

  it('answers only to members, and only with a token', async () => {
    const before = await limitRowCount();
    for (const role of ['admin', 'agadmin', 'master', 'agline'] as const) {
      const staff = await signedInAccount(ctx, { role });
      for (const response of [await getLimits(staff), await putLimits(staff, { day: 100, week: null, month: null })]) {
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({ error: { code: 'FORBIDDEN', message: 'บัญชีของท่านไม่มีสิทธิ์ใช้งานส่วนนี้' } });
      }
    }
    const seamless = await signedInAccount(ctx, { role: 'seamless' });
    expect((await getLimits(seamless)).statusCode).toBe(200);
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/api/wallet/limits' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.code).toBe('UNAUTHENTICATED');
    const anonymousPut = await ctx.app.inject({ method: 'PUT', url: '/api/wallet/limits', payload: NO_LIMITS });
    expect(anonymousPut.statusCode).toBe(401);
    expect(await limitRowCount()).toBe(before);
  });
});

describe('PUT /api/wallet/limits', () => {
  it('a first limit and a lower one take effect at once', async () => {
    let member = await signedInAccount(ctx);
    const first = await setLimits(member, { day: 1000, week: 5000, month: 20000 });
    expect(first).toEqual({ day: period(1000), week: period(5000), month: period(20000) });
    expect(await limitsOf(member)).toEqual(first);

    advance(HOUR);
    member = await fresh(member);
    const lowered = await setLimits(member, { day: 500.25, week: 5000, month: 19999.99 });
    expect(lowered).toEqual({ day: period(500.25), week: period(5000), month: period(19999.99) });
    // Unchanged periods write nothing; every row is a decision effective when it was made.
    expect(await limitRows(member)).toEqual([
      { period: 'day', amount: 100_000n, effective_at: START },
      { period: 'week', amount: 500_000n, effective_at: START },
      { period: 'month', amount: 2_000_000n, effective_at: START },
      { period: 'day', amount: 50_025n, effective_at: clock },
      { period: 'month', amount: 1_999_999n, effective_at: clock },
    ]);
  });

  it('refuses a self-excluded member’s change in Thai, writing nothing, and takes it once the exclusion is over', async () => {
    let member = await signedInAccount(ctx);
    await setLimits(member, { day: 1000, week: null, month: null });
    await ctx.db.updateTable('account').set({ self_excluded_until: new Date(clock.getTime() + HOUR) }).where('id', '=', member.id).execute();
    const rows = await limitRows(member);
    // Looser and stricter alike: nothing changes during the exclusion.
    for (const limits of [NO_LIMITS, { day: 100, week: null, month: null }]) {
      const refused = await putLimits(member, limits);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({
        error: { code: 'SELF_EXCLUDED', message: 'บัญชีนี้อยู่ในช่วงพักการเล่นด้วยตนเองจนถึง 18 พฤศจิกายน 2569 เวลา 11:00 น.' },
      });
    }
    expect(await limitRows(member)).toEqual(rows);
    expect(await limitsOf(member)).toEqual({ day: period(1000), week: period(null), month: period(null) });

    advance(HOUR);
    member = await fresh(member);
    expect((await setLimits(member, { day: 500, week: null, month: null })).day).toEqual(period(500));
  });

  it('a higher limit waits 24 hours as pending, then is in force', async () => {
    let member = await signedInAccount(ctx);
    await setLimits(member, { day: 1000, week: null, month: null });
    advance(HOUR);
    member = await fresh(member);
    const effectiveAt = later(24 * HOUR);
    const raised = await setLimits(member, { day: 3000, week: null, month: null });
    expect(raised.day).toEqual(period(1000, { pending: { amount: 3000, effectiveAt } }));
    expect(await checkDeposit(member, 1000.01)).toMatchObject({ code: 'DEPOSIT_LIMIT_REACHED' });

    advance(24 * HOUR - 1);
    member = await fresh(member);
    expect((await limitsOf(member)).day).toEqual(period(1000, { pending: { amount: 3000, effectiveAt } }));
    expect(await checkDeposit(member, 1000.01)).toMatchObject({ code: 'DEPOSIT_LIMIT_REACHED' });

    advance(1);
    expect((await limitsOf(member)).day).toEqual(period(3000));
    expect(await checkDeposit(member, 3000)).toBe('ok');
  });

  it('removing a limit waits 24 hours as pending, then there is none', async () => {
    let member = await signedInAccount(ctx);
    await setLimits(member, { day: 1000, week: 2000, month: 3000 });
    const removed = await setLimits(member, { day: 1000, week: 2000, month: null });
    const effectiveAt = later(24 * HOUR);
    expect(removed).toEqual({
      day: period(1000),
      week: period(2000),
      month: period(3000, { pending: { amount: null, effectiveAt } }),
    });
    advance(24 * HOUR);
    member = await fresh(member);
    expect(await limitsOf(member)).toEqual({ day: period(1000), week: period(2000), month: period(null) });
  });

  it('sending the same limits again writes nothing and keeps a pending change’s time', async () => {
    let member = await signedInAccount(ctx);
    await setLimits(member, { day: 1000, week: null, month: null });
    const effectiveAt = later(24 * HOUR);
    await setLimits(member, { day: 2000, week: null, month: null });
    const rows = await limitRows(member);
    advance(HOUR);
    member = await fresh(member);
    const again = await setLimits(member, { day: 2000, week: null, month: null });
    expect(again.day).toEqual(period(1000, { pending: { amount: 2000, effectiveAt } }));
    expect(await limitRows(member)).toEqual(rows);
  });

  it('a new higher limit replaces a pending one, which never comes into force', async () => {
    let member = await signedInAccount(ctx);
    await setLimits(member, { day: 1000, week: null, month: null });
    await setLimits(member, { day: 2000, week: null, month: null }); // pending until START + 24 h
    advance(12 * HOUR);
    member = await fresh(member);
    const effectiveAt = later(24 * HOUR); // START + 36 h
    const replaced = await setLimits(member, { day: 5000, week: null, month: null });
    expect(replaced.day).toEqual(period(1000, { pending: { amount: 5000, effectiveAt } }));

    advance(13 * HOUR); // START + 25 h: the first pending change would have come by now
    member = await fresh(member);
    expect((await limitsOf(member)).day).toEqual(period(1000, { pending: { amount: 5000, effectiveAt } }));
    expect(await checkDeposit(member, 1000.01)).toMatchObject({ code: 'DEPOSIT_LIMIT_REACHED' });

    advance(11 * HOUR); // START + 36 h
    member = await fresh(member);
    expect((await limitsOf(member)).day).toEqual(period(5000));
  });

  it('a removal replaced by a higher limit never leaves the member without one', async () => {
    let member = await signedInAccount(ctx);
    await setLimits(member, { day: null, week: 1000, month: null });
    await setLimits(member, { day: null, week: null, month: null }); // removal pending until START + 24 h
    advance(HOUR);
    member = await fresh(member);
    await setLimits(member, { day: null, week: 1500, month: null }); // pending until START + 25 h
    advance(24 * HOUR - 1); // START + 25 h − 1 ms
    member = await fresh(member);
    expect((await limitsOf(member)).week).toEqual(period(1000, { pending: { amount: 1500, effectiveAt: later(1) } }));
    advance(1);
    expect((await limitsOf(member)).week).toEqual(period(1500));
  });

  it('a lower limit replaces a pending higher one at once', async () => {
    let member = await signedInAccount(ctx);
    await setLimits(member, { day: 1000, week: null, month: null });
    await setLimits(member, { day: 5000, week: null, month: null });
    advance(HOUR);
    member = await fresh(member);
    expect((await setLimits(member, { day: 800, week: null, month: null })).day).toEqual(period(800));
    advance(24 * HOUR);
    member = await fresh(member);
    expect((await limitsOf(member)).day).toEqual(period(800));
  });

  it('restating the limit in force withdraws a pending change', async () => {
    let member = await signedInAccount(ctx);
    await setLimits(member, { day: 1000, week: 4000, month: null });
    const pending = await setLimits(member, { day: null, week: 4000, month: null });
    expect(pending.day.pending).toEqual({ amount: null, effectiveAt: later(24 * HOUR) });
    expect((await setLimits(member, { day: 1000, week: 4000, month: null })).day).toEqual(period(1000));
    advance(48 * HOUR);
    member = await fresh(member);
    expect((await limitsOf(member)).day).toEqual(period(1000));
  });

  it('a lower limit while deposits already exceed it leaves nothing remaining, never less than nothing', async () => {
    const member = await signedInAccount(ctx);
    await addDeposit(member, 700);
    expect((await setLimits(member, { day: 500, week: null, month: null })).day).toEqual({
      amount: 500,
      used: 700,
      remaining: 0,
      pending: null,
    });
    expect(await checkDeposit(member, 0.01)).toMatchObject({ code: 'DEPOSIT_LIMIT_REACHED' });
  });

  it.each<[string, Limits, string]>([
    [
      'a day limit above the week limit',
      { day: 2000, week: 1000, month: null },
      'วงเงินฝากต่อวัน (2,000 บาท) ต้องไม่มากกว่าวงเงินฝากต่อสัปดาห์ (1,000 บาท)',
    ],
    [
      'a day limit above the month limit',
      { day: 2000, week: null, month: 1999.99 },
      'วงเงินฝากต่อวัน (2,000 บาท) ต้องไม่มากกว่าวงเงินฝากต่อเดือน (1,999.99 บาท)',
    ],
    [
      'a week limit above the month limit',
      { day: 100, week: 5000.5, month: 5000 },
      'วงเงินฝากต่อสัปดาห์ (5,000.50 บาท) ต้องไม่มากกว่าวงเงินฝากต่อเดือน (5,000 บาท)',
    ],
  ])('refuses %s with 400 and writes nothing', async (_case, limits, message) => {
    const member = await signedInAccount(ctx);
    await setLimits(member, { day: 10, week: 10, month: 10 });
    const before = await limitRowCount();
    const response = await putLimits(member, limits);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'INCONSISTENT_LIMITS', message } });
    expect(await limitRowCount()).toBe(before);
    expect(await limitsOf(member)).toEqual({ day: period(10), week: period(10), month: period(10) });
  });

  it.each<Limits>([
    { day: 1000, week: 1000, month: 1000 },
    { day: 5000, week: null, month: 5000 },
    { day: null, week: 1000, month: 9000 },
    { day: 3000, week: null, month: null },
  ])('accepts consistent limits %j (no limit sets no bound)', async (limits) => {
    const member = await signedInAccount(ctx);
    await setLimits(member, limits);
    expect(await limitsOf(member)).toEqual({ day: period(limits.day), week: period(limits.week), month: period(limits.month) });
  });
});

describe('malformed limits', () => {
  const base: Limits = { day: 100, week: 200, month: 300 };
  const { month: _month, ...withoutMonth } = base;
  const sqlText = "100'); delete from deposit_limit; --";
  const htmlText = '<img src=x onerror=alert(1)>';
  const amountHint = ' (จำนวนเงินบาท มีทศนิยมได้ไม่เกิน 2 ตำแหน่ง หรือ null หากไม่จำกัด)';
  const [DAY, WEEK, MONTH] = ['วัน', 'สัปดาห์', 'เดือน'].map((name) => `วงเงินฝากต่อ${name}${amountHint}`);
  const invalid = (label: string | undefined) => `ข้อมูลไม่ถูกต้อง: ${label}`;

  it.each<[string, unknown, string]>([
    ['a string amount', { ...base, day: '100' }, invalid(DAY)],
    ['a negative amount', { ...base, week: -200 }, invalid(WEEK)],
    ['zero', { ...base, day: 0 }, invalid(DAY)],
    ['1e308', { ...base, month: 1e308 }, invalid(MONTH)],
    ['more than ten million baht', { ...base, month: 10_000_000.01 }, invalid(MONTH)],
    ['a missing period', withoutMonth, `กรุณากรอก${MONTH}`],
    ['an empty body object', {}, `กรุณากรอก${DAY}`],
    ['an unknown field', { ...base, year: 1000 }, 'ข้อมูลไม่ถูกต้อง: มีข้อมูลที่ระบบไม่รู้จักในคำขอ'],
    ['an account id smuggled in', { ...base, accountId: 1 }, 'ข้อมูลไม่ถูกต้อง: มีข้อมูลที่ระบบไม่รู้จักในคำขอ'],
    ['SQL as an amount', { ...base, day: sqlText }, invalid(DAY)],
    ['HTML as an amount', { ...base, week: htmlText }, invalid(WEEK)],
    ['a boolean as an amount', { ...base, day: true }, invalid(DAY)],
    ['an object as an amount', { ...base, day: { amount: 100 } }, invalid(DAY)],
    ['an array as the body', [base], 'ข้อมูลไม่ถูกต้อง'],
  ])('%s answers 400 in Thai and writes nothing', async (_case, body, message) => {
    const member = await signedInAccount(ctx);
    const before = await limitRowCount();
    const response = await putLimits(member, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'VALIDATION', message } });
    expect(await limitRowCount()).toBe(before);
  });

  it.each([0.001, 100.005, 0.1 + 0.2])('an amount with more than 2 decimals (%s) answers 400 and writes nothing', async (day) => {
    const member = await signedInAccount(ctx);
    const before = await limitRowCount();
    const response = await putLimits(member, { ...base, day });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { code: 'INVALID_AMOUNT', message: 'จำนวนเงินมีทศนิยมได้ไม่เกิน 2 ตำแหน่ง' },
    });
    expect(await limitRowCount()).toBe(before);
  });

  it.each<[string, string]>([
    ['a string body', '"day=100"'],
    ['broken JSON', '{"day": 100, "week": '],
    ['an empty body', ''],
  ])('%s answers 400 and writes nothing', async (_case, payload) => {
    const member = await signedInAccount(ctx);
    const before = await limitRowCount();
    const response = await ctx.app.inject({
      method: 'PUT',
      url: '/api/wallet/limits',
      headers: { ...member.headers, 'content-type': 'application/json' },
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: expect.any(String), message: expect.any(String) } });
    expect(response.json().error.message).toMatch(/ข้อมูล|คำขอ/);
    expect(await limitRowCount()).toBe(before);
  });
});

describe('used and remaining per calendar period in Bangkok', () => {
  it('counts from 00:00 Bangkok, Monday for weeks and the 1st for months', async () => {
    // Monday 30 November 2026, 23:59 in Bangkok: the last minute of the day and of the month.
    at('2026-11-30T16:59:00Z');
    const member = await signedInAccount(ctx);
    await setLimits(member, { day: 10_000, week: 20_000, month: 50_000 });
    await addDeposit(member, 1, { createdAt: new Date('2026-10-31T16:59:59Z') }); // 31 Oct 23:59:59: last month
    await addDeposit(member, 2, { createdAt: new Date('2026-10-31T17:00:00Z') }); // 1 Nov 00:00: this month
    await addDeposit(member, 4, { createdAt: new Date('2026-11-29T16:59:59Z'), status: 'approved' }); // Sun 29 Nov 23:59:59: last week
    await addDeposit(member, 8, { createdAt: new Date('2026-11-29T17:00:00Z') }); // Mon 30 Nov 00:00: this week, this day
    await addDeposit(member, 16, { createdAt: new Date('2026-11-30T16:58:59Z'), status: 'approved' }); // Mon 23:58:59
    expect(await limitsOf(member)).toEqual({
      day: period(10_000, { used: 24 }),
      week: period(20_000, { used: 24 }),
      month: period(50_000, { used: 30 }),
    });

    // 17:00 UTC is midnight in Bangkok: a new day and a new month, the same week (Monday to Sunday).
    at('2026-11-30T17:00:00Z');
    expect(await limitsOf(member)).toEqual({
      day: period(10_000),
      week: period(20_000, { used: 24 }),
      month: period(50_000),
    });
    await addDeposit(member, 32);
    expect(await depositedInPeriods(ctx.db, member.id, clock)).toEqual({ day: 3200n, week: 5600n, month: 3200n });

    // The next Monday 00:00 in Bangkok begins a new week.
    at('2026-12-06T16:59:59Z');
    expect(await depositedInPeriods(ctx.db, member.id, clock)).toEqual({ day: 0n, week: 5600n, month: 3200n });
    at('2026-12-06T17:00:00Z');
    expect(await depositedInPeriods(ctx.db, member.id, clock)).toEqual({ day: 0n, week: 0n, month: 3200n });
  });

  it('does not count rejected deposits, and counts pending and approved ones', async () => {
    const member = await signedInAccount(ctx);
    await setLimits(member, { day: 1000, week: null, month: null });
    await addDeposit(member, 900, { status: 'rejected' });
    await addDeposit(member, 100, { status: 'approved' });
    await addDeposit(member, 250.5);
    expect((await limitsOf(member)).day).toEqual(period(1000, { used: 350.5 }));
    expect(await checkDeposit(member, 649.5)).toBe('ok');
    expect(await checkDeposit(member, 649.51)).toMatchObject({ code: 'DEPOSIT_LIMIT_REACHED' });
  });
});

describe('assertWithinDepositLimits', () => {
  it('allows a deposit up to exactly the limit and refuses one satang more, naming the day', async () => {
    const member = await signedInAccount(ctx);
    await setLimits(member, { day: 1000, week: null, month: null });
    await addDeposit(member, 700);
    expect(await checkDeposit(member, 300)).toBe('ok');
    expect(await checkDeposit(member, 300.01)).toEqual({
      statusCode: 409,
      code: 'DEPOSIT_LIMIT_REACHED',
      message: 'ยอดฝากนี้เกินวงเงินฝากต่อวันที่ท่านตั้งไว้ (1,000 บาท) วันนี้ฝากได้อีก 300 บาท',
    });
  });

  it('names the week and the month, and of several limits the one leaving the least', async () => {
    const member = await signedInAccount(ctx);
    await setLimits(member, { day: null, week: 2000, month: 2500 });
    await addDeposit(member, 1234.56, { createdAt: new Date(START.getTime() - 24 * HOUR) }); // yesterday
    expect(await checkDeposit(member, 765.45)).toEqual({
      statusCode: 409,
      code: 'DEPOSIT_LIMIT_REACHED',
      message: 'ยอดฝากนี้เกินวงเงินฝากต่อสัปดาห์ที่ท่านตั้งไว้ (2,000 บาท) สัปดาห์นี้ฝากได้อีก 765.44 บาท',
    });
    expect(await checkDeposit(member, 765.44)).toBe('ok');
    // Over both the week (765.44 left) and the month (1,265.44 left): the week is named.
    expect(await checkDeposit(member, 1300)).toMatchObject({ message: expect.stringContaining('สัปดาห์นี้ฝากได้อีก 765.44 บาท') });

    const several = await signedInAccount(ctx);
    await setLimits(several, { day: 1000, week: null, month: 1500 });
    await addDeposit(several, 1000, { createdAt: new Date('2026-11-10T03:00:00Z'), status: 'approved' }); // last week
    // Over the day (1,000.00 left) and the month (500.00 left): the month is named.
    expect(await checkDeposit(several, 1200)).toMatchObject({
      message: 'ยอดฝากนี้เกินวงเงินฝากต่อเดือนที่ท่านตั้งไว้ (1,500 บาท) เดือนนี้ฝากได้อีก 500 บาท',
    });

    const monthly = await signedInAccount(ctx);
    await setLimits(monthly, { day: null, week: null, month: 500 });
    await addDeposit(monthly, 500, { createdAt: new Date('2026-11-01T00:00:00Z') });
    expect(await checkDeposit(monthly, 0.01)).toEqual({
      statusCode: 409,
      code: 'DEPOSIT_LIMIT_REACHED',
      message: 'ยอดฝากนี้เกินวงเงินฝากต่อเดือนที่ท่านตั้งไว้ (500 บาท) เดือนนี้ฝากได้อีก 0 บาท',
    });
  });

  it('lets everything through for a member without limits', async () => {
    const member = await signedInAccount(ctx);
    await addDeposit(member, 1_000_000);
    expect(await checkDeposit(member, 10_000_000)).toBe('ok');
  });

  it('uses the limit in force, not a pending one', async () => {
    let member = await signedInAccount(ctx);
    await setLimits(member, { day: 100, week: null, month: null });
    await setLimits(member, { day: null, week: null, month: null });
    expect(await checkDeposit(member, 100.01)).toMatchObject({ code: 'DEPOSIT_LIMIT_REACHED' });
    advance(24 * HOUR);
    member = await fresh(member);
    expect(await checkDeposit(member, 100_000)).toBe('ok');
  });
});

describe('one member’s limits and deposits never touch another’s', () => {
  it('keeps limits, usage and checks per member', async () => {
    const [alice, bob] = [await signedInAccount(ctx), await signedInAccount(ctx)];
    await setLimits(alice, { day: 100, week: 200, month: 300 });
    await addDeposit(alice, 100, { status: 'approved' });
    await addDeposit(bob, 42);
    expect(await limitsOf(bob)).toEqual({
      day: period(null, { used: 42 }),
      week: period(null, { used: 42 }),
      month: period(null, { used: 42 }),
    });
    expect(await limitsOf(alice)).toEqual({
      day: period(100, { used: 100 }),
      week: period(200, { used: 100 }),
      month: period(300, { used: 100 }),
    });
    expect(await checkDeposit(bob, 5000)).toBe('ok');
    expect(await checkDeposit(alice, 0.01)).toMatchObject({ code: 'DEPOSIT_LIMIT_REACHED' });
    expect(await limitRows(bob)).toEqual([]);

    await setLimits(bob, { day: 50, week: null, month: null });
    expect((await limitsOf(alice)).day).toEqual(period(100, { used: 100 }));
  });
});

describe('the books', () => {
  it('stay clean after the approved test deposits', async () => {
    const member = await signedInAccount(ctx);
    await addDeposit(member, 12.34, { status: 'approved' });
    await expectCleanBooks(ctx.db);
  });
});
