// Setting a member's own discount on stakes (percent), within the most the caller may give (an
// agent its own discount; docs/backoffice.md#api). An agent with none of its own is told so. The field says what is wrong before anything is
// sent; the API's refusal is shown in its words; a saved discount is said and shown at once.
import { useMessages } from '@tanghuay/shared-auth';
import { Alert, Button, Input, Typography } from 'antd';
import { type FormEvent, useId, useState } from 'react';
import { LoadError } from '../../../components/page-state.tsx';
import { useSubmission } from '../../../lib/use-submission.ts';
import { type MemberWithMaxDiscount, setDiscount } from '../api/members.ts';
import { type DiscountProblem, readDiscount } from '../model/discount.ts';

const messages = {
  th: {
    label: 'ส่วนลด (%)',
    max: (max: number) => `ให้ได้ไม่เกิน ${max}%`,
    none: 'ท่านยังไม่มีส่วนลดของตนเอง จึงให้ส่วนลดสมาชิกไม่ได้ ติดต่อผู้ดูแลระบบ',
    save: 'บันทึกส่วนลด',
    saved: (discount: number) => `บันทึกส่วนลด ${discount}% แล้ว`,
    problems: {
      notNumber: 'กรุณากรอกตัวเลข เช่น 2 หรือ 2.5',
      tooPrecise: 'ทศนิยมได้ไม่เกิน 2 ตำแหน่ง',
      aboveMax: 'เกินส่วนลดสูงสุดที่ให้ได้',
    } satisfies Record<DiscountProblem, string>,
  },
  en: {
    label: 'Discount (%)',
    max: (max: number) => `At most ${max}%`,
    none: 'You have no discount of your own to give: ask an administrator.',
    save: 'Save discount',
    saved: (discount: number) => `Discount of ${discount}% saved`,
    problems: {
      notNumber: 'Enter a number, such as 2 or 2.5',
      tooPrecise: 'At most 2 decimals',
      aboveMax: 'Above the most you may give',
    } satisfies Record<DiscountProblem, string>,
  },
};

export function DiscountForm({ member, onSaved }: { member: MemberWithMaxDiscount; onSaved: (member: MemberWithMaxDiscount) => void }) {
  const text = useMessages(messages);
  const id = useId();
  const [typed, setTyped] = useState(String(member.discount));
  const [saved, setSaved] = useState<number | null>(null);
  const saving = useSubmission((discount: number) => setDiscount(member.id, discount));
  const reading = readDiscount(typed, member.maxDiscount);
  const problem = 'problem' in reading ? reading.problem : null;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!('discount' in reading)) return;
    setSaved(null);
    const answer = await saving.submit(reading.discount);
    if (!answer) return;
    setSaved(answer.discount);
    onSaved(answer);
  };

  if (member.maxDiscount === 0 && member.discount === 0) return <Typography.Text type="secondary">{text.none}</Typography.Text>;
  return (
    <form onSubmit={(event) => void save(event)} className="bo-toolbar" noValidate>
      <label htmlFor={id} style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
        <span>{text.label}</span>
        <Input
          id={id}
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
      <Button type="primary" htmlType="submit" loading={saving.sending} disabled={problem !== null}>
        {text.save}
      </Button>
      <Typography.Text type={problem ? 'danger' : 'secondary'} role={problem ? 'alert' : undefined} style={{ alignSelf: 'center' }}>
        {problem ? text.problems[problem] : text.max(member.maxDiscount)}
      </Typography.Text>
      {saving.error ? <LoadError error={saving.error} /> : null}
      {saved !== null && <Alert type="success" showIcon title={text.saved(saved)} />}
    </form>
  );
}
