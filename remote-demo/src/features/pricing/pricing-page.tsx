// The template's pricing page (/pages/pricing): three plans, paid monthly or yearly; the plans are
// answered in the browser (pricing-api.ts).
import { useMessages } from '@tanghuay/shared-auth';
import { App, Button, Card, Flex, Segmented, Tag, Typography } from 'antd';
import { useState } from 'react';
import { ReadView } from '../../components/read-view.tsx';
import { useFakeRead } from '../../lib/use-fake-read.ts';
import { messages } from './messages.ts';
import { BILLING_PERIODS, type BillingPeriod, type PricingPlan, yearlySavingPercent, yearlyTotal } from './pricing.ts';
import { pricingApi } from './pricing-api.ts';

const dollars = (amount: number) => `$${amount.toLocaleString('en-US')}`;

export function PricingPage() {
  const t = useMessages(messages);
  const { message } = App.useApp();
  const [period, setPeriod] = useState<BillingPeriod>('monthly');
  const plans = useFakeRead<PricingPlan[]>(pricingApi, '/pages/pricing');

  return (
    <Card>
      <Typography.Title level={3}>{t.title}</Typography.Title>
      <Typography.Paragraph type="secondary">{t.lead}</Typography.Paragraph>
      <Segmented<BillingPeriod>
        size="large"
        value={period}
        onChange={setPeriod}
        options={BILLING_PERIODS.map((one) => ({ value: one, label: t.periods[one] }))}
        style={{ marginBottom: 16 }}
      />
      <ReadView read={plans} failed={t.loadFailed} rows={6}>
        {(planList) => (
          <Flex wrap gap={16}>
            {planList.map((plan) => {
              const perMonth = period === 'monthly' ? plan.monthlyPrice : plan.yearlyMonthlyPrice;
              const saving = yearlySavingPercent(plan);
              return (
                <Card key={plan.id} role="group" aria-label={t.plans[plan.id]} style={{ flex: '1 1 220px' }}>
                  <Flex justify="space-between" align="center">
                    <Typography.Title level={4} style={{ margin: 0 }}>
                      {t.plans[plan.id]}
                    </Typography.Title>
                    {plan.popular && <Tag color="blue">{t.popular}</Tag>}
                  </Flex>
                  <Typography.Title level={2} data-testid="price">
                    {perMonth === 0 ? t.free : dollars(perMonth)}
                    {perMonth > 0 && <Typography.Text type="secondary"> {t.perMonth}</Typography.Text>}
                  </Typography.Title>
                  {period === 'yearly' && (
                    <Typography.Paragraph data-testid="yearly-total">
                      {t.perYear(dollars(yearlyTotal(plan)))}
                      {saving > 0 && <Tag color="green" style={{ marginLeft: 8 }}>{t.save(saving)}</Tag>}
                    </Typography.Paragraph>
                  )}
                  <Button type={plan.popular ? 'primary' : 'default'} block size="large" onClick={() => void message.info(t.demoOnly(t.plans[plan.id]))}>
                    {t.choose}
                  </Button>
                </Card>
              );
            })}
          </Flex>
        )}
      </ReadView>
    </Card>
  );
}
