// The remote's public face (exposed as './routes'): every /tanghuay-* page of the lottery product.
// The host mounts them in the full layout; each page needs what shared-auth's member pages say —
// `read Account` for the member's own account (history, slips, win/lose, withdraw, the account
// page: all a self-excluded member may open), `read Seamless` for the rest. Each page is its own
// chunk, named after the page, fetched when first visited (and fetched again if that fails).
import { lazyWithRetry, memberPageHandle, type RemoteRoutesModule } from '@tanghuay/shared-auth';
import type { ReactElement } from 'react';
import type { RouteObject } from 'react-router-dom';
import { RemoteQueries } from './lib/query-client.tsx';

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
const NumberSetsPage = lazyWithRetry(() =>
  import(/* webpackChunkName: "number-sets-page" */ './features/number-sets/number-sets-page.tsx').then((page) => page.NumberSetsPage),
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

/** A member page at `path`, with the handle shared-auth gives it (the member's own account, or play). */
const page = (path: string, element: ReactElement): RouteObject => ({
  path,
  element: <RemoteQueries>{element}</RemoteQueries>,
  handle: memberPageHandle(path),
});

export const routes: RemoteRoutesModule['routes'] = [
  page('/tanghuay-round', <RoundsPage />),
  page(`/tanghuay-online/${ROUND_PARAMS}`, <BetEntryV1Page />),
  page(`/tanghuay-online-v2/${ROUND_PARAMS}`, <BetEntryV2Page />),
  page('/tanghuay-online/list', <SlipsPage />),
  page('/tanghuay-online/list-detail/:id', <SlipDetailPage />),
  page('/tanghuay-online/number-sets', <NumberSetsPage />),
  page('/tanghuay-online/result', <ResultsPage />),
  page('/tanghuay-online/winlose', <WinLosePage />),
  page('/tanghuay-home', <HomePage />),
  page('/tanghuay-deposit', <DepositPage />),
  page('/tanghuay-withdraw', <WithdrawPage />),
  page('/tanghuay-account', <AccountPage />),
  page('/tanghuay-account/transactions', <TransactionsPage />),
];
