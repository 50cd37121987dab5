// Creating accounts: the one insert behind self-registration (members) and the back office, where
// administrators and operators create accounts of the roles they may, and agents their own members.
import type { Kysely } from 'kysely';
import type { AuthSettings, PasswordHashing } from '../../config/settings.ts';
import type { Database } from '../../db/database.ts';
import { ApiError } from '../../plugins/errors.ts';
import { MEMBER_ROLES, type Role, type Usertype, usertypeFor } from './abilities.ts';
import { hashPassword, passwordWeakness } from './passwords.ts';
import { rolesCreatableBy } from './scope.ts';
import { type AuthenticatedAccount, type SignedIn, startSession } from './sessions.ts';
import type { AuthTables } from './tables.ts';
import { recordRegistrationAttempt } from './throttle.ts';

export interface NewAccount {
  username: string;
  password: string;
  role: Role;
  parentId: bigint | null;
  phone: string | null;
  bank: { code: string; accountNo: string; accountName: string } | null;
  /** When the 20+ declaration was made (or checked by staff); required of role member. */
  age20AcceptedAt: Date | null;
  createdAt: Date;
  /** The staff account creating it; null when the person registers themselves. */
  createdBy: bigint | null;
}

interface CreatedAccount {
  id: bigint;
  username: string;
  role: Role;
  usertype: Usertype;
  parent_id: bigint | null;
  created_at: Date;
}

const usernameTaken = () => new ApiError(409, 'USERNAME_TAKEN', 'ชื่อผู้ใช้นี้มีผู้ใช้งานแล้ว กรุณาเลือกชื่ออื่น');
const bankAccountTaken = () =>
  new ApiError(
    409,
    'BANK_ACCOUNT_TAKEN',
    'บัญชีธนาคารนี้ลงทะเบียนกับสมาชิกท่านอื่นแล้ว กรุณาใช้บัญชีธนาคารของท่านเอง หรือติดต่อฝ่ายบริการลูกค้า',
  );

/** Whether the username, or the bank account (the same number at the same bank), belongs to an account already. */
async function takenBy(db: Kysely<AuthTables>, username: string, bank: NewAccount['bank']): Promise<ApiError | null> {
  const user = await db.selectFrom('account').select('id').where('username', '=', username).executeTakeFirst();
  if (user) return usernameTaken();
  if (!bank) return null;
  const holder = await db
    .selectFrom('account')
    .select('id')
    .where('bank_code', '=', bank.code)
    .where('bank_account_no', '=', bank.accountNo)
    .executeTakeFirst();
  return holder ? bankAccountTaken() : null;
}

/**
 * Creates an account: checks the password's strength (400 WEAK_PASSWORD), that the username, in
 * lower case, is free (409 USERNAME_TAKEN) and that no account holds the same bank account (409
 * BANK_ACCOUNT_TAKEN: a bank account belongs to one person), hashes the password, inserts the row,
 * and runs `then` in the same transaction. The usertype follows the role. `admit` runs after the
 * checks, just before the (costly) password hash: the registration throttle counts there, so a
 * request the checks refuse neither counts nor writes anything.
 */
async function createAccount<T>(
  db: Kysely<AuthTables>,
  passwordHashing: PasswordHashing,
  account: NewAccount,
  then: (trx: Kysely<AuthTables>, created: CreatedAccount) => Promise<T>,
  admit: () => Promise<void> = async () => {},
): Promise<T> {
  const weakness = passwordWeakness(account.password);
  if (weakness) throw new ApiError(400, 'WEAK_PASSWORD', weakness);
  const username = account.username.toLowerCase();
  const taken = await takenBy(db, username, account.bank);
  if (taken) throw taken;
  await admit();
  const passwordHash = await hashPassword(account.password, passwordHashing);
  return db.transaction().execute(async (trx) => {
    const created = await trx
      .insertInto('account')
      .values({
        username,
        password_hash: passwordHash,
        role: account.role,
        usertype: usertypeFor(account.role),
        parent_id: account.parentId,
        phone: account.phone,
        bank_code: account.bank?.code ?? null,
        bank_account_no: account.bank?.accountNo ?? null,
        bank_account_name: account.bank?.accountName.trim() ?? null,
        age20_accepted_at: account.age20AcceptedAt,
        created_at: account.createdAt,
        created_by: account.createdBy,
      })
      // Another request may have taken the username or the bank account since the checks above.
      .onConflict((oc) => oc.doNothing())
      .returning(['id', 'username', 'role', 'usertype', 'parent_id', 'created_at'])
      .executeTakeFirst();
    if (!created) throw (await takenBy(trx, username, account.bank)) ?? usernameTaken();
    return then(trx, created);
  });
}

/** The body of POST /jwt/register. */
interface RegisterInput {
  username: string;
  password: string;
  phone: string;
  bankCode: string;
  bankAccountNo: string;
  bankAccountName: string;
  acceptAge20: boolean;
}

