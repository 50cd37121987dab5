import type { QueuedDeposit, QueuedWithdrawal } from '../api/queue.ts';
import { type Approver, approvalStage, mayApprove } from './approvals.ts';

const withdrawal: QueuedWithdrawal = {
  id: '12',
  amount: 25_000,
  status: 'pending',
  bank: { code: 'KBANK', accountNo: '0001112223', accountName: 'สมชาย ใจดี' },
  createdAt: '2026-12-16T08:30:00.000Z',
  decidedAt: null,
  reason: null,
  member: { id: '4', username: 'somchai' },
  firstApproval: null,
  secondApprovalNeeded: true,
  frozenBy: null,
};
const deposit: QueuedDeposit = {
  ...withdrawal,
  payment: {
    promptpayPayload: '00020101021129370016A000000677010111011300668123456785802TH530376463041234',
    promptpay: { type: 'phone', value: '0812345678' },
    bank: { code: 'KBANK', accountNo: '1234567890', accountName: 'บริษัท ตั้งหวย จำกัด' },
  },
  decidedVia: null,
};
const firstBy = (id: string) => ({ by: { id, username: `staff${id}` }, at: '2026-12-16T09:00:00.000Z' });

const admin: Approver = { id: '1', usertype: 'staff', approvesDeposits: true };
const otherAdmin: Approver = { id: '2', usertype: 'staff', approvesDeposits: true };
const agent: Approver = { id: '3', usertype: 'agent', approvesDeposits: false };

describe('the two-person rule on a queue', () => {
  it('says what approving would be: the only approval, the first of two, or the second', () => {
    expect(approvalStage({ ...withdrawal, secondApprovalNeeded: false })).toBe('only');
    expect(approvalStage(withdrawal)).toBe('first');
    expect(approvalStage({ ...withdrawal, firstApproval: firstBy('1') })).toBe('second');
  });

  it('never offers an agent approve on a deposit', () => {
    expect(mayApprove('deposits', { ...deposit, secondApprovalNeeded: false }, agent)).toBe(false);
    expect(mayApprove('deposits', deposit, admin)).toBe(true);
    expect(mayApprove('withdrawals', withdrawal, agent)).toBe(true);
  });

  it('offers the second step neither to the first approver nor to an agent', () => {
    const waiting = { ...withdrawal, firstApproval: firstBy('1') };
    expect(mayApprove('withdrawals', waiting, admin)).toBe(false);
    expect(mayApprove('withdrawals', waiting, agent)).toBe(false);
    expect(mayApprove('withdrawals', waiting, otherAdmin)).toBe(true);
    expect(mayApprove('deposits', { ...deposit, firstApproval: firstBy('1') }, otherAdmin)).toBe(true);
  });

  it('offers nothing on a decided request', () => {
    expect(mayApprove('withdrawals', { ...withdrawal, status: 'approved', secondApprovalNeeded: false }, otherAdmin)).toBe(false);
  });
});
