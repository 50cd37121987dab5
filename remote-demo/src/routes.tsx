// The remote's public face (exposed as './routes'): the admin-template demo pages.
import type { RemoteRoutesModule } from '@tanghuay/shared-auth';
import { AnalyticsPage } from './features/analytics/analytics-page.tsx';

export const routes: RemoteRoutesModule['routes'] = [{ path: '/dashboard/analytics', element: <AnalyticsPage /> }];
