// The examples both ends are tested with (examples.json; docs/architecture.md#parts), read with
// their codes checked: a bet type, limit kind or round status the rules do not know fails the file.
import { type BetType, isBetType } from './bet-types.ts';
import { ROUND_STATUSES, type RoundStatus } from './round-status.ts';

const { default: file } = await import('./examples.json', { with: { type: 'json' } });

function betType(code: string): BetType {
  if (!isBetType(code)) throw new Error(`examples.json: unknown bet type ${code}`);
  return code;
}

const LIMIT_KINDS = ['closed', 'reduced', 'cap'] as const;
function limitKind(kind: string): (typeof LIMIT_KINDS)[number] {
  const known = LIMIT_KINDS.find((each) => each === kind);
  if (!known) throw new Error(`examples.json: unknown limit kind ${kind}`);
  return known;
}

function roundStatus(status: string): RoundStatus {
  const known = ROUND_STATUSES.find((each) => each === status);
  if (!known) throw new Error(`examples.json: unknown round status ${status}`);
  return known;
}

type SlipInFile = (typeof file.priced)[number] | (typeof file.refused)[number];

/** A slip example's terms and items, with their codes read. */
const slip = (example: SlipInFile) => ({
  name: example.name,
  betTypes: example.betTypes.map((terms) => ({ ...terms, code: betType(terms.code) })),
  limits: example.limits.map((limit) => ({ ...limit, type: betType(limit.type), kind: limitKind(limit.kind) })),
  memberDiscount: example.memberDiscount,
  items: example.items.map((item) => ({ ...item, type: betType(item.type) })),
});

/** A slip's round terms as GET /api/lotto/rounds/:id answers them (baht, percent), the member's discount and its items (baht). */
export type SlipExample = ReturnType<typeof slip>;

/** Slips the API takes, with what each costs and pays (baht). */
export const pricedExamples = file.priced.map((example) => ({ ...slip(example), expected: example.expected }));

/** Slips the API refuses: its status and code, and the items (from 0) the bet screen blocks. */
export const refusedExamples = file.refused.map((example) => ({ ...slip(example), refused: example.refused }));

/** A round stored `stored` with its times, asked at `at`: its `status`, and the API's refusal of a slip then (null: taken). */
export const roundStatusExamples = file.roundStatus.map((example) => ({ ...example, stored: roundStatus(example.stored) }));