/**
 * Registers a member (no agent) who declares being 20 or older, and signs them in. Registrations
 * are throttled per client address (settings.registrationLimitPerHour).
 */
export async function register(
  db: Kysely<AuthTables>,
  settings: AuthSettings,
  at: Date,
  input: RegisterInput,
  ip: string,
): Promise<SignedIn> {
  if (input.acceptAge20 !== true) {
    throw new ApiError(400, 'AGE_20_REQUIRED', 'ต้องยืนยันว่าท่านมีอายุ 20 ปีบริบูรณ์ขึ้นไปจึงจะสมัครสมาชิกได้');
  }
  return createAccount(
    db,
    settings.passwordHashing,
    {
      username: input.username,
      password: input.password,
      role: 'member',
      parentId: null,
      phone: input.phone,
      bank: { code: input.bankCode, accountNo: input.bankAccountNo, accountName: input.bankAccountName },
      age20AcceptedAt: at,
      createdAt: at,
      createdBy: null,
    },
    (trx, created) => startSession(trx, settings, created.id, at),
    () => recordRegistrationAttempt(db, ip, settings.registrationLimitPerHour, at),
  );
}

/** The body of POST /backoffice/accounts. */
interface StaffAccountInput {
  username: string;
  password: string;
  role: Role;
  /** The agent the account belongs to; an agent's members always belong to the agent. */
  parentId?: string;
  phone?: string;
  bankCode?: string;
  bankAccountNo?: string;
  bankAccountName?: string;
  /** The staff member checked that the person is 20 or older; required for members. */
  acceptAge20?: boolean;
}

const forbidden = (message: string) => new ApiError(403, 'FORBIDDEN', message);

/**
 * Creates an account in the back office for `caller`: administrators any role, operators (agadmin)
 * any role but the staff ones, both under any agent or none; agents (master, agline) only members,
 * always under themselves. A parent must be an agent (usertype agent), else 404. The account
 * remembers its creator (created_by): the two-person rule keeps the creator from approving its money.
 */
export async function createAccountByStaff(
  db: Kysely<AuthTables>,
  settings: Pick<AuthSettings, 'passwordHashing'>,
  caller: AuthenticatedAccount,
  input: StaffAccountInput,
  now: Date,
  then: (trx: Database, created: CreatedAccount) => Promise<void>,
): Promise<CreatedAccount> {
  if (!rolesCreatableBy(caller.role).includes(input.role)) {
    throw forbidden('บัญชีของท่านไม่มีสิทธิ์สร้างบัญชีประเภทนี้');
  }
  // An agent's accounts always belong to the agent; staff choose any agent or none.
  const ownAgent = usertypeFor(caller.role) === 'agent' ? caller.id : null;
  const parentId = input.parentId === undefined ? ownAgent : BigInt(input.parentId);
  if (ownAgent !== null && parentId !== ownAgent) {
    throw forbidden('ตัวแทนสร้างบัญชีได้เฉพาะสมาชิกภายใต้ตนเองเท่านั้น');
  }
  const isMember = (MEMBER_ROLES as readonly Role[]).includes(input.role);
  if (isMember && input.acceptAge20 !== true) {
    throw new ApiError(400, 'AGE_20_REQUIRED', 'กรุณายืนยันว่าได้ตรวจสอบแล้วว่าสมาชิกมีอายุ 20 ปีบริบูรณ์ขึ้นไป');
  }
  const { bankCode, bankAccountNo, bankAccountName } = input;
  const bank =
    bankCode !== undefined && bankAccountNo !== undefined && bankAccountName !== undefined
      ? { code: bankCode, accountNo: bankAccountNo, accountName: bankAccountName }
      : null;
  if (!bank && (bankCode ?? bankAccountNo ?? bankAccountName) !== undefined) {
    throw new ApiError(400, 'VALIDATION', 'กรุณากรอกธนาคาร เลขที่บัญชี และชื่อบัญชีให้ครบทั้งสามช่อง หรือเว้นว่างทั้งหมด');
  }
  if (parentId !== null) {
    const parent = await db
      .selectFrom('account')
      .select('id')
      .where('id', '=', parentId)
      .where('usertype', '=', 'agent')
      .executeTakeFirst();
    if (!parent) throw new ApiError(404, 'NOT_FOUND', 'ไม่พบตัวแทนนี้');
  }
  return createAccount(
    db,
    settings.passwordHashing,
    {
      username: input.username,
      password: input.password,
      role: input.role,
      parentId,
      phone: input.phone ?? null,
      bank,
      age20AcceptedAt: input.acceptAge20 === true ? now : null,
      createdAt: now,
      createdBy: caller.id,
    },
    async (trx, created) => {
      await then(trx, created);
      return created;
    },
  );
}
