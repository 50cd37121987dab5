// HTTP face of the auth module (docs/domain.md#accounts-and-roles, docs/security.md#sessions):
// registration, login, token refresh, logout, the caller's user data, password change and reset
// by a one-time code (the back office creates accounts and issues codes: modules/members). A
// registration or login also answers with the browser's device cookie (device.ts), which the
// throttle reads on these routes (it is sent to /api/auth only).
import fastifyCookie from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { accountOf } from '../../plugins/auth.ts';
import { errorBody } from '../../plugins/errors.ts';
import { thaiValidationErrors } from '../../plugins/validation.ts';
import type { RouteContext, Routes } from '../../lib/route-context.ts';
import { dateTime } from '../../lib/schemas.ts';
import { ROLES, USERTYPES } from './abilities.ts';
import { register } from './accounts.ts';
import { DEVICE_COOKIE, DEVICE_COOKIE_PATH, deviceTokenAfterLogin, type Sender } from './device.ts';
import { changePassword, login, logout } from './login.ts';
import { RESET_CODE_LENGTH, resetPassword } from './password-reset.ts';
import { refresh } from './refresh.ts';
import { ACCOUNT_LABELS, bankFields, CREDENTIAL_LABELS, newPasswordField, phoneField, usernameField } from './schemas.ts';
import { accountUserData } from './sessions.ts';

const userData = {
  type: 'object',
  required: ['userID', 'username', 'role', 'usertype', 'currency', 'count_login', 'site', 'ability', 'selfExcludedUntil', 'extras'],
  additionalProperties: false,
  properties: {
    userID: { type: 'integer' },
    username: { type: 'string' },
    role: { type: 'string', enum: [...ROLES] },
    usertype: { type: 'string', enum: [...USERTYPES] },
    currency: { type: 'string', enum: ['THB'] },
    count_login: { type: 'integer', description: 'number of logins; a newer login ends older sessions' },
    site: { type: 'string', description: 'where to send the user on a forced logout' },
    ability: {
      type: 'array',
      description: "CASL rules: the role's, or a self-excluded member's (read Account and read Auth only)",
      items: {
        type: 'object',
        required: ['action', 'subject'],
        additionalProperties: false,
        properties: { action: { type: 'string', enum: ['read', 'manage'] }, subject: { type: 'string' } },
      },
    },
    selfExcludedUntil: {
      ...dateTime,
      nullable: true,
      description:
        "when the member's self-exclusion ends; null: none in force. Until then the session is restricted to the " +
        "member's own history, slips, win/lose, withdrawals and password",
    },
    extras: {
      type: 'object',
      required: ['eCommerceCartItemsCount'],
      additionalProperties: false,
      properties: { eCommerceCartItemsCount: { type: 'integer' } },
    },
  },
} as const;

const loginAnswer = {
  type: 'object',
  required: ['status', 'token', 'refreshToken', 'userData', 'UserToken'],
  additionalProperties: false,
  properties: {
    status: { type: 'boolean', enum: [true] },
    token: { type: 'string', description: 'access token (JWT, 15 minutes)' },
    refreshToken: { type: 'string', description: 'single-use; each refresh returns the next one' },
    userData,
    UserToken: { type: 'string', description: 'per-session token for GET /seamless/wallet/show' },
  },
} as const;

const registerSchema = {
  body: {
    type: 'object',
    required: ['username', 'password', 'phone', 'bankCode', 'bankAccountNo', 'bankAccountName', 'acceptAge20'],
    additionalProperties: false,
    properties: {
      username: usernameField,
      password: newPasswordField,
      phone: phoneField,
      ...bankFields,
      acceptAge20: { type: 'boolean', description: 'must be true: the member declares being 20 or older' },
    },
  },
  response: { 201: loginAnswer, 400: errorBody, 409: errorBody, 429: errorBody },
} as const;

const THROTTLE_DESCRIPTION =
  'Failures count towards the login throttle (429 TOO_MANY_ATTEMPTS with Retry-After): a browser with the device ' +
  `cookie ${DEVICE_COOKIE} for the username, set by a login, is judged by its own failures alone; any other client by ` +
  'its address and the username (docs/security.md#limits).';

const loginSchema = {
  summary: 'Sign in; ends every older session of the account and sets the device cookie',
  description: THROTTLE_DESCRIPTION,
  body: {
    type: 'object',
    required: ['username', 'password'],
    additionalProperties: false,
    properties: { username: usernameField, password: { type: 'string', minLength: 1, maxLength: 128 } },
  },
  response: { 200: loginAnswer, 400: errorBody, 401: errorBody, 429: errorBody },
} as const;

const refreshSchema = {
  body: {
    type: 'object',
    required: ['refreshToken'],
    additionalProperties: false,
    properties: { refreshToken: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,200}$' } },
  },
  response: {
    200: {
      type: 'object',
      description: 'status:false (HTTP 200) when the refresh token is unknown, expired, already used or its session ended',
      required: ['status'],
      additionalProperties: false,
      properties: { status: { type: 'boolean' }, token: { type: 'string' }, refreshToken: { type: 'string' } },
    },
    400: errorBody,
  },
} as const;

