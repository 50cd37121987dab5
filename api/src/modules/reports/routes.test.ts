// The back office's reports over slips placed and settled, deposits and withdrawals made through
// the real routes: each caller's figures cover the members it reaches, per day and per agent for
// those who oversee agents, with the queues each may act on; the agents report; the period's rules.
import { type NewAccount, type SignedIn, signIn, signedInAccount } from '../../testing/accounts.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { deposit, expectCleanBooks, memberBalances } from '../../testing/ledger.ts';
import { inTransaction } from '../../db/database.ts';

let clock = new Date('2026-12-15T05:00:00Z'); // 12:00 on the 15th in Bangkok
const ctx = useTestApp({ now: () => clock, payments: { demoMode: true } });
const HOUR = 3_600_000;
const at = (hours: number) => new Date(clock.getTime() + hours * HOUR);
const FUNDS = 1_000_00n;

let keys = 0;
const freshKey = () => `report-${++keys}`;

/** A signed-in member holding `satang`, moved into the wallet by the ledger (no deposit request). */
async function fundedMember(satang: bigint, account: NewAccount): Promise<SignedIn> {
  const member = await signedInAccount(ctx, account);
  await inTransaction(ctx.db, (trx) => deposit(trx, member.id, satang));
  return member;
}

/** A round of the lottery (its draw date the Bangkok day it closes), stored open. */
async function insertRound(lottoCode: string, opensAt: Date, closesAt: Date): Promise<string> {
  const drawDate = new Date(closesAt.getTime() + 7 * HOUR).toISOString().slice(0, 10);
  const row = await ctx.db
    .insertInto('lotto_round')
    .values({ lotto_code: lottoCode, draw_date: drawDate, opens_at: opensAt, closes_at: closesAt, status: 'open', created_at: opensAt })
    .returning('id')
    .executeTakeFirstOrThrow();
  return String(row.id);
}

const placeSlip = (member: SignedIn, roundId: string, items: { type: string; number: string; amount: number }[]) =>
  posted(member, '/api/lotto/slips', { roundId, items });

const post = (who: SignedIn, url: string, payload: object = {}) =>
  ctx.app.inject({ method: 'POST', url, headers: { ...who.headers, 'idempotency-key': freshKey() }, payload });

async function posted(who: SignedIn, url: string, payload: object = {}): Promise<{ id: string }> {
  const response = await post(who, url, payload);
  if (response.statusCode >= 300) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  return response.json();
}

let admin: SignedIn;
let operator: SignedIn;
let group: SignedIn;
let agentA: SignedIn;
let agentB: SignedIn;
let agentC: SignedIn;
let a1: SignedIn;
let a2: SignedIn;
let b1: SignedIn;
let lone: SignedIn;

/** Signs everyone in again (access tokens live 15 minutes on the moved clock too). */
async function signInAgain() {
  for (const who of [admin, operator, group, agentA, agentB, agentC, a1, a2, b1, lone]) Object.assign(who, await signIn(ctx, who));
}

beforeAll(async () => {
  admin = await signedInAccount(ctx, { role: 'admin' });
  operator = await signedInAccount(ctx, { role: 'agadmin' });
  group = await signedInAccount(ctx, { role: 'AGgroup', username: 'group_g' });
  agentA = await signedInAccount(ctx, { role: 'master', parentId: group.id, username: 'agent_a' });
  agentB = await signedInAccount(ctx, { role: 'agline', username: 'agent_b' });
  agentC = await signedInAccount(ctx, { role: 'master', parentId: group.id, username: 'agent_c' });
  a1 = await fundedMember(FUNDS, { parentId: agentA.id });
  a2 = await fundedMember(FUNDS, { parentId: agentA.id });
  b1 = await fundedMember(FUNDS, { parentId: agentB.id });
  lone = await fundedMember(FUNDS, {});
  await ctx.db.updateTable('account').set({ discount_bp: 500 }).where('id', '=', a1.id).execute();

  // The 15th: a settled round, deposits credited, a withdrawal paid out.
  const first = await insertRound('lao-vip', at(-1), at(1));
  await placeSlip(a1, first, [{ type: '2top', number: '23', amount: 10 }]); // charged 9.50, wins 900
  await placeSlip(b1, first, [{ type: '3top', number: '999', amount: 5 }]);
  await placeSlip(lone, first, [{ type: '2top', number: '23', amount: 1 }]); // wins 90
  await posted(a1, '/api/wallet/deposits', { amount: 500 });
  await posted(b1, '/api/wallet/deposits', { amount: 300 });
  const paid = await posted(a2, '/api/wallet/withdrawals', { amount: 200 });
  await posted(operator, `/api/backoffice/withdrawals/${paid.id}/approve`);
  clock = at(1.5);
  await signInAgain();
  await posted(operator, `/api/backoffice/rounds/${first}/result`, { top3: '123', bottom2: '45' });

  // The 16th, 10:00 in Bangkok: pending slips, a cancelled one, a credited deposit, and requests waiting.
  clock = new Date('2026-12-16T03:00:00Z');
  await signInAgain();
  const second = await insertRound('hanoi-vip', at(-1), at(8));
  await placeSlip(a2, second, [{ type: 'runtop', number: '1', amount: 4 }]);
  await placeSlip(a1, second, [{ type: '2bottom', number: '11', amount: 6 }]); // charged 5.70
  const dropped = await placeSlip(b1, second, [{ type: '2bottom', number: '12', amount: 50 }]);
  await posted(b1, `/api/lotto/slips/${dropped.id}/cancel`);
  await posted(lone, '/api/wallet/deposits', { amount: 100 });
  await posted(a2, '/api/wallet/deposits', { amount: 1000, demoCredit: false });
  await posted(b1, '/api/wallet/withdrawals', { amount: 100 });
  // Closed by the clock, waiting for an operator's result.
  await insertRound('lao-pattana', at(-30), at(-2));
});

