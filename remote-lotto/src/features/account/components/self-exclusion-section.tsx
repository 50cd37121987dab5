// พักการเล่น: the member stops themselves from playing for a period they choose. What happens is
// said before anything is asked (signed out everywhere at once; signing in again only to see the
// history and withdraw until the end; never shortened or undone); then a second step: a dialog that
// asks for the password again, whose confirm stays disabled until the member has typed it and
// ticked that they understand. One request per confirmation; on success this tab signs out at once
// (hooks/use-signed-out.ts). A self-excluded member's restricted session shows the end, and no form.
import { useLanguage, useMessages, useUserData } from '@tanghuay/shared-auth';
import { Alert, Button, Checkbox, Flex, Input, Modal, Typography } from 'antd';
import { useId, useState } from 'react';
import { LoadError } from '../../../components/page-state.tsx';
import { atText } from '../../../lib/dates.ts';
import { useSelfExclusion } from '../hooks/use-self-exclusion.ts';
import { refusalText } from '../model/refusals.ts';
import { daysText, type ExclusionDays, exclusionEnd, SELF_EXCLUSION_CHOICES } from '../model/self-exclusion.ts';
import { Section } from './section.tsx';

const messages = {
  th: {
    title: 'พักการเล่น',
    intro: 'หากต้องการหยุดเล่นสักระยะ คุณพักการเล่นด้วยตัวเองได้ เลือกระยะเวลาที่ต้องการพัก',
    current: (until: string) => `บัญชีนี้พักการเล่นอยู่จนถึง ${until} เลือกระยะเวลาเพื่อขยายเวลาได้`,
    choose: 'ระยะเวลาพักการเล่น',
    what: 'เมื่อยืนยันแล้ว',
    effects: [
      'ระบบจะออกจากระบบทันทีในทุกอุปกรณ์ รวมถึงหน้านี้',
      'จนกว่าจะครบกำหนด เข้าสู่ระบบได้เพื่อดูประวัติและถอนเงินเท่านั้น แทงหวย ฝากเงิน และเปลี่ยนวงเงินฝากไม่ได้',
      'ยกเลิกหรือลดระยะเวลาไม่ได้ ทำได้เพียงขยายเวลา',
      'เงินในกระเป๋ายังอยู่ครบ ถอนออกได้ตลอดช่วงพักการเล่น',
    ],
    pickFirst: 'กรุณาเลือกระยะเวลาพักการเล่น',
    start: 'พักการเล่น',
    confirmTitle: 'ยืนยันการพักการเล่น',
    summary: (days: string, until: string) => `พักการเล่น ${days} ถึงประมาณ ${until}`,
    password: 'รหัสผ่าน',
    passwordWhy: 'ใส่รหัสผ่านของคุณอีกครั้งเพื่อยืนยันว่าเป็นเจ้าของบัญชี',
    understood: 'เข้าใจแล้ว ฉันต้องการพักการเล่นและออกจากระบบทันที และยกเลิกไม่ได้จนกว่าจะครบกำหนด',
    confirm: 'ยืนยันพักการเล่น',
    back: 'กลับไปก่อน',
    inForce: (until: string) => `บัญชีนี้พักการเล่นอยู่จนถึง ${until}`,
    inForceMeans:
      'ระหว่างนี้คุณดูประวัติการเงินและโพย ถอนเงิน และเปลี่ยนรหัสผ่านได้ ส่วนการแทงหวย ฝากเงิน และเปลี่ยนวงเงินฝากทำไม่ได้ เมื่อครบกำหนดแล้วให้เข้าสู่ระบบใหม่เพื่อกลับมาเล่นได้ตามปกติ',
  },
  en: {
    title: 'Take a break',
    intro: 'If you want to stop playing for a while, you can exclude yourself. Choose how long.',
    current: (until: string) => `This account is on a break until ${until}. Choose a period to extend it.`,
    choose: 'Length of the break',
    what: 'Once you confirm',
    effects: [
      'You are signed out at once on every device, this page included.',
      'Until the break is over, signing in lets you see your history and withdraw, nothing more: no bets, deposits or limit changes.',
      'It cannot be cancelled or shortened, only extended.',
      'The money in your wallet stays; you can withdraw it at any time during the break.',
    ],
    pickFirst: 'Please choose how long the break lasts.',
    start: 'Take a break',
    confirmTitle: 'Confirm your break',
    summary: (days: string, until: string) => `A break of ${days}, until about ${until}`,
    password: 'Password',
    passwordWhy: 'Type your password again to confirm that you own the account.',
    understood: 'I understand: I want to stop playing and be signed out now, and this cannot be undone before it ends.',
    confirm: 'Start the break',
    back: 'Go back',
    inForce: (until: string) => `This account is on a break until ${until}`,
    inForceMeans:
      'Meanwhile you can see your money history and slips, withdraw and change your password; betting, deposits and limit changes are closed. When the break is over, sign in again to play as usual.',
  },
};

