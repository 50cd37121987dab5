import { type BackOffice, type SignedIn, signedInAccount, signedInBackOffice, signIn } from '../../testing/accounts.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { type EventLog, listenToEvents, storedRound } from './rounds/testing.ts';
import { advanceRoundStatuses, ensureRoundsAhead } from './rounds/scheduler.ts';

const T0 = new Date('2026-11-22T10:07:00Z'); // a Sunday, 17:07 in Bangkok
let clock = T0;
const ctx = useTestApp({ now: () => clock });

let staff: BackOffice;
let member: SignedIn;
let channel: EventLog;

beforeAll(async () => {
  staff = await signedInBackOffice(ctx);
  member = await signedInAccount(ctx);
  await ensureRoundsAhead(ctx.db, T0);
  await advanceRoundStatuses(ctx.db, T0);
  channel = await listenToEvents(ctx.database.connection);
});
afterAll(() => channel.stop());

/** Moves the clock and signs everyone in again (access tokens live 15 minutes on this clock too). */
async function moveClock(iso: string) {
  clock = new Date(iso);
  staff = { admin: await signIn(ctx, staff.admin), operator: await signIn(ctx, staff.operator), agent: await signIn(ctx, staff.agent), otherAgent: await signIn(ctx, staff.otherAgent) };
  member = await signIn(ctx, member);
}

const call = (who: SignedIn | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: who ? who.headers : {}, ...(payload ? { payload } : {}) });

const roundOf = (lottoCode: string, closesAt: string) => storedRound(ctx.db, lottoCode, closesAt);

const auditOf = (entity: string, entityId: string) =>
  ctx.db.selectFrom('audit_log').selectAll().where('entity', '=', entity).where('entity_id', '=', entityId).orderBy('id').execute();

const storedLimits = (roundId: bigint) =>
  ctx.db.selectFrom('lotto_limit').select(['bet_type', 'number', 'kind', 'value']).where('round_id', '=', roundId).orderBy('bet_type').orderBy('number').execute();

describe('who may use the back office lottery controls', () => {
  const routes: ['GET' | 'POST' | 'PUT', string, object | undefined][] = [
    ['POST', '/api/backoffice/rounds/1/open', undefined],
    ['POST', '/api/backoffice/rounds/1/close', undefined],
    ['POST', '/api/backoffice/rounds/1/cancel', { reason: 'ทดสอบ' }],
    ['PUT', '/api/backoffice/rounds/1/limits', { items: [] }],
    ['GET', '/api/backoffice/lottos/thai-gov/bet-types', undefined],
    ['PUT', '/api/backoffice/lottos/thai-gov/bet-types', { items: [{ type: '3top', rate: 900, min: 1, max: 2000, discount: 0, enabled: true }] }],
    ['GET', '/api/backoffice/audit', undefined],
  ];

  it.each(routes)('%s %s: 401 without a login, 403 for members and agents', async (method, url, payload) => {
    const anonymous = await call(null, method, url, payload);
    expect(anonymous.statusCode).toBe(401);
    for (const who of [member, staff.agent, staff.otherAgent]) {
      const refused = await call(who, method, url, payload);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ error: { code: 'FORBIDDEN', message: 'บัญชีของท่านไม่มีสิทธิ์ใช้งานส่วนนี้' } });
    }
  });
});

