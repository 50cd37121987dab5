/** @jest-environment node */
// Rendered to HTML on the server side of React, like deposit-request.test.tsx: the node environment
// has the TextEncoder that react-router (through @tanghuay/shared-auth) needs.
import { renderToStaticMarkup } from 'react-dom/server';
import type { Withdrawal } from '../api/withdrawal.ts';
import { WithdrawalCard } from './withdrawal-list.tsx';

const pending: Withdrawal = {
  id: '12',
  amount: 200,
  status: 'pending',
  bank: { code: 'KBANK', accountNo: 'xxxxxx7890', accountName: 'สมชาย ใจดี' },
  createdAt: '2026-12-16T08:30:00.000Z',
  decidedAt: null,
  reason: null,
};

/** The text of some HTML, each element's text apart. */
const textOf = (withdrawal: Withdrawal) =>
  renderToStaticMarkup(<WithdrawalCard withdrawal={withdrawal} />)
    .replace(/<[^>]+>/g, '|')
    .replace(/\|+/g, '|');

describe('WithdrawalCard', () => {
  it('shows a pending request with its amount, when it was asked and the masked account it goes to', () => {
    const text = textOf(pending);
    expect(text).toContain('|รอตรวจสอบ|');
    expect(text).toContain('200');
    expect(text).toContain('แจ้งถอนเมื่อ 16 ธ.ค. 2569 15:30');
    expect(text).toContain('KBANK xxxxxx7890 สมชาย ใจดี');
    expect(text).not.toContain('ดำเนินการเมื่อ');
  });

  it('shows a paid request with when it was decided', () => {
    const text = textOf({ ...pending, status: 'approved', decidedAt: '2026-12-16T09:00:00.000Z' });
    expect(text).toContain('|โอนเงินแล้ว|');
    expect(text).toContain('ดำเนินการเมื่อ 16 ธ.ค. 2569 16:00');
  });

  it('shows why a request was rejected', () => {
    const text = textOf({ ...pending, status: 'rejected', decidedAt: '2026-12-16T09:00:00.000Z', reason: 'ชื่อบัญชีไม่ตรง' });
    expect(text).toContain('|ไม่อนุมัติ|');
    expect(text).toContain('เหตุผล: ชื่อบัญชีไม่ตรง');
  });

  it('calls a note on an approval a note, not a reason', () => {
    const text = textOf({ ...pending, status: 'approved', decidedAt: '2026-12-16T09:00:00.000Z', reason: 'โอนผ่าน SCB' });
    expect(text).toContain('หมายเหตุ: โอนผ่าน SCB');
    expect(text).not.toContain('เหตุผล');
  });
});
