// The remote's public face (exposed as './routes'): the admin template's demo pages under the
// prefixes the host mounts it at (/apps/, /dashboard/, /pages/; /dashboard itself is the back
// office's home, docs/backoffice.md), in the configured layout behind `read Backoffice`. Each
// page is its own chunk; its data is answered in the browser (lib/fake-api.ts).
import { lazyWithRetry, type RemoteRoutesModule } from '@tanghuay/shared-auth';

const dashboards = () => import(/* webpackChunkName: "dashboard-pages" */ './features/dashboards/dashboards-pages.tsx');
const AnalyticsPage = lazyWithRetry(() => dashboards().then((pages) => pages.AnalyticsPage));
const EcommercePage = lazyWithRetry(() => dashboards().then((pages) => pages.EcommercePage));
const ChartsShowcasePage = lazyWithRetry(() =>
  import(/* webpackChunkName: "charts-showcase-page" */ './features/charts-showcase/charts-showcase-page.tsx').then((page) => page.ChartsShowcasePage),
);
const TodoPage = lazyWithRetry(() => import(/* webpackChunkName: "todo-page" */ './features/todo/todo-page.tsx').then((page) => page.TodoPage));
const PricingPage = lazyWithRetry(() =>
  import(/* webpackChunkName: "pricing-page" */ './features/pricing/pricing-page.tsx').then((page) => page.PricingPage),
);
const users = () => import(/* webpackChunkName: "users-pages" */ './features/users/users-pages.tsx');
const UsersListPage = lazyWithRetry(() => users().then((pages) => pages.UsersListPage));
const UserViewPage = lazyWithRetry(() => users().then((pages) => pages.UserViewPage));
const UserEditPage = lazyWithRetry(() => users().then((pages) => pages.UserEditPage));
const invoices = () => import(/* webpackChunkName: "invoice-pages" */ './features/invoices/invoice-pages.tsx');
const InvoiceListPage = lazyWithRetry(() => invoices().then((pages) => pages.InvoiceListPage));
const InvoicePreviewPage = lazyWithRetry(() => invoices().then((pages) => pages.InvoicePreviewPage));
const InvoiceAddPage = lazyWithRetry(() => invoices().then((pages) => pages.InvoiceAddPage));
const InvoiceEditPage = lazyWithRetry(() => invoices().then((pages) => pages.InvoiceEditPage));

const shop = () => import(/* webpackChunkName: "shop-pages" */ './features/shop/shop-page.tsx');
const ShopPage = lazyWithRetry(() => shop().then((pages) => pages.ShopPage));
const WishlistPage = lazyWithRetry(() => shop().then((pages) => pages.WishlistPage));
const CheckoutPage = lazyWithRetry(() => shop().then((pages) => pages.CheckoutPage));
const ProductDetailPage = lazyWithRetry(() => shop().then((pages) => pages.ProductDetailPage));

const EmailPage = lazyWithRetry(() => import(/* webpackChunkName: "email-page" */ './features/email/email-page.tsx').then((page) => page.EmailPage));

const CalendarPage = lazyWithRetry(() =>
  import(/* webpackChunkName: "calendar-page" */ './features/calendar/calendar-page.tsx').then((page) => page.CalendarPage),
);
const ChatPage = lazyWithRetry(() => import(/* webpackChunkName: "chat-page" */ './features/chat/chat-page.tsx').then((page) => page.ChatPage));

export const routes: RemoteRoutesModule['routes'] = [
  { path: '/dashboard/analytics', element: <AnalyticsPage /> },
  { path: '/dashboard/ecommerce', element: <EcommercePage /> },
  { path: '/charts/overview', element: <ChartsShowcasePage /> },
  { path: '/apps/todo', element: <TodoPage /> },
  { path: '/apps/todo/:filter', element: <TodoPage /> },
  { path: '/apps/todo/tag/:tag', element: <TodoPage /> },
  { path: '/apps/email', element: <EmailPage /> },
  { path: '/apps/email/:folder', element: <EmailPage /> },
  { path: '/apps/email/label/:label', element: <EmailPage /> },
  { path: '/apps/e-commerce/shop', element: <ShopPage /> },
  { path: '/apps/e-commerce/wishlist', element: <WishlistPage /> },
  { path: '/apps/e-commerce/checkout', element: <CheckoutPage /> },
  { path: '/apps/e-commerce/:slug', element: <ProductDetailPage /> },
  { path: '/apps/invoice/list', element: <InvoiceListPage /> },
  { path: '/apps/invoice/preview/:id', element: <InvoicePreviewPage /> },
  { path: '/apps/invoice/add', element: <InvoiceAddPage /> },
  { path: '/apps/invoice/edit/:id', element: <InvoiceEditPage /> },
  { path: '/apps/users/list', element: <UsersListPage /> },
  { path: '/apps/users/view/:id', element: <UserViewPage /> },
  { path: '/apps/users/edit/:id', element: <UserEditPage /> },
  { path: '/pages/pricing', element: <PricingPage /> },
  { path: '/apps/calendar', element: <CalendarPage /> },
  { path: '/apps/chat', element: <ChatPage /> },
  { path: '/apps/chat/:contactId', element: <ChatPage /> },
];
