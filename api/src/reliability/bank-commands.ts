// The model and the commands of the bank invariant (bank-invariant.test.ts). A command is a batch
// of member and back-office requests sent to the real API at once; each answer is checked against
// what the model predicted before the batch (exactly, unless another request of the batch touched
// the same member, round, slip, request or Idempotency-Key), and the acknowledged answers are then
// applied to the model in an order the database could have committed them in. The rules modelled
// are those of docs/domain.md ("Slips", "Results and settlement", "Money").
import { isDeepStrictEqual } from 'node:util';
import fc from 'fast-check';
import { sql } from 'kysely';
import { memberBalances } from '../modules/wallet/index.ts';
import type { TestAppContext } from '../testing/test-app.ts';

/** The bet types the model plays, and the numbers it plays on them (few, so that results hit them). */
export type BetType = '3top' | '2top' | '2bottom' | 'runtop';
const NUMBERS: Record<BetType, readonly string[]> = {
  '3top': ['512', '534'],
  '2top': ['12', '34'],
  '2bottom': ['12', '34'],
  runtop: ['5', '1', '3'],
};
/** The results entered: top 3 and bottom 2 from small sets, so that repeats and corrections happen. */
const TOP3 = ['512', '534', '812'] as const;
const BOTTOM2 = ['12', '34', '99'] as const;

export interface Numbers {
  top3: string;
  bottom2: string;
}

interface ItemRequest {
  type: BetType;
  number: string;
  satang: number;
}

type Copies = 1 | 2;

/** One request of a batch. Indices pick among what the model holds when the batch starts. */
export type Action =
  | { kind: 'register'; copies: Copies }
  | { kind: 'deposit'; member: number; satang: number; demoCredit: boolean; copies: Copies }
  | { kind: 'decideDeposit'; deposit: number; staff: number; approve: boolean }
  | { kind: 'withdraw'; member: number; satang: number; copies: Copies }
  | { kind: 'decideWithdrawal'; withdrawal: number; staff: number; approve: boolean }
  | { kind: 'placeSlip'; member: number; round: number; items: ItemRequest[]; copies: Copies }
  | { kind: 'cancelSlip'; member: number | null; slip: number; copies: Copies }
  | { kind: 'closeRound'; round: number }
  | { kind: 'cancelRound'; round: number; staff: number }
  | { kind: 'enterResult'; round: number; staff: number; numbers: Numbers; copies: Copies }
  | { kind: 'replay'; request: number; sameBody: boolean };

// ---------------------------------------------------------------------------------------------
// Generators

/** Picks among what the model holds when the batch starts (modulo its count). */
const index = fc.nat({ max: 9 });
const copies = fc.constantFrom<Copies>(1, 1, 1, 2);
const satang = (min: number, max: number) => fc.integer({ min, max });
const betType = fc.constantFrom<BetType>('3top', '2top', '2bottom', 'runtop');
const item: fc.Arbitrary<ItemRequest> = betType.chain((type) =>
  fc.record({ type: fc.constant(type), number: fc.constantFrom(...NUMBERS[type]), satang: satang(100, 2_000) }),
);
// Plain objects (fast-check may otherwise make them without a prototype).
const numbers: fc.Arbitrary<Numbers> = fc.record(
  { top3: fc.constantFrom(...TOP3), bottom2: fc.constantFrom(...BOTTOM2) },
  { noNullPrototype: true },
);

const deposit = fc.record({
  kind: fc.constant('deposit' as const),
  member: index,
  satang: satang(10_000, 300_000),
  demoCredit: fc.boolean(),
  copies,
});
const withdraw = fc.record({ kind: fc.constant('withdraw' as const), member: index, satang: satang(10_000, 150_000), copies });
const placeSlip = fc.record({
  kind: fc.constant('placeSlip' as const),
  member: index,
  round: index,
  items: fc.array(item, { minLength: 1, maxLength: 3 }),
  copies,
});
const cancelSlip = fc.record({ kind: fc.constant('cancelSlip' as const), member: fc.constant(null), slip: index, copies });

/** Any one request, weighted towards the ones that move money. */
const action: fc.Arbitrary<Action> = fc.oneof(
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('register' as const), copies }) },
  { weight: 3, arbitrary: deposit },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('decideDeposit' as const), deposit: index, staff: index, approve: fc.boolean() }) },
  { weight: 2, arbitrary: withdraw },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('decideWithdrawal' as const), withdrawal: index, staff: index, approve: fc.boolean() }),
  },
  { weight: 5, arbitrary: placeSlip },
  { weight: 2, arbitrary: cancelSlip },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('closeRound' as const), round: index }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('cancelRound' as const), round: index, staff: index }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('enterResult' as const), round: index, staff: index, numbers, copies }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('replay' as const), request: fc.nat({ max: 99 }), sameBody: fc.boolean() }) },
);

/** Several money requests of one member at once: deposits, withdrawals, slips and cancels of their own slips. */
const burst = (maxSize: number): fc.Arbitrary<Action[]> =>
  fc
    .tuple(index, fc.array(fc.oneof(deposit, withdraw, placeSlip, placeSlip, cancelSlip), { minLength: 2, maxLength: maxSize }))
    .map(([member, actions]) => actions.map((one) => ({ ...one, member })));

/** A batch: one request alone, a mix of requests, or a burst of one member's. */
export const batch = (maxSize: number): fc.Arbitrary<Action[]> =>
  fc.oneof(
    { weight: 2, arbitrary: action.map((one) => [one]) },
    { weight: 3, arbitrary: fc.array(action, { minLength: 2, maxLength: maxSize }) },
    { weight: 2, arbitrary: burst(maxSize) },
  );

const baht = (amount: bigint | number) => Number(amount) / 100;

