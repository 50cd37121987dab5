// /backoffice/releases (administrators, manage Release; docs/backoffice.md, "Releases"): which
// version of each remote members get, its canary, the versions its server holds with their error
// figures, testers' pins and the history of changes. While a round is about to close, versions stay
// as they are unless a change is forced with a reason; the banner says which round and until when.
// Every change answers the whole state, shown at once.
import { useQueryClient } from '@tanstack/react-query';
import { backofficePage, useLanguage, useMessages } from '@tanghuay/shared-auth';
import { Alert, Flex } from 'antd';
import { BackofficeFrame } from '../../components/backoffice/backoffice-frame.tsx';
import { PhoneSized } from '../../components/backoffice/phone-sized.tsx';
import { LoadError, Loading } from '../../components/page-state.tsx';
import { atText } from '../../lib/dates.ts';
import { useApi } from '../../lib/use-api.ts';
import { type Freeze, getReleases, type Releases, RELEASES_PATH } from './api/releases.ts';
import { ReleaseHistory } from './components/release-history.tsx';
import { RemoteCard } from './components/remote-card.tsx';

const messages = {
  th: {
    subtitle: 'เวอร์ชันของแต่ละส่วนที่สมาชิกได้รับ การทดลองกับผู้ใช้บางส่วน (canary) และประวัติการเปลี่ยน มีผลเมื่อเปิดหน้าใหม่',
    frozen: (round: string, at: string) => `งดเปลี่ยนเวอร์ชัน: ${round} ปิดรับ ${at}`,
    frozenSay: (minutes: number) =>
      `ช่วง ${minutes} นาทีก่อนปิดรับ ระบบไม่เปลี่ยนเวอร์ชันให้ ถ้าจำเป็นต้องเปลี่ยนตอนนี้ ต้องกด "บังคับ" และระบุเหตุผล ซึ่งจะบันทึกไว้ในประวัติ`,
  },
  en: {
    subtitle: 'Which version of each remote members get, its canary and the history of changes; a change applies from the next page load.',
    frozen: (round: string, at: string) => `Versions frozen: ${round} closes at ${at}`,
    frozenSay: (minutes: number) => `Within ${minutes} minutes of a close, versions do not change. A change needed now must be forced, with a reason kept in the history.`,
  },
};

function FreezeBanner({ freeze }: { freeze: Freeze }) {
  const text = useMessages(messages);
  const language = useLanguage();
  if (!freeze.active || !freeze.round) return null;
  return (
    <Alert
      type="warning"
      showIcon
      title={text.frozen(freeze.round.lotteryName, atText(freeze.round.closesAt, language))}
      description={text.frozenSay(freeze.minutes)}
    />
  );
}

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
      <FreezeBanner freeze={freeze} />
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
