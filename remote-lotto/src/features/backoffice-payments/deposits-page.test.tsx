import { act, fireEvent, screen, within } from '@testing-library/react';
import { clearAuth, saveLogin } from '@tanghuay/shared-auth';
import { loginAnswerFor } from '@tanghuay/shared-auth/testing';
import { type FakeApi, fakeApi } from '../../testing/fake-api.ts';
import { renderPage } from '../../testing/render-page.tsx';
import type { QueuedDeposit } from './api/queue.ts';
import { DepositsPage } from './deposits-page.tsx';

const pending: QueuedDeposit = {
  id: '31',
  amount: 500.25,
  status: 'pending',
  payment: {
    promptpayPayload: '00020101021129370016A000000677010111011300668123456785802TH530376463041234',
    promptpay: { type: 'phone', value: '0812345678' },
    bank: { code: 'KBANK', accountNo: '1234567890', accountName: 'บริษัท ตั้งหวย จำกัด' },
  },
  decidedVia: null,
  createdAt: '2026-12-16T08:30:00.000Z',
  decidedAt: null,
  reason: null,
  member: { id: '4', username: 'somchai' },
  firstApproval: null,
  secondApprovalNeeded: false,
};

let api: FakeApi;
beforeEach(() => {
  api = fakeApi();
  api.on('GET /backoffice/deposits', () => ({ body: { items: [pending], nextCursor: null } }));
});
afterEach(() => {
  api.restore();
  act(() => clearAuth());
});

const open = (width?: number) => renderPage(<DepositsPage />, { path: '/backoffice/deposits', url: '/backoffice/deposits', ...(width ? { width } : {}) });

describe('the deposit queue', () => {
  it.each([1280, 360])('offers an agent no approval of a deposit, only its rejection (%d px)', async (width) => {
    saveLogin(loginAnswerFor('master'));
    open(width);
    expect(await screen.findByText('somchai')).toBeTruthy();
    expect(screen.getByText(/การอนุมัติยอดฝากทำได้เฉพาะเจ้าหน้าที่ปฏิบัติการหรือผู้ดูแลระบบ/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^อนุมัติ/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'ไม่อนุมัติ' })).toBeTruthy();
  });

  it('offers an operator the approval, with the amount to the satang', async () => {
    saveLogin(loginAnswerFor('agadmin'));
    api.on('POST /backoffice/deposits/31/approve', () => ({ body: { ...pending, status: 'approved', decidedVia: 'backoffice' } }));
    open();
    const row = within((await screen.findByText('somchai')).closest('tr') as HTMLElement);
    expect(row.getByText('500.25')).toBeTruthy();
    fireEvent.click(row.getByRole('button', { name: 'อนุมัติ' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('ยอดนี้จะเข้ากระเป๋าของสมาชิกทันที ตรวจสอบว่าได้รับเงินในบัญชีแล้ว')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'อนุมัติ' }));
    expect(await screen.findByText('อนุมัติรายการ #31 แล้ว')).toBeTruthy();
  });
});
