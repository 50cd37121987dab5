import { type AbilityRule, type Role, saveLogin } from '@tanghuay/shared-auth';
import { loginAnswerFor } from '@tanghuay/shared-auth/testing';

/** Saves a session as the API's login answer would: a user of `role`, with the API's rules for it or these. */
export function signInAs(role: Role, ability?: AbilityRule[]): void {
  saveLogin(loginAnswerFor(role, ability ? { ability } : {}));
}
