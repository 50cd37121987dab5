import { fireEvent, screen, within } from '@testing-library/react';
import { renderPageAt } from '../../testing/render-page-at.tsx';
import { BlogDetailPage, BlogEditPage, BlogListPage } from './blog-pages.tsx';

const SLOW = { timeout: 4000 };
/** antd's forms are slow in jsdom on a busy machine. */
const FORM_TEST_MS = 20_000;
const renderAt = (path: string) =>
  renderPageAt(path, { '/pages/blog/list': <BlogListPage />, '/pages/blog/:id': <BlogDetailPage />, '/pages/blog/edit/:id': <BlogEditPage /> });
const titles = async () => within(await screen.findByRole('list', { name: 'บล็อก' }, SLOW)).getAllByRole('heading').map((heading) => heading.textContent);
const search = (words: string) => {
  const box = screen.getByRole('searchbox', { name: 'ค้นหาบทความ' });
  fireEvent.change(box, { target: { value: words } });
  fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
  fireEvent.keyUp(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
};

beforeEach(() => {
  localStorage.clear();
});

describe('the blog pages', () => {
  it('list four posts a page, page on, and search', async () => {
    renderAt('/pages/blog/list');
    expect(await titles()).toHaveLength(4);
    expect(screen.getByText('หน้า 1 จาก 2 (6 บทความ)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'ถัดไป' }));
    expect(await screen.findByText('หน้า 2 จาก 2 (6 บทความ)', undefined, SLOW)).toBeTruthy();

    search('ux');
    expect(await screen.findByText('หน้า 1 จาก 1 (2 บทความ)', undefined, SLOW)).toBeTruthy();
    expect(await titles()).toEqual(['ห้าเคล็ดลับเขียนข้อความในแอปให้เข้าใจง่าย', 'รองรับสองภาษาโดยไม่ปวดหัว']);
    search('ไม่มีบทความนี้');
    expect(await screen.findByText('ไม่พบบทความที่ตรงกับการค้นหา', undefined, SLOW)).toBeTruthy();
  }, FORM_TEST_MS);

  it.each(['/pages/blog/999', '/pages/blog/edit/999'])('send %s, an unknown post, to the 404 page', async (path) => {
    renderAt(path);
    expect(await screen.findByText('page not found', undefined, SLOW)).toBeTruthy();
  });

  it('refuse an edit without a title or content', async () => {
    renderAt('/pages/blog/edit/1');
    fireEvent.change(await screen.findByLabelText('หัวเรื่อง', undefined, SLOW), { target: { value: ' ' } });
    fireEvent.change(screen.getByLabelText('เนื้อหา'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'บันทึก' }));
    expect(await screen.findByText('กรุณาใส่หัวเรื่อง', undefined, SLOW)).toBeTruthy();
    expect(await screen.findByText('กรุณาใส่เนื้อหา', undefined, SLOW)).toBeTruthy();
  }, FORM_TEST_MS);

  it('save an edit, back on the post, and still there after a remount', async () => {
    const { unmount } = renderAt('/pages/blog/edit/1');
    fireEvent.change(await screen.findByLabelText('หัวเรื่อง', undefined, SLOW), { target: { value: 'หัวเรื่องที่แก้แล้ว' } });
    fireEvent.click(screen.getByRole('button', { name: 'บันทึก' }));
    expect(await screen.findByRole('heading', { name: 'หัวเรื่องที่แก้แล้ว' }, SLOW)).toBeTruthy();
    expect(screen.getByText('บันทึกบทความแล้ว')).toBeTruthy();
    unmount();

    renderAt('/pages/blog/1');
    expect(await screen.findByRole('heading', { name: 'หัวเรื่องที่แก้แล้ว' }, SLOW)).toBeTruthy();
  }, FORM_TEST_MS);

  it('ask for a comment’s text, then add the comment under the post', async () => {
    renderAt('/pages/blog/2');
    expect(await screen.findByText('ยังไม่มีความคิดเห็น', undefined, SLOW)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('ชื่อ'), { target: { value: 'มาลี' } });
    fireEvent.click(screen.getByRole('button', { name: 'ส่งความคิดเห็น' }));
    expect(await screen.findByText('กรุณาใส่ความคิดเห็น', undefined, SLOW)).toBeTruthy();

    fireEvent.change(screen.getByLabelText('ความคิดเห็น'), { target: { value: 'อ่านแล้วได้ประโยชน์มาก' } });
    fireEvent.click(screen.getByRole('button', { name: 'ส่งความคิดเห็น' }));
    const comments = await screen.findByRole('list', { name: 'ความคิดเห็น' }, SLOW);
    expect(within(comments).getByText('อ่านแล้วได้ประโยชน์มาก')).toBeTruthy();
  }, FORM_TEST_MS);
});
