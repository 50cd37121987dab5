// What the demo charts share: their colours from the antd theme, their width in pixels, a legend.
import { theme, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';

/** A chart's fallback width before it is measured (and in tests, where nothing is laid out). */
const FALLBACK_WIDTH = 480;
/** Below this a chart is drawn at this width and scaled down. */
const MIN_WIDTH = 240;

export const chartSvgStyle = { display: 'block', width: '100%', height: 'auto', overflow: 'visible' } as const;
export const CHART_FONT_SIZE = 11;

/** The charts' colours: series in turn from the theme's brand and preset colours, and the axes' greys. */
export function useChartColors() {
  const { token } = theme.useToken();
  return {
    series: [token.colorPrimary, token.colorSuccess, token.colorWarning, token.purple, token.cyan, token.magenta, token.gold, token.colorError],
    negative: token.colorError,
    grid: token.colorBorderSecondary,
    axis: token.colorBorder,
    text: token.colorTextSecondary,
    strong: token.colorText,
    surface: token.colorBgContainer,
  };
}

/**
 * The width the chart's SVG is laid out at, so its viewBox can match it: text keeps its size on a
 * phone and on a wide screen alike, where a fixed viewBox would shrink or blow it up.
 */
export function useChartWidth() {
  const ref = useRef<SVGSVGElement>(null);
  const [width, setWidth] = useState(FALLBACK_WIDTH);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      const measured = Math.round(entry?.contentRect.width ?? 0);
      if (measured > 0) setWidth(Math.max(MIN_WIDTH, measured));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

export interface LegendItem {
  name: string;
  color: string;
  detail?: string;
}

export function ChartLegend({ items, vertical = false }: { items: LegendItem[]; vertical?: boolean }) {
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: vertical ? 'column' : 'row', flexWrap: 'wrap', gap: '4px 16px' }}>
      {items.map((item) => (
        <li key={item.name} style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
          <span aria-hidden style={{ width: 10, height: 10, borderRadius: 2, background: item.color, flex: 'none' }} />
          <span>{item.name}</span>
          {item.detail && <Typography.Text type="secondary">{item.detail}</Typography.Text>}
        </li>
      ))}
    </ul>
  );
}

/** A left margin wide enough for the longest tick label. */
export const tickMargin = (labels: readonly string[]) => Math.ceil(Math.max(1, ...labels.map((label) => label.length)) * CHART_FONT_SIZE * 0.62) + 10;

/** The value axis: a grid line and a label for each tick (the zero line drawn as the axis), from `left` to `right`. */
export function ValueGrid({ ticks, labels, y, left, right }: { ticks: readonly number[]; labels: readonly string[]; y: (value: number) => number; left: number; right: number }) {
  const colors = useChartColors();
  return ticks.map((tick, index) => (
    <g key={tick}>
      <line x1={left} x2={right} y1={y(tick)} y2={y(tick)} stroke={tick === 0 ? colors.axis : colors.grid} />
      <text x={left - 6} y={y(tick)} dy="0.32em" textAnchor="end">
        {labels[index]}
      </text>
    </g>
  ));
}
