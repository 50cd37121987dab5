import { act, fireEvent, screen, within } from '@testing-library/react';
import { clearAuth, saveLogin } from '@tanghuay/shared-auth';
import { loginAnswerFor } from '@tanghuay/shared-auth/testing';
import { apiError, type FakeApi, fakeApi } from '../../testing/fake-api.ts';
import { renderPage } from '../../testing/render-page.tsx';
import type { MemberWithMaxDiscount } from './api/members.ts';
import { MemberPage } from './member-page.tsx';

const somchai: MemberWithMaxDiscount = {
  id: '4',
  username: 'somchai',
  phone: '0812345678',
  role: 'member',
  status: 'active',
  balance: 1250.5,
  discount: 1.5,
  agent: { id: '3', username: 'agent' },
  bank: { code: 'KBANK', accountNo: '0001112223', accountName: 'สมชาย ใจดี' },
  createdAt: '2026-12-01T03:00:00.000Z',
  selfExcludedUntil: null,
  maxDiscount: 5,
};

let api: FakeApi;
beforeEach(() => {
  saveLogin(loginAnswerFor('master'));
  api = fakeApi();
  api.on('GET /backoffice/members/4', () => ({ body: somchai }));
  api.on('GET /backoffice/transactions', () => ({
    body: {
      items: [
        {
          id: '10',
          transferId: '6',
          kind: 'payout',
          reference: 'round:57:v1:account:4',
          account: 'wallet',
          amount: 900,
          balanceAfter: 1250.5,
          createdAt: '2026-12-16T09:00:00.000Z',
        },
        {
          id: '9',
          transferId: '5',
          kind: 'deposit',
          reference: 'deposit:42',
          account: 'wallet',
          amount: 500,
          balanceAfter: 350.5,
          createdAt: '2026-12-16T08:30:00.000Z',
        },
      ],
      nextCursor: null,
    },
  }));
});
afterEach(() => {
  api.restore();
  act(() => clearAuth());
});

const open = (url = '/backoffice/members/4') => renderPage(<MemberPage />, { path: '/backoffice/members/:id', url });