const get = (who: SignedIn | null, url: string) => ctx.app.inject({ method: 'GET', url, headers: who?.headers ?? {} });

const figures = (stake: number, discount: number, payout: number, net: number, deposits: number, withdrawals: number, activeMembers: number) => ({
  stake,
  discount,
  payout,
  net,
  deposits,
  withdrawals,
  activeMembers,
});
const NONE = figures(0, 0, 0, 0, 0, 0, 0);
const agent = (who: SignedIn) => ({ id: String(who.id), username: who.username });

// Agent A's members: a1 (10 − 0.50 on the 15th, won 900; 6 − 0.30 on the 16th) and a2 (4 on the 16th).
const AGENT_A = { day15: figures(10, 0.5, 900, -890.5, 500, 200, 1), day16: figures(10, 0.3, 0, 9.7, 0, 0, 2), total: figures(20, 0.8, 900, -880.8, 500, 200, 2) };
const AGENT_B = figures(5, 0, 0, 5, 300, 0, 1);

describe('GET /api/backoffice/reports/summary', () => {
  it('gives administrators every member: totals, every day, every agent, and every queue', async () => {
    const response = await get(admin, '/api/backoffice/reports/summary?from=2026-12-15&to=2026-12-16');

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      from: '2026-12-15',
      to: '2026-12-16',
      // Net is the house's: stake − discount − payout.
      totals: figures(26, 0.8, 990, -964.8, 900, 200, 4),
      days: [
        { date: '2026-12-15', ...figures(16, 0.5, 990, -974.5, 800, 200, 3) },
        { date: '2026-12-16', ...figures(10, 0.3, 0, 9.7, 100, 0, 2) },
      ],
      // The member without an agent counts in the totals only.
      agents: [
        { agent: agent(agentA), ...AGENT_A.total },
        { agent: agent(agentB), ...AGENT_B },
        { agent: agent(agentC), ...NONE },
      ],
      queues: { pendingDeposits: 1, pendingWithdrawals: 1, roundsAwaitingResult: 1 },
    });
    expect((await get(operator, '/api/backoffice/reports/summary?from=2026-12-15&to=2026-12-16')).json()).toEqual(response.json());
  });

  it('gives an agent its own members only, without agents or the results queue', async () => {
    const response = await get(agentA, '/api/backoffice/reports/summary?from=2026-12-15&to=2026-12-16');
    expect(response.json()).toEqual({
      from: '2026-12-15',
      to: '2026-12-16',
      totals: AGENT_A.total,
      days: [
        { date: '2026-12-15', ...AGENT_A.day15 },
        { date: '2026-12-16', ...AGENT_A.day16 },
      ],
      agents: [],
      queues: { pendingDeposits: 1, pendingWithdrawals: 0, roundsAwaitingResult: null },
    });
    const other = await get(agentB, '/api/backoffice/reports/summary?from=2026-12-15&to=2026-12-16');
    expect(other.json()).toEqual(expect.objectContaining({ totals: AGENT_B, queues: { pendingDeposits: 0, pendingWithdrawals: 1, roundsAwaitingResult: null } }));
  });

  it('gives a group the members of its agents, per agent, without queues it cannot act on', async () => {
    const response = await get(group, '/api/backoffice/reports/summary?from=2026-12-15&to=2026-12-16');
    expect(response.json()).toEqual(
      expect.objectContaining({
        totals: AGENT_A.total,
        agents: [
          { agent: agent(agentA), ...AGENT_A.total },
          { agent: agent(agentC), ...NONE },
        ],
        queues: { pendingDeposits: null, pendingWithdrawals: null, roundsAwaitingResult: null },
      }),
    );
  });

  it('covers today by default', async () => {
    const response = await get(admin, '/api/backoffice/reports/summary');
    expect(response.json()).toEqual(
      expect.objectContaining({ from: '2026-12-16', to: '2026-12-16', totals: figures(10, 0.3, 0, 9.7, 100, 0, 2), days: [{ date: '2026-12-16', ...figures(10, 0.3, 0, 9.7, 100, 0, 2) }] }),
    );
    await expectCleanBooks(ctx.db);
  });
});

