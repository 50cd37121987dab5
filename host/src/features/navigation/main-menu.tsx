// The hamburger menu (docs/architecture.md#host-and-remotes), titled "เมนูหลัก": home, deposit and
// withdraw only for a member who is not the configured excluded id; place a bet and my slips for
// everyone; the money history and the account for members — each only when the user may open it
// (a self-excluded member: withdraw, slips, history, account). The settings below the links (skin,
// language, sign-out) are given by the layout.
import { menuItemsFor, useLanguage, useMessages, useUserData } from '@tanghuay/shared-auth';
import { Modal } from 'antd';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { useSiteConfig } from '../../lib/site-config.ts';

const messages = { th: { title: 'เมนูหลัก' }, en: { title: 'Main menu' } };

export function MainMenu({ open, onClose, children }: { open: boolean; onClose: () => void; children?: ReactNode }) {
  const text = useMessages(messages);
  const language = useLanguage();
  const items = menuItemsFor(useUserData(), useSiteConfig().menuExcludedUserId);
  return (
    <Modal title={text.title} open={open} onCancel={onClose} footer={null} width={400} destroyOnHidden>
      <nav aria-label={text.title}>
        <ul className="main-menu">
          {items.map((item) => (
            <li key={item.key}>
              <NavLink to={item.path} onClick={onClose} className="main-menu__link">
                {item.label[language]}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {children}
    </Modal>
  );
}
