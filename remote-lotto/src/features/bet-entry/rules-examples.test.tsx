// The examples of @tanghuay/lottery-rules (examples.json) as the bet screen sees them. The API
// answers the same examples in api/src/modules/lotto/slips/rules-examples.test.ts: a priced slip
// must cost and pay what the server charges and pays, a refused slip must be blocked on the items
// and for the reason (the API's code) the server refuses it for, and the round's status the
// screen shows at an instant must be the status the database gives it then.
import { jest } from '@jest/globals';
import { pricedExamples, refusedExamples, roundStatusExamples, type SlipExample } from '@tanghuay/lottery-rules/examples';
import { act, renderHook } from '@testing-library/react';
import { createQueryClient, RemoteQueries } from '../../lib/query-client.tsx';
import { fakeApi } from '../../testing/fake-api.ts';
import { useBetRound } from './hooks/use-bet-round.ts';
import { toBaht, toSatang } from './model/money.ts';
import { isBlocking, type ItemProblem, summarize } from './model/pricing.ts';

/** The example's slip as the screen would summarize it. */
function summarized({ betTypes, limits, items, memberDiscount }: SlipExample) {
  const draft = items.map(({ type, number, amount }, i) => ({ id: String(i), type, number, stake: toSatang(amount) }));
  return summarize(draft, { betTypes, limits }, memberDiscount);
}

/** The API's code for each problem the screen blocks a slip for. */
const API_CODES: Record<Exclude<ItemProblem['kind'], 'reduced' | 'capped'>, string> = {
  not_offered: 'BET_TYPE_NOT_OFFERED',
  invalid: 'INVALID_NUMBER',
  closed: 'NUMBER_CLOSED',
  below_min: 'STAKE_BELOW_MIN',
  above_max: 'STAKE_ABOVE_MAX',
};
const apiCode = (problem: ItemProblem): string | null => (isBlocking(problem) ? API_CODES[problem.kind as keyof typeof API_CODES] : null);

describe('the priced examples (the contract with the API)', () => {
  it('has the examples, each item with its expected figures', () => {
    expect(pricedExamples.length).toBeGreaterThanOrEqual(6);
    for (const example of pricedExamples) expect(example.expected.items).toHaveLength(example.items.length);
  });

  it.each(pricedExamples.map((example) => [example.name, example] as const))('%s', (_name, example) => {
    const summary = summarized(example);
    expect(summary.items.filter((item) => item.problems.some(isBlocking))).toEqual([]);
    expect(summary.blocked).toBe(false);
    expect({
      stake: toBaht(summary.stake),
      discount: toBaht(summary.discount),
      charged: toBaht(summary.charged),
      potentialWin: toBaht(summary.potentialWin),
      items: summary.items.map((item) => ({
        discount: toBaht(item.discount),
        charged: toBaht(item.charged),
        winAmount: toBaht(item.winAmount),
      })),
    }).toEqual(example.expected);
  });
});

describe('the refused examples: blocked on the same items, for the API’s reason', () => {
  it.each(refusedExamples.map((example) => [example.name, example] as const))('%s', (_name, example) => {
    const summary = summarized(example);
    expect(summary.blocked).toBe(true);
    const blocked = summary.items.flatMap((item, i) => (item.problems.some(isBlocking) ? [i] : []));
    const codes = new Set(summary.items.flatMap((item) => item.problems.map(apiCode).filter((code) => code !== null)));
    expect({ items: blocked, codes: [...codes] }).toEqual({ items: example.refused.items, codes: [example.refused.code] });
  });
});

describe('the round status examples, as the bet screen follows the server’s clock', () => {
  let api: ReturnType<typeof fakeApi>;
  beforeEach(() => {
    api = fakeApi();
  });
  afterEach(() => {
    api.restore();
    jest.useRealTimers();
  });

  it.each(roundStatusExamples.map((example) => [example.name, example] as const))('%s', async (_name, example) => {
    // The device's clock is a minute behind the server's: the screen goes by the server's.
    const serverNow = Date.parse(example.at);
    jest.useFakeTimers({ now: serverNow - 60_000, doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    api.on('GET /lotto/rounds/41', () => ({
      body: {
        id: '41',
        status: example.stored,
        opensAt: example.opensAt,
        closesAt: example.closesAt,
        serverTime: example.at,
        betTypes: [],
        limits: [],
      },
    }));

    const client = createQueryClient();
    const { result } = renderHook(() => useBetRound('41'), {
      wrapper: ({ children }) => <RemoteQueries client={client}>{children}</RemoteQueries>,
    });
    await api.settled();
    // The query cache hands the answer to the screen on a timer; then the timers for the opening and
    // the close check the clock as soon as they may.
    for (let step = 0; step < 2; step += 1) {
      await act(async () => {
        jest.advanceTimersByTime(0);
      });
    }
    expect(result.current.status).toBe(example.status);
    expect(result.current.status === 'open').toBe(example.refusal === null);
  });
});
