// One remote on the releases page: its live version, its canary (version, share, since when) or
// none, what its server could not tell, the canary's stop and the roll back, the contract gate's
// last refusal (a mismatch a line, kept until closed or the next change goes through), the versions
// its server holds and its testers' pins. Each change is confirmed first (change-dialog.tsx).
import { useLanguage, useMessages } from '@tanghuay/shared-auth';
import { Alert, Button, Card, Divider, Flex, Typography } from 'antd';
import { useState } from 'react';
import { Figures } from '../../../components/figures.tsx';
import { atText } from '../../../lib/dates.ts';
import type { Releases, RemoteRelease } from '../api/releases.ts';
import { refusalLines, versionRows } from '../model/releases.ts';
import { ChangeDialog, type ReleaseChange } from './change-dialog.tsx';
import { Pins } from './pins.tsx';
import { VersionsTable } from './versions-table.tsx';

const messages = {
  th: {
    live: 'เวอร์ชันที่ใช้งานจริง',
    canary: 'canary (ทดลองกับบางส่วน)',
    canaryOf: (version: string, share: number) => `${version} · ${share}% ของผู้ใช้`,
    since: (at: string) => `ตั้งแต่ ${at}`,
    noCanary: 'ไม่มี canary',
    none: 'ยังไม่มี',
    server: 'เซิร์ฟเวอร์',
    serverError: 'อ่านรายการเวอร์ชันจากเซิร์ฟเวอร์ไม่ได้',
    stop: 'หยุด canary',
    rollback: 'ย้อนกลับเวอร์ชัน',
    refused: 'เปลี่ยนเวอร์ชันไม่ได้',
    noVersions: 'เซิร์ฟเวอร์ยังไม่มีเวอร์ชันใด',
  },
  en: {
    live: 'Live version',
    canary: 'Canary',
    canaryOf: (version: string, share: number) => `${version} · ${share}% of users`,
    since: (at: string) => `since ${at}`,
    noCanary: 'No canary',
    none: 'None yet',
    server: 'Server',
    serverError: 'The server’s versions could not be read',
    stop: 'Stop canary',
    rollback: 'Roll back',
    refused: 'The version was not changed',
    noVersions: 'The server holds no version yet',
  },
};

/** The contract gate's refusal: the API's lead, then each mismatch on its own line. */
function RefusalLines({ message }: { message: string }) {
  const { lead, mismatches } = refusalLines(message);
  return (
    <div style={{ overflowWrap: 'anywhere' }}>
      <div>{lead}</div>
      {mismatches.length > 0 && (
        <ul style={{ margin: '4px 0 0', paddingInlineStart: 20 }}>
          {mismatches.map((mismatch, at) => (
            <li key={at}>{mismatch}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function RemoteCard({ remote, onAnswer }: { remote: RemoteRelease; onAnswer: (answer: Releases) => void }) {
  const text = useMessages(messages);
  const language = useLanguage();
  const [asked, setAsked] = useState<ReleaseChange | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const { candidate } = remote;

  const canary = candidate ? (
    <Flex vertical>
      <span className="bo-number">{text.canaryOf(candidate.version, candidate.share)}</span>
      <Typography.Text type="secondary" style={{ fontSize: 13, fontWeight: 400 }}>
        {text.since(atText(candidate.since, language))}
      </Typography.Text>
    </Flex>
  ) : (
    <Typography.Text type="secondary">{text.noCanary}</Typography.Text>
  );

  return (
    <Card
      title={<span style={{ fontSize: 18 }}>{remote.name}</span>}
      extra={
        <Typography.Text type="secondary" style={{ fontSize: 12, overflowWrap: 'anywhere' }}>
          {text.server} {remote.server}
        </Typography.Text>
      }
      styles={{ header: { flexWrap: 'wrap', gap: 8, paddingBlock: 8 } }}
    >
      <Flex vertical gap={16}>
        <Figures wide items={[{ label: text.live, value: <span className="bo-number">{remote.live ?? text.none}</span> }, { label: text.canary, value: canary }]} />
        <Flex gap={8} wrap>
          {candidate && (
            <Button className="bo-touch" danger onClick={() => setAsked({ kind: 'stop' })}>
              {text.stop}
            </Button>
          )}
          {remote.live && (
            <Button className="bo-touch" onClick={() => setAsked({ kind: 'rollback' })}>
              {text.rollback}
            </Button>
          )}
        </Flex>
        {remote.serverError && <Alert type="warning" showIcon title={text.serverError} description={remote.serverError} />}
        {refusal && (
          <Alert
            type="error"
            showIcon
            closable={{ onClose: () => setRefusal(null) }}
            title={text.refused}
            description={<RefusalLines message={refusal} />}
          />
        )}
        {remote.versions.length > 0 ? (
          <VersionsTable rows={versionRows(remote)} onChange={setAsked} />
        ) : (
          <Typography.Text type="secondary">{text.noVersions}</Typography.Text>
        )}
        <Divider style={{ margin: 0 }} />
        <Pins remote={remote} onAnswer={onAnswer} />
      </Flex>
      {asked && (
        <ChangeDialog
          remote={remote}
          change={asked}
          onDone={(answer) => {
            setAsked(null);
            setRefusal(null);
            onAnswer(answer);
          }}
          onRefused={(message) => {
            setAsked(null);
            setRefusal(message);
          }}
          onCancel={() => setAsked(null)}
        />
      )}
    </Card>
  );
}
