// Accounts made and reset codes issued by staff, as they cross the API (docs/domain.md#accounts-and-roles):
// the body and answer of POST /backoffice/accounts and POST /backoffice/members/:id/password-reset-code.
import { errorBody, errorResponses } from '../../plugins/errors.ts';
import { idParams, idString } from '../../lib/ids.ts';
import { dateTime } from '../../lib/schemas.ts';
import { ACCOUNT_LABELS, bankFields, newPasswordField, phoneField, RESET_CODE_LENGTH, ROLES, usernameField, USERTYPES } from '../auth/index.ts';

export const createAccountSchema = {
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

export const issueResetCodeSchema = {
  summary: 'Issue a one-time password reset code for a member (30 minutes, single use; voids older codes)',
  description:
    'Administrators and operators for every member; agents (master, agline) only for their own members. ' +
    'Any other account, or an account that is not a member, answers 404.',
  params: idParams,
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

/** Thai names of the fields, for validation messages. */
export const ACCOUNT_WRITE_LABELS = {
  ...ACCOUNT_LABELS,
  role: 'ประเภทบัญชี',
  parentId: 'ตัวแทนต้นสังกัด',
} as const;
