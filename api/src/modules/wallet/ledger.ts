// The wallet ledger: double-entry transfers in integer satang (see migrations/0003_wallet.sql).
//
// Call `transfer` (or `transfers`, for many at once) inside the transaction of the business row
// that causes it. Member balances move with a conditional UPDATE, their rows locked in ledger-account
// id order so that two transfers touching the same rows lock them in the same order and cannot
// deadlock. System accounts (house, payout, clearing) are never updated: their balance is the sum of
// their entries. Each member wallet moved publishes its new balance with the transfer (realtime),
// delivered only if the transaction commits.
import { sql, type Kysely } from 'kysely';
import type { Schema } from '../../db/schema.ts';
import { ApiError } from '../../plugins/errors.ts';
import { publish } from '../realtime/publish.ts';
import { isId } from '../ids.ts';
import {
  MEMBER_ACCOUNT_KINDS,
  type LedgerAccountKind,
  type MemberAccountKind,
  type SystemAccountKind,
  type TransferKind,
} from './tables.ts';

/** A ledger account as `transfer` needs it: its id and whether it keeps a stored balance. */
export interface LedgerAccountRef {
  id: bigint;
  kind: LedgerAccountKind;
}

export interface MemberAccounts {
  wallet: LedgerAccountRef;
  hold: LedgerAccountRef;
}

export interface TransferEntry {
  account: LedgerAccountRef;
  /** Signed satang: positive credits the account, negative debits it. Never zero. */
  amount: bigint;
}

export interface TransferRequest {
  kind: TransferKind;
  /** What caused it, e.g. `deposit:42` or `slip:1001`. */
  reference: string;
  entries: TransferEntry[];
}

export interface TransferResult {
  transferId: bigint;
  /** Balance after the transfer of each member account it touched, by ledger account id. */
  balances: Map<bigint, bigint>;
}

/**
 * A member account would go below zero. The API answers 409; the transaction must roll back.
 * `refused`: the indexes of the transfers (as given to `transfers`) that could not be posted.
 */
export class InsufficientFunds extends ApiError {
  readonly refused: number[];

  constructor(refused: number[]) {
    super(409, 'INSUFFICIENT_FUNDS', 'ยอดเงินไม่เพียงพอ');
    this.name = 'InsufficientFunds';
    this.refused = refused;
  }
}

const isMemberKind = (kind: LedgerAccountKind): kind is MemberAccountKind =>
  (MEMBER_ACCOUNT_KINDS as readonly string[]).includes(kind);

function assertWellFormed({ entries }: TransferRequest): void {
  if (entries.length < 2) throw new Error('ledger: a transfer needs at least two entries');
  if (entries.some((entry) => entry.amount === 0n)) throw new Error('ledger: entry amounts are never zero');
  if (entries.reduce((sum, entry) => sum + entry.amount, 0n) !== 0n) throw new Error('ledger: entries must sum to zero');
  if (new Set(entries.map((entry) => entry.account.id)).size !== entries.length) {
    throw new Error('ledger: a transfer names each account once');
  }
}

/**
 * Posts one transfer: its entries must sum to zero, name each account once and never be zero.
 * Throws InsufficientFunds when a member account would go negative; the caller's transaction must
 * then roll back (the database refuses to commit a moved balance without its entries anyway).
 */
export async function transfer(trx: Kysely<Schema>, request: TransferRequest): Promise<TransferResult> {
  const [result] = await transfers(trx, [request]);
  if (!result) throw new Error('ledger: the transfer was not posted');
  return result;
}

/**
 * Splits transfers into waves in which each member account moves at most once, keeping the order
 * of each account's transfers: a transfer goes in the wave after the last one that moved any of
 * its member accounts. Answers the indexes of the transfers of each wave, in order.
 */
function waves(requests: readonly TransferRequest[]): number[][] {
  const nextWave = new Map<bigint, number>();
  const result: number[][] = [];
  requests.forEach(({ entries }, index) => {
    const members = entries.filter((entry) => isMemberKind(entry.account.kind)).map((entry) => entry.account.id);
    const wave = Math.max(0, ...members.map((id) => nextWave.get(id) ?? 0));
    for (const id of members) nextWave.set(id, wave + 1);
    (result[wave] ??= []).push(index);
  });
  return result;
}

/**
 * Posts transfers in the order given (each as `transfer` does), in a few statements per wave
 * whatever their number: settling or cancelling a round moves thousands of slips at once. Throws
 * InsufficientFunds naming every transfer of the first wave that would take a member account
 * below zero.
 */
