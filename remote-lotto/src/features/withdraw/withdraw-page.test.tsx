import { act, screen } from '@testing-library/react';
import { clearAuth, saveLogin } from '@tanghuay/shared-auth';
import { loginAnswerFor } from '@tanghuay/shared-auth/testing';
import { type FakeApi, fakeApi } from '../../testing/fake-api.ts';
import { renderPage } from '../../testing/render-page.tsx';
import { WithdrawPage } from './withdraw-page.tsx';

const UNTIL = '2026-12-24T03:00:00.000Z'; // 10:00 in Bangkok

let api: FakeApi;
beforeEach(() => {
  api = fakeApi();
  api.on('GET /wallet/payment-terms', () => ({
    body: {
      demoMode: false,
      deposit: { min: 100, max: 100_000 },
      withdrawal: { min: 100, max: 50_000 },
      bankAccount: { code: 'KBANK', accountNo: 'xxxxxx1234', accountName: 'สมชาย ใจดี' },
    },
  }));
  api.on('GET /wallet/withdrawals', () => ({ body: { items: [], nextCursor: null } }));
});
afterEach(() => {
  api.restore();
  act(() => clearAuth());
});

const open = (width = 360) => renderPage(<WithdrawPage />, { path: '/tanghuay-withdraw', width });

describe('the withdraw page', () => {
  it('is a self-excluded member’s home: until when the break lasts and what it allows, the form, and no way to deposit', async () => {
    saveLogin(loginAnswerFor('member', { selfExcludedUntil: UNTIL }));
    open();
    expect(await screen.findByText('บัญชีนี้พักการเล่นอยู่จนถึง 24 ธ.ค. 2569 10:00 น.')).toBeTruthy();
    expect(screen.getByText('ระหว่างนี้คุณดูประวัติการเงินและโพย และถอนเงินคงเหลือได้ แต่แทงหวยและฝากเงินไม่ได้จนกว่าจะครบกำหนด')).toBeTruthy();
    expect(await screen.findByLabelText('จำนวนเงินที่ต้องการถอน (บาท)')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'ฝากเงิน' })).toBeNull();
    await api.settled();
  });

  it('offers a member who may play the deposit page, and says nothing of a break', async () => {
    saveLogin(loginAnswerFor('member'));
    open(1280);
    expect(await screen.findByLabelText('จำนวนเงินที่ต้องการถอน (บาท)')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ฝากเงิน' }).getAttribute('href')).toBe('/tanghuay-deposit');
    expect(screen.queryByText(/พักการเล่น/)).toBeNull();
    await api.settled();
  });
});