describe('opening and closing a round', () => {
  it('opens an upcoming round now and closes an open one now, audited and published', async () => {
    const round = await roundOf('fast-15', '2026-11-22T10:45:00Z'); // opens 10:30
    const seen = channel.events.length;

    const opened = await call(staff.operator, 'POST', `/api/backoffice/rounds/${round.id}/open`);
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toEqual(
      expect.objectContaining({ id: String(round.id), lottoCode: 'fast-15', opensAt: T0.toISOString(), status: 'open', secondsToClose: 38 * 60 }),
    );
    const again = await call(staff.admin, 'POST', `/api/backoffice/rounds/${round.id}/open`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: { code: 'ROUND_NOT_OPENABLE', message: 'เปิดรอบ หวยด่วน 15 นาที ไม่ได้: รอบนี้เปิดรับแทงอยู่แล้ว' } });

    const closed = await call(staff.admin, 'POST', `/api/backoffice/rounds/${round.id}/close`);
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toEqual(expect.objectContaining({ status: 'closed', closesAt: '2026-11-22T10:45:00.000Z', secondsToClose: 0 }));
    const closedAgain = await call(staff.admin, 'POST', `/api/backoffice/rounds/${round.id}/close`);
    expect(closedAgain.statusCode).toBe(409);
    expect(closedAgain.json()).toEqual({ error: { code: 'ROUND_NOT_OPEN', message: 'ปิดรอบ หวยด่วน 15 นาที ไม่ได้: รอบนี้ปิดรับแทงแล้ว' } });

    expect(await channel.after(seen, 2)).toEqual([
      { type: 'round', roundId: String(round.id), status: 'open' },
      { type: 'round', roundId: String(round.id), status: 'closed' },
    ]);
    const log = await auditOf('lotto_round', String(round.id));
    expect(log.map((entry) => [entry.action, entry.actor_account_id, entry.before, entry.after])).toEqual([
      [
        'round.open',
        staff.operator.id,
        { status: 'upcoming', opensAt: '2026-11-22T10:30:00.000Z', closesAt: '2026-11-22T10:45:00.000Z' },
        { status: 'open', opensAt: T0.toISOString(), closesAt: '2026-11-22T10:45:00.000Z' },
      ],
      [
        'round.close',
        staff.admin.id,
        { status: 'open', opensAt: T0.toISOString(), closesAt: '2026-11-22T10:45:00.000Z' },
        { status: 'closed', opensAt: T0.toISOString(), closesAt: '2026-11-22T10:45:00.000Z' },
      ],
    ]);
  });

  it('reopens a round closed early until its close time, and the clock leaves a closed round closed', async () => {
    const round = await roundOf('hanoi-vip', '2026-11-22T12:10:00Z'); // open now
    expect((await call(staff.operator, 'POST', `/api/backoffice/rounds/${round.id}/close`)).statusCode).toBe(200);
    await moveClock('2026-11-22T10:20:00Z');
    await advanceRoundStatuses(ctx.db, clock);
    const listed = await call(member, 'GET', '/api/lotto/rounds?lotto=hanoi-vip&status=closed');
    expect(listed.json<{ rounds: { id: string }[] }>().rounds.map((r) => r.id)).toEqual([String(round.id)]);

    const reopened = await call(staff.operator, 'POST', `/api/backoffice/rounds/${round.id}/open`);
    expect(reopened.statusCode).toBe(200);
    expect(reopened.json()).toEqual(expect.objectContaining({ status: 'open', opensAt: round.opens_at.toISOString() }));

    await moveClock('2026-11-22T12:10:00Z'); // its close time: the clock closes it
    await advanceRoundStatuses(ctx.db, clock);
    const late = await call(staff.operator, 'POST', `/api/backoffice/rounds/${round.id}/open`);
    expect(late.statusCode).toBe(409);
    expect(late.json<{ error: { code: string; message: string } }>().error).toEqual({
      code: 'ROUND_NOT_OPENABLE',
      message: expect.stringMatching(/^เปิดรอบ หวยฮานอย VIP ไม่ได้: เลยเวลาปิดรับแทง .+ แล้ว$/),
    });
    await moveClock(T0.toISOString());
  });

  it.each([
    ['resulted', 'ออกผลแล้ว'],
    ['cancelled', 'ถูกยกเลิกแล้ว'],
  ] as const)('refuses to open or close a %s round', async (status, why) => {
    const round = await roundOf('lao-pattana', '2026-11-25T13:20:00Z');
    await ctx.db.updateTable('lotto_round').set({ status }).where('id', '=', round.id).execute();
    const open = await call(staff.admin, 'POST', `/api/backoffice/rounds/${round.id}/open`);
    expect(open.statusCode).toBe(409);
    expect(open.json()).toEqual({ error: { code: 'ROUND_NOT_OPENABLE', message: `เปิดรอบ หวยลาวพัฒนา ไม่ได้: รอบนี้${why}` } });
    const close = await call(staff.admin, 'POST', `/api/backoffice/rounds/${round.id}/close`);
    expect(close.json()).toEqual({ error: { code: 'ROUND_NOT_OPEN', message: `ปิดรอบ หวยลาวพัฒนา ไม่ได้: รอบนี้${why}` } });
    await ctx.db.updateTable('lotto_round').set({ status: 'upcoming' }).where('id', '=', round.id).execute();
  });

  it('answers 404 in Thai for a round that does not exist', async () => {
    const response = await call(staff.admin, 'POST', '/api/backoffice/rounds/999999999/open');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 'ROUND_NOT_FOUND', message: 'ไม่พบรอบหวยนี้' } });
  });
});

