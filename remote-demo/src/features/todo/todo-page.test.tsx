import { NOT_FOUND_PATH } from '@tanghuay/shared-auth';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { TodoPage } from './todo-page.tsx';

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/apps/todo" element={<TodoPage />} />
        <Route path="/apps/todo/:filter" element={<TodoPage />} />
        <Route path="/apps/todo/tag/:tag" element={<TodoPage />} />
        <Route path={NOT_FOUND_PATH} element={<p>page not found</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  localStorage.clear();
});

describe('the todo page', () => {
  it.each(['/apps/todo/archived', '/apps/todo/tag/urgent'])('sends %s, an unknown filter or tag, to the 404 page', async (path) => {
    renderAt(path);
    expect(await screen.findByText('page not found')).toBeTruthy();
  });

  it('lists the important tasks under /apps/todo/important, and a task added appears in the list', async () => {
    renderAt('/apps/todo/important');
    const list = await screen.findByRole('list', { name: 'งานที่ต้องทำ' });
    expect(within(list).getByText('ตรวจรายงานยอดขายประจำเดือน')).toBeTruthy();
    expect(within(list).queryByText('ทดสอบระบบชำระเงิน')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'ทั้งหมด' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'งานใหม่' }), { target: { value: 'โทรหาลูกค้า' } });
    fireEvent.click(screen.getByRole('button', { name: 'เพิ่มงาน' }));
    expect(await screen.findByText('โทรหาลูกค้า')).toBeTruthy();
  });

  it('asks for a title rather than adding an empty task', async () => {
    renderAt('/apps/todo');
    await screen.findByRole('list', { name: 'งานที่ต้องทำ' });
    fireEvent.click(screen.getByRole('button', { name: 'เพิ่มงาน' }));
    expect(screen.getByRole('alert').textContent).toBe('กรุณาใส่ชื่องาน');
  });
});
