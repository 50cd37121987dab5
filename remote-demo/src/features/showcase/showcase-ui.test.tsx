import { fireEvent, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { renderPageAt } from '../../testing/render-page-at.tsx';
import { CardsPage } from './cards-page.tsx';
import { ElementsPage } from './elements-page.tsx';
import { ExtensionsPage } from './extensions-page.tsx';
import { FormElementsPage } from './form-elements-page.tsx';
import { LayoutsPage } from './layouts-page.tsx';
import { OverviewPage } from './overview-page.tsx';

const SLOW = 30_000;

describe('the showcase pages', () => {
  it.each<[string, ReactElement, string]>([
    ['/ui/cards', <CardsPage key="cards" />, 'การ์ดสถิติ'],
    ['/ui/elements', <ElementsPage key="elements" />, 'หัวข้อระดับ 1'],
    ['/ui/layouts', <LayoutsPage key="layouts" />, 'เมนูแบบย่อได้'],
    ['/forms/elements', <FormElementsPage key="form-elements" />, 'ช่องกรอกของเบราว์เซอร์'],
  ])('show %s in Thai', async (path, page, text) => {
    renderPageAt(path, { [path]: page });
    // Found by waiting, which lets antd's menu register its items (a microtask) inside act().
    expect((await screen.findAllByText(text)).length).toBeGreaterThan(0);
  }, SLOW);

  it('open a modal, and answer each control with what was chosen', async () => {
    renderPageAt('/components/overview', { '/components/overview': <OverviewPage /> });
    fireEvent.click(screen.getByRole('button', { name: 'เปิดหน้าต่าง' }));
    expect(await screen.findByText('หน้าต่างนี้ปิดได้ด้วยปุ่ม ตกลง หรือ ยกเลิก')).toBeTruthy();
    fireEvent.click(screen.getByText('รายเดือน'));
    expect(screen.getByText('เลือก: รายเดือน')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'ยอมรับเงื่อนไข' }));
    expect(screen.getByText('ยอมรับแล้ว')).toBeTruthy();
  }, SLOW);

  it('reorder the list with its buttons, rate with stars, and say how to copy when the clipboard is missing', async () => {
    renderPageAt('/components/extensions', { '/components/extensions': <ExtensionsPage /> });
    const list = screen.getByRole('list', { name: 'รายการลากเรียงได้' });
    fireEvent.click(screen.getByRole('button', { name: 'เลื่อน ตรวจสต็อก ลง' }));
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent?.slice(1, -2))).toEqual(['โทรหาลูกค้า', 'ตรวจสต็อก', 'ส่งใบเสนอราคา', 'สรุปยอดขาย']);
    fireEvent.click(screen.getByRole('button', { name: '4 ดาว' }));
    expect(screen.getByText('คะแนน 4/5')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'คัดลอก' }));
    expect(await screen.findByText('คัดลอกอัตโนมัติไม่ได้ กรุณาเลือกข้อความแล้วคัดลอกเอง')).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toBe('00:30');
  }, SLOW);
});
