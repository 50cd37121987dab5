// The draw-night freeze, in one place for the whole page (docs/backoffice.md, "Releases on screen"):
// while a round of the chosen lotteries is about to close, a warning names the round and its close
// time and says a change now must be forced with a reason; always, the rule in one line ("งดปล่อย
// เวอร์ชัน 30 นาทีก่อนปิดรับ: หวยรัฐบาลไทย"). "ตั้งช่วงงด" opens the form: the minutes (0–1440,
// 0 = no freeze) and the lotteries, chosen by name from the catalog and sent as codes. Saving is
// confirmed first; the page then shows the API's answer.
import { useLanguage, useMessages } from '@tanghuay/shared-auth';
import { Alert, Button, Card, Flex, Input, Modal, Select, Typography } from 'antd';
import { useState } from 'react';
import { Field } from '../../../components/backoffice/field.tsx';
import { useCatalog } from '../../../components/backoffice/lotto-select.tsx';
import { LoadError } from '../../../components/page-state.tsx';
import { atText } from '../../../lib/dates.ts';
import { type CatalogHead, lottoOptions, lottosOf } from '../../../lib/get-catalog.ts';
import { useSubmission } from '../../../lib/use-submission.ts';
import { type Freeze, type FreezeRule, type Releases, saveFreeze } from '../api/releases.ts';
import { FREEZE_MAX_MINUTES, freezes, readFreezeMinutes } from '../model/releases.ts';

const messages = {
  th: {
    title: 'ช่วงงดปล่อยเวอร์ชัน',
    frozen: (round: string, at: string) => `งดปล่อยเวอร์ชัน: ${round} ปิดรับ ${at}`,
    frozenSay: (minutes: number) =>
      `ช่วง ${minutes} นาทีก่อนปิดรับ ระบบไม่เปลี่ยนเวอร์ชันให้ ถ้าจำเป็นต้องเปลี่ยนตอนนี้ ต้องกด "บังคับ" และระบุเหตุผล ซึ่งจะบันทึกไว้ในประวัติ`,
    rule: (minutes: number, lotteries: string) => `งดปล่อยเวอร์ชัน ${minutes} นาทีก่อนปิดรับ: ${lotteries}`,
    noRule: 'ไม่มีช่วงงดปล่อยเวอร์ชัน',
    change: 'ตั้งช่วงงด',
    minutes: 'จำนวนนาทีก่อนปิดรับ',
    minutesHint: `0–${FREEZE_MAX_MINUTES} นาที ใส่ 0 คือไม่มีช่วงงด`,
    minutesWrong: `ใส่จำนวนเต็มตั้งแต่ 0 ถึง ${FREEZE_MAX_MINUTES}`,
    lotteries: 'หวยที่งด',
    choose: 'เลือกหวย',
    noLotteries: 'เลือกหวยอย่างน้อย 1 รายการ หรือใส่ 0 นาที',
    save: 'บันทึก',
    cancel: 'ยกเลิก',
    confirmTitle: 'เปลี่ยนช่วงงดปล่อยเวอร์ชัน?',
    confirmSay: 'มีผลทันทีกับการปล่อยเวอร์ชันครั้งต่อไป และเก็บไว้ในบันทึกการใช้งาน',
    back: 'กลับ',
    saved: 'บันทึกแล้ว',
  },
  en: {
    title: 'Release freeze',
    frozen: (round: string, at: string) => `Releases frozen: ${round} closes at ${at}`,
    frozenSay: (minutes: number) => `Within ${minutes} minutes of a close, versions do not change. A change needed now must be forced, with a reason kept in the history.`,
    rule: (minutes: number, lotteries: string) => `Releases frozen ${minutes} minutes before a close of: ${lotteries}`,
    noRule: 'No release freeze',
    change: 'Set the freeze',
    minutes: 'Minutes before the close',
    minutesHint: `0–${FREEZE_MAX_MINUTES} minutes; 0 means no freeze`,
    minutesWrong: `A whole number from 0 to ${FREEZE_MAX_MINUTES}`,
    lotteries: 'Lotteries frozen',
    choose: 'Choose lotteries',
    noLotteries: 'Choose at least one lottery, or 0 minutes',
    save: 'Save',
    cancel: 'Cancel',
    confirmTitle: 'Change the release freeze?',
    confirmSay: 'It applies at once to the next release, and is kept in the audit log.',
    back: 'Back',
    saved: 'Saved',
  },
};

