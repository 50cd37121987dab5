/** @jest-environment node */
import { periodOf } from './period-picker.tsx';

const today = '2026-12-16';
const periodIn = (query: string) => periodOf(new URLSearchParams(query), today);

describe('the period of a report in the address', () => {
  it('is today unless chosen', () => {
    expect(periodIn('')).toEqual({ from: today, to: today });
  });

  it("is the page's own preset unless chosen, when it has one", () => {
    expect(periodOf(new URLSearchParams(''), today, 'week')).toEqual({ from: '2026-12-10', to: today });
  });

  it('is the two days chosen', () => {
    expect(periodIn('from=2026-12-01&to=2026-12-16')).toEqual({ from: '2026-12-01', to: '2026-12-16' });
  });

  it('is today for a half-made, malformed or backwards range', () => {
    expect(periodIn('from=2026-12-01')).toEqual({ from: today, to: today });
    expect(periodIn('from=1/12/2026&to=2026-12-16')).toEqual({ from: today, to: today });
    expect(periodIn('from=2026-12-16&to=2026-12-01')).toEqual({ from: today, to: today });
  });
});
