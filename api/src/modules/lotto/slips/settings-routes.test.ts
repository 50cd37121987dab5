// The lottery's setting in the back office (GET/PUT /api/backoffice/settings/lotto): the slip cancel
// window, for administrators only, bounded, audited, and followed by the slips at once.
import { type SignedIn, signedInAccount } from '../../../testing/accounts.ts';
import { useTestApp } from '../../../testing/test-app.ts';
import { expectCleanBooks } from '../../../testing/ledger.ts';
import { fundedMember, insertTestRound, placeTestSlip } from '../testing.ts';

const clock = new Date('2026-12-16T03:00:00Z');
const ctx = useTestApp({ now: () => clock });
const URL = '/api/backoffice/settings/lotto';

let admin: SignedIn;
beforeAll(async () => {
  admin = await signedInAccount(ctx, { role: 'admin' });
});

const call = (who: SignedIn | null, method: 'GET' | 'PUT', payload?: object) =>
  ctx.app.inject({ method, url: URL, headers: who?.headers ?? {}, ...(payload ? { payload } : {}) });

const stored = async () => (await ctx.db.selectFrom('setting').select('value').where('key', '=', 'lotto').executeTakeFirstOrThrow()).value;

const audited = () =>
  ctx.db.selectFrom('audit_log').select(['actor_account_id', 'action', 'before', 'after', 'at']).where('entity', '=', 'setting').execute();

describe('the slip cancel window', () => {
  it('is read and changed by administrators, audited, and slips follow it at once', async () => {
    expect((await call(admin, 'GET')).json()).toEqual({ cancelWithinMinutes: 30, cancelBeforeCloseMinutes: 10 });

    const changed = await call(admin, 'PUT', { cancelWithinMinutes: 5, cancelBeforeCloseMinutes: 0 });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ cancelWithinMinutes: 5, cancelBeforeCloseMinutes: 0 });
    expect((await call(admin, 'GET')).json()).toEqual({ cancelWithinMinutes: 5, cancelBeforeCloseMinutes: 0 });
    expect(await audited()).toEqual([
      {
        actor_account_id: admin.id,
        action: 'settings.lotto',
        before: { cancelWithinMinutes: 30, cancelBeforeCloseMinutes: 10 },
        after: { cancelWithinMinutes: 5, cancelBeforeCloseMinutes: 0 },
        at: clock,
      },
    ]);

    const round = await insertTestRound(ctx.db, { opensAt: new Date(clock.getTime() - 3_600_000), closesAt: new Date(clock.getTime() + 7_200_000) });
    const slip = await placeTestSlip(ctx, await fundedMember(ctx, 10_000n), { roundId: round, items: [{ type: '2top', number: '12', amount: 10 }] });
    expect(slip.cancelUntil).toBe(new Date(clock.getTime() + 5 * 60_000).toISOString());

    expect((await call(admin, 'PUT', { cancelWithinMinutes: 30, cancelBeforeCloseMinutes: 10 })).statusCode).toBe(200);
    await expectCleanBooks(ctx.db);
  });

  it.each([
    [{ cancelWithinMinutes: 1441, cancelBeforeCloseMinutes: 10 }, 'ข้อมูลไม่ถูกต้อง: ยกเลิกโพยได้ภายในกี่นาทีหลังแทง (จำนวนเต็ม 0–1440)'],
    [{ cancelWithinMinutes: 30, cancelBeforeCloseMinutes: -1 }, 'ข้อมูลไม่ถูกต้อง: ยกเลิกโพยได้ถึงกี่นาทีก่อนปิดรับ (จำนวนเต็ม 0–1440)'],
    [{ cancelWithinMinutes: 2.5, cancelBeforeCloseMinutes: 10 }, 'ข้อมูลไม่ถูกต้อง: ยกเลิกโพยได้ภายในกี่นาทีหลังแทง (จำนวนเต็ม 0–1440)'],
    [{ cancelWithinMinutes: 30 }, 'กรุณากรอกยกเลิกโพยได้ถึงกี่นาทีก่อนปิดรับ (จำนวนเต็ม 0–1440)'],
    [{ cancelWithinMinutes: 30, cancelBeforeCloseMinutes: 10, cancelWindowMinutes: 5 }, 'ข้อมูลไม่ถูกต้อง: มีข้อมูลที่ระบบไม่รู้จักในคำขอ'],
  ])('refuses %j in Thai and changes nothing', async (payload, message) => {
    const before = { value: await stored(), audit: await audited() };
    const response = await call(admin, 'PUT', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'VALIDATION', message } });
    expect({ value: await stored(), audit: await audited() }).toEqual(before);
  });

  it('is for administrators only: anonymous 401, operators, agents, agseamless and members 403', async () => {
    for (const method of ['GET', 'PUT'] as const) {
      const payload = method === 'PUT' ? { cancelWithinMinutes: 1, cancelBeforeCloseMinutes: 1 } : undefined;
      expect((await call(null, method, payload)).statusCode).toBe(401);
      for (const role of ['agadmin', 'master', 'agseamless', 'AGgroup', 'member'] as const) {
        const response = await call(await signedInAccount(ctx, { role }), method, payload);
        expect([response.statusCode, response.json().error.code]).toEqual([403, 'FORBIDDEN']);
      }
    }
    expect(await stored()).toEqual({ cancelWithinMinutes: 30, cancelBeforeCloseMinutes: 10 });
  });
});
