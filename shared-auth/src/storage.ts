// Typed localStorage of the session (docs/architecture.md#session-bus). Every read and write of the
// session keys goes through here; writes announce themselves on `authChange$` so hooks can re-read.
import { type Observable, Subject } from 'rxjs';
import { read, STORAGE_KEYS, store } from './stored-session.ts';
import { type AbilityRule, type LoginAnswer, ROLES, type UserData, USERTYPES } from './user-data.ts';

export { STORAGE_KEYS };

const authChanges = new Subject<void>();
/** Emits after this tab saves or clears the session (other tabs: listen to the window `storage` event). */
export const authChange$: Observable<void> = authChanges.asObservable();

/** A localStorage value outside the session keys (a preference); null when missing or blocked. */
export function readPreference(key: string): string | null {
  try {
    return read(key);
  } catch {
    return null;
  }
}

/** Keeps a preference; where storage is blocked it lasts for this page only. */
export function writePreference(key: string, value: string): void {
  try {
    store()?.setItem(key, value);
  } catch {
    // Blocked or full storage: the preference lasts for this page.
  }
}

export function saveLogin(answer: LoginAnswer): void {
  const storage = store();
  if (!storage) return;
  storage.setItem(STORAGE_KEYS.token, answer.token);
  storage.setItem(STORAGE_KEYS.refreshToken, answer.refreshToken);
  storage.setItem(STORAGE_KEYS.userData, JSON.stringify(answer.userData));
  storage.setItem(STORAGE_KEYS.userToken, answer.UserToken);
  authChanges.next();
}

/**
 * Replaces the stored user data (a fresh copy from GET /auth/me), keeping the tokens and the
 * browser's own `extras` (the demo shop's cart count, which the server does not know).
 */
export function saveUserData(userData: UserData): void {
  const storage = store();
  if (!storage) return;
  const extras = readUserData()?.extras ?? userData.extras;
  storage.setItem(STORAGE_KEYS.userData, JSON.stringify({ ...userData, extras }));
  authChanges.next();
}

/** Keeps the demo shop's cart count in the stored user data, where the shell's header shows it; nothing when signed out. */
export function saveCartCount(count: number): void {
  const userData = readUserData();
  const storage = store();
  if (!userData || !storage || userData.extras.eCommerceCartItemsCount === count) return;
  storage.setItem(STORAGE_KEYS.userData, JSON.stringify({ ...userData, extras: { eCommerceCartItemsCount: count } }));
  authChanges.next();
}

export function saveTokens(tokens: { token: string; refreshToken: string }): void {
  const storage = store();
  if (!storage) return;
  storage.setItem(STORAGE_KEYS.token, tokens.token);
  storage.setItem(STORAGE_KEYS.refreshToken, tokens.refreshToken);
  authChanges.next();
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isAbilityRule = (value: unknown): value is AbilityRule =>
  isRecord(value) && typeof value.action === 'string' && typeof value.subject === 'string';

/** The stored user data when it has the shape the API gives; anything else (corrupt, foreign) is null. */
export function parseUserData(raw: string | null): UserData | null {
  if (raw === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (
    !isRecord(value) ||
    !Number.isInteger(value.userID) ||
    typeof value.username !== 'string' ||
    !(ROLES as readonly unknown[]).includes(value.role) ||
    !(USERTYPES as readonly unknown[]).includes(value.usertype) ||
    typeof value.currency !== 'string' ||
    !Number.isInteger(value.count_login) ||
    typeof value.site !== 'string' ||
    !Array.isArray(value.ability) ||
    !value.ability.every(isAbilityRule)
  ) {
    return null;
  }
  // `extras` is a template leftover (a shop cart count): tolerated when missing. User data stored
  // before `selfExcludedUntil` existed reads as not excluded (its rules say so too).
  const cartCount = isRecord(value.extras) ? value.extras.eCommerceCartItemsCount : undefined;
  return {
    ...(value as unknown as UserData),
    selfExcludedUntil: typeof value.selfExcludedUntil === 'string' ? value.selfExcludedUntil : null,
    extras: { eCommerceCartItemsCount: typeof cartCount === 'number' ? cartCount : 0 },
  };
}

export function readUserData(): UserData | null {
  return parseUserData(read(STORAGE_KEYS.userData));
}

/** The raw stored user data (JSON text), for callers that cache by it. */
export function readUserDataRaw(): string | null {
  return read(STORAGE_KEYS.userData);
}

export function readToken(): string | null {
  return read(STORAGE_KEYS.token);
}

export function readRefreshToken(): string | null {
  return read(STORAGE_KEYS.refreshToken);
}

/**
 * Resolves with the stored refresh token once it is no longer `spent` (another tab stored a new
 * pair, or cleared the session: the storage event brings it here), or after `timeoutMs` as it is.
 */
export function refreshTokenOtherThan(spent: string, timeoutMs: number): Promise<string | null> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      globalThis.removeEventListener?.('storage', onStorage);
      resolve(readRefreshToken());
    };
    const onStorage = () => {
      if (readRefreshToken() !== spent) done();
    };
    const timer = setTimeout(done, timeoutMs);
    globalThis.addEventListener?.('storage', onStorage);
    onStorage();
  });
}

export function readUserToken(): string | null {
  return read(STORAGE_KEYS.userToken);
}

/** Removes the five session keys (token, refreshToken, userData, UserToken, BreakToken). */
export function clearAuth(): void {
  const storage = store();
  if (!storage) return;
  for (const key of Object.values(STORAGE_KEYS)) storage.removeItem(key);
  authChanges.next();
}

/** Clears all of localStorage (entering /login-next). */
export function clearAllStorage(): void {
  const storage = store();
  if (!storage) return;
  storage.clear();
  authChanges.next();
}

// Why the last session ended, as the API's error code (SESSION_REVOKED: a sign-in elsewhere;
// TOKEN_EXPIRED…: the refresh was refused), for the sign-in page to say. Kept in sessionStorage:
// it survives the reload or redirect that follows (which may come after the sign-in page has
// already rendered once), and stays with this tab; the sign-in page forgets it when left.
const SESSION_END_KEY = 'sessionEnd';

function tabStore(): Storage | undefined {
  try {
    return globalThis.sessionStorage ?? undefined;
  } catch {
    return undefined;
  }
}

export function noteSessionEnd(code: string): void {
  tabStore()?.setItem(SESSION_END_KEY, code);
}

export function readSessionEndNotice(): string | null {
  return tabStore()?.getItem(SESSION_END_KEY) ?? null;
}

export function forgetSessionEndNotice(): void {
  tabStore()?.removeItem(SESSION_END_KEY);
}
