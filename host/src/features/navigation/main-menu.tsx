// The hamburger menu (docs/architecture.md#host-and-remotes), titled "เมนูหลัก": home, deposit and
// withdraw only for a member who is not the configured excluded id; place a bet and my slips for
// everyone; the money history and the account for members — each only when the user may open it
// (a self-excluded member: withdraw, slips, history, account). The settings below the links (skin,
// language, sign-out) are given by the layout. A sheet from the left (antd Drawer): unlike a Modal, it
// closes within 500 ms even when the browser never reports the end of its closing animation, so a
// chosen link never leaves an invisible menu over the page it opened (docs/architecture.md#host-and-remotes).
import { menuItemsFor, useLanguage, useMessages, useUserData } from '@tanghuay/shared-auth';
import { Drawer } from 'antd';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { useSiteConfig } from '../../lib/site-config.ts';

const messages = { th: { title: 'เมนูหลัก' }, en: { title: 'Main menu' } };

/** The menu's sheet, for the shell's styles. */
export const MAIN_MENU_CLASS = 'main-menu-drawer';

export function MainMenu({ open, onClose, children }: { open: boolean; onClose: () => void; children?: ReactNode }) {
  const text = useMessages(messages);
  const language = useLanguage();
  const items = menuItemsFor(useUserData(), useSiteConfig().menuExcludedUserId);
  return (
    <Drawer title={text.title} aria-label={text.title} rootClassName={MAIN_MENU_CLASS} placement="left" open={open} onClose={onClose} size={320} destroyOnHidden>
      <nav aria-label={text.title}>
        <ul className="main-menu">
          {items.map((item) => (
            <li key={item.key}>
              <NavLink to={item.path} end onClick={onClose} className="main-menu__link">
                {item.label[language]}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {children}
    </Drawer>
  );
}
