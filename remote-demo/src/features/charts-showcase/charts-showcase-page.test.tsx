import { render, screen } from '@testing-library/react';
import { ChartsShowcasePage } from './charts-showcase-page.tsx';

describe('the charts showcase', () => {
  it('shows each chart under its heading, named with its sample figures', () => {
    render(<ChartsShowcasePage />);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['กราฟเส้น', 'กราฟแท่ง', 'กราฟโดนัท']);
    expect(
      screen.getByRole('img', {
        name: 'ผู้ใช้รายสัปดาห์. ผู้ใช้ใหม่: สัปดาห์ 1 320, สัปดาห์ 2 410, สัปดาห์ 3 385, สัปดาห์ 4 520, สัปดาห์ 5 610, สัปดาห์ 6 580. ผู้ใช้เดิม: สัปดาห์ 1 540, สัปดาห์ 2 560, สัปดาห์ 3 620, สัปดาห์ 4 640, สัปดาห์ 5 700, สัปดาห์ 6 760',
      }),
    ).toBeTruthy();
    expect(screen.getByRole('img', { name: 'กำไรรายไตรมาส. ไตรมาส 1 12,500, ไตรมาส 2 -4,200, ไตรมาส 3 8,900, ไตรมาส 4 15,300' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'เบราว์เซอร์ของผู้ใช้. Chrome 6,420 (63%), Safari 2,310 (23%), Firefox 860 (8%), Edge 640 (6%)' })).toBeTruthy();
  });
});
