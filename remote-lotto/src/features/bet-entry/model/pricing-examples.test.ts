// The example slips of pricing-examples.json priced by the model. The API prices the same slips in
// api/src/modules/lotto/slips/pricing-examples.test.ts: both must answer `expected`, so the bet screen
// shows what the server charges and pays.
import type { LimitItem } from '@tanghuay/shared-auth';
import { type BetType, isBetType } from './bet-types.ts';
import { bahtToSatang, satangToBaht } from './money.ts';
import { isBlocking, summarize } from './pricing.ts';

const { default: examples } = await import('./pricing-examples.json', { with: { type: 'json' } });

/** A code of the file as a bet type: the file names only those the API knows. */
function betType(code: string): BetType {
  if (!isBetType(code)) throw new Error(`pricing-examples.json: unknown bet type ${code}`);
  return code;
}

const LIMIT_KINDS = ['closed', 'reduced', 'cap'] as const;
function limitKind(kind: string): LimitItem['kind'] {
  const known = LIMIT_KINDS.find((each) => each === kind);
  if (!known) throw new Error(`pricing-examples.json: unknown limit kind ${kind}`);
  return known;
}

/** The examples, their codes read as the model's types (an unknown one fails the file). */
const pricingExamples = examples.map((example) => ({
  ...example,
  betTypes: example.betTypes.map((terms) => ({ ...terms, code: betType(terms.code) })),
  limits: example.limits.map((limit) => ({ ...limit, kind: limitKind(limit.kind) })),
  items: example.items.map((item) => ({ ...item, type: betType(item.type) })),
}));

describe('pricing examples (the contract with the API)', () => {
  it('has the examples, each item with its expected figures', () => {
    expect(pricingExamples.length).toBeGreaterThanOrEqual(6);
    for (const example of pricingExamples) expect(example.expected.items).toHaveLength(example.items.length);
  });

  it.each(pricingExamples.map((example) => [example.name, example] as const))('%s', (_name, example) => {
    const items = example.items.map(({ type, number, amount }, i) => ({ id: String(i), type, number, stake: bahtToSatang(amount) }));
    const summary = summarize(items, { betTypes: example.betTypes, limits: example.limits }, example.memberDiscount);
    expect(summary.items.filter((item) => item.problems.some(isBlocking))).toEqual([]);
    expect(summary.blocked).toBe(false);
    expect({
      stake: satangToBaht(summary.stake),
      discount: satangToBaht(summary.discount),
      charged: satangToBaht(summary.charged),
      potentialWin: satangToBaht(summary.potentialWin),
      items: summary.items.map((item) => ({
        discount: satangToBaht(item.discount),
        charged: satangToBaht(item.charged),
        winAmount: satangToBaht(item.winAmount),
      })),
    }).toEqual(example.expected);
  });
});
