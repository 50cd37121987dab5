import { renderPage } from '../../../testing/render-page.tsx';
import { screen } from '@testing-library/react';
import { AuthFrame } from './auth-frame.tsx';

const HEADLINE = 'แทงหวยออนไลน์ ง่าย ปลอดภัย';
const TAGLINE = 'แทงหวยออนไลน์ หวยรัฐบาล ลาว ฮานอย หวยหุ้น ครบในที่เดียว';
/** The brand and its one line above the form, as text, or null when the frame has none. */
const brandLine = () => screen.queryByTestId('brand-line')?.textContent ?? null;

function renderFrame(variant: 'v1' | 'v2', width: number) {
  renderPage(
    <AuthFrame variant={variant} title="เข้าสู่ระบบ" subtitle="ยินดีต้อนรับ">
      <button type="button">ส่ง</button>
    </AuthFrame>,
    { width },
  );
}

describe('AuthFrame', () => {
  it('v2 on a desktop shows the brand panel beside the form', () => {
    renderFrame('v2', 1280);
    expect(screen.getByRole('heading', { level: 2, name: HEADLINE })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'เข้าสู่ระบบ' })).toBeTruthy();
    expect(screen.getByText('ยินดีต้อนรับ')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ส่ง' })).toBeTruthy();
    expect(brandLine()).toBeNull();
  });

  it('v2 on a 360-px phone shows the form under the brand and one line of what the site is', () => {
    renderFrame('v2', 360);
    expect(screen.queryByText(HEADLINE)).toBeNull();
    expect(brandLine()).toBe(`Tanghuay${TAGLINE}`);
    expect(screen.getByRole('heading', { level: 1, name: 'เข้าสู่ระบบ' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ส่ง' })).toBeTruthy();
  });

  it('switches to the split screen at 768 px', () => {
    renderFrame('v2', 768);
    expect(screen.getByText(HEADLINE)).toBeTruthy();
  });

  it('v1 is the card alone, headed by the brand line, on a phone and on a desktop', () => {
    renderFrame('v1', 1280);
    expect(screen.queryByText(HEADLINE)).toBeNull();
    expect(brandLine()).toBe(`Tanghuay${TAGLINE}`);
    expect(screen.getByRole('heading', { level: 1, name: 'เข้าสู่ระบบ' })).toBeTruthy();
  });
});
