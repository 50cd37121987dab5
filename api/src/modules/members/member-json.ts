// Members over HTTP (docs/backoffice.md#api): the schemas of the back office's member routes, the
// Thai labels of their fields, and the JSON a member answers as (balance in baht, discount in
// percent, the bank account in full: handlers pay withdrawals into it).
import { idParams, idString } from '../../lib/ids.ts';
import { satangToBaht } from '../../lib/money.ts';
import { discountPercent, discountPercentQuery, percentOf } from '../../lib/percent.ts';
import { numberedPageAnswer, numberedPageProperties } from '../../lib/paging.ts';
import { bahtValue, dateTime, nullable } from '../../lib/schemas.ts';
import { errorResponses } from '../../plugins/errors.ts';
import { MEMBER_ROLES, MEMBER_STATUSES, type MemberAccountRow, USERNAME_SEARCH_LABEL, usernameSearchField } from '../auth/index.ts';
import { MEMBER_SORTS, type MemberWithMaxDiscount, SORT_ORDERS } from './members.ts';

const memberProperties = {
  id: idString,
  username: { type: 'string' },
  phone: nullable({ type: 'string' }),
  role: { type: 'string', enum: [...MEMBER_ROLES] },
  status: { type: 'string', enum: [...MEMBER_STATUSES], description: 'self_excluded while a self-exclusion is in force' },
  balance: { ...bahtValue, description: 'wallet balance, baht (withdrawal holds excluded)' },
  discount: { type: 'number', description: "the member's own discount on stakes, percent" },
  agent: nullable({
    type: 'object',
    required: ['id', 'username'],
    additionalProperties: false,
    properties: { id: idString, username: { type: 'string' } },
  }),
  bank: nullable({
    type: 'object',
    required: ['code', 'accountNo', 'accountName'],
    additionalProperties: false,
    description: 'the registered bank account withdrawals are paid into; null while incomplete',
    properties: { code: { type: 'string' }, accountNo: { type: 'string' }, accountName: { type: 'string' } },
  }),
  createdAt: dateTime,
  selfExcludedUntil: nullable({ ...dateTime, description: 'when the self-exclusion in force ends' }),
} as const;
const memberRequired = [
  'id',
  'username',
  'phone',
  'role',
  'status',
  'balance',
  'discount',
  'agent',
  'bank',
  'createdAt',
  'selfExcludedUntil',
] as const;

const memberObject = { type: 'object', required: memberRequired, additionalProperties: false, properties: memberProperties } as const;

const memberWithMaxDiscount = {
  type: 'object',
  required: [...memberRequired, 'maxDiscount'],
  additionalProperties: false,
  properties: {
    ...memberProperties,
    maxDiscount: {
      type: 'number',
      description:
        "the most discount this member may have, percent: the business's maximum, and at most the member's agent's own " +
        'discount when it has an agent (0 when the agent has none)',
    },
  },
} as const;

export const membersSchema = {
  summary: 'Members the caller reaches: search, filter, sort, numbered pages',
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: {
      q: { ...usernameSearchField, description: 'contained in the username (any letter case) or the phone' },
      agentId: { ...idString, description: "only this agent's members" },
      discountAbove: { ...discountPercentQuery, description: 'only the members whose own discount is above this, percent (e.g. the maximum discount)' },
      status: { type: 'string', enum: [...MEMBER_STATUSES] },
      sort: { type: 'string', enum: [...MEMBER_SORTS], description: 'default createdAt' },
      order: { type: 'string', enum: [...SORT_ORDERS], description: 'default desc' },
      ...numberedPageProperties,
    },
  },
  response: { 200: numberedPageAnswer(memberObject), ...errorResponses(400, 401, 403) },
} as const;

export const memberSchema = {
  summary: 'One member the caller reaches, with the most discount it may have',
  params: idParams,
  response: { 200: memberWithMaxDiscount, ...errorResponses(400, 401, 403, 404) },
} as const;

export const discountSchema = {
  summary: "Set a member's own discount on stakes (audited as member.discount)",
  description: "At most maxDiscount: the business's maximum and the member's agent's own discount (400 DISCOUNT_ABOVE_MAXIMUM naming it).",
  params: idParams,
  body: {
    type: 'object',
    required: ['discount'],
    additionalProperties: false,
    properties: { discount: discountPercent },
  },
  response: { 200: memberWithMaxDiscount, ...errorResponses(400, 401, 403, 404) },
} as const;

/** Thai names of the fields, for validation messages. */
export const MEMBER_LABELS = {
  q: USERNAME_SEARCH_LABEL,
  agentId: 'เลขที่ตัวแทน',
  discountAbove: 'ส่วนลดมากกว่า (ร้อยละ 0 ถึงน้อยกว่า 100 ทศนิยมไม่เกิน 2 ตำแหน่ง)',
  status: 'สถานะ (active หรือ self_excluded)',
  sort: 'เรียงตาม (username, balance หรือ createdAt)',
  order: 'ลำดับ (asc หรือ desc)',
  page: 'หน้า (ตั้งแต่ 1)',
  pageSize: 'จำนวนรายการต่อหน้า (1–100)',
  id: 'เลขที่สมาชิก',
  discount: 'ส่วนลด (ร้อยละ 0 ถึงน้อยกว่า 100 ทศนิยมไม่เกิน 2 ตำแหน่ง)',
} as const;

/** A member as the back office sees it. */
export function memberJson(row: MemberAccountRow, now: Date) {
  const excluded = row.selfExcludedUntil !== null && row.selfExcludedUntil > now;
  const { bankCode, bankAccountNo, bankAccountName } = row;
  return {
    id: String(row.id),
    username: row.username,
    phone: row.phone,
    role: row.role,
    status: excluded ? ('self_excluded' as const) : ('active' as const),
    balance: satangToBaht(row.balance),
    discount: percentOf(row.discountBp),
    agent: row.agentId === null || row.agentUsername === null ? null : { id: String(row.agentId), username: row.agentUsername },
    bank:
      bankCode === null || bankAccountNo === null || bankAccountName === null
        ? null
        : { code: bankCode, accountNo: bankAccountNo, accountName: bankAccountName },
    createdAt: row.createdAt.toISOString(),
    selfExcludedUntil: excluded ? (row.selfExcludedUntil?.toISOString() ?? null) : null,
  };
}

/** A member with the most discount it may have, for its own page. */
export const memberWithMaxDiscountJson = ({ member, maxDiscountBp }: MemberWithMaxDiscount, now: Date) => ({
  ...memberJson(member, now),
  maxDiscount: percentOf(maxDiscountBp),
});
