// The back-office and template pages (seed spec §2): the layout the site configures, a side menu
// (vertical) or a top menu (horizontal), listing the areas this user may open.
import { useLanguage, useMessages, useUserData } from '@tanghuay/shared-auth';
import { Button, Layout, Menu, Popover } from 'antd';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { ScrollToTop } from '../../components/scroll-to-top.tsx';
import { useSkin } from '../../features/skin/skin.ts';
import { useSiteConfig } from '../../lib/site-config.ts';
import { backOfficeNavFor } from './back-office-nav.ts';
import { Preferences } from './preferences.tsx';

const messages = { th: { brand: 'Tanghuay', settings: 'ตั้งค่า' }, en: { brand: 'Tanghuay', settings: 'Settings' } };

function useNavMenu() {
  const language = useLanguage();
  const { pathname } = useLocation();
  const items = backOfficeNavFor(useUserData()).map((item) => ({
    key: item.path,
    label: <Link to={item.path}>{item.label[language]}</Link>,
  }));
  const selectedKeys = items.map((item) => item.key).filter((path) => pathname === path || pathname.startsWith(`${path}/`));
  return { items, selectedKeys, theme: useSkin() === 'light' ? ('light' as const) : ('dark' as const) };
}

function Header({ menu }: { menu?: ReactNode }) {
  const text = useMessages(messages);
  const userData = useUserData();
  return (
    <Layout.Header className="app-header">
      <Link to="/" className="app-header__brand" style={menu ? { flex: 'none' } : undefined}>
        {text.brand}
      </Link>
      {menu}
      <Popover content={<Preferences />} trigger="click" placement="bottomRight">
        <Button type="text" className="app-header__icon-button" style={{ fontSize: 14 }}>
          {userData?.username ?? text.settings}
        </Button>
      </Popover>
    </Layout.Header>
  );
}

export function ConfiguredLayout({ children }: { children: ReactNode }) {
  const { layout } = useSiteConfig();
  const menu = useNavMenu();
  const content = <Layout.Content className="configured-content">{children}</Layout.Content>;

  if (layout === 'horizontal') {
    return (
      <Layout style={{ minHeight: '100vh' }}>
        <Header menu={<Menu mode="horizontal" style={{ flex: 1, minWidth: 0, background: 'transparent' }} {...menu} />} />
        {content}
        <ScrollToTop />
      </Layout>
    );
  }
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider breakpoint="lg" collapsedWidth={0} theme={menu.theme}>
        <Menu mode="inline" {...menu} />
      </Layout.Sider>
      <Layout>
        <Header />
        {content}
      </Layout>
      <ScrollToTop />
    </Layout>
  );
}
