// The bank invariant, property-based. Random batches of registrations, deposits (credited at once
// in demo mode, or left pending and approved or rejected by staff, above an amount by two of them),
// withdrawals and their decisions (two approvals above an amount; a correction may reject them), slips placed and cancelled, rounds closed and cancelled, results entered and
// corrected, Idempotency-Keys repeated with the same body and with another, and bursts of one
// member's money requests go to the real API at once, so that they interleave on the database
// (bank-commands.ts holds the model). After every batch each member's wallet and hold equal what
// the acknowledged answers add up to; after every run the database shows clean books, one effect
// per Idempotency-Key, nothing settled twice, and every wallet equal to its ledger lines and to the
// model (docs/domain.md#money, docs/domain.md#results-and-settlement). A failure prints fast-check's
// seed and path; FC_SEED (and FC_PATH) replay them.
import fc from 'fast-check';
import { sql } from 'kysely';
import { signedInAccount } from '../testing/accounts.ts';
import { expectCleanBooks } from '../testing/ledger.ts';
import { useTestApp } from '../testing/test-app.ts';
import {
  type Action,
  batch,
  type BetType,
  describeAction,
  type MemberModel,
  type RoundModel,
  type SecondApproval,
  type Tally,
  wins,
  World,
} from './bank-commands.ts';

/** Runs of the property (each with its own members and rounds, over the file's one database). */
const NUM_RUNS = 20;
/** Batches per run, at most, and requests per batch. */
const MAX_BATCHES = 24;
const MAX_BATCH_SIZE = 4;
/** What each run starts with: rounds open, members registered, and each member's first deposit (satang). */
const ROUNDS_PER_RUN = 2;
const MEMBERS_PER_RUN = 2;
const OPENING_DEPOSIT = 2_000_00;
/**
 * The two-person rule's amounts for this file (satang; the wallet setting's, set before the runs):
 * 1,000 baht, so that the generated deposits (100–3,000 baht) and withdrawals (100–1,500) fall on both sides.
 */
const SECOND_APPROVAL: SecondApproval = { depositAboveSatang: 1_000_00n, withdrawalAboveSatang: 1_000_00n };

const { FC_SEED, FC_PATH } = process.env;
const replay = { ...(FC_SEED && { seed: Number(FC_SEED) }), ...(FC_PATH && { path: FC_PATH }) };

const ctx = useTestApp({ payments: { demoMode: true }, auth: { registrationLimitPerHour: 100_000 } });

/** One fast-check command: a batch of requests sent at once. */
class BatchCommand implements fc.AsyncCommand<World, World> {
  readonly actions: readonly Action[];
  constructor(actions: readonly Action[]) {
    this.actions = actions;
  }
  check(): boolean {
    return true;
  }
  async run(_model: World, world: World): Promise<void> {
    await world.runBatch(this.actions);
  }
  toString(): string {
    return `[${this.actions.map(describeAction).join(' | ')}]`;
  }
}

const cmd = (...actions: Action[]) => new BatchCommand(actions);
const item = (type: BetType, number: string, satang: number) => ({ type, number, satang });

/**
 * A run fast-check tries first, so that every path the invariant covers is taken whatever the
 * seed: a first result and a correction moving money both ways (m0 gives back 900 baht, taken from
 * a pending withdrawal as the wallet holds less, m1 gets 450 more), a repeat of the result, two staff deciding one deposit and one withdrawal at once, a
 * burst of one member, keys reused with another body, a round cancelled while a slip is placed on
 * it, and a registration sent twice at once. Members m0 and m1 hold 2,000 baht each; requests q0
 * and q1 are their opening deposits (the comments number the requests a replay can name).
 */
