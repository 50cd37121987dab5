import { slipFiltersOf } from './slip-filters.ts';

describe('slipFiltersOf', () => {
  it('reads the status, the days and the round from the address', () => {
    expect(slipFiltersOf(new URLSearchParams('status=settled&from=2026-12-01&to=2026-12-16&roundId=42'))).toEqual({
      status: 'settled',
      from: '2026-12-01',
      to: '2026-12-16',
      roundId: '42',
    });
  });

  it('leaves out what the API would refuse', () => {
    expect(slipFiltersOf(new URLSearchParams('status=won&from=1/12/2026&roundId=abc'))).toEqual({
      status: undefined,
      from: undefined,
      to: undefined,
      roundId: undefined,
    });
  });
});
