import { type SignedIn, signedInAccount, signedInBackOffice } from '../../testing/accounts.ts';
import { useTestApp } from '../../testing/test-app.ts';
import type { Role } from '../auth/index.ts';
import { audit } from './audit.ts';

const ctx = useTestApp();

let admin: SignedIn, operator: SignedIn, agent: SignedIn;
/** The ids of the entries written below, by name. */
const ids = new Map<string, string>();

/** 23:59:59 on 21 November 2026 in Bangkok, and the next second: midnight of the 22nd. */
const LAST_SECOND_OF_21 = new Date('2026-11-21T16:59:59Z');
const MIDNIGHT_OF_22 = new Date('2026-11-21T17:00:00Z');

beforeAll(async () => {
  ({ admin, operator, agent } = await signedInBackOffice(ctx));
  const entries = [
    { name: 'late on the 21st', actor: operator.id, action: 'round.close', entity: 'lotto_round', entityId: '7', at: LAST_SECOND_OF_21 },
    { name: 'midnight of the 22nd', actor: admin.id, action: 'settings.payments', entity: 'setting', entityId: 'wallet', at: MIDNIGHT_OF_22 },
    { name: 'the clock on the 23rd', actor: null, action: 'round.close', entity: 'lotto_round', entityId: '8', at: new Date('2026-11-23T05:00:00Z') },
  ];
  for (const entry of entries) {
    await audit(ctx.db, {
      actorAccountId: entry.actor,
      action: entry.action,
      entity: entry.entity,
      entityId: entry.entityId,
      before: { n: 1 },
      after: { n: 2 },
      at: entry.at,
    });
    const { id } = await ctx.db.selectFrom('audit_log').select('id').orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();
    ids.set(entry.name, String(id));
  }
});

const read = (who: SignedIn | null, query = '') =>
  ctx.app.inject({ method: 'GET', url: `/api/backoffice/audit${query ? `?${query}` : ''}`, headers: who?.headers ?? {} });
const found = async (query: string) => (await read(operator, query)).json().items.map((item: { id: string }) => item.id);
const named = (...names: string[]) => names.map((name) => ids.get(name));

describe('GET /api/backoffice/audit', () => {
  it('answers newest first, with who (null: the system), what, before and after', async () => {
    const response = await read(admin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      items: [
        {
          id: ids.get('the clock on the 23rd'),
          actor: null,
          action: 'round.close',
          entity: 'lotto_round',
          entityId: '8',
          before: { n: 1 },
          after: { n: 2 },
          at: '2026-11-23T05:00:00.000Z',
        },
        expect.objectContaining({ id: ids.get('midnight of the 22nd'), actor: { id: String(admin.id), username: admin.username } }),
        expect.objectContaining({ id: ids.get('late on the 21st'), actor: { id: String(operator.id), username: operator.username } }),
      ],
      nextCursor: null,
    });
  });

  it('filters by actor (username, any letter case), action, entity and id; filters combine', async () => {
    expect(await found(`actor=${operator.username.toUpperCase()}`)).toEqual(named('late on the 21st'));
    expect(await found('actor=nobody_here')).toEqual([]);
    expect(await found('action=round.close')).toEqual(named('the clock on the 23rd', 'late on the 21st'));
    expect(await found(`action=round.close&actor=${operator.username}`)).toEqual(named('late on the 21st'));
    expect(await found('entity=lotto_round&entityId=8')).toEqual(named('the clock on the 23rd'));
  });

  it('filters by Bangkok days, both included', async () => {
    expect(await found('from=2026-11-22')).toEqual(named('the clock on the 23rd', 'midnight of the 22nd'));
    expect(await found('to=2026-11-21')).toEqual(named('late on the 21st'));
    expect(await found('from=2026-11-22&to=2026-11-22')).toEqual(named('midnight of the 22nd'));
    expect(await found('from=2026-11-24')).toEqual([]);
  });

  it.each([
    ['from=2026-02-30', 'วันที่เริ่มต้น'],
    ['to=22-11-2026', 'วันที่สิ้นสุด'],
    ['actor=a', 'ชื่อผู้ใช้ของผู้ทำรายการ'],
    ['action=Round%20close', 'การกระทำ'],
    ['limit=101', 'จำนวนรายการต่อหน้า'],
  ])('refuses %s with a Thai 400 naming the field', async (query, label) => {
    const response = await read(admin, query);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION');
    expect(response.json().error.message).toContain(`ข้อมูลไม่ถูกต้อง: ${label}`);
  });

  it('refuses a period that ends before it begins', async () => {
    const response = await read(admin, 'from=2026-11-23&to=2026-11-22');
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({ code: 'INVALID_PERIOD', message: 'วันที่เริ่มต้นต้องไม่อยู่หลังวันที่สิ้นสุด' });
  });

  it.each<Role>(['master', 'agline', 'AGgroup', 'agseamless', 'member'])('answers 403 to %s, and 401 without a login', async (role) => {
    const caller = role === 'master' ? agent : await signedInAccount(ctx, { role });
    expect((await read(caller)).statusCode).toBe(403);
    expect((await read(null)).statusCode).toBe(401);
  });
});
