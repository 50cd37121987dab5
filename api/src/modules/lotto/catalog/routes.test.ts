import { type SignedIn, signedInAccount, signIn } from '../../../testing/accounts.ts';
import { useTestApp } from '../../../testing/test-app.ts';
import { ensureRoundsAhead } from '../rounds/scheduler.ts';

const T0 = new Date('2026-11-22T10:07:00Z'); // a Sunday, 17:07 in Bangkok
let clock = T0;
const ctx = useTestApp({ now: () => clock });

let member: SignedIn;
beforeAll(async () => {
  member = await signedInAccount(ctx);
  await ensureRoundsAhead(ctx.db, T0); // stored 'upcoming': what members see follows the clock
});

/** Moves the clock and signs the member in again (access tokens live 15 minutes on this clock too). */
async function moveClock(iso: string) {
  clock = new Date(iso);
  member = await signIn(ctx, member);
}

const get = (url: string, who: SignedIn | null = member) =>
  ctx.app.inject({ method: 'GET', url, headers: who ? who.headers : {} });

interface RoundJson {
  id: string;
  lottoCode: string;
  lottoHead: string;
  closeDate: string;
  opensAt: string;
  closesAt: string;
  status: string;
  secondsToClose: number;
}
const rounds = async (query: string) => {
  const response = await get(`/api/lotto/rounds${query}`);
  expect(response.statusCode).toBe(200);
  return response.json<{ serverTime: string; rounds: RoundJson[] }>();
};

const SEED_ORDER = [
  'thai-gov',
  'lao-pattana',
  'lao-vip',
  'hanoi-normal',
  'hanoi-special',
  'hanoi-vip',
  'nikkei-morning',
  'nikkei-afternoon',
  'hangseng-morning',
  'hangseng-afternoon',
  'thai-stock-evening',
  'fast-15',
];

describe('GET /api/lotto/catalog', () => {
  it('lists heads → sub-heads → the 12 seeded lotteries with their bet types in baht, × and percent', async () => {
    const response = await get('/api/lotto/catalog');
    expect(response.statusCode).toBe(200);
    const { heads } = response.json<{
      heads: {
        code: string;
        name: string;
        subHeads: { code: string; name: string; lottos: { code: string; resultKind: string; resultSource: string; betTypes: { code: string }[] }[] }[];
      }[];
    }>();
    expect(heads.map((head) => head.name)).toEqual(['หวยไทย', 'หวยลาว', 'หวยฮานอย', 'หวยหุ้น', 'หวยด่วน']);
    expect(heads[2]?.subHeads.map((subHead) => subHead.name)).toEqual(['ปกติ', 'พิเศษ', 'VIP']);
    const lottos = heads.flatMap((head) => head.subHeads.flatMap((subHead) => subHead.lottos));
    expect(lottos.map((lotto) => lotto.code)).toEqual(SEED_ORDER);

    const [government] = lottos;
    expect(government).toEqual({
      code: 'thai-gov',
      name: 'หวยรัฐบาลไทย',
      resultKind: 'government',
      resultSource: 'operator',
      betTypes: [
        { code: '3top', name: '3 ตัวบน', rate: 900, min: 1, max: 2000, discount: 0 },
        { code: '3tod', name: '3 ตัวโต๊ด', rate: 150, min: 1, max: 2000, discount: 0 },
        { code: '3front', name: '3 ตัวหน้า', rate: 450, min: 1, max: 2000, discount: 0 },
        { code: '3back', name: '3 ตัวล่าง', rate: 450, min: 1, max: 2000, discount: 0 },
        { code: '2top', name: '2 ตัวบน', rate: 90, min: 1, max: 5000, discount: 0 },
        { code: '2bottom', name: '2 ตัวล่าง', rate: 90, min: 1, max: 5000, discount: 0 },
        { code: 'runtop', name: 'วิ่งบน', rate: 3.2, min: 1, max: 10000, discount: 0 },
        { code: 'runbottom', name: 'วิ่งล่าง', rate: 4.2, min: 1, max: 10000, discount: 0 },
      ],
    });
    // Front and back 3 only on the government lottery; the fast lottery draws its own result.
    for (const lotto of lottos.slice(1)) {
      expect(lotto.resultKind).toBe('standard');
      expect(lotto.betTypes.map((betType) => betType.code)).toEqual(['3top', '3tod', '2top', '2bottom', 'runtop', 'runbottom']);
    }
    expect(lottos.find((lotto) => lotto.code === 'fast-15')?.resultSource).toBe('house_rng');
  });

  it('asks for a login', async () => {
    const response = await get('/api/lotto/catalog', null);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: { code: 'UNAUTHENTICATED', message: expect.any(String) } });
  });
});