/** The section: the break in force in a self-excluded member's restricted session, or the way to take one. */
export function SelfExclusionSection() {
  const text = useMessages(messages);
  const language = useLanguage();
  const excludedUntil = useUserData()?.selfExcludedUntil ?? null;
  if (!excludedUntil) return <TakeABreak />;
  return (
    <Section title={text.title}>
      <Alert type="warning" showIcon title={text.inForce(atText(excludedUntil, language))} description={text.inForceMeans} />
    </Section>
  );
}

function TakeABreak() {
  const text = useMessages(messages);
  const language = useLanguage();
  const excluding = useSelfExclusion();
  const problemId = useId();
  const passwordId = useId();
  const [days, setDays] = useState<ExclusionDays | null>(null);
  const [missing, setMissing] = useState(false);
  /** The dialog's period, with its end as estimated when the dialog opened. */
  const [confirming, setConfirming] = useState<{ days: ExclusionDays; until: string } | null>(null);
  const [password, setPassword] = useState('');
  const [understood, setUnderstood] = useState(false);
  const current = excluding.current.data?.selfExcludedUntil ?? null;

  const choose = (chosen: ExclusionDays) => {
    setDays(chosen);
    setMissing(false);
  };

  const start = () => {
    if (days === null) {
      setMissing(true);
      return;
    }
    excluding.clearError();
    setPassword('');
    setUnderstood(false);
    setConfirming({ days, until: exclusionEnd(days, Date.now(), current) });
  };

  const close = () => {
    if (!excluding.sending) setConfirming(null);
  };

  const typePassword = (value: string) => {
    setPassword(value);
    excluding.clearError();
  };

  return (
    <Section title={text.title}>
      <Flex vertical gap={12}>
        <Typography.Paragraph style={{ margin: 0 }}>{text.intro}</Typography.Paragraph>
        {current && <Alert type="info" showIcon title={text.current(atText(current, language))} />}
        {Boolean(excluding.current.error) && <LoadError error={excluding.current.error} onRetry={excluding.current.reload} />}
        <div role="group" aria-label={text.choose} aria-describedby={missing ? problemId : undefined} className="account-choices">
          {SELF_EXCLUSION_CHOICES.map((choice) => (
            <Button key={choice} size="large" type={days === choice ? 'primary' : 'default'} aria-pressed={days === choice} onClick={() => choose(choice)}>
              {daysText(choice, language)}
            </Button>
          ))}
        </div>
        {missing && (
          <Typography.Text id={problemId} type="danger" role="alert">
            {text.pickFirst}
          </Typography.Text>
        )}
        <Alert
          type="warning"
          showIcon
          title={text.what}
          description={
            <ul className="account-saved">
              {text.effects.map((effect) => (
                <li key={effect}>{effect}</li>
              ))}
            </ul>
          }
        />
        <Button danger size="large" block onClick={start}>
          {days === null ? text.start : `${text.start} ${daysText(days, language)}`}
        </Button>
      </Flex>
      <Modal
        open={confirming !== null}
        title={text.confirmTitle}
        okText={text.confirm}
        cancelText={text.back}
        okButtonProps={{ danger: true, size: 'large', disabled: !understood || password === '' }}
        cancelButtonProps={{ size: 'large', disabled: excluding.sending }}
        confirmLoading={excluding.sending}
        onOk={() => confirming && excluding.exclude(confirming.days, password)}
        onCancel={close}
        mask={{ closable: false }}
        destroyOnHidden
      >
        {confirming && (
          <Typography.Paragraph strong style={{ fontSize: 16 }}>
            {text.summary(daysText(confirming.days, language), atText(confirming.until, language))}
          </Typography.Paragraph>
        )}
        <ul className="account-saved" style={{ marginBottom: 16 }}>
          {text.effects.slice(0, 3).map((effect) => (
            <li key={effect}>{effect}</li>
          ))}
        </ul>
        <Flex vertical gap={4} style={{ marginBottom: 16 }}>
          <label htmlFor={passwordId}>{text.password}</label>
          <Input.Password
            id={passwordId}
            size="large"
            autoComplete="current-password"
            value={password}
            disabled={excluding.sending}
            onChange={(event) => typePassword(event.target.value)}
            aria-describedby={`${passwordId}-why`}
          />
          <Typography.Text id={`${passwordId}-why`} type="secondary" style={{ fontSize: 13 }}>
            {text.passwordWhy}
          </Typography.Text>
        </Flex>
        <Checkbox checked={understood} disabled={excluding.sending} onChange={(event) => setUnderstood(event.target.checked)}>
          {text.understood}
        </Checkbox>
        {Boolean(excluding.error) && <Alert type="error" showIcon title={refusalText(excluding.error, language)} style={{ marginTop: 12 }} />}
      </Modal>
    </Section>
  );
}
