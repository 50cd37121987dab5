import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderPageAt } from '../../testing/render-page-at.tsx';
import { ProfilePage } from './profile-page.tsx';

const renderPage = () => renderPageAt('/pages/profile', { '/pages/profile': <ProfilePage /> });

describe('the profile page', () => {
  it('shows the person, their activity, connections and teams', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: 'สมชาย ใจดี' })).toBeTruthy();
    expect(screen.getByText('อัปโหลดแบบหน้าชำระเงิน')).toBeTruthy();
    expect(screen.getByText('สุดา รักงาน')).toBeTruthy();
    expect(screen.getByText('สมาชิก 8 คน')).toBeTruthy();
  });

  it('loads three posts at a time until there are no more', async () => {
    renderPage();
    expect(await screen.findByText('เริ่มใช้ระบบสีใหม่ในทุกหน้าแล้ว')).toBeTruthy();
    expect(screen.queryByText('ยินดีต้อนรับสมาชิกใหม่ของทีมออกแบบ')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'โหลดเพิ่ม' }));
    expect(await screen.findByText('ยินดีต้อนรับสมาชิกใหม่ของทีมออกแบบ')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'โหลดเพิ่ม' }));
    expect(await screen.findByText('ครบหนึ่งปีของระบบออกแบบร่วมกัน')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'โหลดเพิ่ม' })).toBeNull());
  });
});
