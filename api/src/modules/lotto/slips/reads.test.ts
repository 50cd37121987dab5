import { type SignedIn, signedInAccount, signIn } from '../../../testing/accounts.ts';
import { useTestApp } from '../../../testing/test-app.ts';
import { expectCleanBooks } from '../../../testing/ledger.ts';
import { insertRound } from '../results/testing.ts';
import { freshKey, fundedMember, placeTestSlip, type SlipAnswer } from '../testing.ts';

// 23:30 on 15 December in Bangkok.
const START = new Date('2026-12-15T16:30:00Z');
let clock = START;
const ctx = useTestApp({ now: () => clock });

const HOUR = 3_600_000;
const at = (hours: number) => new Date(START.getTime() + hours * HOUR);
const get = (who: SignedIn, url: string) => ctx.app.inject({ method: 'GET', url, headers: who.headers });
const post = (who: SignedIn, url: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url, headers: { ...who.headers, 'idempotency-key': freshKey() }, payload });
const idsOf = (items: { id: string }[]) => items.map((item) => item.id);

let admin: SignedIn;
let operator: SignedIn;
let agent: SignedIn;
let otherAgent: SignedIn;
/** Two members of `agent`, one of `otherAgent`. */
let alice: SignedIn;
let bob: SignedIn;
let carol: SignedIn;
let round: bigint;
let otherRound: bigint;
/** Alice's: on the 15th (Bangkok) in `round`; on the 16th in `round`, then cancelled; on the 16th in `otherRound`. */
let onThe15th: SlipAnswer;
let cancelled: SlipAnswer;
let onThe16th: SlipAnswer;
let bobs: SlipAnswer;
let carols: SlipAnswer;

/** Moves the clock, signing everyone in again (access tokens live 15 minutes on the app clock). */
async function moveTo(instant: Date) {
  clock = instant;
  admin = await signIn(ctx, admin);
  operator = await signIn(ctx, operator);
  agent = await signIn(ctx, agent);
  otherAgent = await signIn(ctx, otherAgent);
  alice = await signIn(ctx, alice);
  bob = await signIn(ctx, bob);
  carol = await signIn(ctx, carol);
}

beforeAll(async () => {
  admin = await signedInAccount(ctx, { role: 'admin' });
  operator = await signedInAccount(ctx, { role: 'agadmin' });
  agent = await signedInAccount(ctx, { role: 'master' });
  otherAgent = await signedInAccount(ctx, { role: 'agline' });
  alice = await fundedMember(ctx, 100_000n, { parentId: agent.id });
  bob = await fundedMember(ctx, 100_000n, { parentId: agent.id });
  carol = await fundedMember(ctx, 100_000n, { parentId: otherAgent.id });
  round = await insertRound(ctx.db, 'lao-vip', { opensAt: at(-1), closesAt: at(3) });
  otherRound = await insertRound(ctx.db, 'hanoi-vip', { opensAt: at(-1), closesAt: at(2) });
  onThe15th = await placeTestSlip(ctx, alice, { roundId: round, items: [{ type: '2top', number: '15', amount: 10 }], note: 'ก่อนเที่ยงคืน' });
  await moveTo(at(1)); // 00:30 on the 16th
  cancelled = await placeTestSlip(ctx, alice, { roundId: round, items: [{ type: '2top', number: '16', amount: 10 }] });
  const cancelling = await post(alice, `/api/lotto/slips/${cancelled.id}/cancel`, {});
  expect(cancelling.statusCode).toBe(200);
  cancelled = cancelling.json();
  onThe16th = await placeTestSlip(ctx, alice, {
    roundId: otherRound,
    items: [
      { type: '3top', number: '123', amount: 1 },
      { type: '2bottom', number: '45', amount: 2 },
    ],
  });
  bobs = await placeTestSlip(ctx, bob, { roundId: round, items: [{ type: 'runtop', number: '1', amount: 5 }] });
  carols = await placeTestSlip(ctx, carol, { roundId: round, items: [{ type: 'runbottom', number: '2', amount: 5 }] });
});

