// The contract between the bet screen and the server: the example slips the screen's pricing is
// tested with (remote-lotto/src/features/bet-entry/model/pricing-examples.json) placed through
// POST /api/lotto/slips must be answered with the same figures. Each example gets a round of the
// government lottery (the one with every bet type) offering exactly its bet types on its terms,
// with its limit items, and a member with its discount and enough money.
import { useTestApp } from '../../../testing/test-app.ts';
import { expectCleanBooks, memberBalances } from '../../../testing/ledger.ts';
import { bahtToSatang } from '../../../lib/money.ts';
import { type BetType, isBetType } from '../catalog/bet-types.ts';
import { insertRound } from '../results/testing.ts';
import type { LimitKind } from '../tables.ts';
import { fundedMember, insertTestLimits, postSlip, type SlipAnswer } from '../testing.ts';

const { default: examples } = await import('../../../../../remote-lotto/src/features/bet-entry/model/pricing-examples.json', {
  with: { type: 'json' },
});

const clock = new Date('2026-12-16T03:00:00Z'); // 10:00 in Bangkok
const ctx = useTestApp({ now: () => clock });

const LOTTO = 'thai-gov';
const HOUR = 3_600_000;

function betType(code: string): BetType {
  if (!isBetType(code)) throw new Error(`pricing-examples.json: unknown bet type ${code}`);
  return code;
}

const LIMIT_KINDS: readonly LimitKind[] = ['closed', 'reduced', 'cap'];
function limitKind(kind: string): LimitKind {
  const known = LIMIT_KINDS.find((each) => each === kind);
  if (!known) throw new Error(`pricing-examples.json: unknown limit kind ${kind}`);
  return known;
}

/** A rate (× 3.2), a percent (1.5) or baht with at most 2 decimals, in hundredths. */
const hundredths = (value: number): number => Number(bahtToSatang(value));

type Example = (typeof examples)[number];

/** The lottery offers the example's bet types only, on its terms. */
async function setBetTypes(example: Example): Promise<void> {
  await ctx.db.updateTable('lotto_bet_type').set({ enabled: false }).where('lotto_code', '=', LOTTO).execute();
  for (const terms of example.betTypes) {
    await ctx.db
      .updateTable('lotto_bet_type')
      .set({
        rate: hundredths(terms.rate),
        min_stake: bahtToSatang(terms.min),
        max_stake: bahtToSatang(terms.max),
        discount_bp: hundredths(terms.discount),
        enabled: true,
      })
      .where('lotto_code', '=', LOTTO)
      .where('bet_type', '=', betType(terms.code))
      .execute();
  }
}

describe('the pricing examples placed through POST /api/lotto/slips', () => {
  it.each(examples.map((example, i) => [example.name, example, i] as const))('%s', async (_name, example, i) => {
    await setBetTypes(example);
    const round = await insertRound(ctx.db, LOTTO, { opensAt: new Date(clock.getTime() - HOUR), closesAt: new Date(clock.getTime() + (i + 1) * HOUR) });
    const limitItems = example.limits.map(({ type, number, kind, value }) => ({
      type: betType(type),
      number,
      kind: limitKind(kind),
      value: value === null ? null : kind === 'cap' ? bahtToSatang(value) : BigInt(value),
    }));
    if (limitItems.length > 0) await insertTestLimits(ctx.db, round, limitItems);
    const funds = bahtToSatang(example.expected.charged) + 100_000n;
    const member = await fundedMember(ctx, funds);
    await ctx.db.updateTable('account').set({ discount_bp: hundredths(example.memberDiscount) }).where('id', '=', member.id).execute();

    // The terms are the API's answer about the round, as the example says.
    const terms = await ctx.app.inject({ method: 'GET', url: `/api/lotto/rounds/${round}`, headers: member.headers });
    const { betTypes, limits } = terms.json<{ betTypes: unknown; limits: unknown }>();
    expect({ betTypes, limits }).toEqual({ betTypes: example.betTypes, limits: example.limits });

    const response = await postSlip(ctx, member, { roundId: String(round), items: example.items });
    expect({ status: response.statusCode, body: response.json<unknown>() }).toMatchObject({ status: 201 });
    const slip = response.json<SlipAnswer>();
    expect(slip.items.map(({ type, number, amount }) => ({ type, number, amount }))).toEqual(example.items);
    expect({
      stake: slip.stake,
      discount: slip.discount,
      charged: slip.charged,
      potentialWin: slip.potentialWin,
      items: slip.items.map(({ discount, charged, winAmount }) => ({ discount, charged, winAmount })),
    }).toEqual(example.expected);
    expect(await memberBalances(ctx.db, member.id)).toEqual({ wallet: funds - bahtToSatang(example.expected.charged), hold: 0n });
    await expectCleanBooks(ctx.db);
  });
});
