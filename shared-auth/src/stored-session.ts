// Where the session lives in localStorage, and guarded access to it. It depends on nothing, so the
// host's entry script can tell whether a session is stored before any shared library has loaded
// (host/src/app/start-up.ts); everything else reads and writes the session through storage.ts.
export const STORAGE_KEYS = {
  token: 'token',
  refreshToken: 'refreshToken',
  userData: 'userData',
  userToken: 'UserToken',
  breakToken: 'BreakToken',
} as const;

/** localStorage, or undefined where there is none or it is blocked (reading it can throw SecurityError). */
export function store(): Storage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}

export const read = (key: string): string | null => store()?.getItem(key) ?? null;

/** Whether an access token is stored: a page load expects a signed-in session. */
export const hasStoredToken = (): boolean => read(STORAGE_KEYS.token) !== null;
