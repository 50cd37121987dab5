// The lottery's setting in the back office (GET/PUT /api/backoffice/settings/lotto): the slip cancel
// window and the business's maximum discount, for administrators only, bounded, audited, followed
// at once; a lower maximum cuts no discount above it but says where each one is.
import { insertAccount, type SignedIn, signedInAccount } from '../../testing/accounts.ts';
import { expectCleanBooks } from '../../testing/ledger.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { fundedMember, insertTestRound, placeTestSlip } from './testing.ts';

const clock = new Date('2026-12-16T03:00:00Z');
const ctx = useTestApp({ now: () => clock });
const URL = '/api/backoffice/settings/lotto';
const DEFAULTS = { cancelWithinMinutes: 30, cancelBeforeCloseMinutes: 10, maxDiscount: 10 };
const NOTHING_ABOVE = { members: 0, agents: [], betTypes: [] };

let admin: SignedIn;
beforeAll(async () => {
  admin = await signedInAccount(ctx, { role: 'admin' });
});

const call = (who: SignedIn | null, method: 'GET' | 'PUT', payload?: object) =>
  ctx.app.inject({ method, url: URL, headers: who?.headers ?? {}, ...(payload ? { payload } : {}) });

const stored = async () => (await ctx.db.selectFrom('setting').select('value').where('key', '=', 'lotto').executeTakeFirstOrThrow()).value;

const audited = () =>
  ctx.db.selectFrom('audit_log').select(['actor_account_id', 'action', 'before', 'after', 'at']).where('entity', '=', 'setting').execute();

let round: bigint | undefined;
/** The round open for this file's slips. */
const openRound = async () =>
  (round ??= await insertTestRound(ctx.db, { opensAt: new Date(clock.getTime() - 3_600_000), closesAt: new Date(clock.getTime() + 7_200_000) }));

describe('the slip cancel window', () => {
  it('is read and changed by administrators, audited, and slips follow it at once', async () => {
    expect((await call(admin, 'GET')).json()).toEqual({ ...DEFAULTS, aboveMaximum: NOTHING_ABOVE });

    const changed = await call(admin, 'PUT', { ...DEFAULTS, cancelWithinMinutes: 5, cancelBeforeCloseMinutes: 0 });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ ...DEFAULTS, cancelWithinMinutes: 5, cancelBeforeCloseMinutes: 0, aboveMaximum: NOTHING_ABOVE });
    expect((await call(admin, 'GET')).json()).toMatchObject({ cancelWithinMinutes: 5, cancelBeforeCloseMinutes: 0 });
    expect(await audited()).toEqual([
      {
        actor_account_id: admin.id,
        action: 'settings.lotto',
        before: DEFAULTS,
        after: { ...DEFAULTS, cancelWithinMinutes: 5, cancelBeforeCloseMinutes: 0 },
        at: clock,
      },
    ]);

    const slip = await placeTestSlip(ctx, await fundedMember(ctx, 10_000n), { roundId: await openRound(), items: [{ type: '2top', number: '12', amount: 10 }] });
    expect(slip.cancelUntil).toBe(new Date(clock.getTime() + 5 * 60_000).toISOString());

    expect((await call(admin, 'PUT', DEFAULTS)).statusCode).toBe(200);
    await expectCleanBooks(ctx.db);
  });

  it.each([
    [{ ...DEFAULTS, cancelWithinMinutes: 1441 }, 'ข้อมูลไม่ถูกต้อง: ยกเลิกโพยได้ภายในกี่นาทีหลังแทง (จำนวนเต็ม 0–1440)'],
    [{ ...DEFAULTS, cancelBeforeCloseMinutes: -1 }, 'ข้อมูลไม่ถูกต้อง: ยกเลิกโพยได้ถึงกี่นาทีก่อนปิดรับ (จำนวนเต็ม 0–1440)'],
    [{ ...DEFAULTS, cancelWithinMinutes: 2.5 }, 'ข้อมูลไม่ถูกต้อง: ยกเลิกโพยได้ภายในกี่นาทีหลังแทง (จำนวนเต็ม 0–1440)'],
    [{ cancelWithinMinutes: 30, maxDiscount: 10 }, 'กรุณากรอกยกเลิกโพยได้ถึงกี่นาทีก่อนปิดรับ (จำนวนเต็ม 0–1440)'],
    [{ ...DEFAULTS, maxDiscount: 100 }, 'ข้อมูลไม่ถูกต้อง: ส่วนลดสูงสุดของระบบ (ร้อยละ 0 ถึงน้อยกว่า 100 ทศนิยมไม่เกิน 2 ตำแหน่ง)'],
    [{ ...DEFAULTS, maxDiscount: -1 }, 'ข้อมูลไม่ถูกต้อง: ส่วนลดสูงสุดของระบบ (ร้อยละ 0 ถึงน้อยกว่า 100 ทศนิยมไม่เกิน 2 ตำแหน่ง)'],
    [{ ...DEFAULTS, maxDiscount: 5.555 }, 'ข้อมูลไม่ถูกต้อง: ส่วนลดมีทศนิยมได้ไม่เกิน 2 ตำแหน่ง'],
    [{ cancelWithinMinutes: 30, cancelBeforeCloseMinutes: 10 }, 'กรุณากรอกส่วนลดสูงสุดของระบบ (ร้อยละ 0 ถึงน้อยกว่า 100 ทศนิยมไม่เกิน 2 ตำแหน่ง)'],
    [{ ...DEFAULTS, cancelWindowMinutes: 5 }, 'ข้อมูลไม่ถูกต้อง: มีข้อมูลที่ระบบไม่รู้จักในคำขอ'],
    [{ ...DEFAULTS, aboveMaximum: NOTHING_ABOVE }, 'ข้อมูลไม่ถูกต้อง: มีข้อมูลที่ระบบไม่รู้จักในคำขอ'],
  ])('refuses %j in Thai and changes nothing', async (payload, message) => {
    const before = { value: await stored(), audit: await audited() };
    const response = await call(admin, 'PUT', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'VALIDATION', message } });
    expect({ value: await stored(), audit: await audited() }).toEqual(before);
  });

  it('is for administrators only: anonymous 401, operators, agents, agseamless and members 403', async () => {
    for (const method of ['GET', 'PUT'] as const) {
      const payload = method === 'PUT' ? { ...DEFAULTS, cancelWithinMinutes: 1, maxDiscount: 1 } : undefined;
      expect((await call(null, method, payload)).statusCode).toBe(401);
      for (const role of ['agadmin', 'master', 'agseamless', 'AGgroup', 'member'] as const) {
        const response = await call(await signedInAccount(ctx, { role }), method, payload);
        expect([response.statusCode, response.json().error.code]).toEqual([403, 'FORBIDDEN']);
      }
    }
    expect(await stored()).toEqual({ cancelWithinMinutes: 30, cancelBeforeCloseMinutes: 10, maxDiscountBp: 1000 });
  });
});

