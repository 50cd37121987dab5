// The remote's public face (exposed as './routes'): the admin-template demo pages. The host mounts
// them in the configured layout behind `read Backoffice`. Each page is its own chunk.
import { lazyWithRetry, type RemoteRoutesModule } from '@tanghuay/shared-auth';
import { Navigate } from 'react-router-dom';

const AnalyticsPage = lazyWithRetry(() =>
  import(/* webpackChunkName: "analytics-page" */ './features/analytics/analytics-page.tsx').then((page) => page.AnalyticsPage),
);

export const routes: RemoteRoutesModule['routes'] = [
  { path: '/dashboard', element: <Navigate to="/dashboard/analytics" replace /> },
  { path: '/dashboard/analytics', element: <AnalyticsPage /> },
];
