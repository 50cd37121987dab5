// The remote's back office (exposed as './backoffice', docs/backoffice.md): every page of the table
// of back-office pages (`BACKOFFICE_PAGES` of @tanghuay/shared-auth), at its address and behind its
// handle from that table. The host fetches this module only when a back-office page is visited, so
// a member never downloads it. Each page is its own chunk, named `backoffice-<page>`.
import { type BackofficePageKey, backofficePage, lazyWithRetry, type RemoteRoutesModule } from '@tanghuay/shared-auth';
import type { ReactElement } from 'react';
import { RemoteQueries } from './lib/query-client.tsx';

const HomePage = lazyWithRetry(() =>
  import(/* webpackChunkName: "backoffice-home" */ './features/backoffice-home/home-page.tsx').then((page) => page.BackofficeHomePage),
);
const DepositsPage = lazyWithRetry(() =>
  import(/* webpackChunkName: "backoffice-deposits" */ './features/backoffice-payments/deposits-page.tsx').then((page) => page.DepositsPage),
);
const WithdrawalsPage = lazyWithRetry(() =>
  import(/* webpackChunkName: "backoffice-withdrawals" */ './features/backoffice-payments/withdrawals-page.tsx').then(
    (page) => page.WithdrawalsPage,
  ),
);
const MembersPage = lazyWithRetry(() =>
  import(/* webpackChunkName: "backoffice-members" */ './features/backoffice-members/members-page.tsx').then((page) => page.MembersPage),
);
const MemberPage = lazyWithRetry(() =>
  import(/* webpackChunkName: "backoffice-member" */ './features/backoffice-members/member-page.tsx').then((page) => page.MemberPage),
);
const AgentsPage = lazyWithRetry(() =>
  import(/* webpackChunkName: "backoffice-agents" */ './features/backoffice-agents/agents-page.tsx').then((page) => page.AgentsPage),
);
const AgentPage = lazyWithRetry(() =>
  import(/* webpackChunkName: "backoffice-agent" */ './features/backoffice-agents/agent-page.tsx').then((page) => page.AgentPage),
);
const AuditPage = lazyWithRetry(() =>
  import(/* webpackChunkName: "backoffice-audit" */ './features/backoffice-audit/audit-page.tsx').then((page) => page.AuditPage),
);
const RoundsPage = lazyWithRetry(() =>
  import(/* webpackChunkName: "backoffice-lotto-status" */ './features/backoffice-rounds/rounds-page.tsx').then((page) => page.RoundsPage),
);
const RoundPage = lazyWithRetry(() =>
  import(/* webpackChunkName: "backoffice-round" */ './features/backoffice-rounds/round-page.tsx').then((page) => page.RoundPage),
);
const ResultsPage = lazyWithRetry(() =>
  import(/* webpackChunkName: "backoffice-results" */ './features/backoffice-results/results-page.tsx').then((page) => page.ResultsPage),
);
const ResultPage = lazyWithRetry(() =>
  import(/* webpackChunkName: "backoffice-result" */ './features/backoffice-results/result-page.tsx').then((page) => page.ResultPage),
);
const LotteriesPage = lazyWithRetry(() =>
  import(/* webpackChunkName: "backoffice-lotteries" */ './features/backoffice-lotteries/lotteries-page.tsx').then((page) => page.LotteriesPage),
);
const SettingsPage = lazyWithRetry(() =>
  import(/* webpackChunkName: "backoffice-settings" */ './features/backoffice-settings/settings-page.tsx').then((page) => page.SettingsPage),
);
const ReleasesPage = lazyWithRetry(() =>
  import(/* webpackChunkName: "backoffice-releases" */ './features/backoffice-releases/releases-page.tsx').then((page) => page.ReleasesPage),
);

/** The route of a back-office page: its address and handle from the table. */
function route(key: BackofficePageKey, element: ReactElement) {
  const { path, handle } = backofficePage(key);
  return { path, handle, element: <RemoteQueries>{element}</RemoteQueries> };
}

// One entry per page of BACKOFFICE_PAGES, each behind its own handle (backoffice.test.ts checks).
export const routes: RemoteRoutesModule['routes'] = [
  route('home', <HomePage />),
  route('deposits', <DepositsPage />),
  route('withdrawals', <WithdrawalsPage />),
  route('members', <MembersPage />),
  route('member', <MemberPage />),
  route('lotto-agent', <AgentsPage />),
  route('agent', <AgentPage />),
  route('lotto-status', <RoundsPage />),
  route('round', <RoundPage />),
  route('results', <ResultsPage />),
  route('result', <ResultPage />),
  route('lotteries', <LotteriesPage />),
  route('settings', <SettingsPage />),
  route('audit', <AuditPage />),
  route('releases', <ReleasesPage />),
];
