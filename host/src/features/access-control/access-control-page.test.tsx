import { signInAs } from '../../testing/sign-in.ts';
import { renderPage } from '../../testing/render-page.tsx';
import { act, screen, within } from '@testing-library/react';
import { clearAuth } from '@tanghuay/shared-auth';
import { AccessControlPage } from './access-control-page.tsx';

/** Each row of the areas table as [area, view, manage]. */
function rows() {
  const table = screen.getByRole('columnheader', { name: 'ส่วนของระบบ' }).closest('table') as HTMLTableElement;
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
}

afterEach(() => act(() => clearAuth()));

describe('AccessControlPage', () => {
  it('shows who is signed in and what the client role may use', () => {
    signInAs('client', [
      { action: 'read', subject: 'ACL' },
      { action: 'read', subject: 'Auth' },
    ]);
    renderPage(<AccessControlPage />, { width: 360 });
    expect(screen.getByRole('heading', { level: 1, name: 'สิทธิ์การใช้งาน' })).toBeTruthy();
    expect(screen.getByText('client1')).toBeTruthy();
    expect(screen.getByText('ลูกค้า (client)')).toBeTruthy();
    expect(rows()).toEqual([
      ['แทงหวย (หน้าสมาชิก)', 'ไม่ได้', 'ไม่ได้'],
      ['หลังบ้าน', 'ไม่ได้', 'ไม่ได้'],
      ['สถานะหวย', 'ไม่ได้', 'ไม่ได้'],
      ['เอเย่นต์', 'ไม่ได้', 'ไม่ได้'],
      ['สิทธิ์การใช้งาน', 'ได้', 'ไม่ได้'],
      ['บัญชีผู้ใช้', 'ได้', 'ไม่ได้'],
    ]);
  });

  it('follows the session: an administrator may manage every area', () => {
    signInAs('client', [{ action: 'read', subject: 'ACL' }]);
    renderPage(<AccessControlPage />);
    act(() => signInAs('admin', [{ action: 'manage', subject: 'all' }]));
    expect(screen.getByText('ผู้ดูแลระบบ (admin)')).toBeTruthy();
    expect(rows().every(([, view, manage]) => view === 'ได้' && manage === 'ได้')).toBe(true);
  });
});
