// The remote's public face (exposed as './routes'): the admin-template demo pages. The host mounts
// them in the configured layout behind `read Backoffice`.
import type { RemoteRoutesModule } from '@tanghuay/shared-auth';
import { Navigate } from 'react-router-dom';
import { AnalyticsPage } from './features/analytics/analytics-page.tsx';

export const routes: RemoteRoutesModule['routes'] = [
  { path: '/dashboard', element: <Navigate to="/dashboard/analytics" replace /> },
  { path: '/dashboard/analytics', element: <AnalyticsPage /> },
];
