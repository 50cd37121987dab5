// HTTP face of password reset by a one-time code: the back office issues a code for a member, and
// the member (not signed in) sets a new password with it.
import type { FastifyInstance } from 'fastify';
import { accountOf } from '../../plugins/auth.ts';
import { errorBody } from '../../plugins/errors.ts';
import { thaiValidationErrors } from '../../plugins/validation.ts';
import { agentScopeOf, requireMemberHandler } from '../backoffice/scope.ts';
import type { ModuleContext } from '../context.ts';
import { dateTime } from '../wallet/schemas.ts';
import { idString } from '../ids.ts';
import { issueResetCode, type PasswordResetInput, RESET_CODE_LENGTH, resetPassword } from './password-reset.ts';
import { CREDENTIAL_LABELS, newPasswordField, usernameField } from './schemas.ts';

const issueSchema = {
  summary: 'Issue a one-time password reset code for a member (30 minutes, single use; voids older codes)',
  description:
    'Administrators and operators for every member; agents (master, agline) only for their own members. ' +
    'Any other account, or an account that is not a member, answers 404.',
  params: { type: 'object', required: ['id'], additionalProperties: false, properties: { id: idString } },
  response: {
    201: {
      type: 'object',
      required: ['code', 'expiresAt'],
      additionalProperties: false,
      properties: {
        code: { type: 'string', description: `${RESET_CODE_LENGTH} of 2–9 and A–Z without I and O; give it to the member` },
        expiresAt: dateTime,
      },
    },
    400: errorBody,
    401: errorBody,
    403: errorBody,
    404: errorBody,
  },
} as const;

const resetSchema = {
  summary: 'Set a new password with a reset code; ends every session of the account',
  description:
    'A wrong, expired or used code and an unknown username all answer 400 INVALID_RESET_CODE; these count ' +
    'towards the login throttle (429 with Retry-After).',
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
  ...CREDENTIAL_LABELS,
  password: 'รหัสผ่านใหม่',
  code: `รหัสรีเซ็ต (${RESET_CODE_LENGTH} ตัวอักษร)`,
  id: 'เลขที่สมาชิก',
} as const;

export function passwordResetRoutes({ db, now }: ModuleContext) {
  return async (app: FastifyInstance) => {
    app.setSchemaErrorFormatter(thaiValidationErrors(LABELS));

    app.post(
      '/backoffice/members/:id/password-reset-code',
      { onRequest: [app.authenticate, requireMemberHandler], schema: issueSchema },
      async (request, reply) => {
        const caller = accountOf(request);
        const issued = await issueResetCode(db, {
          memberId: BigInt((request.params as { id: string }).id),
          issuedBy: caller.id,
          agentScope: agentScopeOf(caller),
          now: now(),
        });
        return reply.code(201).send({ code: issued.code, expiresAt: issued.expiresAt.toISOString() });
      },
    );

    app.post('/auth/password-reset', { schema: resetSchema }, async (request) => {
      await resetPassword(db, request.body as PasswordResetInput, { ip: request.ip, now: now() });
      return { status: true };
    });
  };
}
