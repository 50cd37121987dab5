import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { clearAuth, saveLogin } from '@tanghuay/shared-auth';
import { loginAnswerFor } from '@tanghuay/shared-auth/testing';
import { apiError, type FakeApi, fakeApi } from '../../testing/fake-api.ts';
import { renderPage } from '../../testing/render-page.tsx';
import type { QueuedWithdrawal } from './api/queue.ts';
import { WithdrawalsPage } from './withdrawals-page.tsx';

const pending: QueuedWithdrawal = {
  id: '12',
  amount: 820,
  status: 'pending',
  bank: { code: 'KBANK', accountNo: '0001112223', accountName: 'สมชาย ใจดี' },
  createdAt: '2026-12-16T08:30:00.000Z',
  decidedAt: null,
  reason: null,
  member: { id: '4', username: 'somchai' },
  firstApproval: null,
  secondApprovalNeeded: false,
  frozenBy: null,
};
/** A large withdrawal the administrator `admin_a` (id 21) approved first: it waits for a second approver. */
const awaitingSecond: QueuedWithdrawal = {
  ...pending,
  id: '13',
  amount: 25_000.5,
  member: { id: '5', username: 'somsri' },
  firstApproval: { by: { id: '21', username: 'admin_a' }, at: '2026-12-16T08:45:00.000Z' },
  secondApprovalNeeded: true,
};

let api: FakeApi;
beforeEach(() => {
  saveLogin(loginAnswerFor('master'));
  api = fakeApi();
  api.on('GET /backoffice/withdrawals', ({ params }) => ({ body: { items: params.status === 'pending' ? [pending] : [], nextCursor: null } }));
});
afterEach(() => {
  api.restore();
  act(() => clearAuth());
});

const open = (url = '/backoffice/withdrawals', width?: number) => renderPage(<WithdrawalsPage />, { path: '/backoffice/withdrawals', url, ...(width ? { width } : {}) });
const row = async () => (await screen.findByText('somchai')).closest('tr') as HTMLElement;

