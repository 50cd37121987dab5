// The remote's public face (exposed as './routes'): the admin template's demo pages under the
// prefixes the host mounts it at (/apps/, /dashboard/, /pages/; /dashboard itself is the back
// office's home, docs/backoffice.md), in the configured layout behind `read Backoffice`. Each
// page is its own chunk; its data is answered in the browser (lib/fake-api.ts).
import { lazyWithRetry, type RemoteRoutesModule } from '@tanghuay/shared-auth';

const AnalyticsPage = lazyWithRetry(() =>
  import(/* webpackChunkName: "analytics-page" */ './features/analytics/analytics-page.tsx').then((page) => page.AnalyticsPage),
);
const TodoPage = lazyWithRetry(() => import(/* webpackChunkName: "todo-page" */ './features/todo/todo-page.tsx').then((page) => page.TodoPage));
const PricingPage = lazyWithRetry(() =>
  import(/* webpackChunkName: "pricing-page" */ './features/pricing/pricing-page.tsx').then((page) => page.PricingPage),
);
const users = () => import(/* webpackChunkName: "users-pages" */ './features/users/users-pages.tsx');
const UsersListPage = lazyWithRetry(() => users().then((pages) => pages.UsersListPage));
const UserViewPage = lazyWithRetry(() => users().then((pages) => pages.UserViewPage));
const UserEditPage = lazyWithRetry(() => users().then((pages) => pages.UserEditPage));

export const routes: RemoteRoutesModule['routes'] = [
  { path: '/dashboard/analytics', element: <AnalyticsPage /> },
  { path: '/apps/todo', element: <TodoPage /> },
  { path: '/apps/todo/:filter', element: <TodoPage /> },
  { path: '/apps/todo/tag/:tag', element: <TodoPage /> },
  { path: '/apps/users/list', element: <UsersListPage /> },
  { path: '/apps/users/view/:id', element: <UserViewPage /> },
  { path: '/apps/users/edit/:id', element: <UserEditPage /> },
  { path: '/pages/pricing', element: <PricingPage /> },
];
