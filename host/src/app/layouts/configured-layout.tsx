// The back-office and template pages (docs/architecture.md#host-and-remotes): the layout the site
// configures, a side menu (vertical; a drawer behind a menu button on narrow screens) or a top menu
// (horizontal), listing the areas this user may open, and the testers' preview marker under the
// header. The side menu stays in view while a long page scrolls, and scrolls on its own when it is
// taller than the screen.
import { type NavItem, SITE_NAME, useLanguage, useMessages, useUserData } from '@tanghuay/shared-auth';
import { Button, Drawer, Grid, Layout, Menu, Popover } from 'antd';
import { type ReactNode, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { CartIcon, MenuIcon } from '../../components/icons.tsx';
import { ScrollToTop } from '../../components/scroll-to-top.tsx';
import { useSkin } from '../../features/skin/skin.ts';
import { useSiteConfig } from '../../lib/site-config.ts';
import { VersionPreview } from '../remotes/version-preview.tsx';
import { backOfficeNavFor, demoGroupOf, demoNavFor, navKeyOf } from './back-office-nav.ts';
import { Preferences } from './preferences.tsx';

const messages = {
  th: { brand: SITE_NAME, settings: 'ตั้งค่า', openMenu: 'เปิดเมนู', cart: (count: number) => `ตะกร้าสินค้า ${count} ชิ้น` },
  en: { brand: SITE_NAME, settings: 'Settings', openMenu: 'Open the menu', cart: (count: number) => `Shopping cart, ${count} items` },
};

function useNavMenu() {
  const language = useLanguage();
  const userData = useUserData();
  const { pathname } = useLocation();
  const link = (item: NavItem) => ({ key: item.key, label: <Link to={item.path}>{item.label[language]}</Link> });
  const items = [
    ...backOfficeNavFor(userData).map(link),
    ...demoNavFor(userData).map((group) => ({ key: group.key, label: group.label[language], children: group.items.map(link) })),
  ];
  const selected = navKeyOf(pathname);
  const selectedKeys = selected === undefined ? [] : [selected];
  const openGroup = demoGroupOf(selected);
  return {
    items,
    selectedKeys,
    defaultOpenKeys: openGroup === undefined ? [] : [openGroup],
    theme: useSkin() === 'light' ? ('light' as const) : ('dark' as const),
  };
}

/** The demo shop's cart count (kept in the user data by the shop), a link to its checkout while it holds something. */
function CartLink() {
  const text = useMessages(messages);
  const count = useUserData()?.extras.eCommerceCartItemsCount ?? 0;
  if (count <= 0) return null;
  return (
    <Link to="/apps/e-commerce/checkout" className="app-header__cart" aria-label={text.cart(count)}>
      <CartIcon />
      <span className="app-header__cart-count" aria-hidden="true">
        {count}
      </span>
    </Link>
  );
}

function Header({ menu, onOpenMenu }: { menu?: ReactNode; onOpenMenu?: () => void }) {
  const text = useMessages(messages);
  const userData = useUserData();
  return (
    <Layout.Header className="app-header">
      {onOpenMenu && (
        <Button
          type="text"
          className="app-header__icon-button"
          aria-label={text.openMenu}
          icon={<MenuIcon />}
          onClick={onOpenMenu}
        />
      )}
      <Link to="/" className="app-header__brand" style={menu ? { flex: 'none' } : undefined}>
        {text.brand}
      </Link>
      {menu}
      <CartLink />
      <Popover content={<Preferences />} trigger="click" placement="bottomRight">
        <Button type="text" className="app-header__icon-button" style={{ fontSize: 14 }}>
          {userData?.username ?? text.settings}
        </Button>
      </Popover>
    </Layout.Header>
  );
}

export function ConfiguredLayout({ children }: { children: ReactNode }) {
  const text = useMessages(messages);
  const { layout } = useSiteConfig();
  const menu = useNavMenu();
  const wide = Grid.useBreakpoint().lg === true;
  const [drawerOpen, setDrawerOpen] = useState(false);
  const content = <Layout.Content className="configured-content">{children}</Layout.Content>;

  if (layout === 'horizontal') {
    return (
      <Layout style={{ minHeight: '100vh' }}>
        <Header menu={<Menu mode="horizontal" style={{ flex: 1, minWidth: 0, background: 'transparent' }} {...menu} />} />
        <VersionPreview />
        {content}
        <ScrollToTop />
      </Layout>
    );
  }
  // The drawer is a light sheet whatever the skin's chrome; the side menu wears the chrome's colour.
  const sideMenu = (
    <Menu mode="inline" {...menu} theme={wide ? menu.theme : 'light'} onClick={() => setDrawerOpen(false)} />
  );
  return (
    <Layout style={{ minHeight: '100vh' }}>
      {wide ? (
        <Layout.Sider theme={menu.theme} className="configured-sider">
          {sideMenu}
        </Layout.Sider>
      ) : (
        <Drawer
          title={text.brand}
          placement="left"
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          size={260}
          styles={{ body: { padding: 0 } }}
        >
          {sideMenu}
        </Drawer>
      )}
      <Layout>
        <Header onOpenMenu={wide ? undefined : () => setDrawerOpen(true)} />
        <VersionPreview />
        {content}
      </Layout>
      <ScrollToTop />
    </Layout>
  );
}