describe('the withdrawal queue', () => {
  it('lists the pending requests with the full account to pay into', async () => {
    open();
    const shown = within(await row());
    expect(shown.getByText('#12')).toBeTruthy();
    expect(shown.getByText('0001112223')).toBeTruthy();
    expect(shown.getByText('สมชาย ใจดี')).toBeTruthy();
    expect(shown.getByText('820.00')).toBeTruthy();
    expect(shown.getByRole('link', { name: 'somchai' }).getAttribute('href')).toBe('/backoffice/members/4');
    expect(api.calls('GET /backoffice/withdrawals')[0]?.params).toMatchObject({ status: 'pending' });
  });

  it('shows another status from the address, and says when there is nothing', async () => {
    open('/backoffice/withdrawals?status=rejected');
    expect(await screen.findByText('ไม่มีรายการที่ไม่อนุมัติ')).toBeTruthy();
    expect(api.calls('GET /backoffice/withdrawals')[0]?.params).toMatchObject({ status: 'rejected' });
  });

  it('approves after confirmation, once, under an Idempotency-Key, and reads the queue again', async () => {
    api.on('POST /backoffice/withdrawals/12/approve', () => ({ body: { ...pending, status: 'approved', decidedAt: '2026-12-16T09:00:00.000Z' } }));
    open();
    fireEvent.click(within(await row()).getByRole('button', { name: 'อนุมัติ' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('กดอนุมัติเมื่อโอนเงินเข้าบัญชีนี้เรียบร้อยแล้วเท่านั้น')).toBeTruthy();
    expect(api.calls('POST /backoffice/withdrawals/12/approve')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'อนุมัติ' }));
    expect(await screen.findByText('อนุมัติรายการ #12 แล้ว')).toBeTruthy();
    const [call] = api.calls('POST /backoffice/withdrawals/12/approve');
    expect(call?.idempotencyKey).toMatch(/^[0-9a-f]{32}$/);
    await waitFor(() => expect(api.calls('GET /backoffice/withdrawals')).toHaveLength(2));
  });

  it('does not offer to approve while a correction of the member\'s winnings waits, and says which', async () => {
    api.on('GET /backoffice/withdrawals', () => ({ body: { items: [{ ...pending, frozenBy: { roundId: '77' } }], nextCursor: null } }));
    open();
    const shown = within(await row());
    expect(shown.getByText('รอแก้ผลรอบ #77')).toBeTruthy();
    expect(shown.getByRole('button', { name: 'อนุมัติ' }).hasAttribute('disabled')).toBe(true);
    expect(shown.getByRole('button', { name: 'ไม่อนุมัติ' }).hasAttribute('disabled')).toBe(false);
  });

  it('rejects only with a reason, and sends it', async () => {
    api.on('POST /backoffice/withdrawals/12/reject', () => ({ body: { ...pending, status: 'rejected', reason: 'ชื่อบัญชีไม่ตรง' } }));
    open();
    fireEvent.click(within(await row()).getByRole('button', { name: 'ไม่อนุมัติ' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'ไม่อนุมัติ' }));
    expect(within(dialog).getByText('กรุณาระบุเหตุผล')).toBeTruthy();
    expect(api.calls('POST /backoffice/withdrawals/12/reject')).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText('เหตุผล'), { target: { value: 'ชื่อบัญชีไม่ตรง' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'ไม่อนุมัติ' }));
    expect(await screen.findByText('ไม่อนุมัติรายการ #12 แล้ว')).toBeTruthy();
    expect(api.calls('POST /backoffice/withdrawals/12/reject')[0]?.body).toEqual({ reason: 'ชื่อบัญชีไม่ตรง' });
  });

  it('says so when someone else decided the request first, and reads the queue again', async () => {
    api.on('POST /backoffice/withdrawals/12/approve', () => apiError(409, 'ALREADY_DECIDED', 'รายการถอนเงินนี้ได้รับการอนุมัติหรือปฏิเสธไปแล้ว'));
    open();
    fireEvent.click(within(await row()).getByRole('button', { name: 'อนุมัติ' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'อนุมัติ' }));
    expect(await screen.findByText('รายการ #12 ถูกดำเนินการแล้วโดยผู้อื่น')).toBeTruthy();
    expect(screen.getByText('รายการถอนเงินนี้ได้รับการอนุมัติหรือปฏิเสธไปแล้ว')).toBeTruthy();
    await waitFor(() => expect(api.calls('GET /backoffice/withdrawals')).toHaveLength(2));
  });

  it('keeps the confirmation open with the API’s words when the approval fails otherwise', async () => {
    api.on('POST /backoffice/withdrawals/12/approve', () => apiError(500, 'INTERNAL', 'ระบบขัดข้อง'));
    open();
    fireEvent.click(within(await row()).getByRole('button', { name: 'อนุมัติ' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'อนุมัติ' }));
    expect(await within(dialog).findByText('ระบบขัดข้อง')).toBeTruthy();
  });
});

