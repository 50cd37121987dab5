import { storeSetting } from '../../db/settings.ts';
import { type SignedIn, signedInAccount, signedInBackOffice } from '../../testing/accounts.ts';
import { useTestApp } from '../../testing/test-app.ts';

const NOW = new Date('2026-11-22T03:00:00Z');
const ctx = useTestApp({ now: () => NOW });

type Who = Pick<SignedIn, 'headers'> | null;
const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: Who, payload?: object) =>
  ctx.app.inject({ method, url, headers: who?.headers ?? {}, ...(payload ? { payload } : {}) });

const list = (who: Who) => send('GET', '/api/lotto/number-sets', who);
const create = (who: Who, payload: object) => send('POST', '/api/lotto/number-sets', who, payload);
const rename = (who: Who, id: string, name: unknown) => send('PUT', `/api/lotto/number-sets/${id}`, who, { name });
const remove = (who: Who, id: string) => send('DELETE', `/api/lotto/number-sets/${id}`, who);

const ITEMS = [
  { type: '2top', number: '19', amount: 5 },
  { type: '3top', number: '123', amount: 10.25 },
  { type: 'runbottom', number: '7', amount: 1 },
];

const setLimits = (limits: { nameMaxLength: number; maxItems: number; maxSets: number }) => storeSetting(ctx.db, 'number_sets', limits, NOW);
const DEFAULT_LIMITS = { nameMaxLength: 30, maxItems: 200, maxSets: 50 };

let member: SignedIn;
let other: SignedIn;

beforeEach(async () => {
  await setLimits(DEFAULT_LIMITS);
  member = await signedInAccount(ctx, { role: 'member' });
  other = await signedInAccount(ctx, { role: 'member' });
});

const tableCounts = async () => ({
  sets: (await ctx.db.selectFrom('number_set').select('id').execute()).length,
  items: (await ctx.db.selectFrom('number_set_item').select('set_id').execute()).length,
});

/** The refusal's status, code and message; asserts nothing was written. */
async function refusal(request: Promise<{ statusCode: number; json: () => unknown }>) {
  const before = await tableCounts();
  const response = await request;
  expect(await tableCounts()).toEqual(before);
  const { error } = response.json() as { error: { code: string; message: string } };
  return { status: response.statusCode, code: error.code, message: error.message };
}

