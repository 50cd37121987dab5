// HTTP face of account creation in the back office: administrators create accounts of every role,
// operators every role but the staff ones, agents members under themselves.
import type { FastifyInstance } from 'fastify';
import { accountOf } from '../../plugins/auth.ts';
import { errorResponses } from '../../plugins/errors.ts';
import { thaiValidationErrors } from '../../plugins/validation.ts';
import { requireMemberHandler } from '../backoffice/scope.ts';
import type { ModuleContext } from '../context.ts';
import { idString } from '../ids.ts';
import { dateTime } from '../wallet/schemas.ts';
import { ROLES, USERTYPES } from './abilities.ts';
import { createAccountByStaff, type StaffAccountInput } from './accounts.ts';
import { ACCOUNT_LABELS, bankFields, newPasswordField, phoneField, usernameField } from './schemas.ts';

const createSchema = {
  summary: 'Create an account (administrators any role; operators members and agents; agents their own members)',
  description:
    'admin: any role, under any agent or none. agadmin: any role but admin and agadmin. master, agline: only ' +
    'member or seamless, always under themselves (another parentId answers 403). Members need acceptAge20: ' +
    'true (the staff member checked the age). The bank fields come all three or none; a member without them ' +
    'cannot withdraw yet. A parentId that is not an agent answers 404.',
  body: {
    type: 'object',
    required: ['username', 'password', 'role'],
    additionalProperties: false,
    properties: {
      username: usernameField,
      password: newPasswordField,
      role: { type: 'string', enum: [...ROLES] },
      parentId: { ...idString, description: 'the agent (usertype agent) the account belongs to' },
      phone: phoneField,
      ...bankFields,
      acceptAge20: { type: 'boolean', description: 'required true for member and seamless: the person is 20 or older' },
    },
  },
  response: {
    201: {
      type: 'object',
      required: ['id', 'username', 'role', 'usertype', 'parentId', 'createdAt'],
      additionalProperties: false,
      properties: {
        id: idString,
        username: { type: 'string', description: 'in lower case' },
        role: { type: 'string', enum: [...ROLES] },
        usertype: { type: 'string', enum: [...USERTYPES] },
        parentId: { anyOf: [idString, { type: 'null' }] },
        createdAt: dateTime,
      },
    },
    ...errorResponses(400, 401, 403, 404, 409),
  },
} as const;

const LABELS = {
  ...ACCOUNT_LABELS,
  role: 'ประเภทบัญชี',
  parentId: 'ตัวแทนต้นสังกัด',
} as const;

export function accountRoutes({ db, now }: ModuleContext) {
  return async (app: FastifyInstance) => {
    app.setSchemaErrorFormatter(thaiValidationErrors(LABELS));

    app.post(
      '/backoffice/accounts',
      { onRequest: [app.authenticate, requireMemberHandler], schema: createSchema },
      async (request, reply) => {
        const created = await createAccountByStaff(db, accountOf(request), request.body as StaffAccountInput, now());
        return reply.code(201).send({
          id: String(created.id),
          username: created.username,
          role: created.role,
          usertype: created.usertype,
          parentId: created.parent_id === null ? null : String(created.parent_id),
          createdAt: created.created_at.toISOString(),
        });
      },
    );
  };
}