describe('the two-person rule on the withdrawal queue', () => {
  const signInAs = (role: 'admin' | 'master', userID: number) => {
    act(() => saveLogin(loginAnswerFor(role, { userID, username: `${role}_${userID}` })));
    api.on('GET /backoffice/withdrawals', () => ({ body: { items: [awaitingSecond, pending], nextCursor: null } }));
  };
  const rowOf = async (username: string) => (await screen.findByText(username)).closest('tr') as HTMLElement;

  it('shows the first approval, and offers another administrator the second: sent, paid, said', async () => {
    signInAs('admin', 22);
    api.on('POST /backoffice/withdrawals/13/approve', () => ({
      body: { ...awaitingSecond, status: 'approved', decidedAt: '2026-12-16T09:00:00.000Z', secondApprovalNeeded: false },
    }));
    open();
    const shown = within(await rowOf('somsri'));
    expect(shown.getByText('รออนุมัติคนที่ 2')).toBeTruthy();
    expect(shown.getByText(/อนุมัติแล้ว 1\/2 โดย admin_a/)).toBeTruthy();
    fireEvent.click(shown.getByRole('button', { name: 'อนุมัติคนที่ 2' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('ท่านเป็นผู้อนุมัติคนที่ 2 กดอนุมัติเมื่อโอนเงินเข้าบัญชีนี้เรียบร้อยแล้วเท่านั้น')).toBeTruthy();
    expect(within(dialog).getByText('admin_a')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'อนุมัติคนที่ 2' }));
    expect(await screen.findByText('อนุมัติรายการ #13 แล้ว')).toBeTruthy();
    expect(api.calls('POST /backoffice/withdrawals/13/approve')).toHaveLength(1);
  });

  it('offers the first approver no approve on their own first approval, and no agent the second step', async () => {
    signInAs('admin', 21);
    open();
    const own = within(await rowOf('somsri'));
    expect(own.queryByRole('button', { name: /^อนุมัติ/ })).toBeNull();
    expect(own.getByRole('button', { name: 'ไม่อนุมัติ' })).toBeTruthy();
    expect(within(await rowOf('somchai')).getByRole('button', { name: 'อนุมัติ' })).toBeTruthy();
  });

  it('offers an agent no second approval of its member’s withdrawal', async () => {
    signInAs('master', 30);
    open();
    const shown = within(await rowOf('somsri'));
    expect(shown.queryByRole('button', { name: /^อนุมัติ/ })).toBeNull();
    expect(shown.getByRole('button', { name: 'ไม่อนุมัติ' })).toBeTruthy();
  });

  it('says a first approval of two was recorded, and that it waits for the second', async () => {
    signInAs('admin', 21);
    const large = { ...pending, amount: 30_000, secondApprovalNeeded: true };
    api.on('GET /backoffice/withdrawals', () => ({ body: { items: [large], nextCursor: null } }));
    api.on('POST /backoffice/withdrawals/12/approve', () => ({
      body: { ...large, firstApproval: { by: { id: '21', username: 'admin_21' }, at: '2026-12-16T09:00:00.000Z' } },
    }));
    open();
    const shown = within(await rowOf('somchai'));
    expect(shown.getByText('ต้องมีผู้อนุมัติ 2 คน')).toBeTruthy();
    fireEvent.click(shown.getByRole('button', { name: 'อนุมัติคนที่ 1' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/ท่านเป็นผู้อนุมัติคนที่ 1 ยังไม่ต้องโอนเงิน/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'อนุมัติคนที่ 1' }));
    expect(await screen.findByText('บันทึกการอนุมัติคนที่ 1 ของรายการ #12 แล้ว · รออนุมัติคนที่ 2')).toBeTruthy();
  });

  it('shows a refusal of the second step in the API’s words', async () => {
    signInAs('admin', 22);
    api.on('POST /backoffice/withdrawals/13/approve', () =>
      apiError(403, 'APPROVER_NOT_ALLOWED', 'ผู้อนุมัติคนที่ 2 ต้องไม่ใช่ตัวแทนของสมาชิกหรือผู้สร้างบัญชีสมาชิก กรุณาให้เจ้าหน้าที่ท่านอื่นอนุมัติ'),
    );
    open();
    fireEvent.click(within(await rowOf('somsri')).getByRole('button', { name: 'อนุมัติคนที่ 2' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'อนุมัติคนที่ 2' }));
    expect(await within(dialog).findByText(/ต้องไม่ใช่ตัวแทนของสมาชิกหรือผู้สร้างบัญชีสมาชิก/)).toBeTruthy();
  });
});

describe('the withdrawal queue on a phone (360 px)', () => {
  it('shows a card per request, every action reachable, instead of the table', async () => {
    act(() => saveLogin(loginAnswerFor('admin', { userID: 22 })));
    api.on('GET /backoffice/withdrawals', () => ({ body: { items: [awaitingSecond, pending], nextCursor: null } }));
    api.on('POST /backoffice/withdrawals/12/reject', () => ({ body: { ...pending, status: 'rejected', reason: 'ชื่อบัญชีไม่ตรง' } }));
    open('/backoffice/withdrawals', 360);
    const card = within(await screen.findByRole('article', { name: 'รายการ #13' }));
    expect(screen.queryByRole('table')).toBeNull();
    expect(card.getByText('0001112223')).toBeTruthy();
    expect(card.getByText('รออนุมัติคนที่ 2')).toBeTruthy();
    expect(card.getByRole('button', { name: 'อนุมัติคนที่ 2' })).toBeTruthy();
    expect(card.getByRole('link', { name: 'somsri' }).getAttribute('href')).toBe('/backoffice/members/5');
    const other = within(screen.getByRole('article', { name: 'รายการ #12' }));
    expect(other.getByRole('button', { name: 'อนุมัติ' })).toBeTruthy();
    fireEvent.click(other.getByRole('button', { name: 'ไม่อนุมัติ' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('เหตุผล'), { target: { value: 'ชื่อบัญชีไม่ตรง' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'ไม่อนุมัติ' }));
    expect(await screen.findByText('ไม่อนุมัติรายการ #12 แล้ว')).toBeTruthy();
  });
});