describe('GET /api/backoffice/reports/agents', () => {
  const balance = async (...members: SignedIn[]) =>
    (await Promise.all(members.map(async (member) => (await memberBalances(ctx.db, member.id)).wallet))).reduce((sum, wallet) => sum + wallet, 0n);
  const row = async (who: SignedIn, members: SignedIn[], { stake, payout, net }: { stake: number; payout: number; net: number }) => ({
    agent: agent(who),
    members: members.length,
    balance: Number(await balance(...members)) / 100,
    stake,
    payout,
    net,
  });

  it('lists every agent to administrators and operators, a group’s own agents to the group, with members, balances and figures', async () => {
    const rowA = await row(agentA, [a1, a2], AGENT_A.total);
    const rowB = await row(agentB, [b1], AGENT_B);
    const rowC = await row(agentC, [], NONE);
    for (const who of [admin, operator]) {
      const response = await get(who, '/api/backoffice/reports/agents?from=2026-12-15&to=2026-12-16');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ from: '2026-12-15', to: '2026-12-16', agents: [rowA, rowB, rowC] });
    }
    const own = await get(group, '/api/backoffice/reports/agents?from=2026-12-15&to=2026-12-16');
    expect(own.json()).toEqual({ from: '2026-12-15', to: '2026-12-16', agents: [rowA, rowC] });
  });

  it("answers one agent alone with agentId (an agent's page), and none the caller does not oversee", async () => {
    const rowA = await row(agentA, [a1, a2], AGENT_A.total);
    const period = 'from=2026-12-15&to=2026-12-16';
    for (const who of [operator, group]) {
      expect((await get(who, `/api/backoffice/reports/agents?${period}&agentId=${agentA.id}`)).json()).toEqual({ from: '2026-12-15', to: '2026-12-16', agents: [rowA] });
    }
    for (const [who, id] of [
      [group, agentB.id],
      [admin, a1.id],
      [admin, 99_999_999n],
    ] as const) {
      expect((await get(who, `/api/backoffice/reports/agents?${period}&agentId=${id}`)).json().agents).toEqual([]);
    }
    const refused = await get(admin, '/api/backoffice/reports/agents?agentId=abc');
    expect([refused.statusCode, refused.json().error]).toEqual([400, { code: 'VALIDATION', message: 'ข้อมูลไม่ถูกต้อง: เลขที่ตัวแทน' }]);
  });
});

describe('who may read reports, and for which period', () => {
  it.each([
    ['/api/backoffice/reports/summary', ['member', 'agseamless', 'client']],
    ['/api/backoffice/reports/agents', ['member', 'agseamless', 'master', 'agline']],
  ] as const)('%s: 401 without a login, 403 for %j', async (url, roles) => {
    expect((await get(null, url)).statusCode).toBe(401);
    for (const role of roles) {
      const response = await get(await signedInAccount(ctx, { role }), url);
      expect([response.statusCode, response.json().error.code]).toEqual([403, 'FORBIDDEN']);
    }
  });

  it.each([
    ['?from=2026-12-16&to=2026-12-15', 'INVALID_RANGE', 'วันที่เริ่มต้องไม่อยู่หลังวันที่สิ้นสุด'],
    ['?from=2026-09-15&to=2026-12-16', 'RANGE_TOO_LONG', 'ดูรายงานได้ครั้งละไม่เกิน 92 วัน'],
    ['?from=2026-02-30', 'INVALID_DATE', 'ไม่มีวันที่ 2026-02-30 (วันที่เริ่ม (ปปปป-ดด-วว))'],
    ['?to=16-12-2026', 'VALIDATION', 'ข้อมูลไม่ถูกต้อง: วันที่สิ้นสุด (ปปปป-ดด-วว)'],
    ['?agent=1', 'VALIDATION', 'ข้อมูลไม่ถูกต้อง: มีข้อมูลที่ระบบไม่รู้จักในคำขอ'],
  ])('refuses %s in Thai', async (query, code, message) => {
    for (const url of ['/api/backoffice/reports/summary', '/api/backoffice/reports/agents']) {
      const response = await get(admin, `${url}${query}`);
      expect([response.statusCode, response.json()]).toEqual([400, { error: { code, message } }]);
    }
    expect((await get(admin, '/api/backoffice/reports/summary?from=2026-09-16&to=2026-12-16')).statusCode).toBe(200);
  });
});