describe('agseamless (manage Round)', () => {
  it('closes and opens a round and sets its limits, but enters no result and changes no bet type', async () => {
    const seamless = await signedInAccount(ctx, { role: 'agseamless' });
    const round = await roundOf('thai-stock-evening', '2026-11-23T09:20:00Z'); // open since Friday's draw
    const url = `/api/backoffice/rounds/${round.id}`;
    const seen = channel.events.length;

    const closed = await call(seamless, 'POST', `${url}/close`);
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toEqual(expect.objectContaining({ id: String(round.id), status: 'closed' }));
    const opened = await call(seamless, 'POST', `${url}/open`);
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toEqual(expect.objectContaining({ status: 'open' }));
    const limits = await call(seamless, 'PUT', `${url}/limits`, { items: [{ type: '2top', number: '59', kind: 'closed' }] });
    expect(limits.statusCode).toBe(200);
    expect(await storedLimits(round.id)).toEqual([{ bet_type: '2top', number: '59', kind: 'closed', value: null }]);
    expect((await auditOf('lotto_round', String(round.id))).map((entry) => [entry.action, entry.actor_account_id])).toEqual([
      ['round.open', null], // by the clock
      ['round.close', seamless.id],
      ['round.open', seamless.id],
      ['round.limits', seamless.id],
    ]);

    const result = await ctx.app.inject({
      method: 'POST',
      url: `${url}/result`,
      headers: { ...seamless.headers, 'idempotency-key': 'seamless-result' },
      payload: { top3: '123', bottom2: '45' },
    });
    expect(result.statusCode).toBe(403);
    expect(result.json()).toEqual({ error: { code: 'FORBIDDEN', message: 'บัญชีของท่านไม่มีสิทธิ์ใช้งานส่วนนี้' } });
    expect((await call(seamless, 'GET', '/api/backoffice/lottos/thai-stock-evening/bet-types')).statusCode).toBe(403);
    await call(staff.admin, 'PUT', `${url}/limits`, { items: [] });
    // Every change was published (and has arrived before the next test listens).
    const roundId = String(round.id);
    expect(await channel.after(seen, 4)).toEqual([
      { type: 'round', roundId, status: 'closed' },
      { type: 'round', roundId, status: 'open' },
      { type: 'limits', roundId },
      { type: 'limits', roundId },
    ]);
  });
});

