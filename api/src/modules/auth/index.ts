// Accounts, roles and sessions (docs/domain.md#accounts-and-roles, docs/security.md#sessions): who
// may sign in, who is signed in, and the account facts other modules need without querying the
// `account` table themselves. The module's only public file.
export type { AbilityRule, Role } from './abilities.ts';
export { abilitiesFor, AGENT_ROLES, MEMBER_ROLES, ROLES, USERTYPES } from './abilities.ts';
export { createAccountByStaff } from './accounts.ts';
export {
  type AccountDiscountsAbove,
  accountDiscountsAbove,
  agentAccount,
  type AgentAccountRow,
  lockMembersWithDiscountAbove,
  memberDiscountCounts,
} from './agent-accounts.ts';
export {
  accountNamed,
  accountsWithUsernameContaining,
  agentsUnder,
  type BankAccount,
  lockAccount,
  memberDiscountBp,
  type MemberSponsors,
  memberSponsors,
  membersOf,
  registeredBankAccount,
  selfExcludedUntil,
  setSelfExcludedUntil,
  usernameOf,
} from './account-facts.ts';
export { DEMO_ACCOUNTS, seedDemoAccounts } from './demo-accounts.ts';
export {
  type BalanceOf,
  isMemberInReach,
  MEMBER_STATUSES,
  type MemberAccountRow,
  memberAccounts,
  type MemberFilter,
  type MemberStatus,
  setDiscountBp,
} from './member-accounts.ts';
export { checkCurrentPassword } from './current-password.ts';
export { authRoutes } from './routes.ts';
export { issueResetCode, RESET_CODE_LENGTH } from './password-reset.ts';
export {
  ACCOUNT_LABELS,
  bankFields,
  newPasswordField,
  phoneField,
  USERNAME_SEARCH_LABEL,
  usernameField,
  usernameSearchField,
} from './schemas.ts';
export { type MemberReach, reachableMembers, rolesCreatableBy } from './scope.ts';
export { createSessionCache, dropSessionsChangedByRequests, type SessionsEvent } from './session-cache.ts';
export {
  accountForUserToken,
  type AuthenticatedAccount,
  authenticateToken,
  endSessions,
  type LiveSessions,
} from './sessions.ts';
