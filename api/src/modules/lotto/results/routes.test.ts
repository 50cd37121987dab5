// Result entry through the back-office route: who may enter, which rounds take a result, what a
// result looks like per lottery, re-entry and correction of a round without slips (settlement.test.ts
// settles real slips), and the results read.
import { type SignedIn, signedInAccount, signedInBackOffice, type BackOffice } from '../../../testing/accounts.ts';
import { useTestApp } from '../../../testing/test-app.ts';
import { auditedActions, insertRound, storedResult, storedStatus, type TestRound } from './testing.ts';
import { listenToEvents } from '../rounds/testing.ts';

let clock = new Date('2026-12-16T09:00:00Z'); // 16:00 in Bangkok
const ctx = useTestApp({ now: () => clock });
const minutes = (n: number) => new Date(clock.getTime() + n * 60_000);

let backOffice: BackOffice;
let member: SignedIn;
beforeAll(async () => {
  backOffice = await signedInBackOffice(ctx);
  member = await signedInAccount(ctx);
});

let keys = 0;
const enter = (roundId: bigint | string, payload: object, { who = backOffice.operator as SignedIn | null, key = `result-${++keys}` } = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/backoffice/rounds/${roundId}/result`,
    headers: { ...who?.headers, 'idempotency-key': key },
    payload,
  });

/** A round closed by default, each closing a minute before the one made before it (a lottery's rounds close at different times). */
let rounds = 0;
const round = (lottoCode: string, times: Partial<TestRound> = {}) =>
  insertRound(ctx.db, lottoCode, { opensAt: minutes(-24 * 60), closesAt: minutes(-40 - ++rounds), status: 'closed', ...times });

const GOVERNMENT = { firstPrize: '820866', front3: ['479', '054'], back3: ['068', '837'], bottom2: '56' };

/** Nothing of a result was written for the round. */
async function expectNoResult(roundId: bigint, status: string) {
  expect(await storedResult(ctx.db, roundId)).toBeUndefined();
  expect(await storedStatus(ctx.db, roundId)).toBe(status);
  expect(await auditedActions(ctx.db, roundId)).toEqual([]);
}

describe('POST /api/backoffice/rounds/:roundId/result', () => {
  it('is for administrators and operators: anonymous 401, members and agents 403', async () => {
    const roundId = await round('lao-vip');
    const anonymous = await enter(roundId, { top3: '123', bottom2: '45' }, { who: null });
    expect(anonymous.statusCode).toBe(401);
    for (const who of [member, backOffice.agent, backOffice.otherAgent]) {
      const response = await enter(roundId, { top3: '123', bottom2: '45' }, { who });
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('FORBIDDEN');
    }
    await expectNoResult(roundId, 'closed');
  });

  it('enters a standard result on a round closed by the clock and answers it with the settlement', async () => {
    const closesAt = minutes(-40);
    const roundId = await round('lao-vip', { closesAt, status: 'open' });
    const log = await listenToEvents(ctx.database.connection);

    const response = await enter(roundId, { top3: '123', bottom2: '45' }, { who: backOffice.admin });

    expect(response.statusCode).toBe(200);
    try {
      expect(await log.after(0, 1)).toEqual([{ type: 'round', roundId: String(roundId), status: 'resulted' }]);
    } finally {
      await log.stop();
    }
    expect(response.json()).toEqual({
      result: {
        roundId: String(roundId),
        lottoCode: 'lao-vip',
        lottoName: 'หวยลาว VIP',
        lottoHead: 'หวยลาว',
        lottoSubHead: 'ลาว VIP',
        closeDate: '2026-12-16',
        closesAt: closesAt.toISOString(),
        firstPrize: null,
        front3: null,
        back3: null,
        top3: '123',
        bottom2: '45',
        source: 'operator',
        version: 1,
        enteredAt: clock.toISOString(),
      },
      settlement: { version: 1, items: 0, winners: 0, payout: 0 },
    });
    expect(await storedStatus(ctx.db, roundId)).toBe('resulted');
    expect(await storedResult(ctx.db, roundId)).toMatchObject({ entered_by: backOffice.admin.id, source: 'operator' });
    expect(await auditedActions(ctx.db, roundId)).toEqual(['result.enter']);
  });

  it('enters a government result: top 3 is the first prize’s last three digits', async () => {
    const roundId = await round('thai-gov');

    const response = await enter(roundId, GOVERNMENT);

    expect(response.statusCode).toBe(200);
    expect(response.json().result).toMatchObject({ ...GOVERNMENT, top3: '866', version: 1, lottoName: 'หวยรัฐบาลไทย' });
  });

  it('answers the result in force to the same numbers again, and corrects to different numbers', async () => {
    const roundId = await round('hanoi-vip');
    const first = await enter(roundId, { top3: '123', bottom2: '45' }, { key: 'first-entry' });
    expect(first.statusCode).toBe(200);

    // Another operator enters the same numbers: nothing changes.
    const again = await enter(roundId, { top3: '123', bottom2: '45' }, { who: backOffice.admin });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());

    clock = minutes(5);
    const corrected = await enter(roundId, { top3: '124', bottom2: '45' });
    expect(corrected.statusCode).toBe(200);
    expect(corrected.json()).toMatchObject({
      result: { top3: '124', bottom2: '45', version: 2, enteredAt: clock.toISOString() },
      settlement: { version: 2, items: 0, winners: 0, payout: 0, corrections: { slips: 0, credited: 0, debited: 0 } },
    });

    // A late retry of the first request answers what it answered then, and does not undo the correction.
    const retried = await enter(roundId, { top3: '123', bottom2: '45' }, { key: 'first-entry' });
    expect(retried.json()).toEqual(first.json());
    expect(await storedResult(ctx.db, roundId)).toMatchObject({ top3: '124', version: 2 });
    expect(await auditedActions(ctx.db, roundId)).toEqual(['result.enter', 'result.correct']);
  });

  it('refuses a round that is still open or upcoming, a cancelled round and a house lottery, writing nothing', async () => {
    const cases: [string, Partial<TestRound>, string, string][] = [
      ['lao-vip', { opensAt: minutes(-10), closesAt: minutes(10), status: 'open' }, 'ROUND_NOT_CLOSED', 'ยังไม่ปิดรับแทง'],
      ['lao-vip', { opensAt: minutes(-10), closesAt: minutes(11), status: 'upcoming' }, 'ROUND_NOT_CLOSED', 'ยังไม่ปิดรับแทง'],
      ['lao-vip', { opensAt: minutes(10), closesAt: minutes(30), status: 'upcoming' }, 'ROUND_NOT_CLOSED', 'ยังไม่ปิดรับแทง'],
      ['lao-vip', { status: 'cancelled' }, 'ROUND_CANCELLED', 'ถูกยกเลิกแล้ว'],
      ['fast-15', {}, 'HOUSE_DRAWN', 'ออกผลเองโดยระบบ'],
    ];
    for (const [lottoCode, times, code, words] of cases) {
      const roundId = await round(lottoCode, times);
      const response = await enter(roundId, { top3: '123', bottom2: '45' });
      expect(response.statusCode).toBe(409);
      expect(response.json().error).toEqual({ code, message: expect.stringContaining(words) });
      await expectNoResult(roundId, times.status ?? 'closed');
    }
  });

  it('refuses a result of the wrong shape for the lottery, in Thai, writing nothing', async () => {
    const government = await round('thai-gov');
    const standard = await round('lao-pattana');
    const cases: [bigint, object, string, string][] = [
      [government, { top3: '866', bottom2: '56' }, 'INVALID_RESULT', 'รางวัลที่ 1'],
      [government, { ...GOVERNMENT, top3: '866' }, 'INVALID_RESULT', '3 ตัวบนคือ 3 หลักท้ายของรางวัลที่ 1'],
      [government, { ...GOVERNMENT, back3: undefined }, 'INVALID_RESULT', 'เลขท้าย 3 ตัว 2 รางวัล'],
      [government, { ...GOVERNMENT, firstPrize: '82086' }, 'VALIDATION', 'รางวัลที่ 1 (ตัวเลข 6 หลัก)'],
      [government, { ...GOVERNMENT, front3: ['479'] }, 'VALIDATION', 'เลขหน้า 3 ตัว'],
      [government, { ...GOVERNMENT, back3: ['068', '837', '111'] }, 'VALIDATION', 'เลขท้าย 3 ตัว'],
      [standard, { ...GOVERNMENT }, 'INVALID_RESULT', 'กรอกเฉพาะ 3 ตัวบน และ 2 ตัวล่าง'],
      [standard, { top3: '123', bottom2: '45', front3: ['111', '222'] }, 'INVALID_RESULT', 'กรอกเฉพาะ 3 ตัวบน และ 2 ตัวล่าง'],
      [standard, { top3: '12', bottom2: '45' }, 'VALIDATION', '3 ตัวบน (ตัวเลข 3 หลัก)'],
      [standard, { top3: '123', bottom2: '4a' }, 'VALIDATION', '2 ตัวล่าง (ตัวเลข 2 หลัก)'],
      [standard, { top3: '123' }, 'VALIDATION', 'กรุณากรอก2 ตัวล่าง'],
      [standard, { top3: 123, bottom2: '45' }, 'VALIDATION', '3 ตัวบน'],
      [standard, { top3: '123', bottom2: '45', note: 'x' }, 'VALIDATION', 'มีข้อมูลที่ระบบไม่รู้จัก'],
    ];
    for (const [roundId, payload, code, words] of cases) {
      const response = await enter(roundId, payload);
      expect([response.statusCode, response.json().error]).toEqual([400, { code, message: expect.stringContaining(words) }]);
    }
    const unkeyed = await ctx.app.inject({
      method: 'POST',
      url: `/api/backoffice/rounds/${standard}/result`,
      headers: backOffice.operator.headers,
      payload: { top3: '123', bottom2: '45' },
    });
    expect([unkeyed.statusCode, unkeyed.json().error.code]).toEqual([400, 'INVALID_IDEMPOTENCY_KEY']);
    await expectNoResult(government, 'closed');
    await expectNoResult(standard, 'closed');
  });

  it('answers 404 for a round that does not exist', async () => {
    const response = await enter('999999', { top3: '123', bottom2: '45' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toEqual({ code: 'ROUND_NOT_FOUND', message: 'ไม่พบรอบหวยนี้' });
  });
});

describe('GET /api/lotto/results', () => {
  const read = (query: string, who: SignedIn | null = member) =>
    ctx.app.inject({ method: 'GET', url: `/api/lotto/results${query}`, headers: who?.headers ?? {} });

  it('lists the results of a draw date in catalog order, by lottery when asked; today by default', async () => {
    clock = new Date('2027-01-16T12:00:00Z'); // 19:00 in Bangkok; a month on, so sign in again
    backOffice = await signedInBackOffice(ctx);
    member = await signedInAccount(ctx);
    const hanoi = await round('hanoi-normal', { opensAt: minutes(-24 * 60), closesAt: minutes(-50) });
    const lao = await round('lao-pattana', { opensAt: minutes(-24 * 60), closesAt: minutes(-30) });
    const thai = await round('thai-gov', { opensAt: minutes(-15 * 24 * 60), closesAt: minutes(-220) });
    await round('hanoi-vip', { opensAt: minutes(-24 * 60), closesAt: minutes(-10) }); // no result yet
    const yesterday = await round('lao-vip', { opensAt: minutes(-48 * 60), closesAt: minutes(-24 * 60) });
    for (const [roundId, payload] of [
      [lao, { top3: '901', bottom2: '23' }],
      [hanoi, { top3: '456', bottom2: '78' }],
      [thai, GOVERNMENT],
      [yesterday, { top3: '000', bottom2: '00' }],
    ] as const) {
      expect((await enter(roundId, payload)).statusCode).toBe(200);
    }

    const today = await read('');
    expect(today.statusCode).toBe(200);
    expect(today.json().date).toBe('2027-01-16');
    expect(today.json().results.map((result: { roundId: string }) => result.roundId)).toEqual([thai, lao, hanoi].map(String));
    expect(today.json().results[0]).toEqual({
      roundId: String(thai),
      lottoCode: 'thai-gov',
      lottoName: 'หวยรัฐบาลไทย',
      lottoHead: 'หวยไทย',
      lottoSubHead: 'รัฐบาล',
      closeDate: '2027-01-16',
      closesAt: minutes(-220).toISOString(),
      ...GOVERNMENT,
      top3: '866',
      source: 'operator',
      version: 1,
      enteredAt: clock.toISOString(),
    });

    const laoOnly = await read('?date=2027-01-16&lotto=lao-pattana');
    expect(laoOnly.json().results).toEqual([expect.objectContaining({ roundId: String(lao), top3: '901', bottom2: '23' })]);
    const before = await read('?date=2027-01-15');
    expect(before.json()).toEqual({
      date: '2027-01-15',
      results: [expect.objectContaining({ roundId: String(yesterday), lottoCode: 'lao-vip' })],
    });
    expect((await read('?date=2027-01-15&lotto=nothing-here')).json()).toEqual({ date: '2027-01-15', results: [] });
  });

  it('refuses a date that does not exist or is badly written, and anonymous callers', async () => {
    for (const query of ['?date=2027-02-30', '?date=16-01-2027', '?lotto=LAO', '?page=2']) {
      const response = await read(query);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toMatch(/วันที่|รหัสหวย|ไม่รู้จัก/);
    }
    expect((await read('', null)).statusCode).toBe(401);
  });
});
