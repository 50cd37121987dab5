// The dashboards' made-up figures: the same on every visit (nothing on them can be changed).
import type { AnalyticsDashboard, EcommerceDashboard } from './dashboards-model.ts';

const MONTH_VISITORS = [14_200, 15_800, 17_100, 16_400, 18_900, 20_300, 21_600, 20_900, 22_400, 23_100, 21_870, 24_532];
const MONTH_SESSIONS = [22_100, 24_500, 26_800, 25_200, 29_400, 31_600, 33_800, 32_500, 34_900, 36_100, 35_460, 38_210];

export const seedAnalytics = (): AnalyticsDashboard => ({
  visitors: { current: 24_532, previous: 21_870 },
  sessions: { current: 38_210, previous: 35_460 },
  bounces: { current: 16_163, previous: 15_816 },
  // 192 s (3m 12s) a session now, 185 s before.
  sessionSeconds: { current: 38_210 * 192, previous: 35_460 * 185 },
  months: MONTH_VISITORS.map((visitors, index) => ({ month: index + 1, visitors, sessions: MONTH_SESSIONS[index] ?? 0 })),
  weekdays: [6_120, 6_480, 6_350, 6_010, 5_720, 3_940, 3_590],
  sources: [
    { source: 'direct', visits: 9_800 },
    { source: 'search', visits: 14_300 },
    { source: 'social', visits: 7_600 },
    { source: 'referral', visits: 4_100 },
    { source: 'email', visits: 2_410 },
  ],
  topPages: [
    { id: 1, path: '/', views: 18_420, visitors: 12_310, avgSeconds: 74 },
    { id: 2, path: '/pricing', views: 9_860, visitors: 7_240, avgSeconds: 131 },
    { id: 3, path: '/blog/launch-week', views: 6_315, visitors: 5_902, avgSeconds: 248 },
    { id: 4, path: '/docs/getting-started', views: 4_720, visitors: 3_118, avgSeconds: 305 },
    { id: 5, path: '/apps/shop', views: 3_954, visitors: 2_870, avgSeconds: 162 },
    { id: 6, path: '/contact', views: 1_208, visitors: 1_104, avgSeconds: 45 },
  ],
});

const MONTH_REVENUE_BAHT = [284_000, 301_500, 339_000, 312_000, 358_000, 386_000, 412_500, 399_000, 437_000, 451_000, 419_300, 482_650];
const MONTH_ORDERS = [780, 812, 905, 866, 954, 1_010, 1_088, 1_042, 1_131, 1_178, 1_174, 1_286];

export const seedEcommerce = (): EcommerceDashboard => ({
  revenueCents: { current: 48_265_000, previous: 41_930_000 },
  orders: { current: 1_286, previous: 1_174 },
  customers: { current: 842, previous: 790 },
  products: { current: 126, previous: 120 },
  months: MONTH_REVENUE_BAHT.map((baht, index) => ({ month: index + 1, revenueCents: baht * 100, orders: MONTH_ORDERS[index] ?? 0 })),
  categories: [
    { category: 'electronics', salesCents: 18_420_000 },
    { category: 'fashion', salesCents: 11_350_000 },
    { category: 'home', salesCents: 8_760_000 },
    { category: 'beauty', salesCents: 5_985_000 },
    { category: 'sports', salesCents: 3_750_000 },
  ],
  recentOrders: [
    { id: 5021, number: '#5021', customer: 'สมชาย ใจดี', date: '2026-11-28', status: 'paid', totalCents: 189_000 },
    { id: 5020, number: '#5020', customer: 'สุดา แสงทอง', date: '2026-11-28', status: 'pending', totalCents: 45_950 },
    { id: 5019, number: '#5019', customer: 'วิชัย มั่นคง', date: '2026-11-27', status: 'shipped', totalCents: 1_259_000 },
    { id: 5018, number: '#5018', customer: 'มาลี ศรีสุข', date: '2026-11-27', status: 'cancelled', totalCents: 32_000 },
    { id: 5017, number: '#5017', customer: 'ประเสริฐ วงศ์ดี', date: '2026-11-26', status: 'shipped', totalCents: 74_525 },
  ],
  goal: { name: 'สมชาย', targetCents: 60_000_000, achievedCents: 48_265_000 },
});
