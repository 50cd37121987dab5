// What the query cache gives a member (docs/architecture.md, "Data fetching"): a page opened again
// shows what it read at once, and reads again in the background once the session bus said that
// what it shows changed.
import { act, render, screen, waitFor } from '@testing-library/react';
import { sessionBus } from '@tanghuay/shared-auth';
import { type FakeApi, fakeApi } from '../testing/fake-api.ts';
import { getPaymentTerms } from './payment-terms.ts';
import { createQueryClient, followSessionBus, RemoteQueries } from './query-client.tsx';
import { useApi } from './use-api.ts';

let api: FakeApi;
let minimum: number;
beforeEach(() => {
  minimum = 100;
  api = fakeApi();
  api.on('GET /wallet/payment-terms', () => ({
    body: { demoMode: false, deposit: { min: minimum, max: 100_000 }, withdrawal: { min: 100, max: 50_000 }, bankAccount: null },
  }));
});
afterEach(() => api.restore());

function DepositMinimum() {
  const terms = useApi(['/wallet/payment-terms'], getPaymentTerms);
  return <p data-testid="minimum">{terms.data ? `${terms.data.deposit.min}${terms.loading ? ' (reading again)' : ''}` : 'skeleton'}</p>;
}

const shown = () => screen.getByTestId('minimum').textContent;

it('shows the last answer at once when the page is opened again, without asking again while it is fresh', async () => {
  const client = createQueryClient();
  const first = render(<RemoteQueries client={client}><DepositMinimum /></RemoteQueries>);
  expect(shown()).toBe('skeleton');
  await waitFor(() => expect(shown()).toBe('100'));
  first.unmount();

  minimum = 200;
  render(<RemoteQueries client={client}><DepositMinimum /></RemoteQueries>);
  expect(shown()).toBe('100');
  await api.settled();
  expect(shown()).toBe('100');
  expect(api.calls('GET /wallet/payment-terms')).toHaveLength(1);
});

it('after money moved (a pushed balance), shows the last answer at once and reads the wallet again in the background', async () => {
  const client = createQueryClient();
  const unfollow = followSessionBus(client);
  const first = render(<RemoteQueries client={client}><DepositMinimum /></RemoteQueries>);
  await waitFor(() => expect(shown()).toBe('100'));
  first.unmount();

  minimum = 200;
  act(() => sessionBus.balance$.next({ balance: 500, discount: 0 }));
  render(<RemoteQueries client={client}><DepositMinimum /></RemoteQueries>);
  expect(shown()).toBe('100 (reading again)');
  await waitFor(() => expect(shown()).toBe('200'));
  expect(api.calls('GET /wallet/payment-terms')).toHaveLength(2);
  unfollow();
});
