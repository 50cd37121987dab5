import { fireEvent, screen, within } from '@testing-library/react';
import { renderPageAt } from '../../testing/render-page-at.tsx';
import { InvoiceAddPage, InvoiceEditPage, InvoiceListPage, InvoicePreviewPage } from './invoice-pages.tsx';

const renderAt = (path: string) =>
  renderPageAt(path, {
    '/apps/invoice/list': <InvoiceListPage />,
    '/apps/invoice/preview/:id': <InvoicePreviewPage />,
    '/apps/invoice/add': <InvoiceAddPage />,
    '/apps/invoice/edit/:id': <InvoiceEditPage />,
  });

beforeEach(() => {
  localStorage.clear();
});

describe('the invoice pages', () => {
  it('list ten invoices a page, newest first', async () => {
    renderAt('/apps/invoice/list');
    const table = await screen.findByRole('table', { name: 'ใบแจ้งหนี้' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(10);
    expect(rows[0]?.textContent).toContain('#4014');
    expect(screen.getByText('หน้า 1 จาก 2 (14 ใบ)')).toBeTruthy();
  });

  it.each(['/apps/invoice/preview/1', '/apps/invoice/edit/1'])('send %s, an unknown invoice, to the 404 page', async (path) => {
    renderAt(path);
    expect(await screen.findByText('page not found')).toBeTruthy();
  });

  it('add an invoice from the form and show its totals to the cent', async () => {
    renderAt('/apps/invoice/add');
    fireEvent.change(screen.getByLabelText('ลูกค้า'), { target: { value: 'ร้านทดสอบ' } });
    fireEvent.change(screen.getByLabelText('รายการ'), { target: { value: 'ที่ปรึกษา' } });
    fireEvent.change(screen.getByLabelText('จำนวน'), { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText('ราคาต่อหน่วย'), { target: { value: '333.33' } });
    fireEvent.click(screen.getByRole('button', { name: 'บันทึก' }));
    expect(await screen.findByRole('heading', { name: 'ใบแจ้งหนี้ #4015' }, { timeout: 3000 })).toBeTruthy();
    // 3 × 333.33 = 999.99; tax 7 % = 70.00 (69.9993 rounded); total 1,069.99.
    expect(screen.getByTestId('sum-รวม').textContent).toBe('999.99');
    expect(screen.getByTestId('sum-ภาษี 7%').textContent).toBe('70.00');
    expect(screen.getByTestId('sum-ยอดสุทธิ').textContent).toBe('1,069.99');
  });

  it('refuse a price that is not an amount, saving nothing', async () => {
    renderAt('/apps/invoice/add');
    fireEvent.change(screen.getByLabelText('ลูกค้า'), { target: { value: 'ร้านทดสอบ' } });
    fireEvent.change(screen.getByLabelText('รายการ'), { target: { value: 'ที่ปรึกษา' } });
    fireEvent.change(screen.getByLabelText('ราคาต่อหน่วย'), { target: { value: '12.345' } });
    fireEvent.click(screen.getByRole('button', { name: 'บันทึก' }));
    expect(await screen.findByText('ใส่จำนวนเงิน เช่น 1500 หรือ 1500.50')).toBeTruthy();
    expect(localStorage.getItem('tanghuay-demo:invoices')).toBeNull();
  });
});
