import { fireEvent, screen, within } from '@testing-library/react';
import { renderPageAt } from '../../testing/render-page-at.tsx';
import { KbCategoryPage, KbQuestionPage, KnowledgeBasePage } from './knowledge-base-pages.tsx';

const renderAt = (path: string) =>
  renderPageAt(path, {
    '/pages/knowledge-base': <KnowledgeBasePage />,
    '/pages/knowledge-base/:category': <KbCategoryPage />,
    '/pages/knowledge-base/:category/:slug': <KbQuestionPage />,
  });

const search = (words: string) => {
  const box = screen.getByRole('searchbox', { name: 'ค้นหาหัวข้อหรือคำถาม' });
  fireEvent.change(box, { target: { value: words } });
  fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
  fireEvent.keyUp(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
};

describe('the knowledge base pages', () => {
  it('show the categories, narrowed by a search, and say when none match', async () => {
    renderAt('/pages/knowledge-base');
    expect(await screen.findByRole('group', { name: 'คำสั่งซื้อ' })).toBeTruthy();
    expect(screen.getAllByRole('group')).toHaveLength(4);
    search('พร้อมเพย์');
    expect(await screen.findByRole('link', { name: 'เปิดรับพร้อมเพย์' })).toBeTruthy();
    expect(screen.getAllByRole('group').map((group) => group.getAttribute('aria-label'))).toEqual(['การชำระเงิน']);
    search('ไม่มีหัวข้อนี้');
    expect(await screen.findByText('ไม่พบหัวข้อที่ตรงกับ “ไม่มีหัวข้อนี้”')).toBeTruthy();
  });

  it('go from a category to a question, which shows its answer and related questions', async () => {
    renderAt('/pages/knowledge-base/orders');
    const list = await screen.findByRole('list', { name: 'คำสั่งซื้อ' });
    expect(within(list).getAllByRole('link')).toHaveLength(4);
    fireEvent.click(within(list).getByRole('link', { name: 'คืนเงินให้ลูกค้า' }));
    expect(await screen.findByRole('heading', { name: 'คืนเงินให้ลูกค้า' })).toBeTruthy();
    expect(screen.getByText('ในคำสั่งซื้อ กดคืนเงิน เลือกจำนวน เงินจะคืนภายใน 7 วัน')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'คำถามที่เกี่ยวข้อง' })).getByRole('link', { name: 'จัดส่งคำสั่งซื้อ' })).toBeTruthy();
  });

  it.each(['/pages/knowledge-base/no-such-category', '/pages/knowledge-base/orders/no-such-question', '/pages/knowledge-base/payments/refund-order'])(
    'send %s, an unknown category or question, to the 404 page',
    async (path) => {
      renderAt(path);
      expect(await screen.findByText('page not found')).toBeTruthy();
    },
  );
});
