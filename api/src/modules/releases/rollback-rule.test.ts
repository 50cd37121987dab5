import { failureRate, type RollbackRule, stopReason } from './rollback-rule.ts';

const rule: RollbackRule = { windowSeconds: 300, margin: 0.05, minLoads: 20 };
const counts = (loads: number, failed: number, errors: number) => ({ loads, failed, errors });

describe('stopReason', () => {
  it('waits for the minimum number of loads, however bad the candidate', () => {
    expect(stopReason(counts(9, 10, 9), counts(100, 0, 0), rule)).toBeNull();
    expect(stopReason(counts(10, 10, 0), counts(100, 0, 0), rule)).toContain('50.0 % over 20 page loads in the last 300 s');
  });

  it('counts a page load that gave up on the remote as a page load, and a failure', () => {
    expect(stopReason(counts(0, 20, 0), counts(100, 0, 0), rule)).toContain('100.0 % over 20 page loads');
  });

  it('lets a candidate within the margin of the live version go on', () => {
    // 10 % against 5 %: 5 points worse, not more.
    expect(stopReason(counts(96, 4, 6), counts(190, 10, 0), rule)).toBeNull();
  });

  it('stops a candidate worse than the live version by more than the margin, and says by how much', () => {
    expect(stopReason(counts(95, 5, 6), counts(190, 10, 0), rule)).toBe(
      'failure rate 11.0 % over 100 page loads in the last 300 s, against 5.0 % for the live version (margin 5.0 %)',
    );
  });

  it('judges against 0 % when the live version had no loads in the window', () => {
    expect(stopReason(counts(20, 0, 2), counts(0, 0, 0), rule)).toContain('against 0.0 %');
    expect(stopReason(counts(20, 0, 1), counts(0, 0, 0), rule)).toBeNull();
  });
});

describe('failureRate', () => {
  it('is failures per page load, 0 without any, at most 1', () => {
    expect(failureRate(counts(0, 0, 0))).toBe(0);
    expect(failureRate(counts(0, 3, 0))).toBe(1);
    expect(failureRate(counts(7, 1, 1))).toBe(0.25);
    expect(failureRate(counts(2, 0, 3))).toBe(1);
  });
});
