// A small bar chart of one figure per day (a few KB of SVG instead of a chart library; docs/
// backoffice.md, "Where it lives"): a bar per day from the zero line, up for positive values in the
// primary colour and down for negative ones in red, the day of the month under each (every few days
// when there are many), the largest value marked, and each bar's day and value on hover.
import { type Language, useLanguage } from '@tanghuay/shared-auth';
import { theme } from 'antd';
import { formatDay } from '../../lib/dates.ts';

export interface DayValue {
  /** YYYY-MM-DD. */
  date: string;
  value: number;
}

const WIDTH = 800;
const HEIGHT = 200;
const TOP = 16;
const BOTTOM = 22;
const LEFT = 8;

/** Every how many days a day is labelled, so labels do not run into each other. */
const labelEvery = (days: number) => Math.max(1, Math.ceil(days / 16));

export function DayBarChart({ days, label, format }: { days: DayValue[]; label: string; format: (value: number, language: Language) => string }) {
  const { token } = theme.useToken();
  const language = useLanguage();
  const high = Math.max(0, ...days.map((day) => day.value));
  const low = Math.min(0, ...days.map((day) => day.value));
  const span = high - low || 1;
  const plot = HEIGHT - TOP - BOTTOM;
  const y = (value: number) => TOP + ((high - value) / span) * plot;
  const slot = (WIDTH - LEFT * 2) / Math.max(days.length, 1);
  const bar = Math.max(2, Math.min(40, slot * 0.7));
  const every = labelEvery(days.length);
  return (
    <svg className="bo-chart" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={label}>
      <line x1={LEFT} x2={WIDTH - LEFT} y1={y(0)} y2={y(0)} stroke={token.colorBorder} />
      {high > 0 && (
        <text x={LEFT} y={10}>
          {format(high, language)}
        </text>
      )}
      {days.map((day, index) => {
        const x = LEFT + slot * index + (slot - bar) / 2;
        const top = Math.min(y(day.value), y(0));
        return (
          <g key={day.date}>
            <rect
              x={x}
              y={top}
              width={bar}
              height={Math.max(Math.abs(y(day.value) - y(0)), day.value === 0 ? 0 : 1)}
              rx={2}
              fill={day.value < 0 ? token.colorError : token.colorPrimary}
            >
              <title>{`${formatDay(day.date, language)}: ${format(day.value, language)}`}</title>
            </rect>
            {index % every === 0 && (
              <text x={x + bar / 2} y={HEIGHT - 6} textAnchor="middle">
                {Number(day.date.slice(8))}
              </text>
            )}
          </g>
        );
      })}
    </svg>
  );
}
