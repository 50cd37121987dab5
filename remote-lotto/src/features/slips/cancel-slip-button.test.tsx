import { act, screen } from '@testing-library/react';
import { clearAuth, saveLogin } from '@tanghuay/shared-auth';
import { loginAnswerFor } from '@tanghuay/shared-auth/testing';
import type { SlipHead } from '../../lib/slip.ts';
import { renderPage } from '../../testing/render-page.tsx';
import { CancelSlipButton } from './cancel-slip-button.tsx';

const slip: SlipHead = {
  id: '1001',
  roundId: '57',
  lottoName: 'หวยลาว VIP',
  closeDate: '2026-12-16',
  status: 'pending',
  createdAt: '2026-12-16T03:00:00.000Z',
  cancelledAt: null,
  cancelUntil: '2026-12-16T03:15:00.000Z',
  stake: 10,
  discount: 0,
  charged: 10,
  potentialWin: 900,
  payout: 0,
  note: null,
};

afterEach(() => act(() => clearAuth()));

const show = () => renderPage(<CancelSlipButton slip={slip} onChange={() => undefined} />, { path: '/' });

describe('the cancel button of a slip', () => {
  it('is offered while the window lasts', () => {
    saveLogin(loginAnswerFor('member'));
    show();
    expect(screen.getByRole('button', { name: 'ยกเลิกโพย' })).toBeTruthy();
  });

  it('is never offered to a self-excluded member, whose session neither bets nor undoes bets', () => {
    saveLogin(loginAnswerFor('member', { selfExcludedUntil: '2026-12-24T03:00:00.000Z' }));
    show();
    expect(screen.queryByRole('button', { name: 'ยกเลิกโพย' })).toBeNull();
  });
});
