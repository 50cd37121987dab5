// The pricing page's endpoint, answered in the browser (lib/fake-api.ts).
import { fakeApi } from '../../lib/fake-api.ts';
import type { PricingPlan } from './pricing.ts';

export const PLANS: readonly PricingPlan[] = [
  { id: 'basic', monthlyPrice: 0, yearlyMonthlyPrice: 0, popular: false },
  { id: 'standard', monthlyPrice: 49, yearlyMonthlyPrice: 40, popular: true },
  { id: 'enterprise', monthlyPrice: 99, yearlyMonthlyPrice: 80, popular: false },
];

export const pricingApi = fakeApi([{ method: 'GET', pattern: '/pages/pricing', answer: () => PLANS }]);
