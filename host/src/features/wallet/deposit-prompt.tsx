// "ฝากเงินเพื่อเริ่มเล่น": on the round board, where a member lands after registering or signing in,
// a member with nothing to bet with is led to the deposit page (docs/lottery.md, "First minutes").
// Shown only to members the menu offers deposits to, and only while the header's balance is zero.
import { DEFAULT_PATH, menuItemsFor, sessionBus, type UserData, useMessages, useObservable, useUserData } from '@tanghuay/shared-auth';
import { Alert } from 'antd';
import { useLocation } from 'react-router-dom';
import { ButtonLink } from '../../components/links.tsx';
import { useSiteConfig } from '../../lib/site-config.ts';

const messages = {
  th: { title: 'ฝากเงินเพื่อเริ่มเล่น', text: 'ยอดเงินของคุณเป็น 0 บาท ฝากเงินแล้วเลือกรอบแทงได้ทันที', deposit: 'ฝากเงิน' },
  en: { title: 'Deposit to start playing', text: 'Your balance is 0 baht. Deposit, then pick a round right away.', deposit: 'Deposit' },
};

/** Where the prompt leads (the menu's deposit page), or null when it is not shown. */
export function depositPromptPath(
  userData: UserData | null,
  excludedUserId: number | null,
  pathname: string,
  balance: number | null,
): string | null {
  if (pathname !== DEFAULT_PATH || balance !== 0) return null;
  return menuItemsFor(userData, excludedUserId).find((item) => item.key === 'tanghuay-deposit')?.path ?? null;
}

export function DepositPrompt() {
  const text = useMessages(messages);
  const balance = useObservable(sessionBus.displayBalance$, null);
  const path = depositPromptPath(useUserData(), useSiteConfig().menuExcludedUserId, useLocation().pathname, balance);
  if (path === null) return null;
  return (
    <Alert
      type="info"
      showIcon
      role="region"
      aria-label={text.title}
      title={text.title}
      description={text.text}
      action={
        <ButtonLink to={path} type="primary">
          {text.deposit}
        </ButtonLink>
      }
      style={{ marginBottom: 12, alignItems: 'center' }}
    />
  );
}
