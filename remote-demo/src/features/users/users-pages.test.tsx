import { fireEvent, screen, within } from '@testing-library/react';
import { renderPageAt } from '../../testing/render-page-at.tsx';
import { UserEditPage, UsersListPage, UserViewPage } from './users-pages.tsx';

const renderAt = (path: string) =>
  renderPageAt(path, { '/apps/users/list': <UsersListPage />, '/apps/users/view/:id': <UserViewPage />, '/apps/users/edit/:id': <UserEditPage /> });

beforeEach(() => {
  localStorage.clear();
});

describe('the users pages', () => {
  it('list ten users a page and page on', async () => {
    renderAt('/apps/users/list');
    const table = await screen.findByRole('table', { name: 'ผู้ใช้' });
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(screen.getByText('หน้า 1 จาก 3 (26 คน)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'ถัดไป' }));
    expect(await screen.findByText('หน้า 2 จาก 3 (26 คน)')).toBeTruthy();
  });

  it.each(['/apps/users/view/999', '/apps/users/edit/999'])('send %s, an unknown user, to the 404 page', async (path) => {
    renderAt(path);
    expect(await screen.findByText('page not found')).toBeTruthy();
  });

  it('save an edit and show it on the user’s page', async () => {
    renderAt('/apps/users/edit/2');
    const name = await screen.findByLabelText('ชื่อ-นามสกุล');
    fireEvent.change(name, { target: { value: 'คุณทดสอบ แก้ไข' } });
    fireEvent.click(screen.getByRole('button', { name: 'บันทึก' }));
    expect(await screen.findByRole('heading', { name: 'คุณทดสอบ แก้ไข' }, { timeout: 3000 })).toBeTruthy();
  });
});
