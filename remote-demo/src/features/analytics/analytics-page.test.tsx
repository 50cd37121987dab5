import { render, screen } from '@testing-library/react';
import { AnalyticsPage } from './analytics-page.tsx';

describe('AnalyticsPage', () => {
  it('says it is a template demo page, not the product', () => {
    render(<AnalyticsPage />);
    expect(screen.getByRole('heading', { name: 'แดชบอร์ดตัวอย่าง' })).toBeTruthy();
    expect(screen.getByText(/ไม่ใช่ส่วนหนึ่งของระบบแทงหวย/)).toBeTruthy();
  });
});
