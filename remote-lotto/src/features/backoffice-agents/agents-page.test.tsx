import { act, screen, within } from '@testing-library/react';
import { clearAuth, saveLogin } from '@tanghuay/shared-auth';
import { loginAnswerFor } from '@tanghuay/shared-auth/testing';
import { type FakeApi, fakeApi } from '../../testing/fake-api.ts';
import { renderPage } from '../../testing/render-page.tsx';
import { AgentsPage } from './agents-page.tsx';

let api: FakeApi;
beforeEach(() => {
  saveLogin(loginAnswerFor('AGgroup'));
  api = fakeApi();
  api.on('GET /backoffice/reports/agents', ({ params }) => ({
    body: {
      from: params.from,
      to: params.to,
      agents: [
        { agent: { id: '3', username: 'agent' }, members: 12, balance: 1500.25, stake: 900, payout: 100, net: 791 },
        { agent: { id: '8', username: 'agent2' }, members: 3, balance: 20, stake: 100, payout: 300, net: -201 },
      ],
    },
  }));
});
afterEach(() => {
  api.restore();
  act(() => clearAuth());
});

/** Each row's cells' text. */
const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('the agents of a group', () => {
  it('lists each agent with members, balances and the period’s figures, and a totals row', async () => {
    renderPage(<AgentsPage />, { path: '/LottoAgent', url: '/LottoAgent?from=2026-12-01&to=2026-12-16' });
    const table = (await screen.findByText('agent2')).closest('table') as HTMLElement;
    expect(rowsOf(table)).toEqual([
      ['เอเย่นต์', 'สมาชิก', 'ยอดเงินคงเหลือ', 'ยอดแทง', 'จ่ายรางวัล', 'ผลได้เสีย'],
      ['agent', '12', '1,500.25', '900.00', '100.00', '+791.00'],
      ['agent2', '3', '20.00', '100.00', '300.00', '−201.00'],
      ['รวม', '15', '1,520.25', '1,000.00', '400.00', '+590.00'],
    ]);
    expect(api.calls('GET /backoffice/reports/agents')[0]?.params).toEqual({ from: '2026-12-01', to: '2026-12-16' });
    expect(within(table).queryAllByRole('link')).toEqual([]);
  });

  it("links each agent to its page for those who manage agents", async () => {
    saveLogin(loginAnswerFor('agadmin'));
    renderPage(<AgentsPage />, { path: '/LottoAgent', url: '/LottoAgent' });
    const table = (await screen.findByText('agent2')).closest('table') as HTMLElement;
    expect(within(table).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['agent', '/backoffice/agents/3'],
      ['agent2', '/backoffice/agents/8'],
    ]);
  });
});
