import { act, screen, within } from '@testing-library/react';
import { clearAuth, type Role, saveLogin } from '@tanghuay/shared-auth';
import { loginAnswerFor } from '@tanghuay/shared-auth/testing';
import type { ReportFigures } from '../../components/backoffice/report-figures.ts';
import { apiError, type FakeApi, fakeApi } from '../../testing/fake-api.ts';
import { renderPage } from '../../testing/render-page.tsx';
import type { Summary } from './api/get-summary.ts';
import { BackofficeHomePage } from './home-page.tsx';

const figures = (stake: number, net: number): ReportFigures => ({ stake, discount: stake / 100, payout: 0, net, deposits: 500, withdrawals: 200, activeMembers: 3 });

const summary: Summary = {
  from: '2026-12-14',
  to: '2026-12-16',
  totals: figures(1500, 1485),
  days: [
    { date: '2026-12-14', stake: 0, discount: 0, payout: 0, net: 0, deposits: 0, withdrawals: 0, activeMembers: 0 },
    { date: '2026-12-15', ...figures(1000, 990) },
    { date: '2026-12-16', ...figures(500, -120) },
  ],
  agents: [{ agent: { id: '3', username: 'agent' }, ...figures(1500, 1485) }],
  queues: { pendingDeposits: 2, pendingWithdrawals: 0, roundsAwaitingResult: 4 },
};

let api: FakeApi;
beforeEach(() => {
  api = fakeApi();
  api.on('GET /backoffice/reports/summary', () => ({ body: summary }));
});
afterEach(() => {
  api.restore();
  act(() => clearAuth());
});

const open = (role: Role, url = '/dashboard?from=2026-12-14&to=2026-12-16') => {
  saveLogin(loginAnswerFor(role));
  return renderPage(<BackofficeHomePage />, { path: '/dashboard', url });
};

describe('the back-office home', () => {
  it('shows the period’s figures, a chart per day, the days something happened and the agents', async () => {
    open('admin');
    const cards = within(await screen.findByRole('region', { name: 'ตัวเลขของช่วงเวลา' }));
    expect(cards.getByText('ยอดแทง').nextSibling?.textContent).toBe('1,500.00');
    expect(cards.getByText('ผลได้เสียสุทธิ').nextSibling?.textContent).toBe('+1,485.00');
    expect(cards.getByText('สมาชิกที่แทง').nextSibling?.textContent).toBe('3 คน');
    expect(screen.getByRole('img', { name: 'กราฟยอดแทงรายวัน' })).toBeTruthy();
    expect(screen.getByText('−120.00')).toBeTruthy();
    expect(screen.getByText('อังคาร 15 ธ.ค. 2569')).toBeTruthy();
    expect(screen.queryByText('จันทร์ 14 ธ.ค. 2569')).toBeNull();
    const agents = screen.getByText('แยกตามเอเย่นต์').closest('table') as HTMLElement;
    expect(within(agents).getByRole('link', { name: 'agent' }).getAttribute('href')).toBe('/backoffice/agents/3');
    expect(api.calls('GET /backoffice/reports/summary')[0]?.params).toEqual({ from: '2026-12-14', to: '2026-12-16' });
  });

  it('links the queues needing a person to those who may act on them', async () => {
    open('admin');
    const queues = within(await screen.findByRole('region', { name: 'รอดำเนินการ' }));
    expect(queues.getByRole('link', { name: /รายการฝากรออนุมัติ\s*2 รายการ/ }).getAttribute('href')).toBe('/backoffice/deposits');
    expect(queues.getByRole('link', { name: /รายการถอนรออนุมัติ\s*0 รายการ/ }).getAttribute('href')).toBe('/backoffice/withdrawals');
    expect(queues.getByRole('link', { name: /งวดที่รอออกผล\s*4 งวด/ }).getAttribute('href')).toBe('/backoffice/results');
  });

  it('shows an agent only the payment queues', async () => {
    open('master');
    const queues = within(await screen.findByRole('region', { name: 'รอดำเนินการ' }));
    expect(queues.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/backoffice/deposits', '/backoffice/withdrawals']);
  });

  it('says what failed and tries again', async () => {
    api.on('GET /backoffice/reports/summary', () => apiError(400, 'VALIDATION', 'ช่วงวันที่ยาวเกิน 92 วัน'));
    open('admin');
    expect(await screen.findByText('ช่วงวันที่ยาวเกิน 92 วัน')).toBeTruthy();
    api.on('GET /backoffice/reports/summary', () => ({ body: summary }));
    act(() => screen.getByRole('button', { name: 'ลองใหม่' }).click());
    expect(await screen.findByRole('region', { name: 'ตัวเลขของช่วงเวลา' })).toBeTruthy();
  });
});
