// /backoffice/settings (administrators): three sections, each read and saved on its own —
// payment bounds and where members pay, the slip cancel window, and the site's layout and menu
// exception (components/settings-sections.tsx). Every save is audited by the API. Thumb-sized on phones.
import { backofficePage, useLanguage, useMessages } from '@tanghuay/shared-auth';
import { BackofficeFrame } from '../../components/backoffice/backoffice-frame.tsx';
import { PhoneSized } from '../../components/backoffice/phone-sized.tsx';
import { LottoSection, PaymentsSection, SiteSection } from './components/settings-sections.tsx';

const messages = {
  th: { subtitle: 'ค่าที่ใช้ทั้งระบบ แต่ละส่วนบันทึกแยกกัน ทุกการเปลี่ยนแปลงถูกบันทึกไว้ในบันทึกการใช้งาน' },
  en: { subtitle: 'Settings of the whole system. Each section saves on its own; every change goes into the audit log.' },
};

export function SettingsPage() {
  const text = useMessages(messages);
  const language = useLanguage();
  return (
    <PhoneSized>
      <BackofficeFrame title={backofficePage('settings').label[language]} subtitle={text.subtitle}>
        <PaymentsSection />
        <LottoSection />
        <SiteSection />
      </BackofficeFrame>
    </PhoneSized>
  );
}
