import { analyticsFigures, formatDuration, formatPercent, goalPercent, percentChange, percentOf } from './dashboards-model.ts';
import { seedAnalytics } from './dashboards-seed.ts';

describe('the dashboards’ figures', () => {
  it('gives the change from last month in percent to one decimal, none from nothing', () => {
    expect(percentChange({ current: 24_532, previous: 21_870 })).toBe(12.2);
    expect(percentChange({ current: 90, previous: 100 })).toBe(-10);
    expect(percentChange({ current: 5, previous: 0 })).toBeUndefined();
  });

  it('writes percents with one decimal, a rise signed', () => {
    expect(percentOf(16_163, 38_210)).toBe(42.3);
    expect(percentOf(3, 0)).toBe(0);
    expect(formatPercent(42.3)).toBe('42.3%');
    expect(formatPercent(7, { signed: true })).toBe('+7.0%');
    expect(formatPercent(-5.2, { signed: true })).toBe('-5.2%');
  });

  it('writes a duration in minutes and seconds with the language’s units', () => {
    expect(formatDuration(192, { minutes: 'm', seconds: 's' })).toBe('3m 12s');
    expect(formatDuration(45.4, { minutes: 'm', seconds: 's' })).toBe('45s');
    expect(formatDuration(305, { minutes: ' นาที', seconds: ' วินาที' })).toBe('5 นาที 5 วินาที');
  });

  it('derives the bounce rate and the average session from the counts', () => {
    expect(analyticsFigures(seedAnalytics())).toEqual({
      visitors: { current: 24_532, previous: 21_870 },
      sessions: { current: 38_210, previous: 35_460 },
      bounceRate: { current: 42.3, previous: 44.6 },
      averageSeconds: { current: 192, previous: 185 },
    });
  });

  it('measures the goal in whole percent, full once reached', () => {
    expect(goalPercent({ name: 'x', targetCents: 60_000_000, achievedCents: 48_265_000 })).toBe(80);
    expect(goalPercent({ name: 'x', targetCents: 100, achievedCents: 250 })).toBe(100);
    expect(goalPercent({ name: 'x', targetCents: 0, achievedCents: 0 })).toBe(100);
  });
});
