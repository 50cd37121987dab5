import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { clearAuth, type RoundStatusChange, saveLogin, sessionBus } from '@tanghuay/shared-auth';
import { loginAnswerFor } from '@tanghuay/shared-auth/testing';
import { Subject } from 'rxjs';
import type { BackofficeRound } from '../../lib/backoffice-rounds.ts';
import { bangkokDay } from '../../lib/dates.ts';
import { type FakeApi, fakeApi } from '../../testing/fake-api.ts';
import { renderPage } from '../../testing/render-page.tsx';
import { RoundsPage } from './rounds-page.tsx';

const HOUR = 3_600_000;
const round = (changes: Partial<BackofficeRound>): BackofficeRound => ({
  id: '43',
  lottoCode: 'lao-vip',
  lottoName: 'หวยลาว VIP',
  lottoHead: 'หวยลาว',
  lottoSubHead: 'ลาว VIP',
  closeDate: '2026-12-16',
  opensAt: new Date(Date.now() - 20 * HOUR).toISOString(),
  closesAt: new Date(Date.now() + 2 * HOUR).toISOString(),
  status: 'open',
  secondsToClose: 7200,
  resultKind: 'standard',
  resultSource: 'operator',
  slips: 3,
  stake: 1250.5,
  hasResult: false,
  ...changes,
});
const open = round({});
const closed = round({ id: '40', lottoCode: 'lao-pattana', lottoName: 'หวยลาวพัฒนา', status: 'closed', closesAt: new Date(Date.now() - HOUR).toISOString(), slips: 1, stake: 120 });

let api: FakeApi;
let statuses: Subject<RoundStatusChange>;
const ownStatuses = sessionBus.roundStatus$;
beforeEach(() => {
  api = fakeApi();
  api.on('GET /lotto/catalog', () => ({ body: { heads: [] } }));
  api.on('GET /backoffice/rounds', () => ({ body: { items: [open, closed], total: 2, page: 1, pageSize: 50 } }));
  statuses = new Subject();
  Object.assign(sessionBus, { roundStatus$: statuses });
});
afterEach(() => {
  api.restore();
  Object.assign(sessionBus, { roundStatus$: ownStatuses });
  act(() => clearAuth());
});

const show = (url = '/manage-lotto-status') => renderPage(<RoundsPage />, { path: '/manage-lotto-status', url });
const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;

describe('the rounds of a day', () => {
  it("lists today's rounds with their status, slips and stake, and what may be done to each", async () => {
    saveLogin(loginAnswerFor('agadmin'));
    show();
    const openRow = within(await rowOf('หวยลาว VIP'));
    expect(openRow.getByText('เปิดรับแทง')).toBeTruthy();
    expect(openRow.getByText('1,250.50')).toBeTruthy();
    expect(openRow.getByRole('button', { name: 'ปิดรับก่อนเวลา' })).toBeTruthy();
    expect(openRow.getByRole('button', { name: 'ยกเลิกงวด' })).toBeTruthy();
    expect(openRow.getByRole('link', { name: 'หวยลาว VIP' }).getAttribute('href')).toBe('/backoffice/rounds/43');
    const closedRow = within(await rowOf('หวยลาวพัฒนา'));
    expect(closedRow.getByText('ปิดรับแล้ว')).toBeTruthy();
    await waitFor(() => expect(closedRow.queryByRole('button', { name: 'เปิดรับแทง' })).toBeNull());
    expect(closedRow.getByRole('link', { name: 'ออกผล' }).getAttribute('href')).toBe('/backoffice/results/40');
    expect(api.calls('GET /backoffice/rounds')[0]?.params).toMatchObject({ date: bangkokDay(new Date()), page: '1' });
  });

  it('shows no result entry to whom may not enter results', async () => {
    saveLogin(loginAnswerFor('agseamless'));
    show('/manage-lotto-status?date=2026-12-16&lotto=lao-vip');
    const closedRow = within(await rowOf('หวยลาวพัฒนา'));
    expect(closedRow.getByRole('button', { name: 'ยกเลิกงวด' })).toBeTruthy();
    expect(closedRow.queryByRole('link', { name: 'ออกผล' })).toBeNull();
    expect(api.calls('GET /backoffice/rounds')[0]?.params).toMatchObject({ date: '2026-12-16', lotto: 'lao-vip' });
  });

  it('closes a round early once confirmed, and reads the list again', async () => {
    saveLogin(loginAnswerFor('agadmin'));
    api.on('POST /backoffice/rounds/43/close', () => ({ body: { ...open, status: 'closed' } }));
    show();
    fireEvent.click(within(await rowOf('หวยลาว VIP')).getByRole('button', { name: 'ปิดรับก่อนเวลา' }));
    const dialog = await screen.findByRole('dialog');
    expect(api.calls('POST /backoffice/rounds/43/close')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'ปิดรับก่อนเวลา' }));
    expect(await screen.findByText('ปิดรับแทง หวยลาว VIP 16 ธ.ค. 2569 แล้ว')).toBeTruthy();
    await waitFor(() => expect(api.calls('GET /backoffice/rounds')).toHaveLength(2));
  });

  it('says what cancelling would refund before asking why, then cancels under an Idempotency-Key', async () => {
    saveLogin(loginAnswerFor('agadmin'));
    api.on('GET /backoffice/rounds/43', () => ({ body: { ...open, cancelPreview: { slips: 3, members: 2, refund: 1250.5 } } }));
    api.on('POST /backoffice/rounds/43/cancel', () => ({
      body: { roundId: '43', lottoCode: 'lao-vip', lottoName: 'หวยลาว VIP', closeDate: '2026-12-16', status: 'cancelled', refunds: { slips: 3, members: 2, amount: 1250.5 } },
    }));
    show();
    fireEvent.click(within(await rowOf('หวยลาว VIP')).getByRole('button', { name: 'ยกเลิกงวด' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(await dialog.findByText('1,250.50')).toBeTruthy();
    expect(dialog.getByText('โพยที่จะคืนเงิน').nextSibling?.textContent).toBe('3');
    fireEvent.change(dialog.getByLabelText('เหตุผล'), { target: { value: 'ผลไม่ออก' } });
    fireEvent.click(dialog.getByRole('button', { name: 'ยกเลิกงวด' }));
    expect(await screen.findByText('ยกเลิก หวยลาว VIP 16 ธ.ค. 2569 แล้ว คืนเงิน 3 โพย 2 คน รวม 1,250.50 บาท')).toBeTruthy();
    const [call] = api.calls('POST /backoffice/rounds/43/cancel');
    expect(call?.body).toEqual({ reason: 'ผลไม่ออก' });
    expect(call?.idempotencyKey).toMatch(/^[0-9a-f]{32}$/);
  });

  it('reads the list again when one of its rounds changes status', async () => {
    saveLogin(loginAnswerFor('agseamless'));
    show();
    await rowOf('หวยลาว VIP');
    act(() => statuses.next({ roundId: '999', status: 'open' }));
    expect(api.calls('GET /backoffice/rounds')).toHaveLength(1);
    act(() => statuses.next({ roundId: '43', status: 'closed' }));
    await waitFor(() => expect(api.calls('GET /backoffice/rounds')).toHaveLength(2));
  });
});
