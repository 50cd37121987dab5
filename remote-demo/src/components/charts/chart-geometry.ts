// The demo charts' arithmetic, kept apart from their SVG so it can be tested alone: scales from
// values to pixels, axis ticks on round steps, and the donut's slices and arcs.

export interface Ticks {
  min: number;
  max: number;
  step: number;
  values: number[];
}

/** A round step (1, 2, 2.5 or 5 times a power of ten) splitting `span` into about `count` parts. */
export function niceStep(span: number, count: number): number {
  if (!(span > 0)) return 1;
  const raw = span / Math.max(1, count);
  const power = 10 ** Math.floor(Math.log10(raw));
  const fraction = raw / power;
  const nice = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 2.5 ? 2.5 : fraction <= 5 ? 5 : 10;
  return nice * power;
}

/** Axis ticks from below `low` to above `high` on a round step, zero always among them (bars and lines start from it). */
export function niceTicks(low: number, high: number, count = 4): Ticks {
  const from = Math.min(0, low);
  const to = Math.max(0, high);
  const step = niceStep(to - from, count);
  const min = Math.floor(from / step) * step;
  const max = to === from ? min + step : Math.ceil(to / step) * step;
  // Enough decimals for the step, so 0.1 × 3 reads 0.3 and not 0.30000000000000004.
  const decimals = Math.max(0, 2 - Math.floor(Math.log10(step)));
  const values: number[] = [];
  for (let index = 0; min + index * step <= max + step / 2; index += 1) values.push(Number((min + index * step).toFixed(decimals)));
  return { min, max, step, values };
}

/** A linear map from `[d0, d1]` to `[r0, r1]`; an empty domain maps everything to `r0`. */
export function linearScale([d0, d1]: readonly [number, number], [r0, r1]: readonly [number, number]): (value: number) => number {
  const span = d1 - d0;
  return (value) => (span === 0 ? r0 : r0 + ((value - d0) / span) * (r1 - r0));
}

/** `count` equal slots between `start` and `end`, each with a bar `fill` of its width, centred. */
export function bandLayout(count: number, start: number, end: number, fill = 0.6) {
  const slot = (end - start) / Math.max(1, count);
  const width = slot * fill;
  return { slot, width, left: (index: number) => start + slot * index + (slot - width) / 2, center: (index: number) => start + slot * (index + 0.5) };
}

/** Every how many labels one is shown, so that labels about `labelWidth` wide do not run into each other in `space`. */
export function labelEvery(count: number, space: number, labelWidth: number): number {
  if (count <= 1 || space <= 0) return 1;
  return Math.max(1, Math.ceil((count * labelWidth) / space));
}

const round = (value: number) => Math.round(value * 100) / 100;

/** An SVG path through the points, in order: "M x y L x y …". */
export function linePath(points: readonly { x: number; y: number }[]): string {
  return points.map((point, index) => `${index === 0 ? 'M' : 'L'}${round(point.x)} ${round(point.y)}`).join(' ');
}

/** Whole percents of each value in the total that add up to 100 (largest remainders get the rounding); all 0 for a zero total. */
export function wholePercents(values: readonly number[]): number[] {
  const total = values.reduce((sum, value) => sum + value, 0);
  if (total <= 0) return values.map(() => 0);
  const exact = values.map((value) => (value / total) * 100);
  const percents = exact.map(Math.floor);
  const left = 100 - percents.reduce((sum, value) => sum + value, 0);
  const byRemainder = exact.map((value, index) => ({ index, remainder: value - Math.floor(value) })).sort((a, b) => b.remainder - a.remainder);
  for (const { index } of byRemainder.slice(0, left)) percents[index] = (percents[index] ?? 0) + 1;
  return percents;
}

export interface Slice {
  /** Radians, clockwise from twelve o'clock. */
  start: number;
  end: number;
}

/** The donut's slices: each value's share of the full turn, one after another from twelve o'clock. */
export function donutSlices(values: readonly number[]): Slice[] {
  const total = values.reduce((sum, value) => sum + Math.max(0, value), 0);
  let start = 0;
  return values.map((value) => {
    const end = total > 0 ? start + (Math.max(0, value) / total) * 2 * Math.PI : start;
    const slice = { start, end };
    start = end;
    return slice;
  });
}

/** The point at `angle` (clockwise from twelve o'clock) on a circle. */
export function polar(cx: number, cy: number, radius: number, angle: number): { x: number; y: number } {
  return { x: round(cx + radius * Math.sin(angle)), y: round(cy - radius * Math.cos(angle)) };
}

/** An SVG path for a ring segment between `inner` and `outer` radii from `start` to `end`; a full turn is drawn as two halves. */
export function arcPath(cx: number, cy: number, outer: number, inner: number, start: number, end: number): string {
  if (end - start >= 2 * Math.PI - 1e-9) {
    const middle = start + Math.PI;
    return `${arcPath(cx, cy, outer, inner, start, middle)} ${arcPath(cx, cy, outer, inner, middle, start + 2 * Math.PI)}`;
  }
  const large = end - start > Math.PI ? 1 : 0;
  const a = polar(cx, cy, outer, start);
  const b = polar(cx, cy, outer, end);
  const c = polar(cx, cy, inner, end);
  const d = polar(cx, cy, inner, start);
  return `M${a.x} ${a.y} A${outer} ${outer} 0 ${large} 1 ${b.x} ${b.y} L${c.x} ${c.y} A${inner} ${inner} 0 ${large} 0 ${d.x} ${d.y} Z`;
}

/** A short figure for an axis: 950 → "950", 12500 → "12.5k", 2000000 → "2M". */
export function compactNumber(value: number): string {
  const size = Math.abs(value);
  const [divisor, unit] = size >= 1e6 ? [1e6, 'M'] : size >= 1e3 ? [1e3, 'k'] : [1, ''];
  return `${Number((value / divisor).toFixed(1))}${unit}`;
}
