import { presetOf, presetRange } from './day-ranges.ts';

describe('ranges of days', () => {
  it('makes each preset from today', () => {
    const today = '2026-12-16';
    expect(presetRange('today', today)).toEqual({ from: '2026-12-16', to: '2026-12-16' });
    expect(presetRange('yesterday', today)).toEqual({ from: '2026-12-15', to: '2026-12-15' });
    expect(presetRange('week', today)).toEqual({ from: '2026-12-10', to: '2026-12-16' });
    expect(presetRange('month', today)).toEqual({ from: '2026-12-01', to: '2026-12-16' });
  });

  it('crosses months and years', () => {
    expect(presetRange('yesterday', '2027-01-01')).toEqual({ from: '2026-12-31', to: '2026-12-31' });
    expect(presetRange('week', '2027-01-03')).toEqual({ from: '2026-12-28', to: '2027-01-03' });
  });

  it('names the preset a range is, or none for a range of its own', () => {
    const today = '2026-12-16';
    expect(presetOf({ from: '2026-12-10', to: '2026-12-16' }, today)).toBe('week');
    expect(presetOf({ from: '2026-12-01', to: '2026-12-16' }, today)).toBe('month');
    expect(presetOf({ from: '2026-12-01', to: '2026-12-01' }, '2026-12-01')).toBe('today');
    expect(presetOf({ from: '2026-12-10', to: '2026-12-15' }, today)).toBeUndefined();
  });

  it('names only the presets offered', () => {
    expect(presetOf({ from: '2026-12-15', to: '2026-12-15' }, '2026-12-16', ['today', 'week', 'month'])).toBeUndefined();
  });
});
