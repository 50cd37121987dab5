// A discount on stakes (percent) that staff set — a member's, an agent's own — up to the most it may
// be: the box says what is wrong before anything is sent (lib/discount.ts), a change that does more
// than set this discount (`warningFor`, e.g. lowering an agent's members) is confirmed first, the
// API's refusal is shown in its words, and what was saved is said. A discount set before a lower
// maximum is said to be above it: it stays, and prices use it, until it is lowered here.
import { useMessages } from '@tanghuay/shared-auth';
import { Alert, Button, Input, Modal, Typography } from 'antd';
import { type FormEvent, useId, useState } from 'react';
import { type DiscountProblem, readDiscount } from '../../lib/discount.ts';
import { useSubmission } from '../../lib/use-submission.ts';
import { LoadError } from '../page-state.tsx';

const messages = {
  th: {
    label: 'ส่วนลด (%)',
    save: 'บันทึกส่วนลด',
    confirmTitle: 'ยืนยันการบันทึกส่วนลด',
    aboveMax: (discount: number, max: number) => `ส่วนลดที่ตั้งไว้ ${discount}% เกินกว่าที่ให้ได้ตอนนี้ (${max}%) ยังใช้คิดราคาอยู่จนกว่าจะลดลง`,
    confirm: 'บันทึก',
    back: 'กลับ',
    problems: {
      notNumber: 'กรุณากรอกตัวเลข เช่น 2 หรือ 2.5',
      tooPrecise: 'ทศนิยมได้ไม่เกิน 2 ตำแหน่ง',
      aboveMax: 'เกินส่วนลดสูงสุดที่ให้ได้',
    } satisfies Record<DiscountProblem, string>,
  },
  en: {
    label: 'Discount (%)',
    save: 'Save discount',
    confirmTitle: 'Save this discount?',
    aboveMax: (discount: number, max: number) => `The ${discount}% set earlier is above the most allowed now (${max}%): prices use it until it is lowered.`,
    confirm: 'Save',
    back: 'Back',
    problems: {
      notNumber: 'Enter a number, such as 2 or 2.5',
      tooPrecise: 'At most 2 decimals',
      aboveMax: 'Above the most you may give',
    } satisfies Record<DiscountProblem, string>,
  },
};

export function DiscountForm<Answer extends { discount: number }>({
  discount,
  maxDiscount,
  maxHint,
  save,
  onSaved,
  savedSay,
  warningFor,
}: {
  discount: number;
  /** The most it may be, percent. */
  maxDiscount: number;
  /** What the most is, said under the box while nothing is wrong. */
  maxHint: string;
  save: (discount: number) => Promise<Answer>;
  onSaved: (answer: Answer) => void;
  /** What to say once saved. */
  savedSay: (answer: Answer) => string;
  /** What saving `discount` would do besides, to confirm first (null: nothing to confirm). */
  warningFor?: (discount: number) => string | null;
}) {
  const text = useMessages(messages);
  const id = useId();
  const [typed, setTyped] = useState(String(discount));
  const [saved, setSaved] = useState<string | null>(null);
  const [warning, setWarning] = useState<string | null>(null);
  const saving = useSubmission(save);
  const reading = readDiscount(typed, maxDiscount);
  const problem = 'problem' in reading ? reading.problem : null;

  const send = async (value: number) => {
    setSaved(null);
    const answer = await saving.submit(value);
    setWarning(null);
    if (!answer) return;
    setSaved(savedSay(answer));
    onSaved(answer);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!('discount' in reading)) return;
    const asked = warningFor?.(reading.discount) ?? null;
    if (asked) setWarning(asked);
    else void send(reading.discount);
  };

  return (
    <form onSubmit={submit} className="bo-toolbar" noValidate>
      {discount > maxDiscount && <Alert type="warning" showIcon title={text.aboveMax(discount, maxDiscount)} style={{ width: '100%' }} />}
      <label htmlFor={id} style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
        <span>{text.label}</span>
        <Input
          id={id}
          className="bo-touch"
          inputMode="decimal"
          value={typed}
          status={problem ? 'error' : undefined}
          style={{ width: 140 }}
          onChange={(event) => {
            setTyped(event.target.value);
            setSaved(null);
          }}
        />
      </label>
      <Button className="bo-touch" type="primary" htmlType="submit" loading={saving.sending && warning === null} disabled={problem !== null}>
        {text.save}
      </Button>
      <Typography.Text type={problem ? 'danger' : 'secondary'} role={problem ? 'alert' : undefined} style={{ alignSelf: 'center' }}>
        {problem ? text.problems[problem] : maxHint}
      </Typography.Text>
      {saving.error && warning === null ? <LoadError error={saving.error} /> : null}
      {saved !== null && <Alert type="success" showIcon title={saved} />}
      {warning !== null && 'discount' in reading && (
        <Modal
          open
          closable={false}
          title={text.confirmTitle}
          okText={text.confirm}
          cancelText={text.back}
          okButtonProps={{ loading: saving.sending, className: 'bo-touch' }}
          cancelButtonProps={{ className: 'bo-touch' }}
          onOk={() => void send(reading.discount)}
          onCancel={() => setWarning(null)}
        >
          <Alert type="warning" showIcon title={warning} />
        </Modal>
      )}
    </form>
  );
}
