// The wallet ledger (docs/domain.md#money): double-entry transfers in integer satang (see
// migrations/0003_wallet.sql).
//
// Call `transfer` (or `transfers`, for many at once) inside the transaction of the business row
// that causes it. Both post through the database function ledger_post
// (migrations/functions/ledger_post.sql), the one implementation of a transfer, which the
// database's own functions call too (a bet: lotto_place_slip): member balances move with a
// conditional UPDATE, their rows locked in ledger-account id order so that two transfers touching
// the same rows cannot deadlock; system accounts (house, payout, clearing) are never updated, their
// balance is the sum of their entries; each member wallet moved publishes its new balance (a
// BalanceEvent on the events channel, docs/architecture.md#session-bus) once the transaction has
// committed (db/events.ts: the transaction must be an `inTransaction`). Every transfer posted is
// counted for the metrics by `notePosted`.
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

/** Published once a transfer that moved a member's wallet has committed: its balance after it, satang as a string. */
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
  notePosted(requests.map((request) => request.kind));
  return results;
}

/**
 * Notes transfers posted for the metrics: `transfers` calls it for its own, and the caller of a
 * database function that posted through ledger_post with what that function posted.
 */
export function notePosted(kinds: readonly TransferKind[]): void {
  if (kinds.length > 0) observe({ type: 'transfers', kinds });
}

/** A row of ledger_post's answer: an entry posted, or a refused transfer (its number alone). */
interface PostedRow {
  transfer_no: number;
  transfer_id: bigint | null;
  ledger_account_id: bigint | null;
  balance_after: bigint | null;
  /** The member whose wallet the entry moved (null for any other account). */
  wallet_owner_id: bigint | null;
}

/** The event of a member's wallet moved by a transfer. */
export const balanceEvent = (accountId: bigint, balance: bigint, transferId: bigint): BalanceEvent => ({
  type: 'balance',
  accountId: String(accountId),
  balance: String(balance),
  transferId: String(transferId),
});

/** Posts transfers that move each member account at most once, through ledger_post (migrations/functions/ledger_post.sql). */
async function postWave(trx: Database, wave: { index: number; request: TransferRequest }[]): Promise<TransferResult[]> {
  const entries = wave.flatMap(({ request }, at) => request.entries.map((entry) => ({ transferNo: at + 1, ...entry })));
  const { rows } = await sql<PostedRow>`
    select * from ledger_post(
      ${wave.map(({ request }) => request.kind)}::text[], ${wave.map(({ request }) => request.reference)}::text[],
      ${entries.map((entry) => entry.transferNo)}::integer[], ${entries.map((entry) => String(entry.account.id))}::bigint[],
      ${entries.map((entry) => entry.account.kind)}::text[], ${entries.map((entry) => String(entry.amount))}::bigint[]
    )
  `.execute(trx);
  const refused = rows.filter((row) => row.transfer_id === null).map((row) => (wave[row.transfer_no - 1] as { index: number }).index);
  if (refused.length > 0) throw new InsufficientFunds(refused.sort((a, b) => a - b));
  const results = wave.map((): TransferResult => ({ transferId: 0n, balances: new Map() }));
  const events: BalanceEvent[] = [];
  for (const row of rows) {
    const result = results[row.transfer_no - 1] as TransferResult;
    result.transferId = row.transfer_id as bigint;
    if (row.balance_after !== null) result.balances.set(row.ledger_account_id as bigint, row.balance_after);
    if (row.wallet_owner_id !== null && row.balance_after !== null) {
      events.push(balanceEvent(row.wallet_owner_id, row.balance_after, result.transferId));
    }
  }
  await publish(trx, EVENTS_CHANNEL, ...events);
  return results;
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
