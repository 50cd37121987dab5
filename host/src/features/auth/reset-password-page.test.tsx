import { renderPage } from '../../testing/render-page.tsx';
import { fireEvent, screen } from '@testing-library/react';
import { ResetPasswordPage } from './reset-password-page.tsx';

describe('ResetPasswordPage', () => {
  it('upper-cases the reset code as it is typed, and checks it at once', async () => {
    renderPage(<ResetPasswordPage variant="v1" />);
    const code = screen.getByLabelText('รหัสรีเซ็ต') as HTMLInputElement;
    expect(code.maxLength).toBe(8);
    fireEvent.change(code, { target: { value: 'ab23cd' } });
    expect(code.value).toBe('AB23CD');
    expect(await screen.findByText('รหัสรีเซ็ตต้องเป็นตัวอักษรหรือตัวเลข 8 ตัว')).toBeTruthy();
  });

  it('explains in Thai what is missing or wrong before sending', async () => {
    renderPage(<ResetPasswordPage variant="v2" />, { width: 360 });
    fireEvent.change(screen.getByLabelText('รหัสรีเซ็ต'), { target: { value: 'AB12' } });
    fireEvent.change(screen.getByLabelText('ตั้งรหัสผ่าน'), { target: { value: 'newpass12' } });
    fireEvent.change(screen.getByLabelText('ยืนยันรหัสผ่าน'), { target: { value: 'newpass21' } });
    fireEvent.click(screen.getByRole('button', { name: 'ตั้งรหัสผ่านใหม่' }));
    expect(await screen.findByText('กรุณากรอกชื่อผู้ใช้')).toBeTruthy();
    expect(screen.getByText('รหัสรีเซ็ตต้องเป็นตัวอักษรหรือตัวเลข 8 ตัว')).toBeTruthy();
    expect(screen.getByText('รหัสผ่านทั้งสองช่องไม่ตรงกัน')).toBeTruthy();
  });

  it('says where the code comes from and links to how to get one', () => {
    renderPage(<ResetPasswordPage variant="v1" />);
    expect(screen.getByRole('heading', { level: 1, name: 'ตั้งรหัสผ่านใหม่' })).toBeTruthy();
    expect(screen.getByText('กรอกรหัสรีเซ็ตที่ได้รับจากเอเย่นต์หรือทีมงาน (ใช้ได้ 30 นาที)')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ดูวิธีขอรหัส' }).getAttribute('href')).toBe('/forgot-password');
    expect(screen.getByRole('link', { name: 'กลับไปหน้าเข้าสู่ระบบ' }).getAttribute('href')).toBe('/login-next');
  });
});