describe("a member's page", () => {
  it('tells an agent with no discount of its own that it cannot give one, and offers no form', async () => {
    api.on('GET /backoffice/members/4', () => ({ body: { ...somchai, discount: 0, maxDiscount: 0 } }));
    open();
    expect(await screen.findByText('ท่านยังไม่มีส่วนลดของตนเอง จึงให้ส่วนลดสมาชิกไม่ได้ ติดต่อผู้ดูแลระบบ')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'บันทึกส่วนลด' })).toBeNull();
  });

  it("sends staff to the agent's page when the agent has no discount to give", async () => {
    saveLogin(loginAnswerFor('agadmin'));
    api.on('GET /backoffice/members/4', () => ({ body: { ...somchai, discount: 0, maxDiscount: 0 } }));
    open();
    expect(await screen.findByText(/เอเย่นต์ agent ยังไม่มีส่วนลดของตนเอง จึงให้ส่วนลดสมาชิกนี้ไม่ได้/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ตั้งส่วนลดของเอเย่นต์' }).getAttribute('href')).toBe('/backoffice/agents/3');
    expect(screen.queryByRole('button', { name: 'บันทึกส่วนลด' })).toBeNull();
  });

  it('says a discount set before a lower maximum is above it, and takes a lower one', async () => {
    api.on('GET /backoffice/members/4', () => ({ body: { ...somchai, discount: 8, maxDiscount: 5 } }));
    api.on('PUT /backoffice/members/4/discount', ({ body }) => ({ body: { ...somchai, ...(body as object) } }));
    open();
    expect(await screen.findByText('ส่วนลดที่ตั้งไว้ 8% เกินกว่าที่ให้ได้ตอนนี้ (5%) ยังใช้คิดราคาอยู่จนกว่าจะลดลง')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('ส่วนลด (%)'), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'บันทึกส่วนลด' }));
    expect(await screen.findByText('บันทึกส่วนลด 5% แล้ว')).toBeTruthy();
    expect(screen.queryByText(/เกินกว่าที่ให้ได้ตอนนี้/)).toBeNull();
  });

  it('shows the facts and the money history', async () => {
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'somchai' })).toBeTruthy();
    expect(screen.getByText('1,250.50', { selector: 'dd *' })).toBeTruthy();
    expect(screen.getByText('0001112223')).toBeTruthy();
    expect(screen.getByText('1.5%')).toBeTruthy();
    const line = (await screen.findByText('รายการฝาก #42')).closest('tr') as HTMLElement;
    expect(within(line).getByText('ฝากเงิน')).toBeTruthy();
    expect(within(line).getByText('+500.00')).toBeTruthy();
    const payout = screen.getByText('รอบ #57').closest('tr') as HTMLElement;
    expect(within(payout).getByText('ถูกรางวัล')).toBeTruthy();
    expect(within(payout).getByText('+900.00')).toBeTruthy();
    expect(api.calls('GET /backoffice/transactions')[0]?.params).toMatchObject({ memberId: '4' });
  });

  it('opens the not-found page for a member out of reach', async () => {
    api.on('GET /backoffice/members/99', () => apiError(404, 'NOT_FOUND', 'ไม่พบสมาชิกนี้'));
    open('/backoffice/members/99');
    expect(await screen.findByText('/error-404')).toBeTruthy();
  });

  it('issues a reset code and shows it once with until when it works', async () => {
    api.on('POST /backoffice/members/4/password-reset-code', () => ({ status: 201, body: { code: 'K7P2QX', expiresAt: '2026-12-16T09:00:00.000Z' } }));
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'ออกรหัสรีเซ็ตรหัสผ่าน' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('รหัสรีเซ็ต').textContent).toBe('K7P2QX');
    expect(within(dialog).getByText('ใช้ได้ถึง 16 ธ.ค. 2569 16:00')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'ปิด' }));
    expect(screen.queryByText('K7P2QX')).toBeNull();
  });

  it('sets the discount within the most allowed', async () => {
    api.on('PUT /backoffice/members/4/discount', ({ body }) => ({ body: { ...somchai, ...(body as object) } }));
    open();
    const field = await screen.findByLabelText('ส่วนลด (%)');
    expect(screen.getByText('ให้ได้ไม่เกิน 5%')).toBeTruthy();
    fireEvent.change(field, { target: { value: '6' } });
    expect(screen.getByRole('alert').textContent).toBe('เกินส่วนลดสูงสุดที่ให้ได้');
    expect((screen.getByRole('button', { name: 'บันทึกส่วนลด' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(field, { target: { value: '2.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'บันทึกส่วนลด' }));
    expect(await screen.findByText('บันทึกส่วนลด 2.5% แล้ว')).toBeTruthy();
    expect(api.calls('PUT /backoffice/members/4/discount')[0]?.body).toEqual({ discount: 2.5 });
    expect(screen.getByText('2.5%')).toBeTruthy();
  });

  it('shows the slips and the win/lose on their tabs, kept in the address', async () => {
    api.on('GET /backoffice/winlose', () => ({ body: { from: '2026-12-10', to: '2026-12-16', days: [], totals: { slips: 0, stake: 0, discount: 0, charged: 0, payout: 0, pendingSlips: 0, pendingCharged: 0, net: 0 } } }));
    open('/backoffice/members/4?tab=winlose');
    expect(await screen.findByText('ไม่มีโพยในช่วงเวลานี้')).toBeTruthy();
    expect(api.calls('GET /backoffice/winlose')[0]?.params).toMatchObject({ memberId: '4' });
    api.on('GET /backoffice/slips', () => ({ body: { items: [], nextCursor: null } }));
    fireEvent.click(screen.getByRole('radio', { name: 'โพย' }));
    expect(await screen.findByText('ยังไม่มีโพย')).toBeTruthy();
    expect(api.calls('GET /backoffice/slips')[0]?.params).toMatchObject({ accountId: '4' });
  });
});