/** The rule in one line, lotteries by their catalog names (by code until the catalog is read). */
function ruleLine(rule: FreezeRule, heads: readonly CatalogHead[], text: (typeof messages)['th']): string {
  if (!freezes(rule)) return text.noRule;
  const lotteries = lottosOf(heads);
  const nameOf = (code: string) => lotteries.find((lotto) => lotto.code === code)?.name ?? code;
  return text.rule(rule.minutes, rule.lottos.map(nameOf).join(', '));
}

function FreezeForm({ freeze, heads, onAnswer, onClose }: { freeze: Freeze; heads: readonly CatalogHead[]; onAnswer: (answer: Releases) => void; onClose: () => void }) {
  const text = useMessages(messages);
  const [typed, setTyped] = useState(String(freeze.minutes));
  const [lottos, setLottos] = useState<string[]>(freeze.lottos);
  const [tried, setTried] = useState(false);
  const [asked, setAsked] = useState<FreezeRule | null>(null);
  const save = useSubmission(saveFreeze);
  const minutes = readFreezeMinutes(typed);
  const lotteriesMissing = minutes !== null && minutes > 0 && lottos.length === 0;

  const ask = () => {
    setTried(true);
    if (minutes === null || lotteriesMissing) return;
    save.clearError();
    setAsked({ minutes, lottos });
  };
  const confirm = async () => {
    if (!asked) return;
    const answer = await save.submit(asked);
    if (answer) onAnswer(answer);
  };

  return (
    <Flex vertical gap={12}>
      <Flex gap={12} wrap align="flex-start">
        <div style={{ flex: '0 1 180px', minWidth: 140 }}>
          <Field label={text.minutes} hint={text.minutesHint} problem={minutes === null ? text.minutesWrong : null}>
            <Input
              type="number"
              inputMode="numeric"
              min={0}
              max={FREEZE_MAX_MINUTES}
              step={1}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
            />
          </Field>
        </div>
        <div style={{ flex: '1 1 260px', minWidth: 0 }}>
          <Field label={text.lotteries} problem={tried && lotteriesMissing ? text.noLotteries : null}>
            <Select
              mode="multiple"
              // Its own name: the label around it also holds the chosen lotteries' names.
              aria-label={text.lotteries}
              virtual={false}
              allowClear
              placeholder={text.choose}
              optionFilterProp="label"
              value={lottos}
              onChange={setLottos}
              options={lottoOptions(heads)}
            />
          </Field>
        </div>
      </Flex>
      <Flex gap={8} wrap>
        <Button className="bo-touch" type="primary" onClick={ask}>
          {text.save}
        </Button>
        <Button className="bo-touch" onClick={onClose}>
          {text.cancel}
        </Button>
      </Flex>
      {asked && (
        <Modal
          open
          title={text.confirmTitle}
          okText={text.save}
          cancelText={text.back}
          okButtonProps={{ loading: save.sending }}
          onOk={() => void confirm()}
          onCancel={() => setAsked(null)}
        >
          <Flex vertical gap={12}>
            <strong>{ruleLine(asked, heads, text)}</strong>
            <span>{text.confirmSay}</span>
            {save.error ? <LoadError error={save.error} /> : null}
          </Flex>
        </Modal>
      )}
    </Flex>
  );
}

export function FreezeRuleCard({ freeze, onAnswer }: { freeze: Freeze; onAnswer: (answer: Releases) => void }) {
  const text = useMessages(messages);
  const language = useLanguage();
  const catalog = useCatalog();
  const heads = catalog.data ?? [];
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const { round } = freeze;
  return (
    <Card size="small" title={text.title}>
      <Flex vertical gap={12}>
        {freeze.active && round && (
          <Alert type="warning" showIcon title={text.frozen(round.lotteryName, atText(round.closesAt, language))} description={text.frozenSay(freeze.minutes)} />
        )}
        <Flex gap={8} align="center" justify="space-between" wrap>
          <span style={{ overflowWrap: 'anywhere' }}>
            {ruleLine(freeze, heads, text)}
            {saved && (
              <Typography.Text type="success" role="status">
                {' '}
                · {text.saved}
              </Typography.Text>
            )}
          </span>
          {!editing && (
            <Button
              className="bo-touch"
              onClick={() => {
                setEditing(true);
                setSaved(false);
              }}
            >
              {text.change}
            </Button>
          )}
        </Flex>
        {editing && catalog.error ? <LoadError error={catalog.error} onRetry={catalog.reload} /> : null}
        {editing && (
          <FreezeForm
            freeze={freeze}
            heads={heads}
            onAnswer={(answer) => {
              setEditing(false);
              setSaved(true);
              onAnswer(answer);
            }}
            onClose={() => setEditing(false)}
          />
        )}
      </Flex>
    </Card>
  );
}