export async function transfers(trx: Kysely<Schema>, requests: readonly TransferRequest[]): Promise<TransferResult[]> {
  requests.forEach(assertWellFormed);
  const results: TransferResult[] = [];
  for (const wave of waves(requests)) {
    const posted = await postWave(trx, wave.map((index) => ({ index, request: requests[index] as TransferRequest })));
    posted.forEach((result, at) => (results[wave[at] as number] = result));
  }
  return results;
}

/** Posts transfers that move each member account at most once. */
async function postWave(trx: Kysely<Schema>, wave: { index: number; request: TransferRequest }[]): Promise<TransferResult[]> {
  // Member balances first, their rows locked in id order (so that transfers cannot deadlock) by a
  // conditional UPDATE that refuses to go below zero.
  const moves = wave
    .flatMap(({ index, request }) => request.entries.filter((entry) => isMemberKind(entry.account.kind)).map((entry) => ({ index, ...entry })))
    .sort((a, b) => (a.account.id < b.account.id ? -1 : 1));
  const ids = moves.map((move) => String(move.account.id));
  if (moves.length > 1) {
    await sql`select id from ledger_account where id = any(${ids}::bigint[]) order by id for no key update`.execute(trx);
  }
  const { rows: moved } =
    moves.length === 0
      ? { rows: [] }
      : await sql<{ id: bigint; balance: bigint; owner_account_id: bigint | null; kind: LedgerAccountKind }>`
          update ledger_account a set balance = a.balance + x.amount
          from unnest(${ids}::bigint[], ${moves.map((move) => move.account.kind)}::text[],
                      ${moves.map((move) => String(move.amount))}::bigint[]) as x (id, kind, amount)
          where a.id = x.id and a.kind = x.kind and a.balance + x.amount >= 0
          returning a.id, a.balance, a.owner_account_id, a.kind
        `.execute(trx);
  const balances = new Map(moved.map((row) => [row.id, row.balance]));
  const moveOf = new Map(moves.map((move) => [move.account.id, move]));
  const missing = moves.filter((move) => !balances.has(move.account.id));
  if (missing.length > 0) {
    const found = await trx
      .selectFrom('ledger_account')
      .select(['id', 'kind'])
      .where('id', 'in', missing.map((move) => move.account.id))
      .execute();
    const absent = missing.find((move) => !found.some((row) => row.id === move.account.id && row.kind === move.account.kind));
    if (absent) throw new Error(`ledger: no ${absent.account.kind} account ${absent.account.id}`);
    throw new InsufficientFunds([...new Set(missing.map((move) => move.index))].sort((a, b) => a - b));
  }

  // Identity values follow the order rows are inserted in: the i-th smallest id is the i-th transfer.
  const { rows: inserted } = await sql<{ id: bigint }>`
    insert into ledger_transfer (kind, reference)
    select x.kind, x.reference
    from unnest(${wave.map(({ request }) => request.kind)}::text[], ${wave.map(({ request }) => request.reference)}::text[])
      with ordinality as x (kind, reference, n)
    order by x.n
    returning id
  `.execute(trx);
  const transferIds = inserted.map((row) => row.id).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const transferOf = (at: number) => transferIds[at] as bigint;
  await trx
    .insertInto('ledger_entry')
    .values(
      wave.flatMap(({ request }, at) =>
        request.entries.map(({ account, amount }) => ({
          transfer_id: transferOf(at),
          ledger_account_id: account.id,
          amount,
          balance_after: balances.get(account.id) ?? null,
        })),
      ),
    )
    .execute();

  const byIndex = new Map(wave.map(({ index }, at) => [index, transferOf(at)]));
  await publish(
    trx,
    ...moved.flatMap((row) => {
      const move = moveOf.get(row.id);
      if (row.kind !== 'member_wallet' || row.owner_account_id === null || !move) return [];
      const transferId = String(byIndex.get(move.index));
      return [{ type: 'balance' as const, accountId: String(row.owner_account_id), balance: String(row.balance), transferId }];
    }),
  );
  return wave.map(({ request }, at) => ({
    transferId: transferOf(at),
    balances: new Map(
      request.entries.filter((entry) => isMemberKind(entry.account.kind)).map((entry) => [entry.account.id, balances.get(entry.account.id) as bigint]),
    ),
  }));
}

