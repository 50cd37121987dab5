// Accounts, roles and sessions (docs/domain.md#accounts-and-roles, docs/security.md#sessions): who
// may sign in, who is signed in, and the account facts other modules need without querying the
// `account` table themselves. The module's only public file.
export type { AbilityRule, Role } from './abilities.ts';
export { abilitiesFor, MEMBER_ROLES, ROLES, usertypeFor } from './abilities.ts';
export {
  type BankAccount,
  lockAccount,
  memberDiscountBp,
  membersOf,
  registeredBankAccount,
  selfExcludedUntil,
  setSelfExcludedUntil,
  usernameOf,
} from './account-facts.ts';
export { DEMO_ACCOUNTS, seedDemoAccounts } from './demo-accounts.ts';
export { selfExcludedError } from './login.ts';
export { hashPassword } from './passwords.ts';
export { authRoutes } from './routes.ts';
export { agentScopeOf, reachableMembers, requireMemberHandler, rolesCreatableBy } from './scope.ts';
export { accountForUserToken, type AuthenticatedAccount, authenticateToken, endSessions } from './sessions.ts';
