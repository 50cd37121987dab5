// A line chart in plain SVG (docs/architecture.md, "The demo remote"): one line per series over the
// same x labels, y ticks on round steps from zero, each point's value on hover. Read by a screen
// reader as one image whose name lists every value.
import { ChartLegend, CHART_FONT_SIZE, chartSvgStyle, tickMargin, useChartColors, useChartWidth, ValueGrid } from './chart-parts.tsx';
import { labelEvery, linearScale, linePath, niceTicks } from './chart-geometry.ts';

export interface LineSeries {
  name: string;
  values: number[];
}

interface LineChartProps {
  /** What the chart shows; its accessible name starts with it. */
  label: string;
  xLabels: string[];
  series: LineSeries[];
  /** A value as read in full (hover, accessible name). */
  format?: (value: number) => string;
  /** A value on the y axis; `format` unless given. */
  formatTick?: (value: number) => string;
  height?: number;
}

const TOP = 10;
const RIGHT = 12;
const BOTTOM = 24;
const plain = (value: number) => value.toLocaleString('en-US');

export function LineChart({ label, xLabels, series, format = plain, formatTick = format, height = 240 }: LineChartProps) {
  const colors = useChartColors();
  const [ref, width] = useChartWidth();
  const all = series.flatMap((one) => one.values);
  const ticks = niceTicks(Math.min(0, ...all), Math.max(0, ...all));
  const tickLabels = ticks.values.map(formatTick);
  const left = tickMargin(tickLabels);
  const x = linearScale([0, Math.max(1, xLabels.length - 1)], [left + 6, width - RIGHT]);
  const y = linearScale([ticks.min, ticks.max], [height - BOTTOM, TOP]);
  const every = labelEvery(xLabels.length, width - left - RIGHT, Math.max(...xLabels.map((one) => one.length)) * CHART_FONT_SIZE * 0.62 + 8);
  const colorOf = (index: number) => colors.series[index % colors.series.length];
  const summary = [label, ...series.map((one) => `${one.name}: ${one.values.map((value, index) => `${xLabels[index]} ${format(value)}`).join(', ')}`)].join('. ');

  return (
    <figure style={{ margin: 0 }}>
      {series.length > 1 && <ChartLegend items={series.map((one, index) => ({ name: one.name, color: colorOf(index) ?? colors.strong }))} />}
      <svg ref={ref} viewBox={`0 0 ${width} ${height}`} role="img" aria-label={summary} style={chartSvgStyle}>
        <title>{label}</title>
        <g fontSize={CHART_FONT_SIZE} fill={colors.text}>
          <ValueGrid ticks={ticks.values} labels={tickLabels} y={y} left={left} right={width - RIGHT} />
          {xLabels.map((xLabel, index) =>
            index % every === 0 ? (
              <text key={index} x={x(index)} y={height - 6} textAnchor="middle">
                {xLabel}
              </text>
            ) : null,
          )}
        </g>
        {series.map((one, seriesIndex) => (
          <g key={one.name} stroke={colorOf(seriesIndex)} fill={colors.surface}>
            <path d={linePath(one.values.map((value, index) => ({ x: x(index), y: y(value) })))} fill="none" strokeWidth={2} strokeLinejoin="round" />
            {one.values.map((value, index) => (
              <circle key={index} cx={x(index)} cy={y(value)} r={3} strokeWidth={2}>
                <title>{`${one.name}, ${xLabels[index]}: ${format(value)}`}</title>
              </circle>
            ))}
          </g>
        ))}
      </svg>
    </figure>
  );
}
