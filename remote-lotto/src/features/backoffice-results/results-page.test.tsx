import { act, screen, within } from '@testing-library/react';
import { clearAuth, saveLogin } from '@tanghuay/shared-auth';
import { loginAnswerFor } from '@tanghuay/shared-auth/testing';
import type { BackofficeRound } from '../../lib/backoffice-rounds.ts';
import { type FakeApi, fakeApi } from '../../testing/fake-api.ts';
import { renderPage } from '../../testing/render-page.tsx';
import { ResultsPage } from './results-page.tsx';

const round = (changes: Partial<BackofficeRound>): BackofficeRound => ({
  id: '40',
  lottoCode: 'lao-pattana',
  lottoName: 'หวยลาวพัฒนา',
  lottoHead: 'หวยลาว',
  lottoSubHead: 'ลาวพัฒนา',
  closeDate: '2026-12-16',
  opensAt: '2026-12-14T13:20:00.000Z',
  closesAt: '2026-12-16T13:20:00.000Z',
  status: 'closed',
  secondsToClose: 0,
  resultKind: 'standard',
  resultSource: 'operator',
  slips: 4,
  stake: 360,
  hasResult: false,
  ...changes,
});

let api: FakeApi;
beforeEach(() => {
  saveLogin(loginAnswerFor('agadmin'));
  api = fakeApi();
  api.on('GET /lotto/catalog', () => ({ body: { heads: [] } }));
  api.on('GET /backoffice/rounds', ({ params }) => {
    const items = params.awaitingResult === 'true'
      ? [round({})]
      : [round({ id: '41', lottoName: 'หวยลาว VIP', status: 'resulted', hasResult: true }), round({ id: '2', lottoName: 'หวยด่วน 15 นาที', status: 'resulted', hasResult: true, resultSource: 'house_rng' })];
    return { body: { items, total: items.length, page: 1, pageSize: 20 } };
  });
});
afterEach(() => {
  api.restore();
  act(() => clearAuth());
});

describe('the rounds waiting for a result', () => {
  it('lists the rounds waiting with a way to enter each, and the resulted ones of the day to correct', async () => {
    renderPage(<ResultsPage />, { path: '/backoffice/results', url: '/backoffice/results?date=2026-12-16' });
    const waiting = within((await screen.findByText('รอออกผล (1)')).closest('.ant-card') as HTMLElement);
    expect(waiting.getByRole('link', { name: 'ออกผล' }).getAttribute('href')).toBe('/backoffice/results/40');
    expect(waiting.getByText('360.00')).toBeTruthy();
    const resulted = within((await screen.findByRole('link', { name: 'หวยลาว VIP' })).closest('table') as HTMLElement);
    expect(resulted.getByRole('link', { name: 'ดูหรือแก้ผล' }).getAttribute('href')).toBe('/backoffice/results/41');
    expect(resulted.getByText('ระบบออกผลเอง')).toBeTruthy();
    const [waitingCall, resultedCall] = [api.calls('GET /backoffice/rounds')[0], api.calls('GET /backoffice/rounds')[1]];
    expect(waitingCall?.params).toMatchObject({ awaitingResult: 'true' });
    expect(resultedCall?.params).toMatchObject({ status: 'resulted', date: '2026-12-16', page: '1' });
  });
});
