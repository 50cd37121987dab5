import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderPageAt } from '../../testing/render-page-at.tsx';
import { AccountSettingsPage } from './account-settings-page.tsx';

const SLOW = { timeout: 4000 };
/** antd's forms are slow in jsdom on a busy machine. */
const FORM_TEST_MS = 20_000;
const renderPage = () => renderPageAt('/pages/account-settings', { '/pages/account-settings': <AccountSettingsPage /> });
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

beforeEach(() => {
  localStorage.clear();
});

describe('the account settings page', () => {
  it('saves the account’s details, says so, and shows them again on coming back to the tab and after a remount', async () => {
    const { unmount } = renderPage();
    fireEvent.change(await screen.findByLabelText('บริษัท', undefined, SLOW), { target: { value: 'ร้านค้าทดสอบ' } });
    fireEvent.click(screen.getByRole('button', { name: 'บันทึก' }));
    expect(await screen.findByText('บันทึกข้อมูลบัญชีแล้ว', undefined, SLOW)).toBeTruthy();
    fireEvent.click(screen.getByText('การแจ้งเตือน'));
    fireEvent.click(await screen.findByText('บัญชี', undefined, SLOW));
    expect(((await screen.findByLabelText('บริษัท', undefined, SLOW)) as HTMLInputElement).value).toBe('ร้านค้าทดสอบ');
    unmount();

    renderPage();
    expect(((await screen.findByLabelText('บริษัท', undefined, SLOW)) as HTMLInputElement).value).toBe('ร้านค้าทดสอบ');
  }, FORM_TEST_MS);

  it('refuses an empty name and a bad email with their messages', async () => {
    renderPage();
    fireEvent.change(await screen.findByLabelText('ชื่อ-นามสกุล', undefined, SLOW), { target: { value: '' } });
    type('อีเมล', 'somchai@');
    fireEvent.click(screen.getByRole('button', { name: 'บันทึก' }));
    expect(await screen.findByText('กรุณาใส่ชื่อ', undefined, SLOW)).toBeTruthy();
    expect(await screen.findByText('อีเมลไม่ถูกต้อง', undefined, SLOW)).toBeTruthy();
  }, FORM_TEST_MS);

  it.each([
    ['short', 'short', 'รหัสผ่านใหม่ต้องมีอย่างน้อย 8 ตัวอักษร'],
    ['long-enough', 'long-enougH', 'รหัสผ่านยืนยันไม่ตรงกัน'],
    ['long-enough', 'long-enough', 'เปลี่ยนรหัสผ่านแล้ว (ตัวอย่าง ไม่มีการบันทึก)'],
  ])('changes the password to %s confirmed as %s: "%s"', async (next, confirm, said) => {
    renderPage();
    fireEvent.click(await screen.findByText('ความปลอดภัย', undefined, SLOW));
    type('รหัสผ่านปัจจุบัน', 'old-secret');
    type('รหัสผ่านใหม่', next);
    type('ยืนยันรหัสผ่านใหม่', confirm);
    fireEvent.click(screen.getByRole('button', { name: 'เปลี่ยนรหัสผ่าน' }));
    expect(await screen.findByText(said, undefined, SLOW)).toBeTruthy();
  }, FORM_TEST_MS);

  it('keeps a notification switched on across a remount', async () => {
    const { unmount } = renderPage();
    fireEvent.click(await screen.findByText('การแจ้งเตือน', undefined, SLOW));
    const news = await screen.findByRole('switch', { name: 'ข่าวสินค้าและโปรโมชัน' });
    expect(news.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(news);
    expect(await screen.findByText('บันทึกการแจ้งเตือนแล้ว', undefined, SLOW)).toBeTruthy();
    await waitFor(() => expect(news.getAttribute('aria-checked')).toBe('true'));
    unmount();

    renderPage();
    fireEvent.click(await screen.findByText('การแจ้งเตือน', undefined, SLOW));
    expect((await screen.findByRole('switch', { name: 'ข่าวสินค้าและโปรโมชัน' })).getAttribute('aria-checked')).toBe('true');
  }, FORM_TEST_MS);
});