/** The member's wallet and withdrawal-hold accounts, created on first use (safe under races). */
export async function ensureMemberAccounts(trx: Kysely<Schema>, accountId: bigint): Promise<MemberAccounts> {
  const find = () =>
    trx
      .selectFrom('ledger_account')
      .select(['id', 'kind'])
      .where('owner_account_id', '=', accountId)
      .where('kind', 'in', MEMBER_ACCOUNT_KINDS)
      .execute();
  let rows = await find();
  if (rows.length < MEMBER_ACCOUNT_KINDS.length) {
    await trx
      .insertInto('ledger_account')
      .values(MEMBER_ACCOUNT_KINDS.map((kind) => ({ kind, owner_account_id: accountId, balance: 0n })))
      .onConflict((oc) => oc.columns(['kind', 'owner_account_id']).doNothing())
      .execute();
    rows = await find();
  }
  const wallet = rows.find((row) => row.kind === 'member_wallet');
  const hold = rows.find((row) => row.kind === 'member_hold');
  if (!wallet || !hold) throw new Error(`ledger: member accounts of ${accountId} are missing`);
  return { wallet, hold };
}

/** A system account (seeded by the migration). */
export async function systemAccount(db: Kysely<Schema>, kind: SystemAccountKind): Promise<LedgerAccountRef> {
  return db
    .selectFrom('ledger_account')
    .select(['id', 'kind'])
    .where('kind', '=', kind)
    .where('owner_account_id', 'is', null)
    .executeTakeFirstOrThrow();
}

/** The balance of one ledger account: stored for member accounts, summed from entries for system ones. */
export async function balanceOf(db: Kysely<Schema>, account: LedgerAccountRef): Promise<bigint> {
  if (isMemberKind(account.kind)) {
    const row = await db
      .selectFrom('ledger_account')
      .select('balance')
      .where('id', '=', account.id)
      .executeTakeFirstOrThrow();
    return row.balance ?? 0n;
  }
  const row = await sql<{ total: bigint }>`
    select coalesce(sum(amount), 0)::bigint as total from ledger_entry where ledger_account_id = ${account.id}
  `.execute(db);
  return row.rows[0]?.total ?? 0n;
}

/** A member's wallet and hold balances; zero for a member who never had money moved. */
export async function memberBalances(db: Kysely<Schema>, accountId: bigint): Promise<{ wallet: bigint; hold: bigint }> {
  const rows = await db
    .selectFrom('ledger_account')
    .select(['kind', 'balance'])
    .where('owner_account_id', '=', accountId)
    .where('kind', 'in', MEMBER_ACCOUNT_KINDS)
    .execute();
  const of = (kind: MemberAccountKind) => rows.find((row) => row.kind === kind)?.balance ?? 0n;
  return { wallet: of('member_wallet'), hold: of('member_hold') };
}

/**
 * The member's wallet balance and the last transfer that moved it (null: none yet), read together.
 * A wallet's transfers are numbered in the order they commit (each locks the wallet before it is
 * numbered), so a balance event of an older transfer than this one is older than this balance.
 */
export async function walletBalance(db: Kysely<Schema>, accountId: bigint): Promise<{ balance: bigint; transferId: bigint | null }> {
  const row = await db
    .selectFrom('ledger_account as a')
    .select((eb) => [
      'a.balance',
      eb
        .selectFrom('ledger_entry as e')
        .select('e.transfer_id')
        .whereRef('e.ledger_account_id', '=', 'a.id')
        .orderBy('e.id', 'desc')
        .limit(1)
        .as('transferId'),
    ])
    .where('a.owner_account_id', '=', accountId)
    .where('a.kind', '=', 'member_wallet')
    .executeTakeFirst();
  return { balance: row?.balance ?? 0n, transferId: row?.transferId ?? null };
}

export interface LedgerLine {
  entryId: bigint;
  transferId: bigint;
  transferKind: TransferKind;
  reference: string;
  /** Which of the member's accounts moved. */
  account: 'wallet' | 'hold';
  /** Signed satang. */
  amount: bigint;
  balanceAfter: bigint;
  createdAt: Date;
}

export interface LedgerPage {
  lines: LedgerLine[];
  /** Pass back as `cursor` for the next (older) page; null when there is none. */
  nextCursor: string | null;
}

export const MAX_PAGE = 100;

