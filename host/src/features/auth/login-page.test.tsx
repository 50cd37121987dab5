import { renderPage } from '../../testing/render-page.tsx';
import { fireEvent, screen } from '@testing-library/react';
import { act } from 'react';
import { noteSessionEnd, setLanguage } from '@tanghuay/shared-auth';
import { DEFAULT_SITE_CONFIG } from '../../lib/site-config.ts';
import { LoginPage } from './login-page.tsx';

afterEach(() => {
  sessionStorage.clear();
  act(() => setLanguage('th'));
});

describe('LoginPage', () => {
  it('is the member sign-in with links to register and to the forgotten password', () => {
    renderPage(<LoginPage variant="v1" audience="member" />);
    expect(screen.getByRole('heading', { level: 1, name: 'เข้าสู่ระบบ' })).toBeTruthy();
    expect(screen.getByLabelText('ชื่อผู้ใช้').getAttribute('autocomplete')).toBe('username');
    expect(screen.getByLabelText('รหัสผ่าน').getAttribute('autocomplete')).toBe('current-password');
    expect(screen.getByRole('link', { name: 'สมัครสมาชิก' }).getAttribute('href')).toBe('/register');
    expect(screen.getByRole('link', { name: 'ลืมรหัสผ่าน?' }).getAttribute('href')).toBe('/forgot-password');
  });

  it('says in Thai what is missing before sending anything', async () => {
    renderPage(<LoginPage variant="v2" audience="member" />);
    fireEvent.click(screen.getByRole('button', { name: 'เข้าสู่ระบบ' }));
    expect(await screen.findByText('กรุณากรอกชื่อผู้ใช้')).toBeTruthy();
    expect(screen.getByText('กรุณากรอกรหัสผ่าน')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'เข้าสู่ระบบ' }).className).not.toContain('loading');
  });

  it('refuses a username the API would refuse', async () => {
    renderPage(<LoginPage variant="v1" audience="member" />);
    fireEvent.change(screen.getByLabelText('ชื่อผู้ใช้'), { target: { value: 'สมชาย' } });
    expect(await screen.findByText('ชื่อผู้ใช้ต้องเป็นภาษาอังกฤษ ตัวเลข หรือ _ ยาว 3–20 ตัว')).toBeTruthy();
  });

  it('is the back-office sign-in for manage, without registration', () => {
    renderPage(<LoginPage variant="v1" audience="manage" />);
    expect(screen.getByRole('heading', { level: 1, name: 'เข้าสู่ระบบหลังบ้าน' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'สมัครสมาชิก' })).toBeNull();
  });

  it('says that the session ended because of a sign-in on another device, until the page is left', () => {
    noteSessionEnd('SESSION_REVOKED');
    const first = renderPage(<LoginPage variant="v1" audience="member" />);
    expect(screen.getByRole('alert').textContent).toBe('เซสชันของคุณสิ้นสุดแล้ว เนื่องจากมีการเข้าสู่ระบบหรือเปลี่ยนรหัสผ่านจากอุปกรณ์อื่น');
    // A reload (here: a second copy of the page) still says it.
    const second = renderPage(<LoginPage variant="v1" audience="member" />);
    expect(screen.getAllByRole('alert')).toHaveLength(2);

    first.unmount();
    second.unmount();
    renderPage(<LoginPage variant="v1" audience="member" />);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says that an expired session needs a new sign-in', () => {
    noteSessionEnd('TOKEN_EXPIRED');
    renderPage(<LoginPage variant="v1" audience="member" />);
    expect(screen.getByRole('alert').textContent).toBe('เซสชันหมดอายุ กรุณาเข้าสู่ระบบใหม่');
  });

  it('follows the language switch', () => {
    noteSessionEnd('SESSION_REVOKED');
    renderPage(<LoginPage variant="v1" audience="member" />);
    act(() => setLanguage('en'));
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('You were signed out because your account signed in or changed its password on another device.');
  });

  describe('demo', () => {
    // As GET /api/site/config lists them in demo mode.
    const demoSite = {
      ...DEFAULT_SITE_CONFIG,
      demoMode: true,
      demoAccounts: [
        { username: 'admin', password: 'admin1234', role: 'admin' },
        { username: 'operator', password: 'operator1234', role: 'agadmin' },
        { username: 'agent', password: 'agent1234', role: 'master' },
        { username: 'member', password: 'member1234', role: 'member' },
      ],
    };

    it('lists the demo accounts in demo mode, each with its own sign-in button', () => {
      renderPage(<LoginPage variant="v1" audience="demo" />, { siteConfig: demoSite });
      const accounts = screen.getAllByRole('listitem').map((item) => item.textContent);
      expect(accounts).toEqual([
        'ผู้ดูแลระบบadmin / admin1234เข้าสู่ระบบ',
        'เจ้าหน้าที่operator / operator1234เข้าสู่ระบบ',
        'มาสเตอร์agent / agent1234เข้าสู่ระบบ',
        'สมาชิกmember / member1234เข้าสู่ระบบ',
      ]);
      for (const username of ['admin', 'operator', 'agent', 'member']) {
        expect(screen.getByRole('button', { name: `เข้าสู่ระบบ ${username}` })).toBeTruthy();
      }
      expect(screen.getByLabelText('ชื่อผู้ใช้')).toBeTruthy();
    });

    it('says the demo accounts are off without demo mode', () => {
      renderPage(<LoginPage variant="v1" audience="demo" />, { siteConfig: { ...DEFAULT_SITE_CONFIG, demoMode: false } });
      expect(screen.getByText('บัญชีทดลองปิดใช้งานอยู่ในระบบนี้')).toBeTruthy();
      expect(screen.queryByRole('listitem')).toBeNull();
      expect(screen.queryByRole('button', { name: 'เข้าสู่ระบบ admin' })).toBeNull();
    });

    it('shows no demo accounts to members, even in demo mode, but links them to the demo sign-in', () => {
      renderPage(<LoginPage variant="v1" audience="member" />, { siteConfig: demoSite });
      expect(screen.queryByText('admin / admin1234')).toBeNull();
      expect(screen.getByRole('link', { name: 'ทดลองเล่นด้วยบัญชีตัวอย่าง' }).getAttribute('href')).toBe('/demo-login');
    });

    it('has no demo link outside demo mode', () => {
      renderPage(<LoginPage variant="v2" audience="member" />, { siteConfig: { ...DEFAULT_SITE_CONFIG, demoMode: false } });
      expect(screen.getByRole('button', { name: 'เข้าสู่ระบบ' })).toBeTruthy();
      expect(screen.queryByRole('link', { name: 'ทดลองเล่นด้วยบัญชีตัวอย่าง' })).toBeNull();
    });
  });
});
