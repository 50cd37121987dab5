// The wallet ledger (docs/domain.md#money): double-entry transfers in integer satang (see
// migrations/0003_wallet.sql).
//
// Call `transfer` (or `transfers`, for many at once) inside the transaction of the business row
// that causes it. Member balances move with a conditional UPDATE, their rows locked in ledger-account
// id order so that two transfers touching the same rows lock them in the same order and cannot
// deadlock. System accounts (house, payout, clearing) are never updated: their balance is the sum of
// their entries. Each member wallet moved publishes its new balance with the transfer (a
// BalanceEvent on the events channel, docs/architecture.md#session-bus), delivered only if the
// transaction commits.
import { type Kysely, type NotNull, sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { EVENTS_CHANNEL, publish } from '../../db/events.ts';
import { observe } from '../../lib/observations.ts';
import { ApiError } from '../../plugins/errors.ts';
import {
  isMemberKind,
  MEMBER_ACCOUNT_KINDS,
  type LedgerAccountKind,
  type SystemAccountKind,
  type TransferKind,
  type WalletTables,
} from './tables.ts';

/** Published when a transfer moves a member's wallet: its balance after it, satang as a string. */
export interface BalanceEvent {
  type: 'balance';
  accountId: string;
  balance: string;
  transferId: string;
}

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
export async function transfer(trx: Database, request: TransferRequest): Promise<TransferResult> {
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
export async function transfers(trx: Database, requests: readonly TransferRequest[]): Promise<TransferResult[]> {
  requests.forEach(assertWellFormed);
  const results: TransferResult[] = [];
  for (const wave of waves(requests)) {
    const posted = await postWave(trx, wave.map((index) => ({ index, request: requests[index] as TransferRequest })));
    posted.forEach((result, at) => (results[wave[at] as number] = result));
  }
  observe({ type: 'transfers', kinds: requests.map((request) => request.kind) });
  return results;
}

/** Posts transfers that move each member account at most once. */
async function postWave(trx: Kysely<WalletTables>, wave: { index: number; request: TransferRequest }[]): Promise<TransferResult[]> {
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
  const events = moved.flatMap((row): BalanceEvent[] => {
    const move = moveOf.get(row.id);
    if (row.kind !== 'member_wallet' || row.owner_account_id === null || !move) return [];
    const transferId = String(byIndex.get(move.index));
    return [{ type: 'balance', accountId: String(row.owner_account_id), balance: String(row.balance), transferId }];
  });
  await publish(trx, EVENTS_CHANNEL, ...events);
  return wave.map(({ request }, at) => ({
    transferId: transferOf(at),
    balances: new Map(
      request.entries.filter((entry) => isMemberKind(entry.account.kind)).map((entry) => [entry.account.id, balances.get(entry.account.id) as bigint]),
    ),
  }));
}

/** The member's wallet and withdrawal-hold accounts, created on first use (safe under races). */
export async function ensureMemberAccounts(database: Database, accountId: bigint): Promise<MemberAccounts> {
  const trx: Kysely<WalletTables> = database;
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

/**
 * The wallets of members who already have their ledger accounts (every member charged for a
 * slip has), by account id, in one query; a member without one is missing from the map.
 */
export async function memberWallets(database: Database, accountIds: readonly bigint[]): Promise<Map<bigint, LedgerAccountRef>> {
  const db: Kysely<WalletTables> = database;
  if (accountIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('ledger_account')
    .select(['id', 'kind', 'owner_account_id'])
    .where('kind', '=', 'member_wallet')
    .where('owner_account_id', 'in', [...new Set(accountIds)])
    .$narrowType<{ owner_account_id: NotNull }>()
    .execute();
  return new Map(rows.map(({ id, kind, owner_account_id }) => [owner_account_id, { id, kind }]));
}

/** A system account (seeded by the migration). */
export async function systemAccount(database: Database, kind: SystemAccountKind): Promise<LedgerAccountRef> {
  const db: Kysely<WalletTables> = database;
  return db
    .selectFrom('ledger_account')
    .select(['id', 'kind'])
    .where('kind', '=', kind)
    .where('owner_account_id', 'is', null)
    .executeTakeFirstOrThrow();
}

/**
 * Locks the member's wallet until the caller's transaction ends (one slip placed or cancelled at a
 * time per member) and answers it with its balance.
 */
export async function lockWallet(database: Database, accountId: bigint): Promise<{ wallet: LedgerAccountRef; balance: bigint }> {
  const trx: Kysely<WalletTables> = database;
  const { wallet } = await ensureMemberAccounts(trx, accountId);
  const { balance } = await trx
    .selectFrom('ledger_account')
    .select('balance')
    .where('id', '=', wallet.id)
    .forNoKeyUpdate()
    .executeTakeFirstOrThrow();
  return { wallet, balance: balance ?? 0n };
}