describe('PUT /api/backoffice/rounds/:roundId/limits', () => {
  it("replaces the round's limit items, shows them to members, audits and publishes", async () => {
    const round = await roundOf('thai-gov', '2026-12-01T08:20:00Z');
    const seen = channel.events.length;
    const url = `/api/backoffice/rounds/${round.id}/limits`;
    const first = await call(staff.operator, 'PUT', url, {
      items: [
        { type: '3top', number: '123', kind: 'closed' },
        { type: '3front', number: '456', kind: 'reduced', value: 50 },
        { type: '2bottom', number: '07', kind: 'cap', value: 1000.5 },
      ],
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      roundId: String(round.id),
      limits: [
        { type: '3top', number: '123', kind: 'closed', value: null },
        { type: '3front', number: '456', kind: 'reduced', value: 50 },
        { type: '2bottom', number: '07', kind: 'cap', value: 1000.5, remaining: 1000.5 },
      ],
    });
    expect(await storedLimits(round.id)).toEqual([
      { bet_type: '2bottom', number: '07', kind: 'cap', value: 100050n },
      { bet_type: '3front', number: '456', kind: 'reduced', value: 50n },
      { bet_type: '3top', number: '123', kind: 'closed', value: null },
    ]);
    const read = await call(member, 'GET', `/api/lotto/rounds/${round.id}`);
    expect(read.json<{ limits: unknown }>().limits).toEqual(first.json<{ limits: unknown }>().limits);

    const second = await call(staff.admin, 'PUT', url, { items: [{ type: 'runtop', number: '7', kind: 'closed' }] });
    expect(second.json()).toEqual({ roundId: String(round.id), limits: [{ type: 'runtop', number: '7', kind: 'closed', value: null }] });
    expect(await channel.after(seen, 2)).toEqual([
      { type: 'limits', roundId: String(round.id) },
      { type: 'limits', roundId: String(round.id) },
    ]);
    const [, last] = (await auditOf('lotto_round', String(round.id))).filter((entry) => entry.action === 'round.limits');
    expect(last).toEqual(
      expect.objectContaining({
        actor_account_id: staff.admin.id,
        before: first.json<{ limits: unknown }>().limits,
        after: [{ type: 'runtop', number: '7', kind: 'closed', value: null }],
        at: T0,
      }),
    );

    const cleared = await call(staff.admin, 'PUT', url, { items: [] });
    expect(cleared.json()).toEqual({ roundId: String(round.id), limits: [] });
  });

  it('names every problem of the list in one Thai message and changes nothing', async () => {
    const round = await roundOf('lao-vip', '2026-11-22T14:20:00Z');
    const url = `/api/backoffice/rounds/${round.id}/limits`;
    await call(staff.admin, 'PUT', url, { items: [{ type: '2top', number: '59', kind: 'closed' }] });
    const auditBefore = (await auditOf('lotto_round', String(round.id))).length;

    const response = await call(staff.admin, 'PUT', url, {
      items: [
        { type: '3front', number: '123', kind: 'closed' },
        { type: '3top', number: '12', kind: 'closed' },
        { type: '3tod', number: '111', kind: 'closed' },
        { type: '2top', number: '12', kind: 'reduced', value: 100 },
        { type: '2top', number: '13', kind: 'reduced' },
        { type: '2top', number: '14', kind: 'cap', value: 0.001 },
        { type: '2top', number: '15', kind: 'closed', value: 5 },
        { type: 'runtop', number: '1', kind: 'cap', value: 10 },
        { type: 'runtop', number: '1', kind: 'closed' },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: {
        code: 'INVALID_LIMITS',
        message: [
          'ตั้งเลขอั้นไม่ได้ 8 ข้อ:',
          'รายการที่ 1: หวยลาว VIP ไม่รับแทง 3 ตัวหน้า',
          'รายการที่ 2: เลข 12 ของ 3 ตัวบน ต้องเป็นเลข 3 หลัก',
          'รายการที่ 3: เลข 111 แทง 3 ตัวโต๊ด ไม่ได้ (เลขตอง)',
          'รายการที่ 4: เลข 12 2 ตัวบน: เลขจ่ายลดต้องระบุร้อยละที่จ่ายเป็นจำนวนเต็ม 1–99',
          'รายการที่ 5: เลข 13 2 ตัวบน: เลขจ่ายลดต้องระบุร้อยละที่จ่ายเป็นจำนวนเต็ม 1–99',
          'รายการที่ 6: เลข 14 2 ตัวบน: ต้องระบุยอดรับสูงสุดเป็นบาท มากกว่า 0 ทศนิยมไม่เกิน 2 ตำแหน่ง',
          'รายการที่ 7: เลข 15 2 ตัวบน: เลขปิดไม่ต้องระบุค่า',
          'รายการที่ 9: เลข 1 วิ่งบน ซ้ำกับรายการก่อนหน้า',
        ].join('\n'),
      },
    });
    expect(await storedLimits(round.id)).toEqual([{ bet_type: '2top', number: '59', kind: 'closed', value: null }]);
    expect(await auditOf('lotto_round', String(round.id))).toHaveLength(auditBefore);
  });

  it.each([
    [{ items: [{ type: '2top', number: '1234', kind: 'closed' }] }, 'ข้อมูลไม่ถูกต้อง: รายการ'],
    [{ items: [{ type: '4top', number: '12', kind: 'closed' }] }, 'ข้อมูลไม่ถูกต้อง: รายการ'],
    [{ items: [{ type: '2top', number: '12', kind: 'open' }] }, 'ข้อมูลไม่ถูกต้อง: รายการ'],
    [{}, 'กรุณากรอกรายการ'],
  ])('refuses a malformed body in Thai (%#)', async (payload, message) => {
    const round = await roundOf('lao-vip', '2026-11-22T14:20:00Z');
    const response = await call(staff.admin, 'PUT', `/api/backoffice/rounds/${round.id}/limits`, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'VALIDATION', message: expect.stringContaining(message) } });
  });

  it.each([
    ['resulted', 'ออกผลแล้ว'],
    ['cancelled', 'ถูกยกเลิกแล้ว'],
  ] as const)('refuses a %s round', async (status, why) => {
    const round = await roundOf('lao-pattana', '2026-11-27T13:20:00Z');
    await ctx.db.updateTable('lotto_round').set({ status }).where('id', '=', round.id).execute();
    const response = await call(staff.admin, 'PUT', `/api/backoffice/rounds/${round.id}/limits`, { items: [] });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: { code: 'ROUND_FINISHED', message: `แก้เลขอั้นของรอบ หวยลาวพัฒนา ไม่ได้: รอบนี้${why}` } });
    await ctx.db.updateTable('lotto_round').set({ status: 'upcoming' }).where('id', '=', round.id).execute();
  });

  it('answers 404 for a round that does not exist', async () => {
    const response = await call(staff.admin, 'PUT', '/api/backoffice/rounds/999999999/limits', { items: [] });
    expect(response.statusCode).toBe(404);
  });
});