/** A short description of a request, for the counterexample fast-check prints. */
export function describeAction(one: Action): string {
  const times = 'copies' in one && one.copies > 1 ? ' ×2' : '';
  switch (one.kind) {
    case 'register':
      return `register${times}`;
    case 'deposit':
      return `deposit(m${one.member}, ${baht(one.satang)}${one.demoCredit ? ', demo' : ', pending'})${times}`;
    case 'decideDeposit':
      return `${one.approve ? 'approve' : 'reject'}Deposit(d${one.deposit}, s${one.staff})`;
    case 'withdraw':
      return `withdraw(m${one.member}, ${baht(one.satang)})${times}`;
    case 'decideWithdrawal':
      return `${one.approve ? 'approve' : 'reject'}Withdrawal(w${one.withdrawal}, s${one.staff})`;
    case 'placeSlip':
      return `slip(m${one.member}, r${one.round}, ${one.items.map((i) => `${i.type}:${i.number}=${baht(i.satang)}`).join(' ')})${times}`;
    case 'cancelSlip':
      return `cancelSlip(${one.member === null ? '' : `m${one.member}, `}s${one.slip})${times}`;
    case 'closeRound':
      return `close(r${one.round})`;
    case 'cancelRound':
      return `cancelRound(r${one.round}, s${one.staff})`;
    case 'enterResult':
      return `result(r${one.round}, ${one.numbers.top3}/${one.numbers.bottom2}, s${one.staff})${times}`;
    case 'replay':
      return `replay(q${one.request}, ${one.sameBody ? 'same body' : 'other body'})`;
  }
}

// ---------------------------------------------------------------------------------------------
// The model

/** Who sends a request: a member or a staff member, signed in. */
export interface Party {
  id: bigint;
  headers: { authorization: string };
}

export interface MemberModel extends Party {
  username: string;
  userToken: string;
  wallet: bigint;
  hold: bigint;
}

type Decision = 'pending' | 'approved' | 'rejected';

export interface DepositModel {
  id: string;
  member: MemberModel;
  amount: bigint;
  status: Decision;
  /** Who approved it first, when approving it takes two people (the two-person rule); null: nobody yet. */
  firstApprover: bigint | null;
}

export interface WithdrawalModel {
  id: string;
  member: MemberModel;
  amount: bigint;
  status: Decision;
  /** As a deposit's. */
  firstApprover: bigint | null;
}

/**
 * Above these amounts (satang) an approval takes two people (docs/domain.md#money); the test sets
 * them in the wallet setting (`SECOND_APPROVAL`, bank-invariant.test.ts) low enough that the
 * generated requests fall on both sides.
 */
export interface SecondApproval {
  depositAboveSatang: bigint;
  withdrawalAboveSatang: bigint;
}

/** What approving a pending request does now: nothing to approve, a first approval of two, a refusal, or the decision. */
type ApprovalOutcome = 'ALREADY_DECIDED' | 'first' | 'SECOND_APPROVER_REQUIRED' | 'ok';

function approvalOutcome(target: DepositModel | WithdrawalModel, staff: Party, aboveSatang: bigint): ApprovalOutcome {
  if (target.status !== 'pending') return 'ALREADY_DECIDED';
  if (target.firstApprover === null) return target.amount > aboveSatang ? 'first' : 'ok';
  return target.firstApprover === staff.id ? 'SECOND_APPROVER_REQUIRED' : 'ok';
}

export interface SlipModel {
  id: string;
  member: MemberModel;
  round: RoundModel;
  charged: bigint;
  items: { type: BetType; number: string; win: bigint }[];
  status: 'pending' | 'settled' | 'cancelled';
  payout: bigint;
}

export interface RoundModel {
  id: bigint;
  status: 'open' | 'closed' | 'resulted' | 'cancelled';
  numbers: Numbers | null;
  version: number;
}

/** An Idempotency-Key that produced an effect: what it was sent with and what it answered. */
export interface KeyRecord {
  kind: 'deposit' | 'decideDeposit' | 'withdraw' | 'decideWithdrawal' | 'placeSlip' | 'cancelSlip' | 'cancelRound' | 'enterResult';
  owner: bigint;
  key: string;
  request: string;
  answer: unknown;
  /** The id of what it made (deposit, withdrawal, slip), when it made something. */
  id: string | null;
}

/** A slip's item as the API answers it (baht; the rate as "× n"). */
interface AnsweredItem {
  type: BetType;
  number: string;
  amount: number;
  rate: number;
  payPercent: number;
  discount: number;
  charged: number;
  winAmount: number;
}

/** JSON of many shapes, read field by field and checked against the model. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are checked field by field below
type Json = any;

/** The answer of one HTTP request. */
interface Answer {
  status: number;
  body: Json;
}

/** A request ready to be sent, with what the model expects of it and how its acknowledgement changes the model. */
interface Prepared {
  label: string;
  /** Acknowledgements are applied by this order (then by `after`): one the database could have committed them in. */
  order: number;
  after?: (answer: Answer) => number;
  /** What it shares with other requests of the batch: two requests touching the same thing race. */
  touches: string[];
  copies: Copies;
  /** The outcome the model predicts before the batch: 'ok' or an error code. */
  expected: string;
  /** Refusals also allowed when it races another request of the batch (which may also make a predicted refusal pass). */
  raceable: readonly string[];
  /** Satang it takes from a member's wallet (INSUFFICIENT_FUNDS is checked against it). */
  spend?: { member: MemberModel; amount: bigint };
  keyed?: { owner: bigint; key: string; request: string };
  send(): Promise<Answer>;
  /** Applies an acknowledged (2xx) answer; `exact`: nothing else in the batch touched what it touches. */
  apply(answer: Answer, exact: boolean): void;
  /** How to send it again with its key: the same body, or another. */
  replay?: (sameBody: boolean) => Prepared;
}

/** Counts of what the runs did, for the test to show the property was not vacuous. */
export type Tally = Record<string, number>;

const THAI = /[\u0E00-\u0E7F]/;

/** A disagreement between the API and the model: fast-check reports it with the failing batches. */
class ModelViolation extends Error {}
const violation = (message: string): never => {
  throw new ModelViolation(message);
};

const toSatang = (amount: number): bigint => BigInt(Math.round(amount * 100));

/** Whether an item of the model's bet types wins on these numbers (docs/domain.md#bet-types-and-payouts). */
export function wins(item: { type: BetType; number: string }, { top3, bottom2 }: Numbers): boolean {
  switch (item.type) {
    case '3top':
      return item.number === top3;
    case '2top':
      return item.number === top3.slice(1);
    case '2bottom':
      return item.number === bottom2;
    case 'runtop':
      return top3.includes(item.number);
  }
}

const sameNumbers = (a: Numbers | null, b: Numbers): boolean => a !== null && a.top3 === b.top3 && a.bottom2 === b.bottom2;

