import { act, fireEvent, screen, within } from '@testing-library/react';
import { clearAuth, saveLogin } from '@tanghuay/shared-auth';
import { loginAnswerFor } from '@tanghuay/shared-auth/testing';
import { type FakeApi, fakeApi } from '../../testing/fake-api.ts';
import { renderPage } from '../../testing/render-page.tsx';
import type { Member } from './api/members.ts';
import { MembersPage } from './members-page.tsx';

const member = (id: string, username: string, balance: number): Member => ({
  id,
  username,
  phone: '0812345678',
  role: 'member',
  status: 'active',
  balance,
  discount: 1.5,
  agent: { id: '3', username: 'agent' },
  bank: null,
  createdAt: '2026-12-01T03:00:00.000Z',
  selfExcludedUntil: null,
});

let api: FakeApi;
beforeEach(() => {
  saveLogin(loginAnswerFor('master'));
  api = fakeApi();
  api.on('GET /backoffice/members', ({ params }) => ({
    body: { items: [member('4', 'somchai', 1250.5), member('5', 'somsri', 80)], total: 45, page: Number(params.page), pageSize: 20 },
  }));
});
afterEach(() => {
  api.restore();
  act(() => clearAuth());
});

const open = (url = '/backoffice/members') => renderPage(<MembersPage />, { path: '/backoffice/members', url });
const lastQuery = () => api.calls('GET /backoffice/members').at(-1)?.params;
const location = () => screen.getByTestId('location').textContent;

describe('the members list', () => {
  it('shows the members the API gives, newest first, with where the pages stand', async () => {
    open();
    const row = (await screen.findByRole('link', { name: 'somchai' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('1,250.50')).toBeTruthy();
    expect(within(row).getByText('agent')).toBeTruthy();
    expect(within(row).getByText('ปกติ')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'somchai' }).getAttribute('href')).toBe('/backoffice/members/4');
    expect(screen.getByText('หน้า 1 จาก 3')).toBeTruthy();
    expect(screen.getByText('ทั้งหมด 45 รายการ')).toBeTruthy();
    expect(lastQuery()).toMatchObject({ sort: 'createdAt', order: 'desc', page: '1', pageSize: '20' });
  });

  it('sorts by a clicked header, then the other way round, keeping it in the address', async () => {
    open();
    fireEvent.click(await screen.findByRole('button', { name: /ยอดเงิน/ }));
    expect(location()).toBe('/backoffice/members?sort=balance&order=asc');
    expect(await screen.findByRole('columnheader', { name: /ยอดเงิน/ })).toHaveProperty('ariaSort', 'ascending');
    expect(lastQuery()).toMatchObject({ sort: 'balance', order: 'asc' });
    fireEvent.click(screen.getByRole('button', { name: /ยอดเงิน/ }));
    expect(location()).toBe('/backoffice/members?sort=balance&order=desc');
    await api.settled();
    expect(lastQuery()).toMatchObject({ sort: 'balance', order: 'desc' });
  });

  it('pages forward and back, and opens the page the address names', async () => {
    open('/backoffice/members?sort=username&order=asc&page=2');
    expect(await screen.findByText('หน้า 2 จาก 3')).toBeTruthy();
    expect(lastQuery()).toMatchObject({ sort: 'username', order: 'asc', page: '2' });
    fireEvent.click(screen.getByRole('button', { name: 'ถัดไป' }));
    expect(location()).toBe('/backoffice/members?sort=username&order=asc&page=3');
    expect(await screen.findByText('หน้า 3 จาก 3')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'ถัดไป' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('filters by status from page 1 again, and searches the address’s words', async () => {
    open('/backoffice/members?q=som&page=2');
    await screen.findByText('หน้า 2 จาก 3');
    expect(lastQuery()).toMatchObject({ q: 'som' });
    expect((screen.getByRole('searchbox', { name: 'ค้นหาชื่อผู้ใช้หรือเบอร์โทร' }) as HTMLInputElement).value).toBe('som');
    const tabs = screen.getByRole('radiogroup', { name: 'สถานะ' });
    expect(within(tabs).getAllByRole('radio').map((tab) => tab.closest('label')?.textContent)).toEqual(['ทั้งหมด', 'ปกติ', 'พักการเล่น']);
    fireEvent.click(within(tabs).getByText('พักการเล่น'));
    expect(location()).toBe('/backoffice/members?q=som&status=self_excluded');
    await api.settled();
    expect(lastQuery()).toMatchObject({ q: 'som', status: 'self_excluded', page: '1' });
    fireEvent.click(within(tabs).getByText('ทั้งหมด'));
    expect(location()).toBe('/backoffice/members?q=som');
    await api.settled();
    expect(lastQuery()?.status).toBeUndefined();
  });

  it('shows each self-excluded member with until when, beside the balance they may withdraw', async () => {
    api.on('GET /backoffice/members', () => ({
      body: {
        items: [{ ...member('6', 'somjai', 2500.75), status: 'self_excluded', selfExcludedUntil: '2026-12-24T03:00:00.000Z' }],
        total: 1,
        page: 1,
        pageSize: 20,
      },
    }));
    open('/backoffice/members?status=self_excluded');
    const row = (await screen.findByRole('link', { name: 'somjai' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('พักการเล่น')).toBeTruthy();
    expect(within(row).getByText('ถึง 24 ธ.ค. 2569 10:00')).toBeTruthy();
    expect(within(row).getByText('2,500.75')).toBeTruthy();
    expect(lastQuery()).toMatchObject({ status: 'self_excluded' });
  });

  it('keeps to the members above a discount from the settings page’s link, until the filter is taken off', async () => {
    open('/backoffice/members?discountAbove=5');
    await screen.findByText('หน้า 1 จาก 3');
    expect(lastQuery()).toMatchObject({ discountAbove: '5', page: '1' });
    fireEvent.click(screen.getByRole('button', { name: 'ส่วนลดมากกว่า 5% ×' }));
    expect(location()).toBe('/backoffice/members');
    await api.settled();
    expect(lastQuery()?.discountAbove).toBeUndefined();
  });

  it('says so when no member matches', async () => {
    api.on('GET /backoffice/members', () => ({ body: { items: [], total: 0, page: 1, pageSize: 20 } }));
    open('/backoffice/members?q=nobody');
    expect(await screen.findByText('ไม่พบสมาชิก')).toBeTruthy();
  });
});
