import {
  arcPath,
  bandLayout,
  compactNumber,
  donutSlices,
  labelEvery,
  linearScale,
  linePath,
  niceStep,
  niceTicks,
  polar,
  wholePercents,
} from './chart-geometry.ts';

describe('niceStep', () => {
  it.each([
    [100, 4, 25],
    [1000, 5, 200],
    [73, 4, 20],
    [9, 4, 2.5],
    [0.7, 4, 0.2],
    [12_345, 4, 5000],
  ])('splits %d into about %d round steps of %d', (span, count, step) => {
    expect(niceStep(span, count)).toBe(step);
  });

  it('answers 1 for an empty span', () => {
    expect(niceStep(0, 4)).toBe(1);
  });
});

describe('niceTicks', () => {
  it('covers the values from zero on a round step', () => {
    expect(niceTicks(120, 930)).toEqual({ min: 0, max: 1000, step: 250, values: [0, 250, 500, 750, 1000] });
  });

  it('reaches below zero for negative values', () => {
    expect(niceTicks(-30, 70)).toEqual({ min: -50, max: 75, step: 25, values: [-50, -25, 0, 25, 50, 75] });
  });

  it('reads decimal steps without floating-point noise', () => {
    expect(niceTicks(0, 0.9).values).toEqual([0, 0.25, 0.5, 0.75, 1]);
    expect(niceTicks(0, 0.3, 3).values).toEqual([0, 0.1, 0.2, 0.3]);
  });

  it('still has an axis when every value is zero', () => {
    expect(niceTicks(0, 0)).toEqual({ min: 0, max: 1, step: 1, values: [0, 1] });
  });
});

describe('scales and layout', () => {
  it('maps a domain onto a range, upside down for a y axis', () => {
    const y = linearScale([0, 100], [200, 0]);
    expect([y(0), y(25), y(100)]).toEqual([200, 150, 0]);
    expect(linearScale([5, 5], [10, 20])(5)).toBe(10);
  });

  it('lays bars out centred in equal slots', () => {
    const bands = bandLayout(4, 0, 400, 0.5);
    expect(bands.slot).toBe(100);
    expect(bands.width).toBe(50);
    expect([bands.left(0), bands.left(3)]).toEqual([25, 325]);
    expect(bands.center(1)).toBe(150);
  });

  it('thins labels that would run into each other', () => {
    expect(labelEvery(12, 600, 40)).toBe(1);
    expect(labelEvery(12, 240, 40)).toBe(2);
    expect(labelEvery(30, 300, 30)).toBe(3);
    expect(labelEvery(1, 100, 400)).toBe(1);
  });

  it('draws a line through points, rounded to hundredths', () => {
    expect(linePath([{ x: 0, y: 10 }, { x: 33.3333, y: 5 }, { x: 66.6666, y: 0 }])).toBe('M0 10 L33.33 5 L66.67 0');
    expect(linePath([])).toBe('');
  });
});

describe('donut', () => {
  it('gives shares as whole percents adding up to 100', () => {
    expect(wholePercents([1, 1, 1])).toEqual([34, 33, 33]);
    expect(wholePercents([50, 30, 20])).toEqual([50, 30, 20]);
    expect(wholePercents([2, 1])).toEqual([67, 33]);
    expect(wholePercents([0, 0])).toEqual([0, 0]);
  });

  it('cuts the turn into slices in proportion, from twelve o’clock', () => {
    const [first, second] = donutSlices([1, 3]);
    expect(first).toEqual({ start: 0, end: Math.PI / 2 });
    expect(second).toEqual({ start: Math.PI / 2, end: 2 * Math.PI });
    expect(donutSlices([0, 0])).toEqual([
      { start: 0, end: 0 },
      { start: 0, end: 0 },
    ]);
  });

  it('finds points clockwise from the top', () => {
    expect(polar(50, 50, 10, 0)).toEqual({ x: 50, y: 40 });
    expect(polar(50, 50, 10, Math.PI / 2)).toEqual({ x: 60, y: 50 });
  });

  it('draws a quarter ring, and a full ring as two halves', () => {
    expect(arcPath(50, 50, 40, 20, 0, Math.PI / 2)).toBe('M50 10 A40 40 0 0 1 90 50 L70 50 A20 20 0 0 0 50 30 Z');
    expect(arcPath(50, 50, 40, 20, 0, (3 * Math.PI) / 2)).toContain('A40 40 0 1 1');
    const full = arcPath(50, 50, 40, 20, 0, 2 * Math.PI);
    expect(full.match(/M/g)).toHaveLength(2);
    expect(full).toContain('M50 10 A40 40 0 0 1 50 90');
  });
});

describe('compactNumber', () => {
  it.each([
    [950, '950'],
    [12_500, '12.5k'],
    [2_000_000, '2M'],
    [-1500, '-1.5k'],
    [0, '0'],
  ])('writes %d as %s', (value, text) => {
    expect(compactNumber(value)).toBe(text);
  });
});