const slipPayout = (slip: SlipModel, result: Numbers): bigint =>
  slip.items.reduce((sum, one) => (wins(one, result) ? sum + one.win : sum), 0n);

let serial = 0;
const fresh = (prefix: string) => `${prefix}-${process.pid}-${++serial}`;

/** The bank as the model knows it, for one run: its members, rounds and money requests. */
export class World {
  readonly members: MemberModel[] = [];
  readonly rounds: RoundModel[] = [];
  readonly deposits: DepositModel[] = [];
  readonly withdrawals: WithdrawalModel[] = [];
  readonly slips: SlipModel[] = [];
  /** Every key that produced an effect, by `${owner}:${key}`. */
  readonly keys = new Map<string, KeyRecord>();
  /** Requests sent with a key that may be sent again (replays). */
  private readonly sent: Prepared[] = [];
  /**
   * Corrections acknowledged in this batch, whose rejections of pending withdrawals are read back
   * after it (syncCorrections); `predicted`: the withdrawals the model says it rejects, when nothing raced it.
   */
  private readonly corrected: { label: string; round: RoundModel; predicted: Set<string> | null }[] = [];
  /** Members a refused correction waits for (their withdrawals cannot be approved), as the database holds them after each batch. */
  private frozen = new Set<bigint>();
  private readonly ctx: TestAppContext;
  private readonly staff: readonly Party[];
  private readonly tally: Tally;
  private readonly secondApproval: SecondApproval;

  constructor(ctx: TestAppContext, staff: readonly Party[], tally: Tally, secondApproval: SecondApproval) {
    this.ctx = ctx;
    this.staff = staff;
    this.tally = tally;
    this.secondApproval = secondApproval;
  }

  private count(what: string): void {
    this.tally[what] = (this.tally[what] ?? 0) + 1;
  }

  /** Opens `rounds` rounds of หวยลาว VIP (standard results) for this run, closing in a few hours. */
  async openRounds(rounds: number): Promise<void> {
    for (let i = 0; i < rounds; i += 1) {
      // Close times are unique per lottery: each round its own minute, far from the cancel window's end.
      const closesAt = new Date(Date.now() + 3 * 3_600_000 + ++serial * 60_000);
      const drawDate = new Date(closesAt.getTime() + 7 * 3_600_000).toISOString().slice(0, 10);
      const { rows } = await sql<{ id: bigint }>`
        insert into lotto_round (lotto_code, draw_date, opens_at, closes_at, status, created_at)
        values ('lao-vip', ${drawDate}, ${new Date(Date.now() - 3_600_000)}, ${closesAt}, 'open', now())
        returning id
      `.execute(this.ctx.db);
      const id = rows[0]?.id ?? violation('no round inserted');
      this.rounds.push({ id, status: 'open', numbers: null, version: 0 });
    }
  }

  /**
   * Sends the batch's requests at once and checks every answer: exactly the predicted outcome when
   * nothing else in the batch raced it, else the predicted one or one the race explains. Then
   * applies the acknowledgements and compares the touched members' balances with the database.
   */
  async runBatch(actions: readonly Action[]): Promise<void> {
    const prepared = actions.flatMap((one) => this.prepare(one) ?? []);
    const answers = await Promise.all(
      prepared.map((request) => Promise.all(Array.from({ length: request.copies }, () => request.send()))),
    );
    if (prepared.length > 1) this.count('concurrent batches');

    const acknowledged: { request: Prepared; answer: Answer; exact: boolean }[] = [];
    prepared.forEach((request, i) => {
      const raced =
        request.copies > 1 || prepared.some((other) => other !== request && other.touches.some((t) => request.touches.includes(t)));
      for (const answer of answers[i] ?? []) {
        const outcome = this.outcomeOf(request, answer);
        this.count(`${request.label.split('(')[0]} → ${outcome}`);
        const allowed = new Set([request.expected, ...(raced ? ['ok', ...request.raceable] : [])]);
        if (raced && request.keyed && this.keyConflict(request, prepared)) allowed.add('IDEMPOTENCY_KEY_REUSED');
        if (!allowed.has(outcome)) {
          violation(
            `${request.label}: answered ${answer.status} ${outcome}, the model expected ${[...allowed].join(' or ')}` +
              `${raced ? ' (raced)' : ''}: ${JSON.stringify(answer.body)}`,
          );
        }
        if (outcome === 'INSUFFICIENT_FUNDS') this.checkFundsRefusal(request, prepared);
        if (outcome === 'ok') acknowledged.push({ request, answer, exact: !raced });
      }
      if (request.replay) this.sent.push(request);
    });

    acknowledged
      .sort((a, b) => a.request.order - b.request.order || (a.request.after?.(a.answer) ?? 0) - (b.request.after?.(b.answer) ?? 0))
      .forEach(({ request, answer, exact }) => this.acknowledge(request, answer, exact));
    await this.syncCorrections();
    await this.checkBalances();
  }

  /** 'ok' for a 2xx answer, else the error code (refusals say why in Thai; 5xx never). */
  private outcomeOf(request: Prepared, answer: Answer): string {
    if (answer.status >= 200 && answer.status < 300) return 'ok';
    if (answer.status >= 500 || typeof answer.body?.error?.code !== 'string') {
      return violation(`${request.label}: answered ${answer.status} ${JSON.stringify(answer.body)}`);
    }
    if (!THAI.test(answer.body.error.message)) {
      violation(`${request.label}: refusal without a Thai message: ${JSON.stringify(answer.body)}`);
    }
    return answer.body.error.code as string;
  }

  /** Another request of the batch uses the same key with another body. */
  private keyConflict(request: Prepared, batch: readonly Prepared[]): boolean {
    const mine = request.keyed;
    return batch.some(
      ({ keyed }) => keyed && mine && keyed.owner === mine.owner && keyed.key === mine.key && keyed.request !== mine.request,
    );
  }

