import { fireEvent, screen, within } from '@testing-library/react';
import { renderPageAt } from '../../testing/render-page-at.tsx';
import { FaqPage } from './faq-page.tsx';

const renderPage = () => renderPageAt('/pages/faq', { '/pages/faq': <FaqPage /> });
const search = (words: string) => {
  const box = screen.getByRole('searchbox', { name: 'ค้นหาคำถาม' });
  fireEvent.change(box, { target: { value: words } });
  fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
  fireEvent.keyUp(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
};

describe('the FAQ page', () => {
  it('shows every category, a question opening to its answer, and one category on its button', async () => {
    renderPage();
    const payment = await screen.findByRole('region', { name: 'การชำระเงิน' });
    const question = within(payment).getByText('ชำระเงินได้ช่องทางใดบ้าง');
    expect(question.closest('details')?.open).toBe(false);
    fireEvent.click(question);
    expect(question.closest('details')?.open).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'การจัดส่ง' }));
    expect(screen.getByRole('region', { name: 'การจัดส่ง' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'การชำระเงิน' })).toBeNull();
  });

  it('filters the questions by a search, and says when none match', async () => {
    renderPage();
    await screen.findByRole('region', { name: 'การชำระเงิน' });
    search('ประกัน');
    expect(await screen.findByText('สินค้ามีประกันหรือไม่')).toBeTruthy();
    expect(screen.queryByText('ชำระเงินได้ช่องทางใดบ้าง')).toBeNull();

    search('ไม่มีคำนี้');
    expect(await screen.findByText('ไม่พบคำถามที่ตรงกับ “ไม่มีคำนี้”')).toBeTruthy();
  });
});
