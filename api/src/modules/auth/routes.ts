// HTTP face of the auth module (DESIGN §6): register, login, refresh-token, logout, me.
import type { FastifyInstance } from 'fastify';
import { errorBody } from '../../plugins/errors.ts';
import { thaiValidationErrors } from '../../plugins/validation.ts';
import { accountOf } from '../../plugins/auth.ts';
import { ROLES, USERTYPES } from './abilities.ts';
import { ACCOUNT_LABELS, bankFields, newPasswordField, phoneField, usernameField } from './schemas.ts';
import { type AuthService, type RegisterInput } from './service.ts';

const userData = {
  type: 'object',
  required: ['userID', 'username', 'role', 'usertype', 'currency', 'count_login', 'site', 'ability', 'extras'],
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
      description: 'CASL rules',
      items: {
        type: 'object',
        required: ['action', 'subject'],
        additionalProperties: false,
        properties: { action: { type: 'string' }, subject: { type: 'string' } },
      },
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

const loginSchema = {
  body: {
    type: 'object',
    required: ['username', 'password'],
    additionalProperties: false,
    properties: { username: usernameField, password: { type: 'string', minLength: 1, maxLength: 128 } },
  },
  response: { 200: loginAnswer, 400: errorBody, 401: errorBody, 403: errorBody, 429: errorBody },
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
    204: { type: 'null', description: 'changed' },
    400: errorBody,
    401: errorBody,
    403: errorBody,
    429: errorBody,
  },
} as const;

const FIELD_LABELS = {
  ...ACCOUNT_LABELS,
  refreshToken: 'refreshToken',
  currentPassword: 'รหัสผ่านปัจจุบัน',
  newPassword: 'รหัสผ่านใหม่',
} as const;

export function authRoutes(auth: AuthService) {
  return async (app: FastifyInstance) => {
    app.setSchemaErrorFormatter(thaiValidationErrors(FIELD_LABELS));

    app.post('/jwt/register', { schema: registerSchema }, async (request, reply) => {
      const answer = await auth.register(request.body as RegisterInput, request.ip);
      return reply.code(201).send(answer);
    });

    app.post('/auth/login', { schema: loginSchema }, async (request) =>
      auth.login(request.body as { username: string; password: string }, request.ip),
    );

    app.post('/auth/refresh-token', { schema: refreshSchema }, async (request) =>
      auth.refresh((request.body as { refreshToken: string }).refreshToken),
    );

    app.post('/auth/logout', { schema: logoutSchema, onRequest: app.authenticate }, async (request, reply) => {
      await auth.logout(accountOf(request).sessionId);
      return reply.code(204).send();
    });

    app.post(
      '/auth/change-password',
      { schema: changePasswordSchema, onRequest: app.authenticate },
      async (request, reply) => {
        await auth.changePassword(
          accountOf(request),
          request.body as { currentPassword: string; newPassword: string },
          request.ip,
        );
        return reply.code(204).send();
      },
    );

    app.get('/auth/me', { schema: meSchema, onRequest: app.authenticate }, async (request) =>
      auth.userData(accountOf(request).id),
    );
  };
}
