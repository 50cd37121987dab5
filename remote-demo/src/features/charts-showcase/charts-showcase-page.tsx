// The charts showcase (/charts/overview): each chart of components/charts/ with sample figures and
// what it does, as the dashboards use them.
import { useMessages } from '@tanghuay/shared-auth';
import { Card, Typography } from 'antd';
import { CardGrid, GridCard } from '../../components/card-grid.tsx';
import { BarChart } from '../../components/charts/bar-chart.tsx';
import { DonutChart } from '../../components/charts/donut-chart.tsx';
import { LineChart } from '../../components/charts/line-chart.tsx';
import { messages } from './messages.ts';

/** Sample figures, the same on every visit. */
const NEW_USERS = [320, 410, 385, 520, 610, 580];
const RETURNING_USERS = [540, 560, 620, 640, 700, 760];
const QUARTER_PROFIT = [12_500, -4_200, 8_900, 15_300];
const BROWSERS = [
  { label: 'Chrome', value: 6_420 },
  { label: 'Safari', value: 2_310 },
  { label: 'Firefox', value: 860 },
  { label: 'Edge', value: 640 },
];

export function ChartsShowcasePage() {
  const t = useMessages(messages);
  return (
    <Card>
      <Typography.Title level={3}>{t.title}</Typography.Title>
      <Typography.Paragraph type="secondary">{t.lead}</Typography.Paragraph>
      <CardGrid>
        <GridCard title={t.line.title}>
          <Typography.Paragraph type="secondary">{t.line.about}</Typography.Paragraph>
          <LineChart
            label={t.line.label}
            xLabels={t.line.weeks}
            series={[
              { name: t.line.newUsers, values: NEW_USERS },
              { name: t.line.returningUsers, values: RETURNING_USERS },
            ]}
          />
        </GridCard>
        <GridCard title={t.bar.title}>
          <Typography.Paragraph type="secondary">{t.bar.about}</Typography.Paragraph>
          <BarChart label={t.bar.label} data={QUARTER_PROFIT.map((value, index) => ({ label: t.bar.quarters[index] ?? '', value }))} />
        </GridCard>
        <GridCard title={t.donut.title}>
          <Typography.Paragraph type="secondary">{t.donut.about}</Typography.Paragraph>
          <DonutChart label={t.donut.label} totalLabel={t.donut.total} data={BROWSERS} />
        </GridCard>
      </CardGrid>
      <Typography.Paragraph type="secondary">{t.accessibility}</Typography.Paragraph>
    </Card>
  );
}