describe('a lottery’s bet types', () => {
  const catalogBetTypes = async (code: string) => {
    const response = await call(member, 'GET', '/api/lotto/catalog');
    const { heads } = response.json<{ heads: { subHeads: { lottos: { code: string; betTypes: unknown[] }[] }[] }[] }>();
    return heads.flatMap((h) => h.subHeads.flatMap((s) => s.lottos)).find((lotto) => lotto.code === code)?.betTypes;
  };

  it('changes rates, stakes, discounts and what is offered; members see it at once; audited', async () => {
    const url = '/api/backoffice/lottos/hanoi-normal/bet-types';
    const response = await call(staff.operator, 'PUT', url, {
      items: [
        { type: '3top', rate: 850.5, min: 5, max: 1000, discount: 2.5, enabled: true },
        { type: 'runbottom', rate: 4.2, min: 1, max: 10000, discount: 0, enabled: false },
      ],
    });
    expect(response.statusCode).toBe(200);
    const answer = response.json<{ lottoCode: string; maxDiscount: number; betTypes: { code: string; enabled: boolean }[] }>();
    expect([answer.lottoCode, answer.maxDiscount]).toEqual(['hanoi-normal', 10]);
    expect(answer.betTypes.map((b) => b.code)).toEqual(['3top', '3tod', '2top', '2bottom', 'runtop', 'runbottom']);
    expect(answer.betTypes[0]).toEqual({ code: '3top', name: '3 ตัวบน', rate: 850.5, min: 5, max: 1000, discount: 2.5, enabled: true });
    expect(answer.betTypes[5]).toEqual({ code: 'runbottom', name: 'วิ่งล่าง', rate: 4.2, min: 1, max: 10000, discount: 0, enabled: false });
    expect(await ctx.db.selectFrom('lotto_bet_type').selectAll().where('lotto_code', '=', 'hanoi-normal').where('bet_type', '=', '3top').executeTakeFirst()).toEqual({
      lotto_code: 'hanoi-normal',
      bet_type: '3top',
      rate: 85050,
      min_stake: 500n,
      max_stake: 100000n,
      discount_bp: 250,
      enabled: true,
    });
    expect(await catalogBetTypes('hanoi-normal')).toEqual(answer.betTypes.slice(0, 5).map(({ enabled: _, ...terms }) => terms));
    expect((await call(staff.admin, 'GET', url)).json()).toEqual(answer);

    const [entry] = await auditOf('lotto', 'hanoi-normal');
    expect(entry).toEqual(expect.objectContaining({ action: 'lotto.bet-types', actor_account_id: staff.operator.id, after: answer.betTypes }));
    expect((entry?.before as { rate: number }[])[0]?.rate).toBe(900);
  });

  it.each([
    [[{ type: '3front', rate: 450, min: 1, max: 2000, discount: 0, enabled: true }], 'INVALID_BET_TYPES', 'หวยลาว VIP ไม่มีประเภท 3 ตัวหน้า'],
    [
      [
        { type: '2top', rate: 90, min: 1, max: 5000, discount: 0, enabled: true },
        { type: '2top', rate: 91, min: 1, max: 5000, discount: 0, enabled: true },
      ],
      'INVALID_BET_TYPES',
      'ระบุ 2 ตัวบน ซ้ำ',
    ],
    [[{ type: '2top', rate: 90, min: 10, max: 5, discount: 0, enabled: true }], 'INVALID_BET_TYPES', '2 ตัวบน: แทงสูงสุดต้องไม่น้อยกว่าแทงขั้นต่ำ'],
    [[{ type: '2top', rate: 90.125, min: 1, max: 5000, discount: 0, enabled: true }], 'VALIDATION', 'ข้อมูลไม่ถูกต้อง: อัตราจ่ายของ 2 ตัวบน มีทศนิยมได้ไม่เกิน 2 ตำแหน่ง'],
    [[{ type: '2top', rate: 90, min: 1.005, max: 5000, discount: 0, enabled: true }], 'VALIDATION', 'ข้อมูลไม่ถูกต้อง: แทงขั้นต่ำของ 2 ตัวบน มีทศนิยมได้ไม่เกิน 2 ตำแหน่ง'],
    [[{ type: '2top', rate: 90, min: 1, max: 5000, discount: 100, enabled: true }], 'VALIDATION', 'ข้อมูลไม่ถูกต้อง: รายการ'],
    // Under 100 % was the only bound: the business's maximum (10 % by default) now is.
    [[{ type: '2top', rate: 90, min: 1, max: 5000, discount: 99.99, enabled: true }], 'DISCOUNT_ABOVE_MAXIMUM', '2 ตัวบน: ส่วนลดตั้งได้ไม่เกิน 10% (ส่วนลดสูงสุดของระบบ)'],
    [
      [
        { type: '3top', rate: 900, min: 1, max: 2000, discount: 10, enabled: true },
        { type: '2top', rate: 90, min: 1, max: 5000, discount: 10.01, enabled: true },
      ],
      'DISCOUNT_ABOVE_MAXIMUM',
      '2 ตัวบน: ส่วนลดตั้งได้ไม่เกิน 10% (ส่วนลดสูงสุดของระบบ)',
    ],
    [[{ type: '2top', rate: 0, min: 1, max: 5000, discount: 0, enabled: true }], 'VALIDATION', 'ข้อมูลไม่ถูกต้อง: รายการ'],
    [[{ type: '2top', rate: 90, min: 1, max: 5000, discount: 0 }], 'VALIDATION', 'กรุณากรอกเปิดรับแทงหรือไม่ (enabled)'],
  ])('refuses bad settings in Thai and changes nothing (%#)', async (items, code, message) => {
    const before = await ctx.db.selectFrom('lotto_bet_type').selectAll().where('lotto_code', '=', 'lao-vip').orderBy('bet_type').execute();
    const response = await call(staff.admin, 'PUT', '/api/backoffice/lottos/lao-vip/bet-types', { items });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code, message: expect.stringContaining(message) } });
    expect(await ctx.db.selectFrom('lotto_bet_type').selectAll().where('lotto_code', '=', 'lao-vip').orderBy('bet_type').execute()).toEqual(before);
    expect(await auditOf('lotto', 'lao-vip')).toEqual([]);
  });

  it('answers 404 for a lottery that does not exist', async () => {
    const put = await call(staff.admin, 'PUT', '/api/backoffice/lottos/nope/bet-types', {
      items: [{ type: '2top', rate: 90, min: 1, max: 5000, discount: 0, enabled: true }],
    });
    expect(put.statusCode).toBe(404);
    expect(put.json()).toEqual({ error: { code: 'LOTTO_NOT_FOUND', message: 'ไม่พบหวยนี้' } });
    expect((await call(staff.admin, 'GET', '/api/backoffice/lottos/nope/bet-types')).statusCode).toBe(404);
  });
});

