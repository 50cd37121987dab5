// The dashboards' endpoints, answered in the browser (lib/fake-api.ts); their figures never change.
import { fakeApi } from '../../lib/fake-api.ts';
import { seedAnalytics, seedEcommerce } from './dashboards-seed.ts';

export const dashboardsApi = fakeApi([
  { method: 'GET', pattern: '/dashboard/analytics', answer: seedAnalytics },
  { method: 'GET', pattern: '/dashboard/ecommerce', answer: seedEcommerce },
]);
