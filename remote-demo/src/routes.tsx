// The remote's public face (exposed as './routes'): the admin-template demo pages under /dashboard/
// (/dashboard itself is the back office's home, docs/backoffice.md). The host mounts them in the
// configured layout behind `read Backoffice`. Each page is its own chunk.
import { lazyWithRetry, type RemoteRoutesModule } from '@tanghuay/shared-auth';

const AnalyticsPage = lazyWithRetry(() =>
  import(/* webpackChunkName: "analytics-page" */ './features/analytics/analytics-page.tsx').then((page) => page.AnalyticsPage),
);

export const routes: RemoteRoutesModule['routes'] = [
  { path: '/dashboard/analytics', element: <AnalyticsPage /> },
];
