// The remote's public face (exposed as './routes'): the admin template's demo pages under the
// prefixes the host mounts it at (/apps/, /dashboard/, /pages/ and the showcase's /ui/, /components/,
// /forms/, /tables/, /charts/, /maps/; /dashboard itself is the back office's home,
// docs/backoffice.md), in the configured layout behind `read Backoffice`, each inside DemoFrame.
// Each page is its own chunk; its data is answered in the browser (lib/fake-api.ts).
import { lazyWithRetry, type RemoteRoutesModule } from '@tanghuay/shared-auth';
import { DemoFrame } from './components/demo-frame.tsx';

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
// The UI showcase (features/showcase/): one chunk per page.
const CardsPage = lazyWithRetry(() => import(/* webpackChunkName: "showcase-cards" */ './features/showcase/cards-page.tsx').then((page) => page.CardsPage));
const ElementsPage = lazyWithRetry(() => import(/* webpackChunkName: "showcase-elements" */ './features/showcase/elements-page.tsx').then((page) => page.ElementsPage));
const LayoutsPage = lazyWithRetry(() => import(/* webpackChunkName: "showcase-layouts" */ './features/showcase/layouts-page.tsx').then((page) => page.LayoutsPage));
const OverviewPage = lazyWithRetry(() => import(/* webpackChunkName: "showcase-overview" */ './features/showcase/overview-page.tsx').then((page) => page.OverviewPage));
const ExtensionsPage = lazyWithRetry(() =>
  import(/* webpackChunkName: "showcase-extensions" */ './features/showcase/extensions-page.tsx').then((page) => page.ExtensionsPage),
);
const FormElementsPage = lazyWithRetry(() =>
  import(/* webpackChunkName: "showcase-form-elements" */ './features/showcase/form-elements-page.tsx').then((page) => page.FormElementsPage),
);
const WizardPage = lazyWithRetry(() => import(/* webpackChunkName: "showcase-wizard" */ './features/showcase/wizard-page.tsx').then((page) => page.WizardPage));
const ValidationPage = lazyWithRetry(() =>
  import(/* webpackChunkName: "showcase-validation" */ './features/showcase/validation-page.tsx').then((page) => page.ValidationPage),
);
const RepeaterPage = lazyWithRetry(() => import(/* webpackChunkName: "showcase-repeater" */ './features/showcase/repeater-page.tsx').then((page) => page.RepeaterPage));
const DataTablePage = lazyWithRetry(() =>
  import(/* webpackChunkName: "showcase-data-table" */ './features/showcase/data-table-page.tsx').then((page) => page.DataTablePage),
);
const BranchesMapPage = lazyWithRetry(() =>
  import(/* webpackChunkName: "showcase-branches-map" */ './features/showcase/branches-map-page.tsx').then((page) => page.BranchesMapPage),
);
const AccountSettingsPage = lazyWithRetry(() =>
  import(/* webpackChunkName: "account-settings-page" */ './features/account-settings/account-settings-page.tsx').then((page) => page.AccountSettingsPage),
);
const ProfilePage = lazyWithRetry(() => import(/* webpackChunkName: "profile-page" */ './features/profile/profile-page.tsx').then((page) => page.ProfilePage));
const FaqPage = lazyWithRetry(() => import(/* webpackChunkName: "faq-page" */ './features/faq/faq-page.tsx').then((page) => page.FaqPage));
const knowledgeBase = () => import(/* webpackChunkName: "knowledge-base-pages" */ './features/knowledge-base/knowledge-base-pages.tsx');
const KnowledgeBasePage = lazyWithRetry(() => knowledgeBase().then((pages) => pages.KnowledgeBasePage));
const KbCategoryPage = lazyWithRetry(() => knowledgeBase().then((pages) => pages.KbCategoryPage));
const KbQuestionPage = lazyWithRetry(() => knowledgeBase().then((pages) => pages.KbQuestionPage));
const blog = () => import(/* webpackChunkName: "blog-pages" */ './features/blog/blog-pages.tsx');
const BlogListPage = lazyWithRetry(() => blog().then((pages) => pages.BlogListPage));
const BlogDetailPage = lazyWithRetry(() => blog().then((pages) => pages.BlogDetailPage));
const BlogEditPage = lazyWithRetry(() => blog().then((pages) => pages.BlogEditPage));

export const routes: RemoteRoutesModule['routes'] = [
  {
    element: <DemoFrame />,
    children: [
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
      { path: '/ui/cards', element: <CardsPage /> },
      { path: '/ui/elements', element: <ElementsPage /> },
      { path: '/ui/layouts', element: <LayoutsPage /> },
      { path: '/components/overview', element: <OverviewPage /> },
      { path: '/components/extensions', element: <ExtensionsPage /> },
      { path: '/forms/elements', element: <FormElementsPage /> },
      { path: '/forms/wizard', element: <WizardPage /> },
      { path: '/forms/validation', element: <ValidationPage /> },
      { path: '/forms/repeater', element: <RepeaterPage /> },
      { path: '/tables/data', element: <DataTablePage /> },
      { path: '/maps/branches', element: <BranchesMapPage /> },
      { path: '/pages/account-settings', element: <AccountSettingsPage /> },
      { path: '/pages/profile', element: <ProfilePage /> },
      { path: '/pages/faq', element: <FaqPage /> },
      { path: '/pages/knowledge-base', element: <KnowledgeBasePage /> },
      { path: '/pages/knowledge-base/:category', element: <KbCategoryPage /> },
      { path: '/pages/knowledge-base/:category/:slug', element: <KbQuestionPage /> },
      { path: '/pages/blog/list', element: <BlogListPage /> },
      { path: '/pages/blog/:id', element: <BlogDetailPage /> },
      { path: '/pages/blog/edit/:id', element: <BlogEditPage /> },
    ],
  },
];
