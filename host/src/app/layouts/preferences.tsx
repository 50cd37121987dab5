// The member's settings wherever a layout offers them: skin, language, printing slips
// automatically (the bus's printListAuto, read by the bet screens), and signing out.
import { sessionBus, useMessages, useObservable, useUserData } from '@tanghuay/shared-auth';
import { Switch } from 'antd';
import { ButtonLink } from '../../components/links.tsx';
import { LanguageSwitcher } from '../../components/language-switcher.tsx';
import { SkinSwitcher } from '../../features/skin/skin-switcher.tsx';

const messages = {
  th: { language: 'ภาษา', skin: 'ธีม', printListAuto: 'พิมพ์โพยอัตโนมัติ', signOut: 'ออกจากระบบ', signedInAs: 'เข้าสู่ระบบในชื่อ' },
  en: { language: 'Language', skin: 'Skin', printListAuto: 'Print slips automatically', signOut: 'Sign out', signedInAs: 'Signed in as' },
};

export function Preferences() {
  const text = useMessages(messages);
  const userData = useUserData();
  const printListAuto = useObservable(sessionBus.printListAuto$, sessionBus.printListAuto$.value);
  return (
    <div className="menu-settings">
      <div className="menu-settings__row">
        <span>{text.skin}</span>
        <SkinSwitcher />
      </div>
      <div className="menu-settings__row">
        <span>{text.language}</span>
        <LanguageSwitcher label={text.language} />
      </div>
      {userData && (
        <label className="menu-settings__row">
          <span>{text.printListAuto}</span>
          <Switch size="small" checked={printListAuto} onChange={sessionBus.togglePrintListAuto} />
        </label>
      )}
      {userData && (
        <div className="menu-settings__row">
          <span>
            {text.signedInAs} <strong>{userData.username}</strong>
          </span>
          <ButtonLink to="/login-next" danger>
            {text.signOut}
          </ButtonLink>
        </div>
      )}
    </div>
  );
}