const SCENARIO = [
  cmd(
    { kind: 'placeSlip', member: 0, round: 0, items: [item('2top', '12', 10_00)], copies: 1 }, // q2
    {
      kind: 'placeSlip',
      member: 1,
      round: 0,
      items: [item('2bottom', '34', 5_00), item('runtop', '5', 20_00), item('3top', '534', 1_00)],
      copies: 1,
    }, // q3
    { kind: 'deposit', member: 0, satang: 500_00, demoCredit: false, copies: 1 }, // q4
  ),
  cmd({ kind: 'replay', request: 2, sameBody: true }, { kind: 'replay', request: 3, sameBody: false }), // q5, q6
  cmd({ kind: 'decideDeposit', deposit: 0, staff: 0, approve: true }, { kind: 'decideDeposit', deposit: 0, staff: 1, approve: false }),
  cmd(
    { kind: 'withdraw', member: 1, satang: 500_00, copies: 2 }, // q7
    { kind: 'withdraw', member: 1, satang: 800_00, copies: 1 }, // q8
    { kind: 'placeSlip', member: 1, round: 1, items: [item('3top', '512', 20_00)], copies: 1 }, // q9
    { kind: 'placeSlip', member: 1, round: 1, items: [item('runtop', '1', 5_00)], copies: 1 }, // q10
  ),
  cmd({ kind: 'cancelSlip', member: 1, slip: 2, copies: 2 }),
  cmd(
    { kind: 'decideWithdrawal', withdrawal: 0, staff: 0, approve: true },
    { kind: 'decideWithdrawal', withdrawal: 0, staff: 1, approve: false },
    { kind: 'decideWithdrawal', withdrawal: 1, staff: 0, approve: false },
  ),
  cmd({ kind: 'closeRound', round: 0 }),
  cmd({ kind: 'enterResult', round: 0, staff: 0, numbers: { top3: '512', bottom2: '34' }, copies: 1 }), // q11
  // m0 puts all but under 900 baht on hold: the correction takes the 900 back from that withdrawal.
  cmd({ kind: 'withdraw', member: 0, satang: 2_500_00, copies: 1 }), // q12
  cmd({ kind: 'enterResult', round: 0, staff: 1, numbers: { top3: '534', bottom2: '99' }, copies: 1 }), // q13
  cmd({ kind: 'enterResult', round: 0, staff: 0, numbers: { top3: '534', bottom2: '99' }, copies: 2 }), // q14
  cmd(
    { kind: 'cancelRound', round: 1, staff: 1 },
    { kind: 'placeSlip', member: 0, round: 1, items: [item('2top', '34', 3_00)], copies: 1 }, // q15
  ),
  cmd({ kind: 'replay', request: 11, sameBody: false }, { kind: 'replay', request: 13, sameBody: true }),
  cmd({ kind: 'register', copies: 2 }, { kind: 'cancelRound', round: 0, staff: 0 }),
  // The two-person rule: m1 tops up 2,000 baht, asks for a deposit of 1,200 (pending) and a
  // withdrawal of 1,200, both above the 1,000-baht amount. s0 approves the deposit first, again
  // (refused: the second approver must be someone else), then s1 completes it; s0 and s1 approve the
  // withdrawal at once (one is the first approval, the other completes it).
  cmd({ kind: 'deposit', member: 1, satang: 2_000_00, demoCredit: true, copies: 1 }),
  cmd(
    { kind: 'deposit', member: 1, satang: 1_200_00, demoCredit: false, copies: 1 },
    { kind: 'withdraw', member: 1, satang: 1_200_00, copies: 1 },
  ),
  cmd({ kind: 'decideDeposit', deposit: 0, staff: 0, approve: true }),
  cmd({ kind: 'decideDeposit', deposit: 0, staff: 0, approve: true }),
  cmd({ kind: 'decideDeposit', deposit: 0, staff: 1, approve: true }),
  cmd({ kind: 'decideWithdrawal', withdrawal: 0, staff: 0, approve: true }, { kind: 'decideWithdrawal', withdrawal: 0, staff: 1, approve: true }),
];

const baht = (satang: bigint) => Number(satang) / 100;

