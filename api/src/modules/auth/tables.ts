// Kysely's view of the auth module's tables (migrations/0002_accounts.sql, 0006_password_reset.sql,
// 0009_security.sql, 0014_money_controls.sql, 0017_sessions.sql).
import type { ColumnType, GeneratedAlways } from 'kysely';
import type { Role, Usertype } from './abilities.ts';

export interface AccountTable {
  id: GeneratedAlways<bigint>;
  /** Lower case, 3–20 of a–z, 0–9 and _. */
  username: string;
  /** argon2id PHC string. */
  password_hash: string;
  role: Role;
  usertype: Usertype;
  parent_id: bigint | null;
  phone: string | null;
  bank_code: string | null;
  bank_account_no: string | null;
  bank_account_name: string | null;
  age20_accepted_at: Date | null;
  count_login: ColumnType<number, number | undefined, number>;
  self_excluded_until: Date | null;
  /** The member's own discount on stakes, basis points (100 = 1 %). */
  discount_bp: ColumnType<number, number | undefined, number>;
  created_at: ColumnType<Date, Date | undefined, never>;
  /** The staff account that created it in the back office; null: registered themselves (0014_money_controls.sql). */
  created_by: ColumnType<bigint | null, bigint | null | undefined, never>;
}

/** Why a session ended. */
export type SessionEndReason =
  | 'logout'
  | 'superseded'
  | 'refresh_reuse'
  | 'self_exclusion'
  | 'password_reset'
  | 'password_change'
  /** Past the session's absolute lifetime from the login (SESSION_MAX_AGE_*_SECONDS). */
  | 'expired';

export interface AuthSessionTable {
  id: GeneratedAlways<bigint>;
  /** What access tokens name the session by: a random UUID, never the counting id. */
  public_id: string;
  account_id: bigint;
  count_login: number;
  user_token_hash: string;
  created_at: Date;
  revoked_at: Date | null;
  revoked_reason: SessionEndReason | null;
}

export interface RefreshTokenTable {
  token_hash: string;
  session_id: bigint;
  issued_at: Date;
  expires_at: Date;
  used_at: Date | null;
}

export interface LoginFailureTable {
  id: GeneratedAlways<bigint>;
  username: string;
  ip: string;
  /** The device of a valid device cookie for the username, when the client presented one. */
  device_id: ColumnType<string | null, string | null | undefined, never>;
  failed_at: Date;
}

export interface RegistrationAttemptTable {
  id: GeneratedAlways<bigint>;
  ip: string;
  attempted_at: Date;
}

export interface PasswordResetCodeTable {
  id: GeneratedAlways<bigint>;
  account_id: bigint;
  /** SHA-256 (hex) of the code. */
  code_hash: string;
  issued_by: bigint;
  issued_at: Date;
  expires_at: Date;
  used_at: Date | null;
}

export interface AuthTables {
  account: AccountTable;
  auth_session: AuthSessionTable;
  refresh_token: RefreshTokenTable;
  login_failure: LoginFailureTable;
  registration_attempt: RegistrationAttemptTable;
  password_reset_code: PasswordResetCodeTable;
}
