import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderPageAt } from '../../testing/render-page-at.tsx';
import { BranchesMapPage } from './branches-map-page.tsx';
import { DataTablePage } from './data-table-page.tsx';

const SLOW = 30_000;
const customers = (table: HTMLElement) => within(table).getAllByRole('row').slice(1).map((row) => (row as HTMLTableRowElement).cells[2]?.textContent);

beforeEach(() => {
  localStorage.clear();
});

describe('the data table', () => {
  it('sorts by a column heading, pages, and searches', async () => {
    renderPageAt('/tables/data', { '/tables/data': <DataTablePage /> });
    const table = await screen.findByRole('table', { name: 'ตารางข้อมูล' });
    expect(within(table).getAllByRole('row')).toHaveLength(9);
    expect(screen.getByText('หน้า 1 จาก 4 (26 รายการ)')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'เรียงตามลูกค้า' }));
    await waitFor(() => expect(customers(screen.getByRole('table'))[0]).toBe('กิตติ วงศ์ใหญ่'));
    const ascending = customers(screen.getByRole('table'));
    expect(ascending).toEqual([...ascending].sort((a = '', b = '') => a.localeCompare(b, 'th')));
    fireEvent.click(screen.getByRole('button', { name: 'เรียงตามลูกค้า' }));
    await waitFor(() => expect(customers(screen.getByRole('table'))[0]).toBe('อรุณี ทองคำ'));

    fireEvent.click(screen.getByRole('button', { name: 'ถัดไป' }));
    expect(await screen.findByText('หน้า 2 จาก 4 (26 รายการ)')).toBeTruthy();

    fireEvent.change(screen.getByRole('searchbox', { name: 'ค้นหาลูกค้าหรือเมือง' }), { target: { value: 'ไม่มีใครชื่อนี้' } });
    fireEvent.keyDown(screen.getByRole('searchbox', { name: 'ค้นหาลูกค้าหรือเมือง' }), { key: 'Enter' });
    expect(await screen.findByText('ไม่พบข้อมูลที่ค้นหา')).toBeTruthy();
  }, SLOW);

  it('marks the selected rows as paid', async () => {
    renderPageAt('/tables/data', { '/tables/data': <DataTablePage /> });
    await screen.findByRole('table', { name: 'ตารางข้อมูล' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'เลือกทั้งหน้า' }));
    expect(screen.getByText('เลือกแล้ว 8 รายการ')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'ทำเครื่องหมายว่าชำระแล้ว' }));
    expect(await screen.findByText('อัปเดต 8 รายการแล้ว')).toBeTruthy();
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByText('ชำระแล้ว')).toHaveLength(8));
    expect(screen.getByText('เลือกแล้ว 0 รายการ')).toBeTruthy();
  }, SLOW);
});

describe('the branch map', () => {
  it('shows a branch’s details when its pin or its list entry is chosen', async () => {
    renderPageAt('/maps/branches', { '/maps/branches': <BranchesMapPage /> });
    const map = await screen.findByRole('group', { name: 'แผนผังประเทศไทย' });
    expect(within(map).getByText('อีสาน')).toBeTruthy();
    expect(screen.getByText('เลือกสาขาจากแผนผังหรือรายการเพื่อดูรายละเอียด')).toBeTruthy();

    fireEvent.click(within(map).getByRole('button', { name: 'สาขาภูเก็ต' }));
    const details = screen.getByRole('region', { name: 'สาขาภูเก็ต' });
    expect(within(details).getByText('ถนนเทพกระษัตรี อำเภอเมือง ภูเก็ต 83000')).toBeTruthy();
    expect(within(details).getByText('076123456')).toBeTruthy();

    fireEvent.click(within(screen.getByRole('list', { name: 'รายชื่อสาขา' })).getByRole('button', { name: /สาขาเชียงใหม่/ }));
    expect(within(screen.getByRole('region', { name: 'สาขาเชียงใหม่' })).getByText('เหนือ')).toBeTruthy();
    expect(within(map).getByRole('button', { name: 'สาขาเชียงใหม่' }).getAttribute('aria-pressed')).toBe('true');
  }, SLOW);
});
