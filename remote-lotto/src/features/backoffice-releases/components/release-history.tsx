// The history of release changes, newest first (the API keeps the last 100): when, which remote,
// what was done in words, the version and share, by whom (an operator's tool by its name), the
// reason and whether a freeze was forced. A row per change on wider screens, a block on phones.
import { useLanguage, useMessages } from '@tanghuay/shared-auth';
import { Flex, Tag } from 'antd';
import { type Column, DataTable } from '../../../components/data-table.tsx';
import { Empty } from '../../../components/page-state.tsx';
import { formatDateTime } from '../../../lib/dates.ts';
import type { ReleaseEvent } from '../api/releases.ts';
import { actionName } from '../model/releases.ts';

const messages = {
  th: {
    caption: 'ประวัติการเปลี่ยนเวอร์ชัน',
    none: 'ยังไม่มีการเปลี่ยนเวอร์ชัน',
    at: 'เวลา',
    remote: 'ส่วนของระบบ',
    action: 'การกระทำ',
    version: 'เวอร์ชัน',
    share: 'สัดส่วน',
    by: 'โดย',
    reason: 'เหตุผล',
    entry: 'การเปลี่ยน',
    forced: 'บังคับ',
  },
  en: {
    caption: 'Release history',
    none: 'No release change yet',
    at: 'When',
    remote: 'Remote',
    action: 'Action',
    version: 'Version',
    share: 'Share',
    by: 'By',
    reason: 'Reason',
    entry: 'Change',
    forced: 'Forced',
  },
};

export function ReleaseHistory({ events }: { events: ReleaseEvent[] }) {
  const text = useMessages(messages);
  const language = useLanguage();
  if (events.length === 0) return <Empty title={text.none} />;

  const when = (event: ReleaseEvent) => <span className="bo-nowrap">{formatDateTime(event.at, language)}</span>;
  const action = (event: ReleaseEvent) => (
    <Flex gap={4} align="center" wrap>
      <span>{actionName(event.action, language)}</span>
      {event.forced && <Tag color="red">{text.forced}</Tag>}
    </Flex>
  );
  const share = (event: ReleaseEvent) => (event.share === null ? '' : `${event.share}%`);
  const reason = (event: ReleaseEvent) => <span style={{ overflowWrap: 'anywhere' }}>{event.reason ?? ''}</span>;
  const columns: Column<ReleaseEvent>[] = [
    { key: 'at', title: text.at, screens: 'wide', render: when },
    { key: 'remote', title: text.remote, screens: 'wide', render: (event) => event.remote },
    { key: 'action', title: text.action, screens: 'wide', render: action },
    { key: 'version', title: text.version, screens: 'wide', render: (event) => <span className="bo-number">{event.version ?? ''}</span> },
    { key: 'share', title: text.share, screens: 'wide', align: 'end', render: share },
    { key: 'by', title: text.by, screens: 'wide', render: (event) => event.by },
    { key: 'reason', title: text.reason, screens: 'wide', render: reason },
    // On a phone: what was done to which remote and version, then when and by whom, then why.
    {
      key: 'entry',
      title: text.entry,
      screens: 'phone',
      render: (event) => (
        <Flex vertical gap={4}>
          <Flex justify="space-between" gap={8} wrap>
            <Flex gap={4} align="center" wrap>
              <strong>{event.remote}</strong>
              {action(event)}
              <span className="bo-number">{[event.version, share(event)].filter(Boolean).join(' · ')}</span>
            </Flex>
            <span className="lotto-muted">{when(event)}</span>
          </Flex>
          <span>
            {text.by} {event.by}
          </span>
          {event.reason && reason(event)}
        </Flex>
      ),
    },
  ];
  return <DataTable caption={text.caption} columns={columns} rows={events} rowKey={(event) => String(event.id)} />;
}