describe('เลขชุด', () => {
  test('a member saves a set and reads it back with stakes in baht, newest first, with the limits', async () => {
    const first = await create(member, { name: '  เลขเด็ดงวดนี้ ', items: ITEMS });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ name: 'เลขเด็ดงวดนี้', items: ITEMS, createdAt: NOW.toISOString() });
    await create(member, { name: 'ชุดสอง', items: [ITEMS[0]] });

    const answer = await list(member);
    expect(answer.statusCode).toBe(200);
    const { sets, limits } = answer.json<{ sets: { name: string; items: unknown[] }[]; limits: unknown }>();
    expect(sets.map((set) => set.name)).toEqual(['ชุดสอง', 'เลขเด็ดงวดนี้']);
    expect(sets[1]!.items).toEqual(ITEMS);
    expect(limits).toEqual(DEFAULT_LIMITS);
  });

  test('renames and deletes a set', async () => {
    const { id } = (await create(member, { name: 'เก่า', items: ITEMS })).json<{ id: string }>();
    const renamed = await rename(member, id, 'ใหม่');
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ id, name: 'ใหม่', items: ITEMS });

    const before = await tableCounts();
    expect((await remove(member, id)).statusCode).toBe(204);
    expect((await list(member)).json<{ sets: unknown[] }>().sets).toEqual([]);
    expect(await tableCounts()).toEqual({ sets: before.sets - 1, items: before.items - ITEMS.length });
  });

  test("a member neither sees nor touches another member's sets: 404, nothing changed", async () => {
    const { id } = (await create(member, { name: 'ของฉัน', items: ITEMS })).json<{ id: string }>();
    expect((await list(other)).json<{ sets: unknown[] }>().sets).toEqual([]);
    expect(await refusal(rename(other, id, 'ของเขา'))).toEqual({ status: 404, code: 'NUMBER_SET_NOT_FOUND', message: 'ไม่พบเลขชุดนี้' });
    expect(await refusal(remove(other, id))).toMatchObject({ status: 404, code: 'NUMBER_SET_NOT_FOUND' });
    expect((await list(member)).json<{ sets: { name: string }[] }>().sets.map((set) => set.name)).toEqual(['ของฉัน']);
    // The same name is free for another member.
    expect((await create(other, { name: 'ของฉัน', items: ITEMS })).statusCode).toBe(201);
  });

  test('staff and anonymous callers are refused', async () => {
    const { operator, agent } = await signedInBackOffice(ctx);
    const { id } = (await create(member, { name: 'ชุด', items: ITEMS })).json<{ id: string }>();
    for (const staff of [operator, agent]) {
      expect((await list(staff)).statusCode).toBe(403);
      expect((await refusal(create(staff, { name: 'ชุด', items: ITEMS }))).status).toBe(403);
      expect((await refusal(remove(staff, id))).status).toBe(403);
    }
    expect((await list(null)).statusCode).toBe(401);
    expect((await refusal(rename(null, id, 'x'))).status).toBe(401);
  });

  test('refuses in Thai what a set cannot hold, and writes nothing', async () => {
    expect(await refusal(create(member, { name: '   ', items: ITEMS }))).toEqual({
      status: 400,
      code: 'NUMBER_SET_NAME_REQUIRED',
      message: 'กรุณาตั้งชื่อเลขชุด',
    });
    expect(
      await refusal(
        create(member, {
          name: 'ผิด',
          items: [ITEMS[0], { type: '3tod', number: '111', amount: 5 }, { type: '2bottom', number: '123', amount: 5 }, { type: 'runtop', number: '1', amount: 1.005 }],
        }),
      ),
    ).toEqual({
      status: 400,
      code: 'INVALID_NUMBER_SET_ITEMS',
      message:
        'รายการในเลขชุดไม่ถูกต้อง\n2. เลข 111 3 ตัวโต๊ด: แทงไม่ได้ (เลขตอง)\n3. เลข 123 2 ตัวล่าง: ต้องเป็นเลข 2 หลัก\n4. เลข 1 วิ่งบน: จำนวนเงินมีทศนิยมได้ไม่เกิน 2 ตำแหน่ง',
    });
    const empty = await refusal(create(member, { name: 'ว่าง', items: [] }));
    expect(empty).toMatchObject({ status: 400, code: 'VALIDATION' });
    expect(empty.message).toContain('รายการในเลขชุด');
  });

  test("the setting's limits: name length, items per set, sets per member", async () => {
    await setLimits({ nameMaxLength: 5, maxItems: 2, maxSets: 2 });
    expect(await refusal(create(member, { name: 'หกตัวอักษร', items: [ITEMS[0]] }))).toEqual({
      status: 400,
      code: 'NUMBER_SET_NAME_TOO_LONG',
      message: 'ชื่อเลขชุดยาวได้ไม่เกิน 5 ตัวอักษร',
    });
    expect(await refusal(create(member, { name: 'สาม', items: ITEMS }))).toEqual({
      status: 400,
      code: 'TOO_MANY_ITEMS',
      message: 'เลขชุดหนึ่งชุดมีได้ไม่เกิน 2 รายการ',
    });
    expect((await create(member, { name: 'หนึ่ง', items: [ITEMS[0]] })).statusCode).toBe(201);
    const { id } = (await create(member, { name: 'สอง', items: ITEMS.slice(0, 2) })).json<{ id: string }>();
    expect(await refusal(create(member, { name: 'สาม', items: [ITEMS[0]] }))).toEqual({
      status: 409,
      code: 'TOO_MANY_NUMBER_SETS',
      message: 'บันทึกเลขชุดได้ไม่เกิน 2 ชุด กรุณาลบชุดที่ไม่ใช้แล้วก่อน',
    });
    expect((await refusal(rename(member, id, 'ยาวเกินไป'))).code).toBe('NUMBER_SET_NAME_TOO_LONG');
    expect((await list(member)).json<{ limits: unknown }>().limits).toEqual({ nameMaxLength: 5, maxItems: 2, maxSets: 2 });
  });

  test('a name is used once per member, also when two saves race', async () => {
    const { id } = (await create(member, { name: 'ซ้ำ', items: ITEMS })).json<{ id: string }>();
    expect(await refusal(create(member, { name: 'ซ้ำ ', items: ITEMS }))).toEqual({
      status: 409,
      code: 'NUMBER_SET_NAME_TAKEN',
      message: 'มีเลขชุดชื่อ "ซ้ำ" อยู่แล้ว กรุณาใช้ชื่ออื่น',
    });
    const { id: second } = (await create(member, { name: 'อื่น', items: ITEMS })).json<{ id: string }>();
    expect((await refusal(rename(member, second, 'ซ้ำ'))).code).toBe('NUMBER_SET_NAME_TAKEN');
    expect((await rename(member, id, 'ซ้ำ')).statusCode).toBe(200);

    const raced = await Promise.all([create(member, { name: 'พร้อมกัน', items: ITEMS }), create(member, { name: 'พร้อมกัน', items: ITEMS })]);
    expect(raced.map((response) => response.statusCode).sort()).toEqual([201, 409]);
  });
});
