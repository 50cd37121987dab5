// Slips as they cross the API: baht amounts, a rate as "pays × n", and the schemas of each shape
// (one slip with its items; a slip in a list; the back office's, which name the member).
import { satangToBaht } from '../../../lib/money.ts';
import { bahtValue, dateTime, nullable } from '../../../lib/schemas.ts';
import { idString } from '../../../lib/ids.ts';
import { type CancelWindow, cancelDeadline } from './cancel-window.ts';
import { SLIP_STATUSES, type SlipHead, type SlipItem } from './reads.ts';
import { pageAnswer, pageQuery } from '../../../lib/paging.ts';
import { betTypeCode, fromHundredths } from '../catalog/bet-type-json.ts';
import { roundStatusAt } from '../rounds/round-status.ts';

/** Words for a member or an operator: not blank, no control characters. */
export const plainText = { type: 'string', minLength: 1, maxLength: 200, pattern: '^[^\\p{Cc}]*[^\\p{Cc}\\s][^\\p{Cc}]*$' } as const;

const bangkokDay = { type: 'string', pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$', description: 'YYYY-MM-DD, a Bangkok calendar day' } as const;

/** Query of a slip list: paging, the round, the status and the Bangkok days it was placed on (both included). */
export const slipListQuery = {
  ...pageQuery,
  properties: {
    ...pageQuery.properties,
    roundId: idString,
    status: { type: 'string', enum: [...SLIP_STATUSES] },
    from: bangkokDay,
    to: bangkokDay,
  },
} as const;

const itemSchema = {
  type: 'object',
  required: ['id', 'type', 'number', 'amount', 'rate', 'payPercent', 'discount', 'charged', 'winAmount', 'status', 'payout'],
  additionalProperties: false,
  properties: {
    id: idString,
    type: betTypeCode,
    number: { type: 'string', pattern: '^[0-9]{1,3}$' },
    amount: { ...bahtValue, description: 'the stake, baht' },
    rate: { type: 'number', description: 'pays × this on the stake, locked when placed (e.g. 900 or 3.2)' },
    payPercent: { type: 'integer', minimum: 1, maximum: 100, description: 'percent of the rate paid: 100, or a reduced number’s' },
    discount: { ...bahtValue, description: 'off the stake' },
    charged: { ...bahtValue, description: 'amount − discount' },
    winAmount: { ...bahtValue, description: 'paid if it wins: amount × rate × payPercent %' },
    status: { type: 'string', enum: ['pending', 'won', 'lost', 'cancelled'] },
    payout: bahtValue,
  },
} as const;

const headProperties = {
  id: idString,
  roundId: idString,
  lottoName: { type: 'string' },
  closeDate: { type: 'string', format: 'date', description: 'the draw date (Bangkok)' },
  status: { type: 'string', enum: [...SLIP_STATUSES] },
  createdAt: dateTime,
  cancelledAt: nullable(dateTime),
  cancelUntil: { ...nullable(dateTime), description: 'while the member may still cancel it: until this instant; otherwise null' },
  stake: { ...bahtValue, description: 'the items’ amounts added up' },
  discount: bahtValue,
  charged: { ...bahtValue, description: 'what the wallet paid: stake − discount' },
  potentialWin: { ...bahtValue, description: 'the most the slip can pay on any one result (each part of the result at its best value), not the items’ wins added up; 0 when cancelled' },
  payout: { ...bahtValue, description: 'paid so far on winning items' },
  note: nullable({ type: 'string' }),
} as const;
const headRequired = Object.keys(headProperties) as (keyof typeof headProperties)[];

const member = {
  type: 'object',
  required: ['id', 'username'],
  additionalProperties: false,
  properties: { id: idString, username: { type: 'string' } },
} as const;

const slipObject = <P extends object>(properties: P) =>
  ({
    type: 'object',
    required: [...headRequired, ...(Object.keys(properties) as (keyof P)[])],
    additionalProperties: false,
    properties: { ...headProperties, ...properties },
  }) as const;

const items = { type: 'array', items: itemSchema } as const;
const itemCount = { type: 'integer', minimum: 1 } as const;

export const slipSchema = slipObject({ items });
export const backofficeSlipSchema = slipObject({ member, items });

/** Pages of slips (without their items). */
export const slipPageAnswer = pageAnswer(slipObject({ itemCount }));
export const backofficeSlipPageAnswer = pageAnswer(slipObject({ member, itemCount }));

export interface Clock {
  window: CancelWindow;
  now: Date;
}

/** While the member may cancel the slip now: the instant they may until; otherwise null. */
function cancelUntil(slip: SlipHead, { window, now }: Clock): string | null {
  if (slip.status !== 'pending') return null;
  if (roundStatusAt({ status: slip.round_status, opens_at: slip.opens_at, closes_at: slip.closes_at }, now) !== 'open') return null;
  const deadline = cancelDeadline(window, slip.created_at, slip.closes_at);
  return now < deadline ? deadline.toISOString() : null;
}

const headJson = (slip: SlipHead, clock: Clock) => ({
  id: String(slip.id),
  roundId: String(slip.round_id),
  lottoName: slip.lotto_name,
  closeDate: slip.draw_date,
  status: slip.status,
  createdAt: slip.created_at.toISOString(),
  cancelledAt: slip.cancelled_at?.toISOString() ?? null,
  cancelUntil: cancelUntil(slip, clock),
  stake: satangToBaht(slip.stake),
  discount: satangToBaht(slip.discount),
  charged: satangToBaht(slip.charged),
  potentialWin: satangToBaht(slip.potential_win),
  payout: satangToBaht(slip.payout),
  note: slip.note,
});

const itemJson = (item: SlipItem) => ({
  id: String(item.id),
  type: item.bet_type,
  number: item.number,
  amount: satangToBaht(item.stake),
  rate: fromHundredths(item.rate),
  payPercent: item.pay_percent,
  discount: satangToBaht(item.stake - item.charged),
  charged: satangToBaht(item.charged),
  winAmount: satangToBaht(item.win_amount),
  status: item.status,
  payout: satangToBaht(item.payout),
});

const memberJson = (slip: SlipHead) => ({ member: { id: String(slip.account_id), username: slip.username } });

export const slipJson = (slip: SlipHead, slipItems: SlipItem[], clock: Clock) => ({
  ...headJson(slip, clock),
  items: slipItems.map(itemJson),
});

export const slipListItemJson = (slip: SlipHead, clock: Clock) => ({ ...headJson(slip, clock), itemCount: slip.item_count });

export const backofficeSlipJson = (slip: SlipHead, slipItems: SlipItem[], clock: Clock) => ({
  ...slipJson(slip, slipItems, clock),
  ...memberJson(slip),
});

export const backofficeSlipListItemJson = (slip: SlipHead, clock: Clock) => ({
  ...slipListItemJson(slip, clock),
  ...memberJson(slip),
});