  /** A refusal for funds must be possible: what the other requests of the batch could spend first leaves too little. */
  private checkFundsRefusal(request: Prepared, batch: readonly Prepared[]): void {
    const spend = request.spend ?? violation(`${request.label}: INSUFFICIENT_FUNDS for a request that spends nothing`);
    const member = spend.member;
    // A result in the batch may take back an overpayment of anyone with slips in its round: no bound then.
    if (batch.some((other) => other.label.startsWith('result') && other.touches.includes(`member:${member.id}`))) return;
    const others = batch
      .filter((other) => other !== request && other.spend?.member === member)
      .reduce((sum, other) => sum + (other.spend?.amount ?? 0n) * BigInt(other.copies), 0n);
    if (member.wallet - others >= spend.amount) {
      violation(
        `${request.label}: INSUFFICIENT_FUNDS although the wallet held ${baht(member.wallet)} ` +
          `and the batch could spend only ${baht(others)} first`,
      );
    }
  }

  /** Applies an acknowledgement once per Idempotency-Key: a repeat must answer what the key answered, and changes nothing. */
  private acknowledge(request: Prepared, answer: Answer, exact: boolean): void {
    const keyed = request.keyed;
    if (keyed) {
      const known = this.keys.get(`${keyed.owner}:${keyed.key}`);
      if (known) {
        if (known.request !== keyed.request) violation(`${request.label}: the key of another request was acknowledged again`);
        const same = known.kind === 'placeSlip' ? answer.body.id === known.id : isDeepStrictEqual(answer.body, known.answer);
        if (!same) {
          const [now, first] = [answer.body, known.answer].map((body) => JSON.stringify(body));
          violation(`${request.label}: a repeat answered ${now}, the key first answered ${first}`);
        }
        this.count('idempotent repeats');
        return;
      }
    }
    request.apply(answer, exact);
  }

  /** Records the effect of a key (called by apply). */
  private remember(request: Prepared, kind: KeyRecord['kind'], answer: Answer, id: string | null): void {
    const keyed = request.keyed ?? violation(`${request.label}: not keyed`);
    const { owner, key, request: body } = keyed;
    this.keys.set(`${owner}:${key}`, { kind, owner, key, request: body, answer: answer.body, id });
  }

  /** A member's pending withdrawals, newest first: what a correction takes back from first. */
  private pendingNewestFirst(member: MemberModel): WithdrawalModel[] {
    return this.withdrawals.filter((one) => one.member === member && one.status === 'pending').sort((a, b) => (BigInt(a.id) < BigInt(b.id) ? 1 : -1));
  }

  /**
   * The withdrawals each correction of the batch rejected (by its reason), applied to the model: hold
   * back to the wallet. A correction nothing raced must have rejected exactly those the model
   * predicts (newest first, only as many as needed); a raced one, whichever of the model's pending
   * withdrawals the database shows. Then who waits for a refused correction, as the database holds it
   * (the dedicated tests check that set; the model only needs it to expect CORRECTION_PENDING).
   */
  private async syncCorrections(): Promise<void> {
    for (const { label, round, predicted } of this.corrected.splice(0)) {
      const reason = `ยกเลิกอัตโนมัติ: เรียกคืนเงินรางวัลที่จ่ายเกินจากการแก้ผลรอบ #${round.id}`;
      const { rows } = await sql<{ id: string }>`
        select id::text as id from withdrawal where status = 'rejected' and reason = ${reason}
      `.execute(this.ctx.db);
      const rejected = new Set(rows.map((row) => row.id));
      const taken = this.withdrawals.filter((one) => one.status === 'pending' && rejected.has(one.id));
      if (predicted && !isDeepStrictEqual(new Set(taken.map((one) => one.id)), predicted)) {
        violation(`${label}: rejected withdrawals ${taken.map((one) => one.id).join(', ')}, the model predicts ${[...predicted].join(', ')}`);
      }
      for (const one of taken) {
        one.status = 'rejected';
        one.member.hold -= one.amount;
        one.member.wallet += one.amount;
        this.count('withdrawals rejected by corrections');
      }
    }
    const { rows } = await sql<{ account_id: bigint }>`select distinct account_id from withdrawal_freeze`.execute(this.ctx.db);
    this.frozen = new Set(rows.map((row) => row.account_id));
  }

  /** Each member's wallet and hold, as the database keeps them, equal the model's. */
  private async checkBalances(): Promise<void> {
    for (const member of this.members) {
      const stored = await memberBalances(this.ctx.db, member.id);
      if (stored.wallet !== member.wallet || stored.hold !== member.hold) {
        violation(
          `member ${member.username}: the database holds wallet ${baht(stored.wallet)}, hold ${baht(stored.hold)}; ` +
            `the acknowledged answers make wallet ${baht(member.wallet)}, hold ${baht(member.hold)}`,
        );
      }
    }
  }

  // -------------------------------------------------------------------------------------------
  // Requests

  private post(party: Party, url: string, payload: object | undefined, key: string | null): Promise<Answer> {
    return this.ctx.app
      .inject({
        method: 'POST',
        url,
        headers: { ...party.headers, ...(key === null ? {} : { 'idempotency-key': key }) },
        ...(payload === undefined ? {} : { payload }),
      })
      .then((response) => ({ status: response.statusCode, body: response.body === '' ? null : response.json() }));
  }

  /** A keyed request: the key's outcome when it already produced an effect, else `fresh`. */
  private keyedRequest(
    owner: Party,
    key: string,
    url: string,
    payload: object | undefined,
    request: Omit<Prepared, 'keyed' | 'send' | 'expected'> & { fresh: () => string },
  ): Prepared {
    const body = JSON.stringify({ url, payload });
    const known = this.keys.get(`${owner.id}:${key}`);
    const expected = known ? (known.request === body ? 'ok' : 'IDEMPOTENCY_KEY_REUSED') : request.fresh();
    const { fresh: _fresh, ...rest } = request;
    return {
      ...rest,
      touches: [...rest.touches, `key:${owner.id}:${key}`],
      keyed: { owner: owner.id, key, request: body },
      expected,
      send: () => this.post(owner, url, payload, key),
    };
  }

  private pick<T>(list: readonly T[], n: number): T | undefined {
    return list.length === 0 ? undefined : list[n % list.length];
  }

  /** Those of the given statuses first (any when none is): requests mostly aim at what may take them. */
  private pickBy<T extends { status: string }>(list: readonly T[], n: number, ...statuses: T['status'][]): T | undefined {
    const preferred = list.filter((one) => statuses.includes(one.status));
    return this.pick(preferred.length > 0 ? preferred : list, n);
  }

  private staffMember(n: number): Party {
    return this.pick(this.staff, n) ?? violation('no staff');
  }

