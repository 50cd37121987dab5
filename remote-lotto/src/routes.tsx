// The remote's public face (exposed as './routes'): every /tanghuay-* page of the lottery product.
// The host mounts them in the full layout behind `read Seamless`; a route may ask for more in its
// handle. Each page is its own chunk, named after the page, fetched when first visited (and fetched
// again if that fails).
import { lazyWithRetry, type RemoteRoutesModule } from '@tanghuay/shared-auth';

const RoundsPage = lazyWithRetry(() =>
  import(/* webpackChunkName: "rounds-page" */ './features/rounds/rounds-page.tsx').then((page) => page.RoundsPage),
);
const BetEntryV1Page = lazyWithRetry(() =>
  import(/* webpackChunkName: "bet-entry-v1-page" */ './features/bet-entry/bet-entry-v1-page.tsx').then((page) => page.BetEntryV1Page),
);
const BetEntryV2Page = lazyWithRetry(() =>
  import(/* webpackChunkName: "bet-entry-v2-page" */ './features/bet-entry/bet-entry-v2-page.tsx').then((page) => page.BetEntryV2Page),
);
const SlipsPage = lazyWithRetry(() =>
  import(/* webpackChunkName: "slips-page" */ './features/slips/slips-page.tsx').then((page) => page.SlipsPage),
);
const SlipDetailPage = lazyWithRetry(() =>
  import(/* webpackChunkName: "slip-detail-page" */ './features/slips/slip-detail-page.tsx').then((page) => page.SlipDetailPage),
);
const ResultsPage = lazyWithRetry(() =>
  import(/* webpackChunkName: "results-page" */ './features/results/results-page.tsx').then((page) => page.ResultsPage),
);
const WinLosePage = lazyWithRetry(() =>
  import(/* webpackChunkName: "winlose-page" */ './features/winlose/winlose-page.tsx').then((page) => page.WinLosePage),
);
const HomePage = lazyWithRetry(() =>
  import(/* webpackChunkName: "home-page" */ './features/home/home-page.tsx').then((page) => page.HomePage),
);
const DepositPage = lazyWithRetry(() =>
  import(/* webpackChunkName: "deposit-page" */ './features/deposit/deposit-page.tsx').then((page) => page.DepositPage),
);
const WithdrawPage = lazyWithRetry(() =>
  import(/* webpackChunkName: "withdraw-page" */ './features/withdraw/withdraw-page.tsx').then((page) => page.WithdrawPage),
);
const TransactionsPage = lazyWithRetry(() =>
  import(/* webpackChunkName: "transactions-page" */ './features/transactions/transactions-page.tsx').then((page) => page.TransactionsPage),
);
const AccountPage = lazyWithRetry(() =>
  import(/* webpackChunkName: "account-page" */ './features/account/account-page.tsx').then((page) => page.AccountPage),
);

/** The bet-entry address of a round (lib/round.ts betPath builds it). */
const ROUND_PARAMS = ':LottoName/:LottoHead/:LottoSubHead/:CloseDate/:roundId';

export const routes: RemoteRoutesModule['routes'] = [
  { path: '/tanghuay-round', element: <RoundsPage />, handle: { resource: 'Seamless' } },
  { path: `/tanghuay-online/${ROUND_PARAMS}`, element: <BetEntryV1Page />, handle: { resource: 'Seamless' } },
  { path: `/tanghuay-online-v2/${ROUND_PARAMS}`, element: <BetEntryV2Page />, handle: { resource: 'Seamless' } },
  { path: '/tanghuay-online/list', element: <SlipsPage />, handle: { resource: 'Seamless' } },
  { path: '/tanghuay-online/list-detail/:id', element: <SlipDetailPage />, handle: { resource: 'Seamless' } },
  { path: '/tanghuay-online/result', element: <ResultsPage />, handle: { resource: 'Seamless' } },
  { path: '/tanghuay-online/winlose', element: <WinLosePage />, handle: { resource: 'Seamless' } },
  { path: '/tanghuay-home', element: <HomePage />, handle: { resource: 'Seamless' } },
  { path: '/tanghuay-deposit', element: <DepositPage />, handle: { resource: 'Seamless' } },
  { path: '/tanghuay-withdraw', element: <WithdrawPage />, handle: { resource: 'Seamless' } },
  { path: '/tanghuay-account', element: <AccountPage />, handle: { resource: 'Seamless' } },
  { path: '/tanghuay-account/transactions', element: <TransactionsPage />, handle: { resource: 'Seamless' } },
];