/** GET /api/seamless/wallet/show as the member: the wallet balance the member sees, baht. */
async function shownBalance(member: MemberModel): Promise<number> {
  const url = `/api/seamless/wallet/show?UserToken=${member.userToken}`;
  const response = await ctx.app.inject({ method: 'GET', url, headers: member.headers });
  expect(response.statusCode).toBe(200);
  return response.json<{ WalletData: { balance: number } }>().WalletData.balance;
}

/** The ledger transfers naming each reference, their kinds in order. */
async function transferKinds(references: string[]): Promise<Record<string, string>> {
  if (references.length === 0) return {};
  const { rows } = await sql<{ reference: string; kinds: string }>`
    select reference, string_agg(kind, ',' order by id) as kinds from ledger_transfer
    where reference = any(${references}::text[]) group by reference
  `.execute(ctx.db);
  return Object.fromEntries(rows.map((row) => [row.reference, row.kinds]));
}

/** The member's wallet and hold as stored and as the sum of their ledger lines, and the wallet the member is shown. */
async function checkBalances(member: MemberModel): Promise<void> {
  const { rows } = await sql<{ kind: string; stored: bigint; lines: bigint }>`
    select a.kind, a.balance as stored, coalesce(sum(e.amount), 0)::bigint as lines
    from ledger_account a left join ledger_entry e on e.ledger_account_id = a.id
    where a.owner_account_id = ${member.id} group by a.id, a.kind, a.balance order by a.kind
  `.execute(ctx.db);
  const account = (kind: string) => rows.find((row) => row.kind === kind) ?? { kind, stored: 0n, lines: 0n };
  expect({ member: member.username, wallet: account('member_wallet'), hold: account('member_hold') }).toEqual({
    member: member.username,
    wallet: { kind: 'member_wallet', stored: member.wallet, lines: member.wallet },
    hold: { kind: 'member_hold', stored: member.hold, lines: member.hold },
  });
  expect(await shownBalance(member)).toBe(baht(member.wallet));
}

/** The member's deposits, withdrawals and slips as stored, and the ledger transfers each made: those the model acknowledged, once each. */
async function checkRequests(world: World, member: MemberModel): Promise<void> {
  const deposits = world.deposits.filter((one) => one.member === member);
  const withdrawals = world.withdrawals.filter((one) => one.member === member);
  const slips = world.slips.filter((one) => one.member === member);
  const byId = (a: { id: string }, b: { id: string }) => Number(a.id) - Number(b.id);
  const stored = async (table: 'deposit' | 'withdrawal') =>
    (
      await sql<{ id: bigint; amount: bigint; status: string }>`
        select id, amount, status from ${sql.table(table)} where account_id = ${member.id} order by id
      `.execute(ctx.db)
    ).rows.map((row) => ({ ...row, id: String(row.id) }));
  const request = ({ id, amount, status }: { id: string; amount: bigint; status: string }) => ({ id, amount, status });
  expect(await stored('deposit')).toEqual(deposits.sort(byId).map(request));
  expect(await stored('withdrawal')).toEqual(withdrawals.sort(byId).map(request));
  const { rows: storedSlips } = await sql<{ id: bigint; status: string; charged: bigint; payout: bigint }>`
    select id, status, charged, payout from lotto_slip where account_id = ${member.id} order by id
  `.execute(ctx.db);
  expect(storedSlips.map((row) => ({ ...row, id: String(row.id) }))).toEqual(
    slips.sort(byId).map(({ id, status, charged, payout }) => ({ id, status, charged, payout })),
  );

  const expected: Record<string, string> = {};
  for (const one of deposits) if (one.status === 'approved') expected[`deposit:${one.id}`] = 'deposit';
  const settled = { pending: '', approved: ',withdrawal_payout', rejected: ',withdrawal_return' } as const;
  for (const one of withdrawals) expected[`withdrawal:${one.id}`] = `withdrawal_hold${settled[one.status]}`;
  for (const one of slips) expected[`slip:${one.id}`] = one.status === 'cancelled' ? 'bet,refund' : 'bet';
  const references = [
    ...deposits.map((one) => `deposit:${one.id}`),
    ...withdrawals.map((one) => `withdrawal:${one.id}`),
    ...slips.map((one) => `slip:${one.id}`),
  ];
  expect(await transferKinds(references)).toEqual(expected);
}