describe('the maximum discount', () => {
  it('is 10 % by default; a lower one cuts no discount, says where each one above it is, and pricing keeps them', async () => {
    const agent = await insertAccount(ctx.db, { role: 'master', username: 'agent_nine' });
    const member = await fundedMember(ctx, 100_000n, { parentId: agent.id });
    const alone = await insertAccount(ctx.db);
    await ctx.db.updateTable('account').set({ discount_bp: 900 }).where('id', '=', agent.id).execute();
    await ctx.db.updateTable('account').set({ discount_bp: 800 }).where('id', '=', member.id).execute();
    await ctx.db.updateTable('account').set({ discount_bp: 500 }).where('id', '=', alone.id).execute();
    await ctx.db.updateTable('lotto_bet_type').set({ discount_bp: 600 }).where('lotto_code', '=', 'lao-vip').where('bet_type', '=', '3top').execute();
    expect((await call(admin, 'GET')).json().aboveMaximum).toEqual(NOTHING_ABOVE);

    const lowered = await call(admin, 'PUT', { ...DEFAULTS, maxDiscount: 5 });
    expect(lowered.statusCode).toBe(200);
    expect(lowered.json()).toEqual({
      ...DEFAULTS,
      maxDiscount: 5,
      aboveMaximum: {
        members: 1,
        agents: [{ id: String(agent.id), username: 'agent_nine', discount: 9 }],
        betTypes: [{ lottoCode: 'lao-vip', lottoName: 'หวยลาว VIP', type: '3top', discount: 6 }],
      },
    });
    expect((await audited()).at(-1)).toMatchObject({ before: DEFAULTS, after: { ...DEFAULTS, maxDiscount: 5 } });
    expect(await stored()).toEqual({ cancelWithinMinutes: 30, cancelBeforeCloseMinutes: 10, maxDiscountBp: 500 });

    // Nothing was cut: the members list finds the member above the maximum, and a bet is priced with 8 %.
    const above = await ctx.app.inject({ method: 'GET', url: '/api/backoffice/members?discountAbove=5', headers: admin.headers });
    expect(above.json().items.map((item: { id: string; discount: number }) => [item.id, item.discount])).toEqual([[String(member.id), 8]]);
    const slip = await placeTestSlip(ctx, member, { roundId: await openRound(), items: [{ type: '2top', number: '34', amount: 100 }] });
    expect([slip.stake, slip.discount, slip.charged]).toEqual([100, 8, 92]);

    expect((await call(admin, 'PUT', DEFAULTS)).json().aboveMaximum).toEqual(NOTHING_ABOVE);
    await expectCleanBooks(ctx.db);
  });
});
