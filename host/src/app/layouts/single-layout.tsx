// Sign-in and misc pages (docs/architecture.md#host-and-remotes): the page alone, with the language
// and skin switches.
import { useMessages } from '@tanghuay/shared-auth';
import type { ReactNode } from 'react';
import { LanguageSwitcher } from '../../components/language-switcher.tsx';
import { ScrollToTop } from '../../components/scroll-to-top.tsx';
import { SkinSwitcher } from '../../features/skin/skin-switcher.tsx';
import { TouchTargets } from './touch-targets.tsx';

const messages = { th: { language: 'ภาษา' }, en: { language: 'Language' } };

export function SingleLayout({ children }: { children: ReactNode }) {
  const text = useMessages(messages);
  return (
    <TouchTargets>
      <div className="single-layout">
        <div className="single-layout__bar">
          <LanguageSwitcher label={text.language} />
          <SkinSwitcher />
        </div>
        <main className="single-layout__content">{children}</main>
        <ScrollToTop />
      </div>
    </TouchTargets>
  );
}
