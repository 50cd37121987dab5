import { act, fireEvent, screen } from '@testing-library/react';
import type { Slip } from '../lib/slip.ts';
import { fakeApi, type FakeApi } from '../testing/fake-api.ts';
import { renderPage } from '../testing/render-page.tsx';
import { RepeatSlipButton } from './repeat-slip-button.tsx';

const slip = {
  id: '1001',
  roundId: '57',
  lottoName: 'หวยลาว VIP',
  items: [{ type: '2top', number: '19', amount: 5, rate: 90, payPercent: 100, discount: 0, charged: 5, winAmount: 450, status: 'lost', payout: 0 }],
} as unknown as Slip;

const round = (id: string, closesAt: string) => ({ id, lottoCode: 'lao-vip', lottoName: 'หวยลาว VIP', lottoHead: 'ลาว', lottoSubHead: 'ลาว VIP', closeDate: '2026-12-17', closesAt });

let api: FakeApi;
beforeEach(() => {
  api = fakeApi();
  api.on('GET /lotto/rounds/57', () => ({ body: { ...round('57', '2026-12-16T14:20:00.000Z'), lottoCode: 'lao-vip' } }));
});
afterEach(() => api.restore());

async function tapRepeat() {
  renderPage(<RepeatSlipButton slip={slip} />, { path: '/tanghuay-online/list-detail/:id', url: '/tanghuay-online/list-detail/1001' });
  fireEvent.click(screen.getByRole('button', { name: 'แทงซ้ำ' }));
  await act(() => api.settled());
}

test("goes to bet entry of the lottery's open round closing soonest", async () => {
  api.on('GET /lotto/rounds', () => ({ body: { serverTime: '2026-12-16T03:00:00.000Z', rounds: [round('60', '2026-12-18T14:20:00.000Z'), round('59', '2026-12-17T14:20:00.000Z')] } }));
  await tapRepeat();
  expect(api.calls('GET /lotto/rounds').map((call) => call.params)).toEqual([{ lotto: 'lao-vip', status: 'open' }]);
  expect(screen.getByTestId('location').textContent).toMatch(/^\/tanghuay-online\/.+\/2026-12-17\/59$/);
});

test('says in Thai when no round of the lottery is open, and stays', async () => {
  api.on('GET /lotto/rounds', () => ({ body: { serverTime: '2026-12-16T03:00:00.000Z', rounds: [] } }));
  await tapRepeat();
  expect(screen.getByTestId('repeat-note').textContent).toContain('ตอนนี้ไม่มีรอบของ หวยลาว VIP ที่เปิดรับแทง');
  expect(screen.getByTestId('location').textContent).toBe('/tanghuay-online/list-detail/1001');
});
