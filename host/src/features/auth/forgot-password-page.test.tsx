import { renderPage } from '../../testing/render-page.tsx';
import { fireEvent, screen } from '@testing-library/react';
import { ForgotPasswordPage } from './forgot-password-page.tsx';

describe('ForgotPasswordPage', () => {
  it('explains how to get a one-time reset code', () => {
    renderPage(<ForgotPasswordPage variant="v2" />);
    expect(screen.getByRole('heading', { level: 1, name: 'ลืมรหัสผ่าน' })).toBeTruthy();
    expect(screen.getByText('ติดต่อเอเย่นต์ของคุณหรือทีมงาน เพื่อขอรหัสรีเซ็ต 8 ตัว')).toBeTruthy();
    expect(screen.getByText('รหัสรีเซ็ตใช้ได้ครั้งเดียว ภายใน 30 นาที')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'กลับไปหน้าเข้าสู่ระบบ' }).getAttribute('href')).toBe('/login-next');
  });

  it('leads a member with a code to the reset page', () => {
    renderPage(<ForgotPasswordPage variant="v1" />, { width: 360 });
    fireEvent.click(screen.getByRole('link', { name: 'ฉันมีรหัสรีเซ็ตแล้ว' }));
    expect(screen.getByText('at /reset-password')).toBeTruthy();
  });
});
