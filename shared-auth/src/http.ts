// The one axios client (docs/architecture.md#session-bus): every request carries the stored Bearer
// token. A 401 holds the request while ONE refresh runs for every request failing meanwhile; a new
// token retries each held request once. A refused refresh ends the session (clear auth, reload).
// Refresh tokens are single-use, so the tabs of the browser take turns to refresh: a tab that
// waited uses the pair another tab stored meanwhile instead of spending a spent token again.
import axios, { type AxiosError, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import { apiErrorOf } from './api-error.ts';
import { withCrossTabLock } from './cross-tab-lock.ts';
import { clearAuth, noteSessionEnd, readRefreshToken, readToken, readUserData, refreshTokenOtherThan, saveTokens } from './storage.ts';

export interface HttpClientOptions {
  baseURL?: string;
  /** Called when the refresh is refused while user data exists (after clearing auth): reloads the page. */
  onSessionEnded?: () => void;
}

export const REFRESH_TOKEN_PATH = '/auth/refresh-token';
/** Calls whose 401 is an answer (wrong password, refused refresh), never a reason to refresh. */
const NO_REFRESH_PATHS = ['/auth/login', '/jwt/register', REFRESH_TOKEN_PATH];
/** The lock under which one tab of the browser at a time refreshes (lock names are per origin). */
const REFRESH_LOCK = 'tanghuay:refresh-token';
/** How long a tab that waited for the refresh lock watches for the pair the other tab stored. */
const STORAGE_SETTLE_MS = 500;

/** A request config marked once it has been retried after a refresh (axios keeps unknown keys on merge). */
type HeldConfig = InternalAxiosRequestConfig & { retriedAfterRefresh?: boolean };

interface RefreshAnswer {
  status?: unknown;
  token?: unknown;
  refreshToken?: unknown;
}

const bearer = (token: string) => `Bearer ${token}`;

function isNoRefreshCall(url: string | undefined): boolean {
  const path = (url ?? '').split(/[?#]/, 1)[0] ?? '';
  return NO_REFRESH_PATHS.some((noRefresh) => path === noRefresh || path.endsWith(noRefresh));
}

export function createHttpClient({
  baseURL = '/api',
  onSessionEnded = () => window.location.reload(),
}: HttpClientOptions = {}): AxiosInstance {
  const client = axios.create({ baseURL });
  // The refresh goes through its own instance: no Bearer header, no 401 handling of its own.
  const refresher = axios.create({ baseURL });
  let refreshing: Promise<string> | null = null;

  /** Ends the session where this page was signed in (user data stored), and rejects. */
  function endSession(signedIn: boolean, reason: string | undefined): never {
    if (signedIn) {
      clearAuth();
      if (reason) noteSessionEnd(reason);
      onSessionEnded();
    }
    throw new Error('The session could not be refreshed.');
  }

  /**
   * Spends the refresh token: saves the new pair and resolves with the token, or ends the session —
   * unless a newer session was stored while it was refused (a password change or a sign-in in this
   * tab or another of the browser, which ended the old session): that one is this page's too.
   */
  async function spend(refreshToken: string, reason: string | undefined): Promise<string> {
    const answer = await refresher
      .post<RefreshAnswer>(REFRESH_TOKEN_PATH, { refreshToken })
      .then((response) => response.data)
      .catch(() => null);
    if (answer?.status === true && typeof answer.token === 'string' && typeof answer.refreshToken === 'string') {
      saveTokens({ token: answer.token, refreshToken: answer.refreshToken });
      return answer.token;
    }
    const stored = readRefreshToken();
    const token = readToken();
    if (stored && stored !== refreshToken && token) return token;
    return endSession(readUserData() !== null, reason);
  }

  /**
   * Asks for a new token; resolves with it, or ends the session and rejects. `reason` is the
   * API's code of the 401 that asked for the refresh, kept for the sign-in page to explain.
   * The new pair is stored before the lock is let go, so the next tab in line finds it.
   */
  async function refresh(refreshToken: string, reason: string | undefined): Promise<string> {
    // Read before waiting: a refused refresh in another tab clears the user data with the tokens.
    const signedIn = readUserData() !== null;
    return withCrossTabLock(REFRESH_LOCK, async (waited) => {
      // After waiting for another tab, its new pair can reach this tab's storage a moment after the lock.
      const stored = waited ? await refreshTokenOtherThan(refreshToken, STORAGE_SETTLE_MS) : readRefreshToken();
      if (stored === refreshToken) return spend(refreshToken, reason);
      // Another tab refreshed while this one waited (the tabs share localStorage): its token is
      // this tab's too, and the refresh token this tab holds is spent.
      const token = readToken();
      if (stored && token) return token;
      // Another tab's refresh was refused, or the member signed out there: this page's session
      // is over as well, and ends as after its own refused refresh (sign-in page, with the reason).
      return endSession(signedIn, reason);
    });
  }

  /** One refresh at a time in this page: every request failing while it runs waits for the same answer. */
  function refreshOnce(refreshToken: string, reason: string | undefined): Promise<string> {
    refreshing ??= refresh(refreshToken, reason).finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  client.interceptors.request.use((config) => {
    const token = readToken();
    if (token) config.headers.set('Authorization', bearer(token));
    return config;
  });

  client.interceptors.response.use(undefined, async (error: unknown) => {
    if (!axios.isAxiosError(error)) throw error;
    const config = (error as AxiosError).config as HeldConfig | undefined;
    if (error.response?.status !== 401 || !config || config.retriedAfterRefresh || isNoRefreshCall(config.url)) {
      throw error;
    }
    const sentWith = config.headers.get('Authorization');
    const current = readToken();
    let token: string;
    if (current && sentWith !== bearer(current)) {
      // Sent before a refresh that has finished since: the stored token is already the new one.
      token = current;
    } else {
      const refreshToken = readRefreshToken();
      if (!refreshToken) throw error;
      try {
        token = await refreshOnce(refreshToken, apiErrorOf(error)?.code);
      } catch {
        throw error;
      }
    }
    config.retriedAfterRefresh = true;
    config.headers.set('Authorization', bearer(token));
    return client.request(config);
  });

  return client;
}

/** The shared client, base URL /api. */
export const http: AxiosInstance = createHttpClient();