  /** The request an action makes of the model as it is now; undefined when there is nothing to aim at. */
  private prepare(one: Action): Prepared | undefined {
    switch (one.kind) {
      case 'register':
        return this.register(one.copies);
      case 'deposit': {
        const member = this.pick(this.members, one.member);
        return member && this.deposit(member, BigInt(one.satang), one.demoCredit, one.copies, fresh('dep'));
      }
      case 'decideDeposit': {
        const target = this.pickBy(this.deposits, one.deposit, 'pending');
        return target && this.decideDeposit(target, this.staffMember(one.staff), one.approve, fresh('ddec'));
      }
      case 'withdraw': {
        const member = this.pick(this.members, one.member);
        return member && this.withdraw(member, BigInt(one.satang), one.copies, fresh('wd'));
      }
      case 'decideWithdrawal': {
        const target = this.pickBy(this.withdrawals, one.withdrawal, 'pending');
        return target && this.decideWithdrawal(target, this.staffMember(one.staff), one.approve, fresh('wdec'));
      }
      case 'placeSlip': {
        const member = this.pick(this.members, one.member);
        const round = this.pickBy(this.rounds, one.round, 'open');
        return member && round && this.placeSlip(member, round, one.items, one.copies, fresh('slip'));
      }
      case 'cancelSlip': {
        const member = one.member === null ? undefined : this.pick(this.members, one.member);
        const slips = member ? this.slips.filter((slip) => slip.member === member) : this.slips;
        const slip = this.pickBy(slips, one.slip, 'pending');
        return slip && this.cancelSlip(slip, one.copies, fresh('cancel'));
      }
      case 'closeRound': {
        // Open rounds holding slips first, so that results have something to settle.
        const holding = this.rounds.filter((round) => this.slipsOf(round, 'pending').length > 0);
        const round = this.pickBy(holding.length > 0 ? holding : this.rounds, one.round, 'open');
        return round && this.closeRound(round);
      }
      case 'cancelRound': {
        const round = this.pick(this.rounds, one.round);
        return round && this.cancelRound(round, this.staffMember(one.staff), fresh('rcancel'));
      }
      case 'enterResult': {
        const round = this.pickBy(this.rounds, one.round, 'closed', 'resulted');
        return round && this.enterResult(round, this.staffMember(one.staff), one.numbers, one.copies, fresh('result'));
      }
      case 'replay': {
        const earlier = this.pick(this.sent, one.request);
        return earlier?.replay?.(one.sameBody);
      }
    }
  }

  private register(times: Copies): Prepared {
    const n = ++serial;
    const username = `bk${process.pid % 1_000}x${n}`;
    const payload = {
      username,
      password: 'goodpass123',
      phone: '0812345678',
      bankCode: 'KBANK',
      bankAccountNo: String(7_000_000_000 + (process.pid % 1_000) * 100_000 + n),
      bankAccountName: 'สมชาย ใจดี',
      acceptAge20: true,
    };
    return {
      label: `register(${username})`,
      order: 0,
      touches: [`register:${username}`],
      copies: times,
      expected: 'ok',
      raceable: ['USERNAME_TAKEN', 'BANK_ACCOUNT_TAKEN'],
      send: () =>
        this.ctx.app
          .inject({ method: 'POST', url: '/api/jwt/register', payload })
          .then((response) => ({ status: response.statusCode, body: response.json() })),
      apply: (answer) => {
        if (this.members.some((member) => member.username === username)) violation(`register(${username}): registered twice`);
        const { token, UserToken, userData } = answer.body as { token: string; UserToken: string; userData: { userID: number } };
        const headers = { authorization: `Bearer ${token}` };
        this.members.push({ id: BigInt(userData.userID), username, userToken: UserToken, headers, wallet: 0n, hold: 0n });
      },
    };
  }

  private deposit(member: MemberModel, amount: bigint, demoCredit: boolean, times: Copies, key: string): Prepared {
    const label = `deposit(${member.username}, ${baht(amount)}${demoCredit ? ', demo' : ''})`;
    const request: Prepared = this.keyedRequest(member, key, '/api/wallet/deposits', { amount: baht(amount), demoCredit }, {
      label,
      order: 1,
      touches: [`member:${member.id}`],
      copies: times,
      raceable: [],
      fresh: () => 'ok',
      apply: (answer) => {
        const { id, status } = answer.body as { id: string; status: Decision };
        if (toSatang(answer.body.amount) !== amount) violation(`${label}: answered the amount ${answer.body.amount}`);
        if (status !== (demoCredit ? 'approved' : 'pending')) violation(`${label}: answered status ${status}`);
        if (this.deposits.some((one) => one.id === id)) violation(`${label}: answered deposit ${id}, made by another key`);
        this.deposits.push({ id, member, amount, status, firstApprover: null });
        if (status === 'approved') {
          member.wallet += amount;
          this.count('deposits credited');
        }
        this.remember(request, 'deposit', answer, id);
      },
      replay: (sameBody) => this.deposit(member, sameBody ? amount : amount + 100n, demoCredit, 1, key),
    });
    return request;
  }

  private decideDeposit(target: DepositModel, staff: Party, approve: boolean, key: string): Prepared {
    const label = `${approve ? 'approve' : 'reject'}Deposit(${target.id})`;
    const action = approve ? 'approve' : 'reject';
    const request: Prepared = this.keyedRequest(staff, key, `/api/backoffice/deposits/${target.id}/${action}`, {}, {
      label,
      order: 2,
      // Of two approvals of one request acknowledged in a batch, the first approval came first.
      after: (answer) => (answer.body.status === 'pending' ? 0 : 1),
      touches: [`deposit:${target.id}`, `member:${target.member.id}`],
      copies: 1,
      raceable: ['ALREADY_DECIDED', 'SECOND_APPROVER_REQUIRED'],
      fresh: () => (approve ? this.approvalExpected(target, staff, this.secondApproval.depositAboveSatang) : target.status === 'pending' ? 'ok' : 'ALREADY_DECIDED'),
      apply: (answer) => {
        if (approve && this.firstApproval(label, target, staff, answer, this.secondApproval.depositAboveSatang)) {
          this.remember(request, 'decideDeposit', answer, null);
          return;
        }
        if (target.status !== 'pending') violation(`${label}: acknowledged for a deposit already ${target.status}`);
        target.status = approve ? 'approved' : 'rejected';
        if (answer.body.status !== target.status) violation(`${label}: answered status ${answer.body.status}`);
        if (approve) target.member.wallet += target.amount;
        this.count(`deposits ${target.status} by staff${target.firstApprover === null ? '' : ' as the second approver'}`);
        this.remember(request, 'decideDeposit', answer, null);
      },
    });
    return request;
  }