describe('GET /api/lotto/slips', () => {
  it("lists the member's own slips, newest first, without their items", async () => {
    const response = await get(alice, '/api/lotto/slips');
    expect(response.statusCode).toBe(200);
    const { items, nextCursor } = response.json();
    expect(idsOf(items)).toEqual([onThe16th.id, cancelled.id, onThe15th.id]);
    expect(nextCursor).toBeNull();
    const { items: slipItems, ...head } = onThe16th;
    expect(items[0]).toEqual({ ...head, itemCount: slipItems.length });
    expect(items[2]).toMatchObject({ note: 'ก่อนเที่ยงคืน', status: 'pending', cancelUntil: null, itemCount: 1 });
  });

  it.each([
    ['roundId', () => `roundId=${round}`, () => [cancelled.id, onThe15th.id]],
    ['status', () => 'status=cancelled', () => [cancelled.id]],
    ['the Bangkok day it was placed', () => 'from=2026-12-16&to=2026-12-16', () => [onThe16th.id, cancelled.id]],
    ['days up to one', () => 'to=2026-12-15', () => [onThe15th.id]],
    ['days from one', () => 'from=2026-12-17', () => []],
    ['round and status together', () => `roundId=${round}&status=pending`, () => [onThe15th.id]],
  ])('filters by %s', async (_what, query, expected) => {
    const response = await get(alice, `/api/lotto/slips?${query()}`);
    expect(response.statusCode).toBe(200);
    expect(idsOf(response.json().items)).toEqual(expected());
  });

  it('answers what one result can pay at most, not the wins added up, and nothing for a cancelled slip', async () => {
    const dave = await fundedMember(ctx, 10_000n);
    const slip = await placeTestSlip(ctx, dave, {
      roundId: otherRound,
      items: [
        { type: '2top', number: '12', amount: 10 },
        { type: '2top', number: '34', amount: 5 },
        { type: '2bottom', number: '12', amount: 1 },
      ],
    });
    // One top 2 (12, 900) and one bottom 2 (12, 90); 34 cannot come with 12.
    expect(slip.potentialWin).toBe(990);
    expect((await get(dave, `/api/lotto/slips/${slip.id}`)).json().potentialWin).toBe(990);
    expect((await get(dave, '/api/lotto/slips')).json().items.map((item: SlipAnswer) => item.potentialWin)).toEqual([990]);
    const mine = (await get(alice, '/api/lotto/slips')).json().items as SlipAnswer[];
    expect(mine.map((item) => [item.status, item.potentialWin])).toEqual([
      ['pending', 1_080],
      ['cancelled', 0],
      ['pending', 900],
    ]);
  });

  it('pages with the cursor', async () => {
    const first = (await get(alice, '/api/lotto/slips?limit=2')).json();
    expect(idsOf(first.items)).toEqual([onThe16th.id, cancelled.id]);
    expect(first.nextCursor).toBe(cancelled.id);
    const second = (await get(alice, `/api/lotto/slips?limit=2&cursor=${first.nextCursor}`)).json();
    expect(idsOf(second.items)).toEqual([onThe15th.id]);
    expect(second.nextCursor).toBeNull();
  });

  it.each([
    ['from=2026-02-30', 'INVALID_DATE', 'ไม่มีวันที่ 2026-02-30'],
    ['from=2026-12-17&to=2026-12-16', 'INVALID_DATE', 'วันที่เริ่มต้องไม่อยู่หลังวันที่สิ้นสุด'],
    ['from=16-12-2026', 'VALIDATION', 'ข้อมูลไม่ถูกต้อง: วันที่เริ่ม (YYYY-MM-DD)'],
    ['status=won', 'VALIDATION', 'ข้อมูลไม่ถูกต้อง: สถานะ (pending, settled หรือ cancelled)'],
    ['limit=0', 'VALIDATION', 'ข้อมูลไม่ถูกต้อง: จำนวนรายการต่อหน้า (1–100)'],
  ])('refuses %s in Thai', async (query, code, message) => {
    const response = await get(alice, `/api/lotto/slips?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code, message } });
  });
});

describe('GET /api/lotto/slips/:id', () => {
  it('answers the member’s own slip with every item', async () => {
    const response = await get(alice, `/api/lotto/slips/${onThe16th.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(onThe16th);
  });

  it("answers 404 for another member's slip and for none", async () => {
    for (const [who, id] of [
      [bob, onThe15th.id],
      [alice, carols.id],
      [alice, '999999'],
    ] as const) {
      const response = await get(who, `/api/lotto/slips/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: { code: 'SLIP_NOT_FOUND', message: 'ไม่พบโพยนี้' } });
    }
  });

  it('is for members only', async () => {
    expect((await get(admin, `/api/lotto/slips/${onThe15th.id}`)).statusCode).toBe(403);
    expect((await get(agent, '/api/lotto/slips')).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/lotto/slips' })).statusCode).toBe(401);
  });
});

describe('GET /api/backoffice/slips', () => {
  const member = (who: SignedIn) => ({ id: String(who.id), username: who.username });

  it('shows administrators and operators every member’s slips, with the member', async () => {
    for (const staff of [admin, operator]) {
      const response = await get(staff, `/api/backoffice/slips?roundId=${round}`);
      expect(response.statusCode).toBe(200);
      const { items } = response.json();
      expect(idsOf(items)).toEqual([carols.id, bobs.id, cancelled.id, onThe15th.id]);
      const { items: slipItems, ...head } = carols;
      expect(items[0]).toEqual({ ...head, itemCount: slipItems.length, member: member(carol) });
    }
    const ofOne = await get(admin, `/api/backoffice/slips?accountId=${bob.id}`);
    expect(idsOf(ofOne.json().items)).toEqual([bobs.id]);
  });

  it('shows an agent only its own members’ slips', async () => {
    const own = await get(agent, `/api/backoffice/slips?roundId=${round}`);
    expect(idsOf(own.json().items)).toEqual([bobs.id, cancelled.id, onThe15th.id]);
    const other = await get(otherAgent, `/api/backoffice/slips?roundId=${round}`);
    expect(idsOf(other.json().items)).toEqual([carols.id]);
    const notTheirs = await get(otherAgent, `/api/backoffice/slips?accountId=${alice.id}`);
    expect(notTheirs.json().items).toEqual([]);
  });

  it('answers one slip within reach with its items and member, and 404 outside it', async () => {
    const response = await get(agent, `/api/backoffice/slips/${onThe16th.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ...onThe16th, member: member(alice) });
    expect((await get(operator, `/api/backoffice/slips/${carols.id}`)).json().member).toEqual(member(carol));
    const outside = await get(otherAgent, `/api/backoffice/slips/${onThe16th.id}`);
    expect(outside.statusCode).toBe(404);
    expect(outside.json()).toEqual({ error: { code: 'SLIP_NOT_FOUND', message: 'ไม่พบโพยนี้' } });
  });

  it('is refused to members (403) and to anyone not signed in (401)', async () => {
    expect((await get(alice, '/api/backoffice/slips')).statusCode).toBe(403);
    expect((await get(alice, `/api/backoffice/slips/${onThe15th.id}`)).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/backoffice/slips' })).statusCode).toBe(401);
  });
});

// Last: it moves the clock past a close.
describe('a slip once its round has a result', () => {
  it('shows each item’s outcome', async () => {
    const member = await fundedMember(ctx, 10_000n);
    const drawn = await insertRound(ctx.db, 'nikkei-morning', { opensAt: at(0), closesAt: at(1.5) });
    const slip = await placeTestSlip(ctx, member, {
      roundId: drawn,
      items: [
        { type: '3top', number: '987', amount: 1 },
        { type: '2bottom', number: '12', amount: 2 },
        { type: 'runtop', number: '8', amount: 3 },
      ],
    });
    await moveTo(at(1.5));
    const signedIn = await signIn(ctx, member);
    const entered = await post(admin, `/api/backoffice/rounds/${drawn}/result`, { top3: '987', bottom2: '34' });
    expect(entered.statusCode).toBe(200);
    const read = (await get(signedIn, `/api/lotto/slips/${slip.id}`)).json();
    expect(read).toMatchObject({ status: 'settled', payout: 909.6, cancelUntil: null });
    expect(read.items.map((item: SlipAnswer['items'][number]) => [item.number, item.status, item.payout])).toEqual([
      ['987', 'won', 900],
      ['12', 'lost', 0],
      ['8', 'won', 9.6],
    ]);
  });

  it('leaves the books clean', async () => {
    await expectCleanBooks(ctx.db);
  });
});
