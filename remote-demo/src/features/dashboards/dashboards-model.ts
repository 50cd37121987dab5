// The template's two dashboards (/dashboard/analytics, /dashboard/ecommerce): what their endpoints
// answer and the figures the pages derive from it. Money is whole cents (lib/money.ts).

export const TRAFFIC_SOURCES = ['direct', 'search', 'social', 'referral', 'email'] as const;
export type TrafficSource = (typeof TRAFFIC_SOURCES)[number];

export const CATEGORIES = ['electronics', 'fashion', 'home', 'beauty', 'sports'] as const;
export type Category = (typeof CATEGORIES)[number];

export const ORDER_STATUSES = ['paid', 'pending', 'shipped', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** A figure of this period beside the same figure of the period before. */
export interface Compared {
  current: number;
  previous: number;
}

export interface AnalyticsDashboard {
  visitors: Compared;
  sessions: Compared;
  /** Sessions that left after one page, of `sessions`. */
  bounces: Compared;
  /** Seconds of all sessions together. */
  sessionSeconds: Compared;
  /** The last 12 months, oldest first: month 1–12. */
  months: { month: number; visitors: number; sessions: number }[];
  /** Sessions per weekday this week, Monday first. */
  weekdays: number[];
  sources: { source: TrafficSource; visits: number }[];
  topPages: { id: number; path: string; views: number; visitors: number; avgSeconds: number }[];
}

export interface EcommerceDashboard {
  revenueCents: Compared;
  orders: Compared;
  customers: Compared;
  products: Compared;
  /** The last 12 months, oldest first. */
  months: { month: number; revenueCents: number; orders: number }[];
  categories: { category: Category; salesCents: number }[];
  recentOrders: { id: number; number: string; customer: string; date: string; status: OrderStatus; totalCents: number }[];
  goal: { name: string; targetCents: number; achievedCents: number };
}

/** The change from the period before in percent, one decimal (a +/- figure); undefined when there was nothing before. */
export function percentChange({ current, previous }: Compared): number | undefined {
  if (previous === 0) return undefined;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}

/** `part` of `whole` in percent, one decimal; 0 of nothing. */
export function percentOf(part: number, whole: number): number {
  return whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10;
}

/** 42.3 → "42.3%", 7 → "7.0%"; `signed` puts "+" before a rise. */
export function formatPercent(value: number, { signed = false } = {}): string {
  return `${signed && value > 0 ? '+' : ''}${value.toFixed(1)}%`;
}

/** 1234 → "1,234". */
export const formatCount = (value: number) => value.toLocaleString('en-US');

/** Seconds as minutes and seconds with the language's units: 192 → "3m 12s" ({ minutes: 'm', seconds: 's' }). */
export function formatDuration(totalSeconds: number, units: { minutes: string; seconds: string }): string {
  const seconds = Math.round(totalSeconds);
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return minutes === 0 ? `${rest}${units.seconds}` : `${minutes}${units.minutes} ${rest}${units.seconds}`;
}

/** The average session of a period in seconds: all sessions' seconds over their count. */
export const averageSeconds = (seconds: number, sessions: number) => (sessions === 0 ? 0 : seconds / sessions);

/** How much of the goal was reached, in whole percent, at most 100. */
export const goalPercent = ({ targetCents, achievedCents }: EcommerceDashboard['goal']) =>
  targetCents <= 0 ? 100 : Math.min(100, Math.floor((achievedCents / targetCents) * 100));

/** The analytics page's four headline figures, each beside the period before. */
export function analyticsFigures(dashboard: AnalyticsDashboard) {
  const { visitors, sessions, bounces, sessionSeconds } = dashboard;
  return {
    visitors,
    sessions,
    bounceRate: { current: percentOf(bounces.current, sessions.current), previous: percentOf(bounces.previous, sessions.previous) },
    averageSeconds: {
      current: averageSeconds(sessionSeconds.current, sessions.current),
      previous: averageSeconds(sessionSeconds.previous, sessions.previous),
    },
  } satisfies Record<string, Compared>;
}