  /** The outcome the model predicts of `staff` approving `target` (a first approval of two answers 'ok' too). */
  private approvalExpected(target: DepositModel | WithdrawalModel, staff: Party, aboveSatang: bigint): string {
    const outcome = approvalOutcome(target, staff, aboveSatang);
    return outcome === 'first' ? 'ok' : outcome;
  }

  /**
   * Applies an acknowledged approval when it was the first of two (the request answered pending,
   * with its first approval by `staff`): answers true. False when it decided the request.
   */
  private firstApproval(label: string, target: DepositModel | WithdrawalModel, staff: Party, answer: Answer, aboveSatang: bigint): boolean {
    if (answer.body.status !== 'pending') {
      if (target.firstApprover === null && target.amount > aboveSatang) violation(`${label}: decided by one approval above the two-person amount`);
      if (target.firstApprover === staff.id) violation(`${label}: completed by its own first approver`);
      return false;
    }
    if (target.status !== 'pending' || target.firstApprover !== null || target.amount <= aboveSatang) {
      violation(`${label}: answered a first approval of a request the model has ${target.status}, first approved by ${target.firstApprover}`);
    }
    if (answer.body.firstApproval?.by?.id !== String(staff.id) || answer.body.secondApprovalNeeded !== true) {
      violation(`${label}: a first approval answered ${JSON.stringify(answer.body)}`);
    }
    target.firstApprover = staff.id;
    this.count('first approvals of two');
    return true;
  }

  private withdraw(member: MemberModel, amount: bigint, times: Copies, key: string): Prepared {
    const label = `withdraw(${member.username}, ${baht(amount)})`;
    const request: Prepared = this.keyedRequest(member, key, '/api/wallet/withdrawals', { amount: baht(amount) }, {
      label,
      order: 3,
      touches: [`member:${member.id}`],
      copies: times,
      raceable: ['INSUFFICIENT_FUNDS'],
      spend: { member, amount },
      fresh: () => (member.wallet >= amount ? 'ok' : 'INSUFFICIENT_FUNDS'),
      apply: (answer, exact) => {
        const { id, status, balance } = answer.body as { id: string; status: Decision; balance: { wallet: number; hold: number } };
        if (toSatang(answer.body.amount) !== amount || status !== 'pending') violation(`${label}: answered ${JSON.stringify(answer.body)}`);
        if (this.withdrawals.some((one) => one.id === id)) violation(`${label}: answered withdrawal ${id}, made by another key`);
        member.wallet -= amount;
        member.hold += amount;
        if (exact && (toSatang(balance.wallet) !== member.wallet || toSatang(balance.hold) !== member.hold)) {
          violation(`${label}: answered balances ${JSON.stringify(balance)}, the model ${baht(member.wallet)} and ${baht(member.hold)}`);
        }
        this.withdrawals.push({ id, member, amount, status, firstApprover: null });
        this.remember(request, 'withdraw', answer, id);
      },
      replay: (sameBody) => this.withdraw(member, sameBody ? amount : amount + 100n, 1, key),
    });
    return request;
  }

  private decideWithdrawal(target: WithdrawalModel, staff: Party, approve: boolean, key: string): Prepared {
    const label = `${approve ? 'approve' : 'reject'}Withdrawal(${target.id})`;
    const url = `/api/backoffice/withdrawals/${target.id}/${approve ? 'approve' : 'reject'}`;
    const aboveSatang = this.secondApproval.withdrawalAboveSatang;
    const request: Prepared = this.keyedRequest(staff, key, url, {}, {
      label,
      order: 4,
      after: (answer) => (answer.body.status === 'pending' ? 0 : 1),
      touches: [`withdrawal:${target.id}`, `member:${target.member.id}`],
      copies: 1,
      // A refused correction in the batch may freeze the member first (or the batch's result release them).
      raceable: ['ALREADY_DECIDED', 'CORRECTION_PENDING', 'SECOND_APPROVER_REQUIRED'],
      fresh: () => {
        if (target.status !== 'pending') return 'ALREADY_DECIDED';
        if (!approve) return 'ok';
        return this.frozen.has(target.member.id) ? 'CORRECTION_PENDING' : this.approvalExpected(target, staff, aboveSatang);
      },
      apply: (answer) => {
        if (approve && this.firstApproval(label, target, staff, answer, aboveSatang)) {
          this.remember(request, 'decideWithdrawal', answer, null);
          return;
        }
        if (target.status !== 'pending') violation(`${label}: acknowledged for a withdrawal already ${target.status}`);
        target.status = approve ? 'approved' : 'rejected';
        if (answer.body.status !== target.status) violation(`${label}: answered status ${answer.body.status}`);
        target.member.hold -= target.amount;
        if (!approve) target.member.wallet += target.amount;
        this.count(`withdrawals ${target.status}${target.firstApprover === null ? '' : ' as the second approver'}`);
        this.remember(request, 'decideWithdrawal', answer, null);
      },
    });
    return request;
  }

  private placeSlip(member: MemberModel, round: RoundModel, items: readonly ItemRequest[], times: Copies, key: string): Prepared {
    const stake = items.reduce((sum, one) => sum + BigInt(one.satang), 0n);
    const label = `slip(${member.username}, round ${round.id}, ${baht(stake)})`;
    const payload = {
      roundId: String(round.id),
      items: items.map((one) => ({ type: one.type, number: one.number, amount: baht(one.satang) })),
    };
    const request: Prepared = this.keyedRequest(member, key, '/api/lotto/slips', payload, {
      label,
      order: 5,
      touches: [`member:${member.id}`, `round:${round.id}`],
      copies: times,
      raceable: ['INSUFFICIENT_FUNDS', 'ROUND_CLOSED'],
      // Nothing in this file's database gives a discount: a slip charges its stake.
      spend: { member, amount: stake },
      fresh: () => (round.status !== 'open' ? 'ROUND_CLOSED' : member.wallet < stake ? 'INSUFFICIENT_FUNDS' : 'ok'),
      apply: (answer) => {
        const slip = this.slipOf(label, member, round, items, answer.body);
        if (round.status !== 'open') violation(`${label}: accepted on a round the model has ${round.status}`);
        if (this.slips.some((one) => one.id === slip.id)) violation(`${label}: answered slip ${slip.id}, placed by another key`);
        this.slips.push(slip);
        member.wallet -= slip.charged;
        this.count('slips placed');
        this.remember(request, 'placeSlip', answer, slip.id);
      },
      replay: (sameBody) => {
        const [first, ...rest] = items;
        const other = first ? [{ ...first, satang: first.satang + 100 }, ...rest] : items;
        return this.placeSlip(member, round, sameBody ? items : other, 1, key);
      },
    });
    return request;
  }