/**
 * One effect per Idempotency-Key, counted in the database: each of the member's deposits,
 * withdrawals and slips is named by exactly one stored key answer, and those keys are the ones
 * the model saw acknowledged.
 */
async function checkKeys(world: World, member: MemberModel): Promise<void> {
  const { rows } = await sql<{ key: string; kind: string; id: string }>`
    select key,
      case when response ->> 'slipId' is not null then 'placeSlip'
           when response -> 'payment' is not null then 'deposit'
           else 'withdraw' end as kind,
      coalesce(response ->> 'slipId', response ->> 'id') as id
    from idempotency_key
    where account_id = ${member.id}
      and (response ->> 'slipId' is not null or response -> 'payment' is not null
           or (response -> 'balance' is not null and response -> 'bank' is not null))
  `.execute(ctx.db);
  const acknowledged = [...world.keys.values()]
    .filter((record) => record.owner === member.id && ['placeSlip', 'deposit', 'withdraw'].includes(record.kind))
    .map(({ key, kind, id }) => ({ key, kind, id }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  expect([...rows].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))).toEqual(acknowledged);
  const made = [
    ...world.deposits.filter((one) => one.member === member).map((one) => `deposit:${one.id}`),
    ...world.withdrawals.filter((one) => one.member === member).map((one) => `withdraw:${one.id}`),
    ...world.slips.filter((one) => one.member === member).map((one) => `placeSlip:${one.id}`),
  ].sort();
  expect(rows.map((row) => `${row.kind}:${row.id}`).sort()).toEqual(made);
}

/**
 * A round as the model left it, and nothing of it settled twice: one settlement transfer per
 * member and version, each member paid in all what their slips pay, every item's payout its win
 * amount or nothing, every slip's payout the sum of its items'.
 */
async function checkRound(world: World, round: RoundModel): Promise<void> {
  const { rows: state } = await sql<{ status: string; version: number | null }>`
    select r.status, x.version from lotto_round r left join lotto_result x on x.round_id = r.id where r.id = ${round.id}
  `.execute(ctx.db);
  expect(state).toEqual([{ status: round.status, version: round.numbers === null ? null : round.version }]);

  const { rows: duplicated } = await sql<{ reference: string }>`
    select reference from ledger_transfer where reference like ${`round:${round.id}:%`} group by reference having count(*) > 1
  `.execute(ctx.db);
  expect(duplicated).toEqual([]);

  const { rows: paid } = await sql<{ account: string; total: bigint }>`
    select a.owner_account_id::text as account, sum(e.amount)::bigint as total
    from ledger_transfer t join ledger_entry e on e.transfer_id = t.id join ledger_account a on a.id = e.ledger_account_id
    where t.reference like ${`round:${round.id}:v%`} and a.kind = 'member_wallet'
    group by a.owner_account_id having sum(e.amount) <> 0
  `.execute(ctx.db);
  const owed = new Map<string, bigint>();
  for (const slip of world.slips.filter((one) => one.round === round && one.payout > 0n)) {
    owed.set(String(slip.member.id), (owed.get(String(slip.member.id)) ?? 0n) + slip.payout);
  }
  const byAccount = (a: { account: string }, b: { account: string }) => Number(a.account) - Number(b.account);
  expect(paid.sort(byAccount)).toEqual([...owed].map(([account, total]) => ({ account, total })).sort(byAccount));

  const { rows: items } = await sql<{ slip: string; status: string; payout: bigint; win: bigint }>`
    select slip_id::text as slip, status, payout, win_amount as win from lotto_slip_item
    where round_id = ${round.id} order by slip_id, id
  `.execute(ctx.db);
  const itemState = (slip: (typeof world.slips)[number], one: (typeof slip.items)[number]) => {
    if (slip.status !== 'settled') return { slip: slip.id, status: slip.status, payout: 0n, win: one.win };
    const won = round.numbers !== null && wins(one, round.numbers);
    return { slip: slip.id, status: won ? 'won' : 'lost', payout: won ? one.win : 0n, win: one.win };
  };
  const slips = world.slips.filter((one) => one.round === round).sort((a, b) => Number(a.id) - Number(b.id));
  expect(items).toEqual(slips.flatMap((slip) => slip.items.map((one) => itemState(slip, one))));
}

