import { screen, within } from '@testing-library/react';
import { renderPageAt } from '../../testing/render-page-at.tsx';
import { AnalyticsPage, EcommercePage } from './dashboards-pages.tsx';

const renderAt = (path: string) => renderPageAt(path, { '/dashboard/analytics': <AnalyticsPage />, '/dashboard/ecommerce': <EcommercePage /> });

const kpi = (name: string) => screen.getByRole('group', { name }).textContent;
const rowsOf = (table: string) =>
  within(screen.getByRole('table', { name: table }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));

describe('the analytics dashboard', () => {
  it('shows a skeleton, then the figures of the month beside last month’s, the charts and the top pages', async () => {
    const { container } = renderAt('/dashboard/analytics');
    expect(container.querySelector('.ant-skeleton')).toBeTruthy();
    await screen.findByRole('group', { name: 'ผู้เข้าชม' });
    expect(container.querySelector('.ant-skeleton')).toBeNull();

    expect(screen.getByRole('heading', { name: 'แดชบอร์ดการเข้าชม' })).toBeTruthy();
    expect(kpi('ผู้เข้าชม')).toBe('ผู้เข้าชม24,532+12.2%เทียบกับเดือนก่อน');
    expect(kpi('เซสชัน')).toBe('เซสชัน38,210+7.8%เทียบกับเดือนก่อน');
    expect(kpi('อัตราตีกลับ')).toBe('อัตราตีกลับ42.3%-5.2%เทียบกับเดือนก่อน');
    expect(kpi('เวลาเฉลี่ยต่อเซสชัน')).toBe('เวลาเฉลี่ยต่อเซสชัน3 นาที 12 วินาที+3.8%เทียบกับเดือนก่อน');

    expect(screen.getByRole('img', { name: /^การเข้าชม 12 เดือนล่าสุด\. ผู้เข้าชม: ม\.ค\. 14,200, .*ธ\.ค\. 24,532\. เซสชัน: ม\.ค\. 22,100, / })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'เซสชันตามวันในสัปดาห์. จ. 6,120, อ. 6,480, พ. 6,350, พฤ. 6,010, ศ. 5,720, ส. 3,940, อา. 3,590' })).toBeTruthy();
    expect(
      screen.getByRole('img', {
        name: 'แหล่งที่มาของผู้เข้าชม. เข้าตรง 9,800 (26%), ค้นหา 14,300 (37%), โซเชียล 7,600 (20%), ลิงก์อ้างอิง 4,100 (11%), อีเมล 2,410 (6%)',
      }),
    ).toBeTruthy();

    expect(rowsOf('หน้าที่เข้าชมมากที่สุด')).toHaveLength(6);
    expect(rowsOf('หน้าที่เข้าชมมากที่สุด')[1]).toEqual(['/pricing', '9,860', '7,240', '2 นาที 11 วินาที']);
  });
});

describe('the e-commerce dashboard', () => {
  it('shows a skeleton, then revenue in baht, the counts, the goal, the charts and the recent orders', async () => {
    const { container } = renderAt('/dashboard/ecommerce');
    expect(container.querySelector('.ant-skeleton')).toBeTruthy();
    await screen.findByRole('group', { name: 'รายได้' });

    expect(kpi('รายได้')).toBe('รายได้฿482,650.00+15.1%เทียบกับเดือนก่อน');
    expect(kpi('คำสั่งซื้อ')).toBe('คำสั่งซื้อ1,286+9.5%เทียบกับเดือนก่อน');
    expect(kpi('ลูกค้า')).toBe('ลูกค้า842+6.6%เทียบกับเดือนก่อน');
    expect(kpi('สินค้า')).toBe('สินค้า126+5.0%เทียบกับเดือนก่อน');

    const goal = screen.getByRole('group', { name: 'ความคืบหน้าของเป้ายอดขาย' });
    expect(within(goal).getByRole('heading', { name: 'ยินดีด้วย คุณสมชาย!' })).toBeTruthy();
    expect(within(goal).getByText('ยอดขายเดือนนี้ได้ 80% ของเป้าหมาย ฿600,000.00')).toBeTruthy();
    expect(within(goal).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('80');

    expect(screen.getByRole('img', { name: /^รายได้ 12 เดือนล่าสุด\. รายได้: ม\.ค\. ฿284,000\.00, .*ธ\.ค\. ฿482,650\.00$/ })).toBeTruthy();
    expect(screen.getByRole('img', { name: /^คำสั่งซื้อรายเดือน\. ม\.ค\. 780, .*ธ\.ค\. 1,286$/ })).toBeTruthy();
    expect(screen.getByRole('img', { name: /^ยอดขายตามหมวดสินค้า\. อิเล็กทรอนิกส์ ฿184,200\.00 \(38%\), / })).toBeTruthy();

    expect(rowsOf('คำสั่งซื้อล่าสุด')).toEqual([
      ['#5021', 'สมชาย ใจดี', '2026-11-28', 'ชำระแล้ว', '฿1,890.00'],
      ['#5020', 'สุดา แสงทอง', '2026-11-28', 'รอชำระ', '฿459.50'],
      ['#5019', 'วิชัย มั่นคง', '2026-11-27', 'จัดส่งแล้ว', '฿12,590.00'],
      ['#5018', 'มาลี ศรีสุข', '2026-11-27', 'ยกเลิก', '฿320.00'],
      ['#5017', 'ประเสริฐ วงศ์ดี', '2026-11-26', 'จัดส่งแล้ว', '฿745.25'],
    ]);
  });
});
