// The confirmation of each change to a remote's versions (release-dialog.tsx does the sending):
// promote a version, start a canary of one or change the running canary's share (a whole percent,
// 1–100, with quick steps; 100 makes it live), stop the canary, roll back to the version live before.
// Members get a change from their next page load: a page already open keeps what it loaded.
import { useMessages } from '@tanghuay/shared-auth';
import { Button, Flex, Input } from 'antd';
import { useState } from 'react';
import { Field } from '../../../components/backoffice/field.tsx';
import { promote, type Releases, type RemoteRelease, rollBack, startCanary, stopCanary } from '../api/releases.ts';
import { readShare, SHARE_STEPS } from '../model/releases.ts';
import { ReleaseDialog } from './release-dialog.tsx';

const messages = {
  th: {
    promoteTitle: (remote: string, version: string) => `ใช้ ${remote} เวอร์ชัน ${version} กับทุกคน?`,
    promoteSay: 'ทุกคนจะได้เวอร์ชันนี้เมื่อเปิดหน้าใหม่ หน้าที่เปิดอยู่จะไม่เปลี่ยนกลางคัน canary ที่กำลังทดลองอยู่จะหยุด',
    promote: 'ใช้งานจริง',
    canaryTitle: (remote: string, version: string) => `ทดลอง ${remote} เวอร์ชัน ${version} กับผู้ใช้บางส่วน (canary)`,
    canarySay: (live: string) => `ผู้ใช้ตามสัดส่วนนี้จะได้เวอร์ชันนี้เมื่อเปิดหน้าใหม่ ที่เหลือยังใช้ ${live}`,
    canary: 'เริ่ม canary',
    share: 'สัดส่วนผู้ใช้ (%)',
    shareHint: 'จำนวนเต็ม 1–100 ใส่ 100 คือใช้งานจริงกับทุกคน',
    shareWrong: 'ใส่จำนวนเต็มตั้งแต่ 1 ถึง 100',
    stopTitle: (remote: string, version: string) => `หยุด canary ${remote} เวอร์ชัน ${version}?`,
    stopSay: (live: string) => `ทุกคนจะกลับไปใช้ ${live} เมื่อเปิดหน้าใหม่`,
    stop: 'หยุด canary',
    rollbackTitle: (remote: string) => `ย้อนกลับ ${remote} ไปเวอร์ชันก่อนหน้า?`,
    rollbackSay: (live: string) => `เวอร์ชันที่ใช้งานจริงก่อน ${live} จะกลับมาใช้กับทุกคนเมื่อเปิดหน้าใหม่`,
    rollback: 'ย้อนกลับ',
    none: 'ไม่มี',
  },
  en: {
    promoteTitle: (remote: string, version: string) => `Make ${remote} ${version} live for everyone?`,
    promoteSay: 'Everyone gets this version on their next page load; a page already open does not change. A running canary stops.',
    promote: 'Promote',
    canaryTitle: (remote: string, version: string) => `Try ${remote} ${version} on a share of users (canary)`,
    canarySay: (live: string) => `This share of users gets the version on their next page load; the others keep ${live}.`,
    canary: 'Start canary',
    share: 'Share of users (%)',
    shareHint: 'A whole number from 1 to 100; 100 makes it live for everyone',
    shareWrong: 'A whole number from 1 to 100',
    stopTitle: (remote: string, version: string) => `Stop the canary of ${remote} ${version}?`,
    stopSay: (live: string) => `Everyone goes back to ${live} on their next page load.`,
    stop: 'Stop canary',
    rollbackTitle: (remote: string) => `Roll ${remote} back to the previous version?`,
    rollbackSay: (live: string) => `The version live before ${live} comes back for everyone on their next page load.`,
    rollback: 'Roll back',
    none: 'none',
  },
};

export type ReleaseChange = { kind: 'promote' | 'canary'; version: string } | { kind: 'stop' } | { kind: 'rollback' };

interface DialogProps {
  remote: RemoteRelease;
  onDone: (answer: Releases) => void;
  onRefused: (message: string) => void;
  onCancel: () => void;
}

function CanaryDialog({ remote, version, ...props }: DialogProps & { version: string }) {
  const text = useMessages(messages);
  const running = remote.candidate?.version === version ? remote.candidate.share : null;
  const [typed, setTyped] = useState(String(running ?? SHARE_STEPS[0]));
  const share = readShare(typed);
  return (
    <ReleaseDialog
      {...props}
      title={text.canaryTitle(remote.name, version)}
      okText={text.canary}
      ready={share !== null}
      send={(force) => startCanary(remote.name, version, share ?? 0, force)}
    >
      <span>{text.canarySay(remote.live ?? text.none)}</span>
      <Field label={text.share} hint={text.shareHint} problem={share === null ? text.shareWrong : null}>
        <Input type="number" inputMode="numeric" min={1} max={100} step={1} value={typed} onChange={(event) => setTyped(event.target.value)} />
      </Field>
      <Flex gap={8} wrap>
        {SHARE_STEPS.map((step) => (
          <Button key={step} className="bo-touch" type={share === step ? 'primary' : 'default'} onClick={() => setTyped(String(step))}>
            {step}%
          </Button>
        ))}
      </Flex>
    </ReleaseDialog>
  );
}

export function ChangeDialog({ change, ...props }: DialogProps & { change: ReleaseChange }) {
  const text = useMessages(messages);
  const { remote } = props;
  const live = remote.live ?? text.none;
  switch (change.kind) {
    case 'promote':
      return (
        <ReleaseDialog {...props} title={text.promoteTitle(remote.name, change.version)} okText={text.promote} send={(force) => promote(remote.name, change.version, force)}>
          <span>{text.promoteSay}</span>
        </ReleaseDialog>
      );
    case 'canary':
      return <CanaryDialog {...props} version={change.version} />;
    case 'stop':
      return (
        <ReleaseDialog {...props} title={text.stopTitle(remote.name, remote.candidate?.version ?? '')} okText={text.stop} danger send={() => stopCanary(remote.name)}>
          <span>{text.stopSay(live)}</span>
        </ReleaseDialog>
      );
    case 'rollback':
      return (
        <ReleaseDialog {...props} title={text.rollbackTitle(remote.name)} okText={text.rollback} danger send={(force) => rollBack(remote.name, force)}>
          <span>{text.rollbackSay(live)}</span>
        </ReleaseDialog>
      );
  }
}