/** Everything the database holds of the run, against the model, and the whole ledger's books. */
async function checkDatabase(world: World): Promise<void> {
  await expectCleanBooks(ctx.db);
  for (const member of world.members) {
    await checkBalances(member);
    await checkRequests(world, member);
    await checkKeys(world, member);
  }
  for (const round of world.rounds) await checkRound(world, round);
}

it('keeps the bank whole through random interleavings of every money request', async () => {
  await sql`
    update setting set value = value || jsonb_build_object('secondApproval', jsonb_build_object(
      'depositAboveSatang', ${Number(SECOND_APPROVAL.depositAboveSatang)}::bigint,
      'withdrawalAboveSatang', ${Number(SECOND_APPROVAL.withdrawalAboveSatang)}::bigint))
    where key = 'wallet'
  `.execute(ctx.db);
  const staff = [await signedInAccount(ctx, { role: 'agadmin' }), await signedInAccount(ctx, { role: 'admin' })];
  const tally: Tally = {};
  const batches = batch(MAX_BATCH_SIZE).map((actions) => new BatchCommand(actions));
  const commands = fc.commands([batches], { maxCommands: MAX_BATCHES, size: 'max' });

  await fc.assert(
    fc.asyncProperty(commands, async (run) => {
      const world = new World(ctx, staff, tally, SECOND_APPROVAL);
      await world.openRounds(ROUNDS_PER_RUN);
      await world.runBatch(Array.from({ length: MEMBERS_PER_RUN }, () => ({ kind: 'register', copies: 1 }) as const));
      await world.runBatch(
        world.members.map((_, member) => ({ kind: 'deposit', member, satang: OPENING_DEPOSIT, demoCredit: true, copies: 1 }) as const),
      );
      await fc.asyncModelRun(() => ({ model: world, real: world }), run);
      await checkDatabase(world);
    }),
    // No shrinking: every run costs seconds of requests; the seed, path and failing batches are printed.
    { numRuns: NUM_RUNS, endOnFailure: true, examples: [[SCENARIO]], ...replay },
  );

  // The scenario run alone takes each of these paths; random runs add to the counts.
  const taken = (pattern: RegExp) => Object.entries(tally).reduce((sum, [what, n]) => (pattern.test(what) ? sum + n : sum), 0);
  for (const path of [
    /^concurrent batches$/,
    /^idempotent repeats$/,
    /^results entered$/,
    /^corrections moving money$/,
    /^withdrawals rejected by corrections$/,
    /^results repeated$/,
    /^rounds cancelled with refunds$/,
    /^slips cancelled by members$/,
    /^deposits (approved|rejected) by staff$/,
    /^withdrawals (approved|rejected)$/,
    /^first approvals of two$/,
    /^deposits approved by staff as the second approver$/,
    /^withdrawals approved as the second approver$/,
    /→ SECOND_APPROVER_REQUIRED$/,
    /→ IDEMPOTENCY_KEY_REUSED$/,
    /→ ALREADY_DECIDED$/,
    /^register → (USERNAME_TAKEN|BANK_ACCOUNT_TAKEN)$/,
    /^cancelRound → ROUND_RESULTED$/,
  ]) {
    expect({ path: String(path), taken: taken(path) > 0 }).toEqual({ path: String(path), taken: true });
  }
}, 300_000);
