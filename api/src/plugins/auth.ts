// Authentication for routes: `app.authenticate` (an onRequest/preHandler hook) checks the Bearer
// access token and that its session is live and the account's current one (from the app's session
// cache, docs/security.md#sessions), then sets `request.account`. `requireAbility(action, subject)`
// runs after it for back-office routes: the account's ability, the same CASL rules the front end
// receives (docs/backoffice.md#rights); `requireRole(...)` for the member's own routes.
//
//   app.get('/x', { onRequest: [app.authenticate, requireAbility('manage', 'Payment')] }, (request) => {
//     const account = accountOf(request);
//   });
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AbilityRule, AuthenticatedAccount, Role } from '../modules/auth/index.ts';
import { ApiError } from './errors.ts';

export type AuthHook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Hook: requires a valid Bearer access token of a live, current session. */
    authenticate: AuthHook;
    /** The account of an access token, as `authenticate` checks it, or throws the 401 (the realtime socket's sign-in). */
    accountOfToken(token: string): Promise<AuthenticatedAccount>;
    /**
     * Calls `listener` with the accounts whose sessions ended or changed, on this instance or
     * another, as soon as this instance learns of it (the realtime socket's re-check); answers the
     * function that stops it.
     */
    onSessionsChanged(listener: (accountIds: readonly bigint[]) => void): () => void;
  }
  interface FastifyRequest {
    /** Set by `app.authenticate`; null on routes that do not use it. */
    account: AuthenticatedAccount | null;
  }
}

const unauthenticated = () => new ApiError(401, 'UNAUTHENTICATED', 'กรุณาเข้าสู่ระบบก่อนใช้งาน');

/**
 * Decorates the app (not encapsulated: call it on the root instance before registering routes).
 * `authenticate` answers the account of a token or throws the 401 (the auth module's);
 * `onSessionsChanged` is the session cache's drop listener.
 */
export function registerAuth(
  app: FastifyInstance,
  {
    authenticate,
    onSessionsChanged,
  }: {
    authenticate: (token: string) => Promise<AuthenticatedAccount>;
    onSessionsChanged: FastifyInstance['onSessionsChanged'];
  },
): void {
  app.decorateRequest('account', null);
  app.decorate('accountOfToken', authenticate);
  app.decorate('onSessionsChanged', onSessionsChanged);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = bearerTokenOf(request);
    if (!token) throw unauthenticated();
    request.account = await authenticate(token);
  });
}

/** The access token of a request's `Authorization: Bearer …` header, or undefined when it has none of that shape. */
export function bearerTokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return header === undefined ? undefined : /^Bearer ([A-Za-z0-9_.-]{1,2048})$/.exec(header)?.[1];
}

/** The authenticated account of a request that went through `app.authenticate`. */
export function accountOf(request: FastifyRequest): AuthenticatedAccount {
  if (!request.account) throw unauthenticated();
  return request.account;
}

const forbidden = (message = 'บัญชีของท่านไม่มีสิทธิ์ใช้งานส่วนนี้') => new ApiError(403, 'FORBIDDEN', message);

/** Hook, after `app.authenticate`: only these roles pass; others get 403. */
export function requireRole(...roles: Role[]): AuthHook {
  return async (request) => {
    if (!roles.includes(accountOf(request).role)) throw forbidden();
  };
}

/**
 * Hook, after `app.authenticate`: only accounts whose rules allow `action` on `subject` pass; others
 * get 403 FORBIDDEN, with `message` when the refusal deserves its own Thai words.
 */
export function requireAbility(action: AbilityRule['action'], subject: string, message?: string): AuthHook {
  return async (request) => {
    if (!accountOf(request).ability.can(action, subject)) throw forbidden(message);
  };
}
