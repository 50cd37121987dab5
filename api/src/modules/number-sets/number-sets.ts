// เลขชุด (docs/domain.md#saved-number-sets): a member's saved sets of numbers. Every function takes
// the member's own id and touches only their sets: another member's set is not found. Writes lock
// the member's account row, so two requests at once cannot pass the sets-per-member limit or take
// one name twice.
import type { Kysely } from 'kysely';
import { BET_TYPE_LABELS, type BetType, DIGITS, numberProblem } from '@tanghuay/lottery-rules';
import { type Database, inTransaction } from '../../db/database.ts';
import { bahtToSatang } from '../../lib/money.ts';
import { ApiError } from '../../plugins/errors.ts';
import { lockAccount } from '../auth/index.ts';
import { numberSetsSetting, type NumberSetsSetting } from './setting.ts';
import type { NumberSetTables } from './tables.ts';

/** An item as the member sends it: the stake in baht. */
export interface NumberSetItemRequest {
  type: BetType;
  number: string;
  amount: number;
}

export interface NumberSetItem {
  type: BetType;
  number: string;
  /** Satang. */
  amount: bigint;
}

export interface NumberSet {
  id: bigint;
  name: string;
  items: NumberSetItem[];
  createdAt: Date;
  updatedAt: Date;
}

const tables = (db: Database): Kysely<NumberSetTables> => db;

const notFound = () => new ApiError(404, 'NUMBER_SET_NOT_FOUND', 'ไม่พบเลขชุดนี้');

/** The name without surrounding spaces, or the refusal of it. */
function checkedName(name: string, { nameMaxLength }: NumberSetsSetting): string {
  const trimmed = name.trim();
  if (trimmed === '') throw new ApiError(400, 'NUMBER_SET_NAME_REQUIRED', 'กรุณาตั้งชื่อเลขชุด');
  if ([...trimmed].length > nameMaxLength) {
    throw new ApiError(400, 'NUMBER_SET_NAME_TOO_LONG', `ชื่อเลขชุดยาวได้ไม่เกิน ${nameMaxLength} ตัวอักษร`);
  }
  return trimmed;
}

/** The items with stakes in satang; every problem named in one refusal (numbered lines). */
function checkedItems(items: readonly NumberSetItemRequest[], { maxItems }: NumberSetsSetting): NumberSetItem[] {
  if (items.length > maxItems) throw new ApiError(400, 'TOO_MANY_ITEMS', `เลขชุดหนึ่งชุดมีได้ไม่เกิน ${maxItems} รายการ`);
  const problems: string[] = [];
  const checked = items.map(({ type, number, amount }, index) => {
    const said = `${index + 1}. เลข ${number} ${BET_TYPE_LABELS[type].th}`;
    const shape = numberProblem(type, number);
    if (shape) problems.push(`${said}: ${shape === 'triple_tod' ? 'แทงไม่ได้ (เลขตอง)' : `ต้องเป็นเลข ${DIGITS[type]} หลัก`}`);
    try {
      return { type, number, amount: bahtToSatang(amount) };
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      problems.push(`${said}: ${error.message}`);
      return { type, number, amount: 0n };
    }
  });
  if (problems.length > 0) throw new ApiError(400, 'INVALID_NUMBER_SET_ITEMS', `รายการในเลขชุดไม่ถูกต้อง\n${problems.join('\n')}`);
  return checked;
}

async function assertNameFree(trx: Database, accountId: bigint, name: string, except?: bigint): Promise<void> {
  let query = tables(trx).selectFrom('number_set').select('id').where('account_id', '=', accountId).where('name', '=', name);
  if (except !== undefined) query = query.where('id', '!=', except);
  if (await query.executeTakeFirst()) throw new ApiError(409, 'NUMBER_SET_NAME_TAKEN', `มีเลขชุดชื่อ "${name}" อยู่แล้ว กรุณาใช้ชื่ออื่น`);
}

/** The member's sets (or the one with `id`), newest first, each with its items in order. */
async function readSets(db: Database, accountId: bigint, id?: bigint): Promise<NumberSet[]> {
  let query = tables(db).selectFrom('number_set').select(['id', 'name', 'created_at', 'updated_at']).where('account_id', '=', accountId);
  if (id !== undefined) query = query.where('id', '=', id);
  const sets = await query
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  if (sets.length === 0) return [];
  const items = await tables(db)
    .selectFrom('number_set_item')
    .select(['set_id', 'bet_type', 'number', 'amount'])
    .where(
      'set_id',
      'in',
      sets.map((set) => set.id),
    )
    .orderBy('set_id')
    .orderBy('position')
    .execute();
  return sets.map((set) => ({
    id: set.id,
    name: set.name,
    items: items.filter((item) => item.set_id === set.id).map((item) => ({ type: item.bet_type, number: item.number, amount: item.amount })),
    createdAt: set.created_at,
    updatedAt: set.updated_at,
  }));
}

/** The member's sets, newest first. */
export const memberNumberSets = (db: Database, accountId: bigint): Promise<NumberSet[]> => readSets(db, accountId);

async function oneSet(db: Database, accountId: bigint, id: bigint): Promise<NumberSet> {
  const [set] = await readSets(db, accountId, id);
  if (!set) throw notFound();
  return set;
}

/** Saves a new set for the member; refused when the name or an item is wrong, or the member has the most sets allowed. */
export async function createNumberSet(
  db: Database,
  accountId: bigint,
  request: { name: string; items: readonly NumberSetItemRequest[] },
  now: Date,
): Promise<NumberSet> {
  const setting = await numberSetsSetting(db);
  const name = checkedName(request.name, setting);
  const items = checkedItems(request.items, setting);
  return inTransaction(db, async (trx) => {
    await lockAccount(trx, accountId, 'no key update');
    const { count } = await tables(trx)
      .selectFrom('number_set')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('account_id', '=', accountId)
      .executeTakeFirstOrThrow();
    if (Number(count) >= setting.maxSets) {
      throw new ApiError(409, 'TOO_MANY_NUMBER_SETS', `บันทึกเลขชุดได้ไม่เกิน ${setting.maxSets} ชุด กรุณาลบชุดที่ไม่ใช้แล้วก่อน`);
    }
    await assertNameFree(trx, accountId, name);
    const { id } = await tables(trx)
      .insertInto('number_set')
      .values({ account_id: accountId, name, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await tables(trx)
      .insertInto('number_set_item')
      .values(items.map((item, position) => ({ set_id: id, position, bet_type: item.type, number: item.number, amount: item.amount })))
      .execute();
    return oneSet(trx, accountId, id);
  });
}

/** Renames one of the member's sets. */
export async function renameNumberSet(db: Database, accountId: bigint, id: bigint, newName: string, now: Date): Promise<NumberSet> {
  const name = checkedName(newName, await numberSetsSetting(db));
  return inTransaction(db, async (trx) => {
    await lockAccount(trx, accountId, 'no key update');
    await assertNameFree(trx, accountId, name, id);
    const renamed = await tables(trx)
      .updateTable('number_set')
      .set({ name, updated_at: now })
      .where('id', '=', id)
      .where('account_id', '=', accountId)
      .executeTakeFirst();
    if (renamed.numUpdatedRows === 0n) throw notFound();
    return oneSet(trx, accountId, id);
  });
}

/** Deletes one of the member's sets with its items. */
export async function deleteNumberSet(db: Database, accountId: bigint, id: bigint): Promise<void> {
  const deleted = await tables(db).deleteFrom('number_set').where('id', '=', id).where('account_id', '=', accountId).executeTakeFirst();
  if (deleted.numDeletedRows === 0n) throw notFound();
}