describe('GET /api/lotto/rounds', () => {
  afterEach(() => moveClock(T0.toISOString()));

  it('by default lists the rounds open now and those opening within 24 hours, in catalog order, by the clock', async () => {
    const { serverTime, rounds: listed } = await rounds('');
    expect(serverTime).toBe(T0.toISOString());
    expect(listed.every((round) => ['open', 'upcoming'].includes(round.status))).toBe(true);
    expect([...new Set(listed.map((round) => round.lottoCode))]).toEqual(SEED_ORDER);
    expect(listed.filter((round) => round.status === 'open').map((round) => round.lottoCode)).toEqual(SEED_ORDER);
    expect(listed.every((round) => new Date(round.opensAt).getTime() <= T0.getTime() + 24 * 3600_000)).toBe(true);
    expect(listed[0]).toEqual({
      id: expect.stringMatching(/^[0-9]+$/),
      lottoCode: 'thai-gov',
      lottoName: 'หวยรัฐบาลไทย',
      lottoHead: 'หวยไทย',
      lottoSubHead: 'รัฐบาล',
      closeDate: '2026-12-01',
      opensAt: '2026-11-16T08:20:00.000Z',
      closesAt: '2026-12-01T08:20:00.000Z',
      status: 'open',
      secondsToClose: (Date.parse('2026-12-01T08:20:00Z') - T0.getTime()) / 1000,
    });
  });

  it("filters by lottery and status; a round's status and countdown follow the clock, whatever is stored", async () => {
    const fast = (await rounds('?lotto=fast-15')).rounds;
    expect(fast.map((round) => [round.closesAt.slice(11, 16), round.status, round.secondsToClose])).toEqual([
      ['10:15', 'open', 480],
      ['10:30', 'upcoming', 1380],
      ['10:45', 'upcoming', 2280],
      ['11:00', 'upcoming', 3180],
      ['11:15', 'upcoming', 4080],
      ['11:30', 'upcoming', 4980],
      ['11:45', 'upcoming', 5880],
      ['12:00', 'upcoming', 6780],
    ]);

    await moveClock('2026-11-22T10:15:00Z'); // the first 15-minute round closes; nothing has run
    const closed = (await rounds('?status=closed')).rounds;
    expect(closed.map((round) => [round.lottoCode, round.closesAt, round.secondsToClose])).toEqual([
      ['hanoi-special', '2026-11-22T10:10:00.000Z', 0],
      ['fast-15', '2026-11-22T10:15:00.000Z', 0],
    ]);
    const open = (await rounds('?status=open&lotto=fast-15')).rounds;
    expect(open.map((round) => [round.closesAt, round.secondsToClose])).toEqual([['2026-11-22T10:30:00.000Z', 900]]);
  });

  it("lists one draw date's rounds in every status", async () => {
    await moveClock('2026-11-22T11:00:00Z');
    const { rounds: today } = await rounds('?date=2026-11-22');
    expect(today.every((round) => round.closeDate === '2026-11-22')).toBe(true);
    expect(today.map((round) => round.lottoCode)).toEqual([
      'lao-vip',
      'hanoi-normal',
      'hanoi-special',
      'hanoi-vip',
      ...Array<string>(8).fill('fast-15'),
    ]);
    expect(today.map((round) => round.status)).toEqual([
      'open',
      'open',
      'closed',
      'open',
      ...['closed', 'closed', 'closed', 'closed', 'open', 'upcoming', 'upcoming', 'upcoming'],
    ]);
    expect((await rounds('?date=2026-11-22&status=closed&lotto=hanoi-special')).rounds).toHaveLength(1);
    expect((await rounds('?date=2027-01-01')).rounds).toEqual([]);
  });

  it.each([
    ['?status=soon', 'ข้อมูลไม่ถูกต้อง: สถานะรอบ (upcoming, open, closed, resulted หรือ cancelled)'],
    ['?date=2026-02-30', 'ข้อมูลไม่ถูกต้อง: วันที่ออกผล (ปี-เดือน-วัน เช่น 2026-12-16)'],
    ['?date=16/12/2026', 'ข้อมูลไม่ถูกต้อง: วันที่ออกผล (ปี-เดือน-วัน เช่น 2026-12-16)'],
    ['?lotto=THAI', 'ข้อมูลไม่ถูกต้อง: รหัสหวย'],
    ['?page=2', 'ข้อมูลไม่ถูกต้อง: มีข้อมูลที่ระบบไม่รู้จักในคำขอ'],
  ])('refuses %s in Thai', async (query, message) => {
    const response = await get(`/api/lotto/rounds${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'VALIDATION', message } });
  });
});

describe('GET /api/lotto/rounds/:roundId', () => {
  it('answers the round with its bet types, its limit items (reduced %, cap baht) and the server time', async () => {
    const [round] = (await rounds('?lotto=lao-vip')).rounds;
    if (!round) throw new Error('no lao-vip round');
    await ctx.db
      .insertInto('lotto_limit')
      .values([
        { round_id: BigInt(round.id), bet_type: '2bottom', number: '07', kind: 'cap', value: 50050n },
        { round_id: BigInt(round.id), bet_type: '3top', number: '123', kind: 'reduced', value: 50n },
        { round_id: BigInt(round.id), bet_type: '3top', number: '999', kind: 'closed', value: null },
      ])
      .execute();
    const response = await get(`/api/lotto/rounds/${round.id}`);
    expect(response.statusCode).toBe(200);
    const body = response.json<RoundJson & { betTypes: { code: string; rate: number }[]; limits: unknown[]; serverTime: string }>();
    expect(body).toEqual({
      ...round,
      betTypes: expect.any(Array),
      limits: [
        { type: '3top', number: '123', kind: 'reduced', value: 50 },
        { type: '3top', number: '999', kind: 'closed', value: null },
        { type: '2bottom', number: '07', kind: 'cap', value: 500.5, remaining: 500.5 },
      ],
      serverTime: T0.toISOString(),
    });
    expect(body.betTypes.map((betType) => [betType.code, betType.rate])).toEqual([
      ['3top', 900],
      ['3tod', 150],
      ['2top', 90],
      ['2bottom', 90],
      ['runtop', 3.2],
      ['runbottom', 4.2],
    ]);
  });

  it('answers 404 in Thai for a round that does not exist, 400 for an id that is not one', async () => {
    const missing = await get('/api/lotto/rounds/999999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: { code: 'ROUND_NOT_FOUND', message: 'ไม่พบรอบหวยนี้' } });
    const bad = await get('/api/lotto/rounds/abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: { code: 'VALIDATION', message: 'ข้อมูลไม่ถูกต้อง: เลขที่รอบ' } });
  });
});
