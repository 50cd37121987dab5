// A bar chart in plain SVG (docs/architecture.md, "The demo remote"), in the back office's style: a
// bar per entry from the zero line, negative ones in red, y ticks on round steps, each bar's value on
// hover. Read by a screen reader as one image whose name lists every value.
import { CHART_FONT_SIZE, chartSvgStyle, tickMargin, useChartColors, useChartWidth, ValueGrid } from './chart-parts.tsx';
import { bandLayout, labelEvery, linearScale, niceTicks } from './chart-geometry.ts';

export interface BarDatum {
  label: string;
  value: number;
}

interface BarChartProps {
  /** What the chart shows; its accessible name starts with it. */
  label: string;
  data: BarDatum[];
  /** A value as read in full (hover, accessible name). */
  format?: (value: number) => string;
  /** A value on the y axis; `format` unless given. */
  formatTick?: (value: number) => string;
  /** The bars' colour; the theme's primary colour unless given. */
  color?: string;
  height?: number;
}

const TOP = 10;
const RIGHT = 8;
const BOTTOM = 24;
const plain = (value: number) => value.toLocaleString('en-US');

export function BarChart({ label, data, format = plain, formatTick = format, color, height = 220 }: BarChartProps) {
  const colors = useChartColors();
  const [ref, width] = useChartWidth();
  const values = data.map((datum) => datum.value);
  const ticks = niceTicks(Math.min(0, ...values), Math.max(0, ...values));
  const tickLabels = ticks.values.map(formatTick);
  const left = tickMargin(tickLabels);
  const y = linearScale([ticks.min, ticks.max], [height - BOTTOM, TOP]);
  const bands = bandLayout(data.length, left, width - RIGHT);
  const every = labelEvery(data.length, width - left - RIGHT, Math.max(...data.map((datum) => datum.label.length)) * CHART_FONT_SIZE * 0.62 + 6);
  const summary = `${label}. ${data.map((datum) => `${datum.label} ${format(datum.value)}`).join(', ')}`;

  return (
    <svg ref={ref} viewBox={`0 0 ${width} ${height}`} role="img" aria-label={summary} style={chartSvgStyle}>
      <title>{label}</title>
      <g fontSize={CHART_FONT_SIZE} fill={colors.text}>
        <ValueGrid ticks={ticks.values} labels={tickLabels} y={y} left={left} right={width - RIGHT} />
      </g>
      {data.map((datum, index) => {
        const top = Math.min(y(datum.value), y(0));
        return (
          <g key={datum.label}>
            <rect
              x={bands.left(index)}
              y={top}
              width={Math.max(2, bands.width)}
              height={Math.max(Math.abs(y(datum.value) - y(0)), datum.value === 0 ? 0 : 1)}
              rx={2}
              fill={datum.value < 0 ? colors.negative : (color ?? colors.series[0])}
            >
              <title>{`${datum.label}: ${format(datum.value)}`}</title>
            </rect>
            {index % every === 0 && (
              <text x={bands.center(index)} y={height - 6} textAnchor="middle" fontSize={CHART_FONT_SIZE} fill={colors.text}>
                {datum.label}
              </text>
            )}
          </g>
        );
      })}
    </svg>
  );
}