  /** The slip an answer describes, its amounts checked against the pricing rules (docs/domain.md#bet-types-and-payouts). */
  private slipOf(label: string, member: MemberModel, round: RoundModel, items: readonly ItemRequest[], body: Json): SlipModel {
    if (body.status !== 'pending' || body.roundId !== String(round.id) || body.items.length !== items.length) {
      violation(`${label}: answered ${JSON.stringify(body)}`);
    }
    const placed = (body.items as AnsweredItem[]).map((answered, i) => {
      const asked = items[i] ?? violation(`${label}: an item too many`);
      const stake = BigInt(asked.satang);
      // win = floor(stake × rate × pay % / 10000), the rate in hundredths of the stake.
      const win = (stake * BigInt(Math.round(answered.rate * 100)) * BigInt(answered.payPercent)) / 10_000n;
      if (answered.type !== asked.type || answered.number !== asked.number || toSatang(answered.amount) !== stake) {
        violation(`${label}: item ${i + 1} answered ${JSON.stringify(answered)}`);
      }
      if (toSatang(answered.charged) + toSatang(answered.discount) !== stake || toSatang(answered.winAmount) !== win) {
        violation(`${label}: item ${i + 1} priced ${JSON.stringify(answered)}, wins ${baht(win)} by the rules`);
      }
      return { type: asked.type, number: asked.number, win, charged: toSatang(answered.charged) };
    });
    const charged = placed.reduce((sum, one) => sum + one.charged, 0n);
    if (toSatang(body.charged) !== charged) violation(`${label}: charged ${body.charged}, its items ${baht(charged)}`);
    const kept = placed.map(({ type, number, win }) => ({ type, number, win }));
    return { id: body.id as string, member, round, charged, items: kept, status: 'pending', payout: 0n };
  }

  private cancelSlip(slip: SlipModel, times: Copies, key: string): Prepared {
    const label = `cancelSlip(${slip.id})`;
    const request: Prepared = this.keyedRequest(slip.member, key, `/api/lotto/slips/${slip.id}/cancel`, undefined, {
      label,
      order: 6,
      touches: [`slip:${slip.id}`, `round:${slip.round.id}`, `member:${slip.member.id}`],
      copies: times,
      raceable: ['SLIP_NOT_PENDING', 'CANCEL_WINDOW_CLOSED'],
      fresh: () => (slip.status !== 'pending' ? 'SLIP_NOT_PENDING' : slip.round.status !== 'open' ? 'CANCEL_WINDOW_CLOSED' : 'ok'),
      apply: (answer) => {
        if (slip.status !== 'pending' || slip.round.status !== 'open') {
          violation(`${label}: acknowledged for a slip ${slip.status} in a round ${slip.round.status}`);
        }
        if (answer.body.status !== 'cancelled' || toSatang(answer.body.charged) !== slip.charged) {
          violation(`${label}: answered ${JSON.stringify(answer.body)}`);
        }
        slip.status = 'cancelled';
        slip.member.wallet += slip.charged;
        this.count('slips cancelled by members');
        this.remember(request, 'cancelSlip', answer, slip.id);
      },
    });
    return request;
  }

  private closeRound(round: RoundModel): Prepared {
    const label = `close(round ${round.id})`;
    return {
      label,
      order: 7,
      touches: [`round:${round.id}`],
      copies: 1,
      expected: round.status === 'open' ? 'ok' : 'ROUND_NOT_OPEN',
      raceable: ['ROUND_NOT_OPEN'],
      send: () => this.post(this.staffMember(0), `/api/backoffice/rounds/${round.id}/close`, undefined, null),
      apply: (answer) => {
        if (round.status !== 'open') violation(`${label}: acknowledged for a round the model has ${round.status}`);
        if (answer.body.status !== 'closed') violation(`${label}: answered ${JSON.stringify(answer.body)}`);
        round.status = 'closed';
      },
    };
  }

  private slipsOf(round: RoundModel, status?: SlipModel['status']): SlipModel[] {
    return this.slips.filter((slip) => slip.round === round && (status === undefined || slip.status === status));
  }

  private membersWithSlips(round: RoundModel, status?: SlipModel['status']): string[] {
    return [...new Set(this.slipsOf(round, status).map((slip) => `member:${slip.member.id}`))];
  }

  private cancelRound(round: RoundModel, staff: Party, key: string): Prepared {
    const label = `cancelRound(${round.id})`;
    const request: Prepared = this.keyedRequest(staff, key, `/api/backoffice/rounds/${round.id}/cancel`, { reason: 'ทดสอบยกเลิกงวด' }, {
      label,
      order: 8,
      touches: [`round:${round.id}`, ...this.membersWithSlips(round, 'pending')],
      copies: 1,
      raceable: ['ROUND_RESULTED', 'ROUND_CANCELLED'],
      fresh: () => (round.status === 'resulted' ? 'ROUND_RESULTED' : round.status === 'cancelled' ? 'ROUND_CANCELLED' : 'ok'),
      apply: (answer) => {
        if (round.status !== 'open' && round.status !== 'closed') {
          violation(`${label}: acknowledged for a round the model has ${round.status}`);
        }
        const refunded = this.slipsOf(round, 'pending');
        const amount = refunded.reduce((sum, slip) => sum + slip.charged, 0n);
        const expected = { slips: refunded.length, members: new Set(refunded.map((slip) => slip.member)).size, amount: baht(amount) };
        if (!isDeepStrictEqual(answer.body.refunds, expected)) {
          violation(`${label}: refunded ${JSON.stringify(answer.body.refunds)}, the model's pending slips ${JSON.stringify(expected)}`);
        }
        for (const slip of refunded) {
          slip.status = 'cancelled';
          slip.member.wallet += slip.charged;
        }
        round.status = 'cancelled';
        this.count(refunded.length > 0 ? 'rounds cancelled with refunds' : 'rounds cancelled');
        this.remember(request, 'cancelRound', answer, null);
      },
    });
    return request;
  }

