// Testers' pins of one remote (docs/backoffice.md, "Releases on screen"): the accounts that get a
// chosen version whatever is live or in canary, each marked as previewing it in the host; who
// pinned them and when, and a way to remove each. The form pins a version to usernames (spaces or
// commas between them), or to the signed-in administrator at once.
import { useLanguage, useMessages, useUserData } from '@tanghuay/shared-auth';
import { Button, Flex, Input, Select, Typography } from 'antd';
import { useState } from 'react';
import { Field } from '../../../components/backoffice/field.tsx';
import { type Column, DataTable } from '../../../components/data-table.tsx';
import { LoadError } from '../../../components/page-state.tsx';
import { formatDateTime } from '../../../lib/dates.ts';
import { useSubmission } from '../../../lib/use-submission.ts';
import { type Pin, pinVersion, type Releases, type RemoteRelease, unpin } from '../api/releases.ts';

const messages = {
  th: {
    title: 'ปักหมุดเวอร์ชันให้ผู้ทดสอบ',
    about: 'บัญชีที่ปักหมุดจะได้เวอร์ชันนั้นเสมอเมื่อเปิดหน้าใหม่ และเห็นป้ายว่ากำลังดูเวอร์ชันนั้น',
    none: 'ยังไม่มีบัญชีที่ปักหมุด',
    username: 'ชื่อผู้ใช้',
    version: 'เวอร์ชัน',
    by: 'โดย',
    at: 'เมื่อ',
    remove: 'เลิกปักหมุด',
    removeLabel: (username: string) => `เลิกปักหมุด ${username}`,
    usernames: 'ชื่อผู้ใช้ (คั่นด้วยเว้นวรรคหรือจุลภาค)',
    noUsernames: 'ใส่ชื่อผู้ใช้อย่างน้อย 1 ชื่อ',
    pin: 'ปักหมุด',
    pinMe: (username: string) => `ปักหมุดให้ฉัน (${username})`,
  },
  en: {
    title: 'Testers’ pinned versions',
    about: 'A pinned account always gets that version on its next page load, marked as previewing it.',
    none: 'No account is pinned',
    username: 'Username',
    version: 'Version',
    by: 'By',
    at: 'When',
    remove: 'Unpin',
    removeLabel: (username: string) => `Unpin ${username}`,
    usernames: 'Usernames (spaces or commas between)',
    noUsernames: 'Give at least one username',
    pin: 'Pin',
    pinMe: (username: string) => `Pin me (${username})`,
  },
};

/** The usernames typed, in order, each once. */
const usernamesOf = (typed: string) => [...new Set(typed.split(/[\s,]+/).filter((name) => name !== ''))];

/** The version offered first: the canary, else the newest one not live. */
function firstChoice(remote: RemoteRelease): string | undefined {
  return remote.candidate?.version ?? remote.versions.find((held) => held.version !== remote.live)?.version ?? remote.versions[0]?.version;
}

export function Pins({ remote, onAnswer }: { remote: RemoteRelease; onAnswer: (answer: Releases) => void }) {
  const text = useMessages(messages);
  const language = useLanguage();
  const me = useUserData()?.username;
  const [version, setVersion] = useState(firstChoice(remote));
  const [typed, setTyped] = useState('');
  const [tried, setTried] = useState(false);
  const pin = useSubmission((usernames: string[]) => pinVersion(remote.name, version ?? '', usernames));
  const remove = useSubmission((pinned: Pin) => unpin(remote.name, pinned.accountId));
  const usernames = usernamesOf(typed);

  const send = async (names: string[]) => {
    remove.clearError();
    const answer = await pin.submit(names);
    if (!answer) return;
    setTyped('');
    setTried(false);
    onAnswer(answer);
  };
  const unpinOne = async (pinned: Pin) => {
    pin.clearError();
    const answer = await remove.submit(pinned);
    if (answer) onAnswer(answer);
  };

  const columns: Column<Pin>[] = [
    { key: 'username', title: text.username, render: (pinned) => <strong style={{ overflowWrap: 'anywhere' }}>{pinned.username}</strong> },
    { key: 'version', title: text.version, render: (pinned) => <span className="bo-number">{pinned.version}</span> },
    { key: 'by', title: text.by, screens: 'wide', render: (pinned) => pinned.by },
    { key: 'at', title: text.at, screens: 'wide', render: (pinned) => <span className="bo-nowrap">{formatDateTime(pinned.at, language)}</span> },
    {
      key: 'remove',
      title: '',
      align: 'end',
      render: (pinned) => (
        <Button className="bo-touch" danger aria-label={text.removeLabel(pinned.username)} onClick={() => void unpinOne(pinned)}>
          {text.remove}
        </Button>
      ),
    },
  ];

  return (
    <Flex vertical gap={12}>
      <div>
        <h3 className="bo-section-title">{text.title}</h3>
        <Typography.Text type="secondary">{text.about}</Typography.Text>
      </div>
      {remote.pins.length === 0 ? (
        <Typography.Text type="secondary">{text.none}</Typography.Text>
      ) : (
        <DataTable columns={columns} rows={remote.pins} rowKey={(pinned) => String(pinned.accountId)} />
      )}
      {remove.error ? <LoadError error={remove.error} /> : null}
      {remote.versions.length > 0 && (
        <Flex gap={12} wrap align="flex-end">
          <div style={{ flex: '0 1 160px', minWidth: 120 }}>
            <Field label={text.version}>
              <Select
                virtual={false}
                value={version}
                onChange={setVersion}
                options={remote.versions.map((held) => ({ value: held.version, label: held.version }))}
              />
            </Field>
          </div>
          <div style={{ flex: '1 1 240px', minWidth: 0 }}>
            <Field label={text.usernames} problem={tried && usernames.length === 0 ? text.noUsernames : null}>
              <Input value={typed} autoComplete="off" onChange={(event) => setTyped(event.target.value)} />
            </Field>
          </div>
          <Flex gap={8} wrap>
            <Button
              className="bo-touch"
              type="primary"
              loading={pin.sending}
              onClick={() => {
                setTried(true);
                if (usernames.length > 0) void send(usernames);
              }}
            >
              {text.pin}
            </Button>
            {me && (
              <Button className="bo-touch" onClick={() => void send([me])}>
                {text.pinMe(me)}
              </Button>
            )}
          </Flex>
        </Flex>
      )}
      {pin.error ? <LoadError error={pin.error} /> : null}
    </Flex>
  );
}
