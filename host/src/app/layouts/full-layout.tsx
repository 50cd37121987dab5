// The lottery product's layout (docs/architecture.md#host-and-remotes): the product header with the
// menu button, the brand (leading where `/` leads: round selection, or a self-excluded member's
// home) and the balance, the testers' preview marker, the page (under the deposit prompt while the
// balance is zero), and the bottom navigation.
import { landingPath, SITE_NAME, useMessages, useUserData } from '@tanghuay/shared-auth';
import { Button, Layout } from 'antd';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router-dom';
import { MenuIcon } from '../../components/icons.tsx';
import { ScrollToTop } from '../../components/scroll-to-top.tsx';
import { BottomNav } from '../../features/navigation/bottom-nav.tsx';
import { MainMenu } from '../../features/navigation/main-menu.tsx';
import { DepositPrompt } from '../../features/wallet/deposit-prompt.tsx';
import { HeaderBalance } from '../../features/wallet/header-balance.tsx';
import { VersionPreview } from '../remotes/version-preview.tsx';
import { Preferences } from './preferences.tsx';
import { SCROLL_TOP_BOTTOM } from './shell-styles.ts';
import { TouchTargets } from './touch-targets.tsx';

const messages = {
  th: { brand: SITE_NAME, openMenu: 'เปิดเมนูหลัก' },
  en: { brand: SITE_NAME, openMenu: 'Open the main menu' },
};

export function FullLayout({ children }: { children: ReactNode }) {
  const text = useMessages(messages);
  const userData = useUserData();
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <TouchTargets>
      <Layout style={{ minHeight: '100vh' }}>
        <Layout.Header className="app-header">
          <Button
            type="text"
            className="app-header__icon-button"
            aria-label={text.openMenu}
            icon={<MenuIcon />}
            onClick={() => setMenuOpen(true)}
          />
          <Link to={landingPath(userData)} className="app-header__brand">
            {text.brand}
          </Link>
          {userData && <HeaderBalance currency={userData.currency} />}
        </Layout.Header>
        <VersionPreview />
        <Layout.Content className="full-content">
          <DepositPrompt />
          {children}
        </Layout.Content>
        <BottomNav />
        <MainMenu open={menuOpen} onClose={() => setMenuOpen(false)}>
          <Preferences />
        </MainMenu>
        <ScrollToTop bottom={SCROLL_TOP_BOTTOM} />
      </Layout>
    </TouchTargets>
  );
}