  /** Each member's net change if the round's slips not cancelled paid on `result`. */
  private nets(round: RoundModel, result: Numbers): Map<MemberModel, bigint> {
    const nets = new Map<MemberModel, bigint>();
    for (const slip of this.slipsOf(round).filter((one) => one.status !== 'cancelled')) {
      nets.set(slip.member, (nets.get(slip.member) ?? 0n) + slipPayout(slip, result) - slip.payout);
    }
    return nets;
  }

  private expectedEntry(round: RoundModel, result: Numbers): string {
    if (round.status === 'cancelled') return 'ROUND_CANCELLED';
    if (round.status === 'open') return 'ROUND_NOT_CLOSED';
    if (round.numbers === null || sameNumbers(round.numbers, result)) return 'ok';
    // What a member's wallet does not hold is taken from their pending withdrawals first.
    const pending = (member: MemberModel) => this.pendingNewestFirst(member).reduce((sum, one) => sum + one.amount, 0n);
    const uncovered = [...this.nets(round, result)].some(([member, net]) => net < 0n && member.wallet + pending(member) < -net);
    return uncovered ? 'CORRECTION_UNCOVERED' : 'ok';
  }

  private enterResult(round: RoundModel, staff: Party, result: Numbers, times: Copies, key: string): Prepared {
    const label = `result(round ${round.id}, ${result.top3}/${result.bottom2})`;
    const request: Prepared = this.keyedRequest(staff, key, `/api/backoffice/rounds/${round.id}/result`, result, {
      label,
      order: 9,
      // Results of one round apply by the version they answered; at one version the one that made it first.
      after: (answer) => answer.body.settlement.version * 2 + (answer.body.settlement.corrections ? 0 : 1),
      touches: [`round:${round.id}`, ...this.membersWithSlips(round)],
      copies: times,
      raceable: ['ROUND_NOT_CLOSED', 'ROUND_CANCELLED', 'CORRECTION_UNCOVERED'],
      fresh: () => this.expectedEntry(round, result),
      apply: (answer, exact) => {
        this.settle(label, round, result, answer.body.settlement, exact);
        this.remember(request, 'enterResult', answer, null);
      },
      replay: (sameBody) => {
        const other = { ...result, bottom2: result.bottom2 === '99' ? '12' : '99' };
        return this.enterResult(round, staff, sameBody ? result : other, 1, key);
      },
    });
    return request;
  }

  /** Applies an acknowledged result: a first result, a repeat of the numbers in force, or a correction. */
  private settle(label: string, round: RoundModel, result: Numbers, settlement: Json, exact: boolean): void {
    if (round.status !== 'closed' && round.status !== 'resulted') {
      violation(`${label}: acknowledged for a round the model has ${round.status}`);
    }
    const answered = JSON.stringify(settlement);
    if (sameNumbers(round.numbers, result)) {
      if (settlement.version !== round.version || settlement.corrections !== undefined) {
        violation(`${label}: a repeat answered ${answered}`);
      }
      this.count('results repeated');
    } else if (round.numbers === null) {
      if (settlement.version !== 1 || settlement.corrections !== undefined) violation(`${label}: a first result answered ${answered}`);
      for (const slip of this.slipsOf(round, 'pending')) {
        slip.status = 'settled';
        slip.payout = slipPayout(slip, result);
        slip.member.wallet += slip.payout;
      }
      this.count('results entered');
    } else {
      const nets = this.nets(round, result);
      const decided = this.slipsOf(round).filter((slip) => slip.status !== 'cancelled');
      const changed = decided.filter((slip) => slipPayout(slip, result) !== slip.payout).length;
      const credited = [...nets.values()].reduce((sum, net) => (net > 0n ? sum + net : sum), 0n);
      const debited = [...nets.values()].reduce((sum, net) => (net < 0n ? sum - net : sum), 0n);
      const moves = { slips: changed, credited: baht(credited), debited: baht(debited) };
      if (settlement.version !== round.version + 1 || !isDeepStrictEqual(settlement.corrections, moves)) {
        violation(`${label}: a correction of v${round.version} answered ${answered}, the model moves ${JSON.stringify(moves)}`);
      }
      for (const slip of decided) slip.payout = slipPayout(slip, result);
      // A charge-back the wallet does not hold rejects pending withdrawals first, newest first: read back after the batch.
      const predicted = new Set<string>();
      for (const [member, net] of nets) {
        let available = member.wallet;
        for (const one of this.pendingNewestFirst(member)) {
          if (available >= -net) break;
          predicted.add(one.id);
          available += one.amount;
        }
      }
      this.corrected.push({ label, round, predicted: exact ? predicted : null });
      for (const [member, net] of nets) member.wallet += net;
      this.count(credited + debited > 0n ? 'corrections moving money' : 'corrections moving nothing');
    }
    round.status = 'resulted';
    round.numbers = result;
    round.version = settlement.version as number;
    this.checkSummary(label, round, settlement);
  }

  /** The answer's summary of the round: every item of its slips not cancelled decided, its winners and what they pay. */
  private checkSummary(label: string, round: RoundModel, settlement: { items: number; winners: number; payout: number }): void {
    const result = round.numbers ?? violation(`${label}: no numbers`);
    const decided = this.slipsOf(round).filter((slip) => slip.status !== 'cancelled');
    const summary = {
      items: decided.reduce((sum, slip) => sum + slip.items.length, 0),
      winners: decided.reduce((sum, slip) => sum + slip.items.filter((one) => wins(one, result)).length, 0),
      payout: baht(decided.reduce((sum, slip) => sum + slip.payout, 0n)),
    };
    const answered = { items: settlement.items, winners: settlement.winners, payout: settlement.payout };
    if (!isDeepStrictEqual(answered, summary)) {
      violation(`${label}: settled ${JSON.stringify(answered)}, the model ${JSON.stringify(summary)}`);
    }
  }
}