const logoutSchema = {
  response: { 204: { type: 'null', description: 'the session is ended' }, 401: errorBody },
} as const;

const meSchema = { response: { 200: userData, 401: errorBody } } as const;

const changePasswordSchema = {
  summary: "Change the caller's password; ends every session of the account and answers a new one for this browser",
  description: `A wrong current password answers 403 WRONG_PASSWORD, a self-excluded account 403 SELF_EXCLUDED. ${THROTTLE_DESCRIPTION}`,
  body: {
    type: 'object',
    required: ['currentPassword', 'newPassword'],
    additionalProperties: false,
    properties: {
      currentPassword: { type: 'string', minLength: 1, maxLength: 128 },
      newPassword: newPasswordField,
    },
  },
  response: {
    200: loginAnswer,
    400: errorBody,
    401: errorBody,
    403: errorBody,
    429: errorBody,
  },
} as const;

const resetSchema = {
  summary: 'Set a new password with a reset code; ends every session of the account',
  description:
    `A wrong, expired or used code and an unknown username all answer 400 INVALID_RESET_CODE. ${THROTTLE_DESCRIPTION}`,
  body: {
    type: 'object',
    required: ['username', 'code', 'password'],
    additionalProperties: false,
    properties: {
      username: usernameField,
      code: { type: 'string', pattern: `^[A-Za-z0-9]{${RESET_CODE_LENGTH}}$`, description: 'the code from the back office; any letter case' },
      password: newPasswordField,
    },
  },
  response: {
    200: {
      type: 'object',
      required: ['status'],
      additionalProperties: false,
      properties: { status: { type: 'boolean', enum: [true] } },
    },
    400: errorBody,
    429: errorBody,
  },
} as const;

const LABELS = {
  ...ACCOUNT_LABELS,
  refreshToken: 'refreshToken',
  currentPassword: 'รหัสผ่านปัจจุบัน',
  newPassword: 'รหัสผ่านใหม่',
  code: `รหัสรีเซ็ต (${RESET_CODE_LENGTH} ตัวอักษร)`,
} as const;

/** POST /auth/password-reset: its `password` is the new one. */
const RESET_LABELS = { ...CREDENTIAL_LABELS, password: 'รหัสผ่านใหม่', code: LABELS.code } as const;

/** Who sent the request, for the login throttle: its address and its device cookie. */
const senderOf = (request: FastifyRequest): Sender => ({ ip: request.ip, deviceToken: request.cookies[DEVICE_COOKIE] });

export function authRoutes({ db, now, settings }: RouteContext): Routes {
  const auth = settings.auth;
  if (auth.accessTokenTtlSeconds > 15 * 60) throw new Error('access tokens live at most 15 minutes');

  /** Gives the browser that signed in as `username` its device cookie (renewed at each login). */
  const keepDevice = (request: FastifyRequest, reply: FastifyReply, username: string, at: Date) =>
    reply.setCookie(DEVICE_COOKIE, deviceTokenAfterLogin(auth, username, senderOf(request), at), {
      path: DEVICE_COOKIE_PATH,
      httpOnly: true,
      sameSite: 'strict',
      // Secure when the request came over HTTPS, directly or per a trusted proxy (TRUST_PROXY).
      secure: 'auto',
      maxAge: auth.loginThrottle.deviceMaxAgeSeconds,
    });

  return async (app) => {
    app.setSchemaErrorFormatter(thaiValidationErrors(LABELS));
    // Parses the Cookie header of these routes, and writes Set-Cookie.
    await app.register(fastifyCookie);

    app.post('/jwt/register', { schema: registerSchema }, async (request, reply) => {
      const at = now();
      const answer = await register(db, auth, at, request.body, request.ip);
      keepDevice(request, reply, answer.userData.username, at);
      return reply.code(201).send(answer);
    });

    app.post('/auth/login', { schema: loginSchema }, async (request, reply) => {
      const answer = await login(db, auth, now, request.body, senderOf(request));
      keepDevice(request, reply, answer.userData.username, now());
      return answer;
    });

    app.post('/auth/refresh-token', { schema: refreshSchema }, async (request) => refresh(db, auth, now(), request.body.refreshToken));

    app.post('/auth/logout', { schema: logoutSchema, onRequest: app.authenticate }, async (request, reply) => {
      await logout(db, accountOf(request).sessionId, now());
      return reply.code(204).send(null);
    });

    app.post('/auth/change-password', { schema: changePasswordSchema, onRequest: app.authenticate }, async (request) =>
      changePassword(db, auth, now, accountOf(request), request.body, senderOf(request)),
    );

    app.get('/auth/me', { schema: meSchema, onRequest: app.authenticate }, async (request) => accountUserData(db, accountOf(request).id, now()));

    app.post(
      '/auth/password-reset',
      { schema: resetSchema, schemaErrorFormatter: thaiValidationErrors(RESET_LABELS) },
      async (request) => {
        await resetPassword(db, auth, request.body, { sender: senderOf(request), now: now() });
        return { status: true as const };
      },
    );
  };
}
