import { act, fireEvent, screen, within } from '@testing-library/react';
import { clearAuth, readToken, saveLogin } from '@tanghuay/shared-auth';
import { loginAnswerFor } from '@tanghuay/shared-auth/testing';
import { App } from 'antd';
import type { PeriodLimit } from '../../lib/deposit-limits.ts';
import { apiError, type FakeApi, fakeApi } from '../../testing/fake-api.ts';
import { renderPage } from '../../testing/render-page.tsx';
import { AccountPage } from './account-page.tsx';

const UNTIL = '2026-12-24T03:00:00.000Z'; // 10:00 in Bangkok
const dayLimit: PeriodLimit = { amount: 300, used: 0, remaining: 300, pending: null };
const noLimit: PeriodLimit = { amount: null, used: 0, remaining: null, pending: null };

let api: FakeApi;
beforeEach(() => {
  api = fakeApi();
  api.on('GET /wallet/limits', () => ({ body: { day: dayLimit, week: noLimit, month: noLimit } }));
});
afterEach(() => {
  api.restore();
  act(() => clearAuth());
});

const open = () =>
  renderPage(
    <App>
      <AccountPage />
    </App>,
    { path: '/tanghuay-account', width: 360 },
  );
const location = () => screen.getByTestId('location').textContent;
const breakSection = () => screen.getByRole('region', { name: 'พักการเล่น' });
const limitsSection = () => screen.getByRole('region', { name: 'วงเงินฝาก' });

describe('taking a break on the account page', () => {
  beforeEach(() => {
    saveLogin(loginAnswerFor('member'));
    api.on('GET /account/self-exclusion', () => ({ body: { selfExcludedUntil: null } }));
  });

  /** Chooses 7 days and opens the confirmation: the dialog. */
  async function confirmSevenDays() {
    open();
    const section = breakSection();
    fireEvent.click(within(section).getByRole('button', { name: '7 วัน' }));
    fireEvent.click(within(section).getByRole('button', { name: 'พักการเล่น 7 วัน' }));
    return screen.findByRole('dialog', { name: 'ยืนยันการพักการเล่น' });
  }

  it('says what the break means now: signed out, then signing in only to see the history and withdraw', async () => {
    open();
    const section = breakSection();
    expect(within(section).getByText('ระบบจะออกจากระบบทันทีในทุกอุปกรณ์ รวมถึงหน้านี้')).toBeTruthy();
    expect(within(section).getByText('จนกว่าจะครบกำหนด เข้าสู่ระบบได้เพื่อดูประวัติและถอนเงินเท่านั้น แทงหวย ฝากเงิน และเปลี่ยนวงเงินฝากไม่ได้')).toBeTruthy();
    await api.settled();
  });

  it('asks for the password in the confirmation: nothing is sent before it is typed and the member says they understand', async () => {
    const dialog = await confirmSevenDays();
    const confirm = within(dialog).getByRole('button', { name: 'ยืนยันพักการเล่น' }) as HTMLButtonElement;
    const password = within(dialog).getByLabelText('รหัสผ่าน');
    expect(password.getAttribute('autocomplete')).toBe('current-password');
    expect(confirm.disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /^เข้าใจแล้ว/ }));
    expect(confirm.disabled).toBe(true);
    fireEvent.change(password, { target: { value: 'lucky2026x' } });
    expect(confirm.disabled).toBe(false);
    fireEvent.change(password, { target: { value: '' } });
    expect(confirm.disabled).toBe(true);
    expect(api.calls('POST /account/self-exclusion')).toHaveLength(0);
  });

  it('shows a wrong password in the API’s words and keeps the member signed in, on the dialog', async () => {
    api.on('POST /account/self-exclusion', () => apiError(403, 'WRONG_PASSWORD', 'รหัสผ่านปัจจุบันไม่ถูกต้อง'));
    const dialog = await confirmSevenDays();
    fireEvent.change(within(dialog).getByLabelText('รหัสผ่าน'), { target: { value: 'not-mine-1' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /^เข้าใจแล้ว/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'ยืนยันพักการเล่น' }));
    expect(await within(dialog).findByText('รหัสผ่านปัจจุบันไม่ถูกต้อง')).toBeTruthy();
    expect(api.calls('POST /account/self-exclusion').map((call) => call.body)).toEqual([{ days: 7, password: 'not-mine-1' }]);
    expect(location()).toBe('/tanghuay-account');
    expect(readToken()).toBe('access-1');
  });

  it('sends the days with the password once, then signs this tab out', async () => {
    api.on('POST /account/self-exclusion', () => ({ body: { selfExcludedUntil: UNTIL } }));
    const dialog = await confirmSevenDays();
    fireEvent.change(within(dialog).getByLabelText('รหัสผ่าน'), { target: { value: 'lucky2026x' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /^เข้าใจแล้ว/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'ยืนยันพักการเล่น' }));
    await api.settled();
    expect(api.calls('POST /account/self-exclusion').map((call) => call.body)).toEqual([{ days: 7, password: 'lucky2026x' }]);
    expect(location()).toBe('/login-next');
    expect(readToken()).toBeNull();
  });
});

describe('the account page of a self-excluded member', () => {
  beforeEach(() => saveLogin(loginAnswerFor('member', { selfExcludedUntil: UNTIL })));

  it('shows the break in force until its end, offering no way to take another', async () => {
    open();
    const section = breakSection();
    expect(within(section).getByText('บัญชีนี้พักการเล่นอยู่จนถึง 24 ธ.ค. 2569 10:00 น.')).toBeTruthy();
    expect(within(section).queryByRole('button')).toBeNull();
    await api.settled();
    expect(api.calls('GET /account/self-exclusion')).toHaveLength(0);
  });

  it('shows the limits but the form is locked, saying why', async () => {
    open();
    const section = limitsSection();
    expect(await within(section).findByText('เปลี่ยนวงเงินฝากไม่ได้ระหว่างพักการเล่น (ถึง 24 ธ.ค. 2569 10:00 น.)')).toBeTruthy();
    for (const label of ['วงเงินฝากต่อวัน (บาท)', 'วงเงินฝากต่อสัปดาห์ (บาท)', 'วงเงินฝากต่อเดือน (บาท)']) {
      expect((within(section).getByLabelText(label) as HTMLInputElement).disabled).toBe(true);
    }
    expect(within(section).queryByRole('button', { name: 'ไม่จำกัดวงเงินฝากต่อวัน' })).toBeNull();
    const save = within(section).getByRole('button', { name: 'บันทึกวงเงินฝาก' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.submit(save.closest('form') as HTMLFormElement);
    expect(api.calls('PUT /wallet/limits')).toHaveLength(0);
  });

  it('still changes the password', async () => {
    open();
    const section = screen.getByRole('region', { name: 'เปลี่ยนรหัสผ่าน' });
    expect((within(section).getByRole('button', { name: 'เปลี่ยนรหัสผ่าน' }) as HTMLButtonElement).disabled).toBe(false);
    expect((within(section).getByLabelText('รหัสผ่านปัจจุบัน') as HTMLInputElement).disabled).toBe(false);
    await api.settled();
  });
});
