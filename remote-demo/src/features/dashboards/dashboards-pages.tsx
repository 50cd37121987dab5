// The template's dashboards (/dashboard/analytics, /dashboard/ecommerce): headline figures beside
// last month's, charts (components/charts/) and a table; the figures are answered in the browser
// (dashboards-api.ts).
import { useMessages } from '@tanghuay/shared-auth';
import { Card, Flex, Tag, theme, Typography } from 'antd';
import type { ReactNode } from 'react';
import { CardGrid, GridCard } from '../../components/card-grid.tsx';
import { BarChart } from '../../components/charts/bar-chart.tsx';
import { compactNumber } from '../../components/charts/chart-geometry.ts';
import { DonutChart } from '../../components/charts/donut-chart.tsx';
import { LineChart } from '../../components/charts/line-chart.tsx';
import { DemoTable } from '../../components/demo-table.tsx';
import { ReadView } from '../../components/read-view.tsx';
import { formatBaht } from '../../lib/money.ts';
import { useFakeRead } from '../../lib/use-fake-read.ts';
import { dashboardsApi } from './dashboards-api.ts';
import {
  type AnalyticsDashboard,
  analyticsFigures,
  type Compared,
  type EcommerceDashboard,
  formatCount,
  formatDuration,
  formatPercent,
  goalPercent,
  type OrderStatus,
  percentChange,
} from './dashboards-model.ts';
import { messages } from './messages.ts';

/** Satang as a short baht figure for an axis: 20000000 → ฿200k. */
const shortBaht = (cents: number) => `฿${compactNumber(cents / 100)}`;

const STATUS_COLORS: Record<OrderStatus, string> = { paid: 'success', pending: 'warning', shipped: 'processing', cancelled: 'error' };

function DashboardPage({ title, children }: { title: string; children: ReactNode }) {
  const t = useMessages(messages);
  return (
    <Card>
      <Typography.Title level={3}>{title}</Typography.Title>
      <Typography.Paragraph type="secondary">{t.demoNote}</Typography.Paragraph>
      {children}
    </Card>
  );
}

/** A headline figure with its change since last month, green when it went the good way. */
function KpiCard({ title, value, figure, upIsGood = true }: { title: string; value: string; figure: Compared; upIsGood?: boolean }) {
  const t = useMessages(messages);
  const change = percentChange(figure);
  return (
    <Card size="small" role="group" aria-label={title}>
      <Typography.Text type="secondary">{title}</Typography.Text>
      <div style={{ fontSize: 24, fontWeight: 600, margin: '4px 0' }}>{value}</div>
      {change !== undefined && (
        <Flex wrap align="center" gap={4}>
          <Tag color={change === 0 || (change > 0) === upIsGood ? 'success' : 'error'}>{formatPercent(change, { signed: true })}</Tag>
          <Typography.Text type="secondary">{t.versusLastMonth}</Typography.Text>
        </Flex>
      )}
    </Card>
  );
}

export function AnalyticsPage() {
  const t = useMessages(messages);
  const read = useFakeRead<AnalyticsDashboard>(dashboardsApi, '/dashboard/analytics');
  return (
    <DashboardPage title={t.analytics.title}>
      <ReadView read={read} failed={t.loadFailed} rows={10}>
        {(dashboard) => <AnalyticsView dashboard={dashboard} />}
      </ReadView>
    </DashboardPage>
  );
}

function AnalyticsView({ dashboard }: { dashboard: AnalyticsDashboard }) {
  const t = useMessages(messages);
  const a = t.analytics;
  const figures = analyticsFigures(dashboard);
  const months = dashboard.months.map((row) => t.months[row.month - 1] ?? String(row.month));
  return (
    <>
      <CardGrid>
        <KpiCard title={a.visitors} value={formatCount(figures.visitors.current)} figure={figures.visitors} />
        <KpiCard title={a.sessions} value={formatCount(figures.sessions.current)} figure={figures.sessions} />
        <KpiCard title={a.bounceRate} value={formatPercent(figures.bounceRate.current)} figure={figures.bounceRate} upIsGood={false} />
        <KpiCard title={a.averageSession} value={formatDuration(figures.averageSeconds.current, t.duration)} figure={figures.averageSeconds} />
      </CardGrid>
      <CardGrid>
        <GridCard title={a.visits}>
          <LineChart
            label={a.visits}
            xLabels={months}
            series={[
              { name: a.visitors, values: dashboard.months.map((row) => row.visitors) },
              { name: a.sessions, values: dashboard.months.map((row) => row.sessions) },
            ]}
            formatTick={compactNumber}
          />
        </GridCard>
      </CardGrid>
      <CardGrid>
        <GridCard title={a.byWeekday}>
          <BarChart label={a.byWeekday} data={dashboard.weekdays.map((value, index) => ({ label: t.weekdays[index] ?? '', value }))} formatTick={compactNumber} />
        </GridCard>
        <GridCard title={a.sources}>
          <DonutChart
            label={a.sources}
            totalLabel={a.visitsTotal}
            data={dashboard.sources.map((row) => ({ label: t.sourceNames[row.source], value: row.visits }))}
            formatTotal={compactNumber}
          />
        </GridCard>
      </CardGrid>
      <GridCard title={a.topPages}>
        <DemoTable
          label={a.topPages}
          rows={dashboard.topPages}
          columns={[
            { title: a.page, cell: (row) => row.path },
            { title: a.views, cell: (row) => formatCount(row.views), amount: true },
            { title: a.visitors, cell: (row) => formatCount(row.visitors), amount: true },
            { title: a.averageTime, cell: (row) => formatDuration(row.avgSeconds, t.duration), amount: true },
          ]}
        />
      </GridCard>
    </>
  );
}

