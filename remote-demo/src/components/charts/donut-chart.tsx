// A donut chart in plain SVG (docs/architecture.md, "The demo remote"): each entry's share of the
// whole as a slice, the total in the middle, and a legend with each value and its percent. Read by
// a screen reader as one image whose name lists every share.
import { ChartLegend, chartSvgStyle, useChartColors } from './chart-parts.tsx';
import { arcPath, donutSlices, wholePercents } from './chart-geometry.ts';

export interface DonutDatum {
  label: string;
  value: number;
}

interface DonutChartProps {
  /** What the chart shows; its accessible name starts with it. */
  label: string;
  data: DonutDatum[];
  format?: (value: number) => string;
  /** The total in the middle, which has room for a short figure only; `format` unless given. */
  formatTotal?: (value: number) => string;
  /** Under the total in the middle ("total"). */
  totalLabel?: string;
}

const SIZE = 200;
const CENTER = SIZE / 2;
const OUTER = 96;
const INNER = 64;
const plain = (value: number) => value.toLocaleString('en-US');

export function DonutChart({ label, data, format = plain, formatTotal = format, totalLabel }: DonutChartProps) {
  const colors = useChartColors();
  const values = data.map((datum) => datum.value);
  const total = values.reduce((sum, value) => sum + value, 0);
  const slices = donutSlices(values);
  const percents = wholePercents(values);
  const colorOf = (index: number) => colors.series[index % colors.series.length] ?? colors.strong;
  const share = (index: number) => `${format(data[index]?.value ?? 0)} (${percents[index]}%)`;
  const summary = `${label}. ${data.map((datum, index) => `${datum.label} ${share(index)}`).join(', ')}`;

  return (
    <figure style={{ margin: 0, display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'center', gap: 16 }}>
      <svg viewBox={`0 0 ${SIZE} ${SIZE}`} role="img" aria-label={summary} style={{ ...chartSvgStyle, maxWidth: 180, flex: '1 1 140px' }}>
        <title>{label}</title>
        {total === 0 && <circle cx={CENTER} cy={CENTER} r={(OUTER + INNER) / 2} fill="none" stroke={colors.grid} strokeWidth={OUTER - INNER} />}
        {slices.map((slice, index) =>
          slice.end > slice.start ? (
            <path key={data[index]?.label} d={arcPath(CENTER, CENTER, OUTER, INNER, slice.start, slice.end)} fill={colorOf(index)} stroke={colors.surface} strokeWidth={1}>
              <title>{`${data[index]?.label}: ${share(index)}`}</title>
            </path>
          ) : null,
        )}
        <text x={CENTER} y={CENTER} textAnchor="middle" fontSize={20} fontWeight={600} fill={colors.strong} dy={totalLabel ? '-0.1em' : '0.35em'}>
          {formatTotal(total)}
        </text>
        {totalLabel && (
          <text x={CENTER} y={CENTER} textAnchor="middle" fontSize={12} fill={colors.text} dy="1.4em">
            {totalLabel}
          </text>
        )}
      </svg>
      <div style={{ flex: '1 1 140px' }}>
        <ChartLegend vertical items={data.map((datum, index) => ({ name: datum.label, color: colorOf(index), detail: share(index) }))} />
      </div>
    </figure>
  );
}