/** The member's ledger lines (wallet and hold), newest first, a page at a time. */
export async function memberLedgerLines(
  db: Kysely<Schema>,
  accountId: bigint,
  { cursor, limit = 20 }: { cursor?: string | null | undefined; limit?: number } = {},
): Promise<LedgerPage> {
  if (cursor != null && !isId(cursor)) throw new ApiError(400, 'INVALID_CURSOR', 'ตำแหน่งหน้าไม่ถูกต้อง');
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_PAGE) {
    throw new ApiError(400, 'INVALID_LIMIT', `จำนวนรายการต่อหน้าต้องอยู่ระหว่าง 1 ถึง ${MAX_PAGE}`);
  }
  let query = db
    .selectFrom('ledger_entry as e')
    .innerJoin('ledger_account as a', 'a.id', 'e.ledger_account_id')
    .innerJoin('ledger_transfer as t', 't.id', 'e.transfer_id')
    .select([
      'e.id as entryId',
      'e.transfer_id as transferId',
      't.kind as transferKind',
      't.reference',
      'a.kind as accountKind',
      'e.amount',
      'e.balance_after as balanceAfter',
      't.created_at as createdAt',
    ])
    .where('a.owner_account_id', '=', accountId)
    .where('a.kind', 'in', MEMBER_ACCOUNT_KINDS)
    .orderBy('e.id', 'desc')
    .limit(limit + 1);
  if (cursor != null) query = query.where('e.id', '<', BigInt(cursor));
  const rows = await query.execute();
  const page = rows.slice(0, limit);
  return {
    lines: page.map(({ accountKind, balanceAfter, ...row }) => ({
      ...row,
      account: accountKind === 'member_hold' ? 'hold' : 'wallet',
      balanceAfter: balanceAfter ?? 0n,
    })),
    nextCursor: rows.length > limit ? String(page[page.length - 1]?.entryId) : null,
  };
}

export interface BooksReport {
  /** Transfers whose entries do not sum to zero (or that have none). */
  transfersNotSummingToZero: bigint[];
  /** Member accounts (or member entries) below zero. */
  negativeMemberBalances: bigint[];
  /** Member accounts whose stored balance differs from the sum of their entries. */
  storedVsEntrySumMismatches: { ledgerAccountId: bigint; stored: bigint; entrySum: bigint }[];
  /** Member stored balances plus system entry sums: always zero. */
  totalSum: bigint;
}

/** The books balance: no problem of any kind in the report. */
export const booksBalance = (report: BooksReport): boolean =>
  report.transfersNotSummingToZero.length === 0 &&
  report.negativeMemberBalances.length === 0 &&
  report.storedVsEntrySumMismatches.length === 0 &&
  report.totalSum === 0n;

/** Audits the whole ledger. Every money test ends with it; an operator report can run it too. */
export async function checkBooks(db: Kysely<Schema>): Promise<BooksReport> {
  const unbalanced = await sql<{ id: bigint }>`
    select t.id from ledger_transfer t left join ledger_entry e on e.transfer_id = t.id
    group by t.id having coalesce(sum(e.amount), 0) <> 0 or count(e.id) = 0 order by t.id
  `.execute(db);
  const negative = await sql<{ id: bigint }>`
    select id from ledger_account where balance < 0
    union
    select ledger_account_id from ledger_entry where balance_after < 0
    order by 1
  `.execute(db);
  const mismatches = await sql<{ ledgerAccountId: bigint; stored: bigint; entrySum: bigint }>`
    select a.id as "ledgerAccountId", a.balance as stored, coalesce(sum(e.amount), 0)::bigint as "entrySum"
    from ledger_account a left join ledger_entry e on e.ledger_account_id = a.id
    where a.kind in ('member_wallet', 'member_hold')
    group by a.id having a.balance is distinct from coalesce(sum(e.amount), 0)
    order by a.id
  `.execute(db);
  const total = await sql<{ total: bigint }>`
    select (
      (select coalesce(sum(balance), 0) from ledger_account where kind in ('member_wallet', 'member_hold'))
      + (select coalesce(sum(e.amount), 0) from ledger_entry e join ledger_account a on a.id = e.ledger_account_id
         where a.kind not in ('member_wallet', 'member_hold'))
    )::bigint as total
  `.execute(db);
  return {
    transfersNotSummingToZero: unbalanced.rows.map((row) => row.id),
    negativeMemberBalances: negative.rows.map((row) => row.id),
    storedVsEntrySumMismatches: mismatches.rows,
    totalSum: total.rows[0]?.total ?? 0n,
  };
}
