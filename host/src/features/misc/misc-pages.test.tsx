import { signInAs } from '../../testing/sign-in.ts';
import { renderPage } from '../../testing/render-page.tsx';
import { act, fireEvent, screen } from '@testing-library/react';
import { clearAuth } from '@tanghuay/shared-auth';
import { ComingSoonPage } from './coming-soon-page.tsx';
import { ErrorPage } from './error-page.tsx';
import { NotAuthorizedPage } from './not-authorized-page.tsx';
import { NotFoundPage } from './not-found-page.tsx';
import { UnderMaintenancePage } from './under-maintenance-page.tsx';

/** The page's actions (buttons, and links that look like buttons), in order. */
const actionNames = () => Array.from(document.querySelectorAll('a, button'), (action) => action.textContent);

afterEach(() => act(() => clearAuth()));

describe('misc pages', () => {
  it.each([
    ['coming soon', <ComingSoonPage key="page" />, 'เร็ว ๆ นี้', ['กลับหน้าหลัก']],
    ['under maintenance', <UnderMaintenancePage key="page" />, 'ปิดปรับปรุงระบบชั่วคราว', ['ลองใหม่']],
    ['error', <ErrorPage key="page" />, 'เกิดข้อผิดพลาด', ['ลองใหม่', 'กลับหน้าหลัก']],
    ['not found', <NotFoundPage key="page" />, 'ไม่พบหน้าที่คุณต้องการ', ['กลับหน้าหลัก']],
  ])('%s: a Thai heading and its actions', (_name, page, heading, actions) => {
    renderPage(page, { width: 360 });
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeTruthy();
    expect(actionNames()).toEqual(actions);
  });

  it('goes home from the 404 page', () => {
    renderPage(<NotFoundPage />);
    fireEvent.click(screen.getByRole('link', { name: 'กลับหน้าหลัก' }));
    expect(screen.getByText('at /')).toBeTruthy();
  });

  it('offers a signed-out visitor of a forbidden page the sign-in', () => {
    renderPage(<NotAuthorizedPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'ไม่มีสิทธิ์เข้าถึงหน้านี้' })).toBeTruthy();
    expect(actionNames()).toEqual(['กลับหน้าหลัก', 'เข้าสู่ระบบ']);
    fireEvent.click(screen.getByRole('link', { name: 'เข้าสู่ระบบ' }));
    expect(screen.getByText('at /login-next')).toBeTruthy();
  });

  it('sends a signed-in user of a forbidden page home only', () => {
    signInAs('member', [{ action: 'read', subject: 'Seamless' }]);
    renderPage(<NotAuthorizedPage />);
    expect(actionNames()).toEqual(['กลับหน้าหลัก']);
    fireEvent.click(screen.getByRole('link', { name: 'กลับหน้าหลัก' }));
    expect(screen.getByText('at /')).toBeTruthy();
  });
});
