// The member's settings wherever a layout offers them: skin, language, and signing out.
import { useMessages, useUserData } from '@tanghuay/shared-auth';
import { Button } from 'antd';
import { Link } from 'react-router-dom';
import { LanguageSwitcher } from '../../components/language-switcher.tsx';
import { SkinSwitcher } from '../../features/skin/skin-switcher.tsx';

const messages = {
  th: { language: 'ภาษา', skin: 'ธีม', signOut: 'ออกจากระบบ', signedInAs: 'เข้าสู่ระบบในชื่อ' },
  en: { language: 'Language', skin: 'Skin', signOut: 'Sign out', signedInAs: 'Signed in as' },
};

export function Preferences() {
  const text = useMessages(messages);
  const userData = useUserData();
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
        <div className="menu-settings__row">
          <span>
            {text.signedInAs} <strong>{userData.username}</strong>
          </span>
          <Link to="/login-next">
            <Button danger>{text.signOut}</Button>
          </Link>
        </div>
      )}
    </div>
  );
}
