// The bottom navigation (docs/architecture.md#host-and-remotes): results, place a bet in the
// centre, slips; for a self-excluded member, money history, withdraw in the centre, slips.
import { bottomNavFor, useLanguage, useMessages, useUserData } from '@tanghuay/shared-auth';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { ClockIcon, ListIcon, TicketIcon, TrophyIcon, WalletIcon } from '../../components/icons.tsx';

const ICONS: Record<string, ReactNode> = {
  results: <TrophyIcon />,
  round: <TicketIcon />,
  slips: <ListIcon />,
  history: <ClockIcon />,
  withdraw: <WalletIcon />,
};
const messages = { th: { label: 'เมนูด้านล่าง' }, en: { label: 'Bottom navigation' } };

export function BottomNav() {
  const language = useLanguage();
  const text = useMessages(messages);
  return (
    <nav className="bottom-nav" aria-label={text.label}>
      {bottomNavFor(useUserData()).map((item) => (
        <NavLink
          key={item.key}
          to={item.path}
          end
          className={({ isActive }) =>
            ['bottom-nav__item', item.centre && 'bottom-nav__item--centre', isActive && 'bottom-nav__item--active']
              .filter(Boolean)
              .join(' ')
          }
        >
          <span className="bottom-nav__icon">{ICONS[item.key]}</span>
          <span>{item.label[language]}</span>
        </NavLink>
      ))}
    </nav>
  );
}