export function EcommercePage() {
  const t = useMessages(messages);
  const read = useFakeRead<EcommerceDashboard>(dashboardsApi, '/dashboard/ecommerce');
  return (
    <DashboardPage title={t.ecommerce.title}>
      <ReadView read={read} failed={t.loadFailed} rows={10}>
        {(dashboard) => <EcommerceView dashboard={dashboard} />}
      </ReadView>
    </DashboardPage>
  );
}

function EcommerceView({ dashboard }: { dashboard: EcommerceDashboard }) {
  const t = useMessages(messages);
  const e = t.ecommerce;
  const months = dashboard.months.map((row) => t.months[row.month - 1] ?? String(row.month));
  return (
    <>
      <CardGrid>
        <GoalCard goal={dashboard.goal} />
        <KpiCard title={e.revenue} value={formatBaht(dashboard.revenueCents.current)} figure={dashboard.revenueCents} />
        <KpiCard title={e.orders} value={formatCount(dashboard.orders.current)} figure={dashboard.orders} />
        <KpiCard title={e.customers} value={formatCount(dashboard.customers.current)} figure={dashboard.customers} />
        <KpiCard title={e.products} value={formatCount(dashboard.products.current)} figure={dashboard.products} />
      </CardGrid>
      <CardGrid>
        <GridCard title={e.revenueChart}>
          <LineChart
            label={e.revenueChart}
            xLabels={months}
            series={[{ name: e.revenue, values: dashboard.months.map((row) => row.revenueCents) }]}
            format={formatBaht}
            formatTick={shortBaht}
          />
        </GridCard>
      </CardGrid>
      <CardGrid>
        <GridCard title={e.ordersChart}>
          <BarChart label={e.ordersChart} data={dashboard.months.map((row, index) => ({ label: months[index] ?? '', value: row.orders }))} />
        </GridCard>
        <GridCard title={e.byCategory}>
          <DonutChart
            label={e.byCategory}
            totalLabel={e.salesTotal}
            data={dashboard.categories.map((row) => ({ label: t.categoryNames[row.category], value: row.salesCents }))}
            format={formatBaht}
            formatTotal={shortBaht}
          />
        </GridCard>
      </CardGrid>
      <GridCard title={e.recentOrders}>
        <DemoTable
          label={e.recentOrders}
          rows={dashboard.recentOrders}
          columns={[
            { title: e.order, cell: (row) => row.number },
            { title: e.customer, cell: (row) => row.customer },
            { title: e.date, cell: (row) => row.date },
            { title: e.status, cell: (row) => <Tag color={STATUS_COLORS[row.status]}>{t.statusNames[row.status]}</Tag> },
            { title: e.total, cell: (row) => formatBaht(row.totalCents), amount: true },
          ]}
        />
      </GridCard>
    </>
  );
}

/** "Congratulations": how far this month's sales are towards the goal, as a bar. */
function GoalCard({ goal }: { goal: EcommerceDashboard['goal'] }) {
  const t = useMessages(messages);
  const { token } = theme.useToken();
  const percent = goalPercent(goal);
  return (
    <Card size="small" role="group" aria-label={t.ecommerce.goalProgress} style={{ background: token.colorPrimaryBg }}>
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {t.ecommerce.congratulations(goal.name)}
      </Typography.Title>
      <Typography.Paragraph>{t.ecommerce.goalReached(percent, formatBaht(goal.targetCents))}</Typography.Paragraph>
      <div
        role="progressbar"
        aria-label={t.ecommerce.goalProgress}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        style={{ height: 8, borderRadius: 4, background: token.colorFillSecondary, overflow: 'hidden' }}
      >
        <div style={{ width: `${percent}%`, height: '100%', background: token.colorPrimary }} />
      </div>
      <Typography.Paragraph strong style={{ margin: '8px 0 0', fontSize: 20 }}>
        {formatBaht(goal.achievedCents)}
      </Typography.Paragraph>
    </Card>
  );
}