describe('GET /api/backoffice/audit', () => {
  it('lists the audit log newest first, by entity, in pages, with who did it (null: the system)', async () => {
    const all = await call(staff.admin, 'GET', '/api/backoffice/audit?limit=100');
    expect(all.statusCode).toBe(200);
    const items = all.json<{ items: { id: string; actor: { id: string; username: string } | null; action: string }[] }>().items;
    const ids = items.map((item) => BigInt(item.id));
    expect(ids).toEqual([...ids].sort((a, b) => (a > b ? -1 : 1)));
    expect(items.some((item) => item.actor === null && item.action === 'round.open')).toBe(true);
    expect(items.find((item) => item.action === 'lotto.bet-types')?.actor).toEqual({ id: String(staff.operator.id), username: staff.operator.username });

    const round = await roundOf('fast-15', '2026-11-22T10:45:00Z');
    const first = await call(staff.operator, 'GET', `/api/backoffice/audit?entity=lotto_round&entityId=${round.id}&limit=1`);
    const page = first.json<{ items: { action: string; entityId: string; before: unknown; after: unknown; at: string }[]; nextCursor: string }>();
    expect(page.items).toEqual([
      {
        id: expect.any(String),
        actor: { id: String(staff.admin.id), username: staff.admin.username },
        action: 'round.close',
        entity: 'lotto_round',
        entityId: String(round.id),
        before: expect.objectContaining({ status: 'open' }),
        after: expect.objectContaining({ status: 'closed' }),
        at: T0.toISOString(),
      },
    ]);
    const next = await call(staff.operator, 'GET', `/api/backoffice/audit?entity=lotto_round&entityId=${round.id}&limit=1&cursor=${page.nextCursor}`);
    expect(next.json<{ items: { action: string }[] }>().items.map((item) => item.action)).toEqual(['round.open']);
  });

  it('refuses a bad query in Thai', async () => {
    const response = await call(staff.admin, 'GET', '/api/backoffice/audit?limit=1000');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'VALIDATION', message: 'ข้อมูลไม่ถูกต้อง: จำนวนรายการต่อหน้า (1–100)' } });
  });
});
