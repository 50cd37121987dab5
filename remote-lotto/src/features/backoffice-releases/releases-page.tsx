// /backoffice/releases (administrators, manage Release; docs/backoffice.md, "Releases on screen"):
// which version of each remote members get, its canary, the versions its server holds with their
// error figures, testers' pins and the history of changes. On top, the draw-night freeze: its rule,
// the form that changes it, and while a round is about to close, which round and until when (versions
// then stay as they are unless a change is forced with a reason). Every change answers the whole
// state, shown at once.
import { useQueryClient } from '@tanstack/react-query';
import { backofficePage, useLanguage, useMessages } from '@tanghuay/shared-auth';
import { Flex } from 'antd';
import { BackofficeFrame } from '../../components/backoffice/backoffice-frame.tsx';
import { PhoneSized } from '../../components/backoffice/phone-sized.tsx';
import { LoadError, Loading } from '../../components/page-state.tsx';
import { useApi } from '../../lib/use-api.ts';
import { getReleases, type Releases, RELEASES_PATH } from './api/releases.ts';
import { FreezeRuleCard } from './components/freeze-rule.tsx';
import { ReleaseHistory } from './components/release-history.tsx';
import { RemoteCard } from './components/remote-card.tsx';

const messages = {
  th: {
    subtitle: 'เวอร์ชันของแต่ละส่วนที่สมาชิกได้รับ การทดลองกับผู้ใช้บางส่วน (canary) และประวัติการเปลี่ยน มีผลเมื่อเปิดหน้าใหม่',
  },
  en: {
    subtitle: 'Which version of each remote members get, its canary and the history of changes; a change applies from the next page load.',
  },
};

function ReleasesState() {
  const queries = useQueryClient();
  const releases = useApi([RELEASES_PATH], getReleases);
  const show = (answer: Releases) => queries.setQueryData([RELEASES_PATH], answer);
  if (!releases.data) {
    if (releases.error) return <LoadError error={releases.error} onRetry={releases.reload} />;
    return (
      <>
        <Loading rows={6} />
        <Loading rows={6} />
      </>
    );
  }
  const { remotes, history, freeze } = releases.data;
  return (
    <>
      <FreezeRuleCard freeze={freeze} onAnswer={show} />
      <Flex vertical gap={16}>
        {remotes.map((remote) => (
          <RemoteCard key={remote.name} remote={remote} onAnswer={show} />
        ))}
      </Flex>
      <ReleaseHistory events={history} />
    </>
  );
}

export function ReleasesPage() {
  const text = useMessages(messages);
  const language = useLanguage();
  return (
    <PhoneSized>
      <BackofficeFrame title={backofficePage('releases').label[language]} subtitle={text.subtitle}>
        <ReleasesState />
      </BackofficeFrame>
    </PhoneSized>
  );
}
