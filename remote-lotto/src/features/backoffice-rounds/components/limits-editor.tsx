// The round's limit items (docs/domain.md#number-limits) and their editor: a form that adds many
// numbers at once — pasted "12 34 56" or one per line, of one bet type, closed, paying a reduced
// percent or capped in baht — the list with a remove button per item, and the save of the whole
// list. Everything is checked as the API checks it before saving; the API's refusal shows as it
// words it, one line per item.
import { useLanguage, useMessages } from '@tanghuay/shared-auth';
import { Alert, Button, Card, Flex, Input, Segmented, Select, Typography } from 'antd';
import { type Ref, useState } from 'react';
import { Field } from '../../../components/backoffice/field.tsx';
import { type Column, DataTable } from '../../../components/data-table.tsx';
import { BET_TYPE_LABELS, BET_TYPES, type BetType, DIGITS, type NumberProblem } from '@tanghuay/lottery-rules';
import type { RoundLimits } from '../hooks/use-round-limits.ts';
import { type Limit, LIMIT_KINDS, type LimitForm, type LimitKind, type LimitProblem, limitProblems, readLimitForm, sortedLimits } from '../model/limits.ts';
import { LimitTag } from './limit-tag.tsx';

const messages = {
  th: {
    title: (count: number) => `เลขอั้นของงวดนี้ (${count} รายการ)`,
    type: 'ประเภท',
    kind: 'ชนิด',
    kinds: { closed: 'ปิดรับ', reduced: 'จ่ายลด', cap: 'จำกัดยอดรับ' } satisfies Record<LimitKind, string>,
    percent: 'จ่ายกี่เปอร์เซ็นต์ของอัตราจ่าย (1–99)',
    cap: 'รับแทงรวมทุกคนไม่เกิน (บาท)',
    numbers: 'เลข',
    numbersHint: 'ใส่ได้หลายตัว คั่นด้วยเว้นวรรคหรือจุลภาค หรือวางบรรทัดละตัว',
    numbersPlaceholder: 'เช่น 12 34 56',
    add: 'เพิ่มเลขอั้น',
    added: (count: number) => `เพิ่ม ${count} รายการแล้ว กด “บันทึกเลขอั้น” เพื่อใช้งาน`,
    valueProblems: {
      empty: 'กรุณาระบุค่า',
      notAPercent: 'ร้อยละที่จ่ายต้องเป็นจำนวนเต็ม 1–99',
      notAnAmount: 'ยอดรับสูงสุดต้องเป็นบาท มากกว่า 0 ทศนิยมไม่เกิน 2 ตำแหน่ง',
      noNumbers: 'กรุณาใส่เลขอย่างน้อย 1 ตัว',
    },
    refused: (list: string) => `ไม่ได้เพิ่ม: ${list}`,
    numberProblems: {
      shape: (digits: number) => `ต้องเป็นเลข ${digits} หลัก`,
      triple_tod: () => 'เลขตองใช้กับ 3 ตัวโต๊ดไม่ได้',
    } satisfies Record<NumberProblem, (digits: number) => string>,
    itemProblems: { notOffered: 'งวดนี้ไม่รับแทงประเภทนี้', duplicate: 'ซ้ำกับรายการก่อนหน้า' },
    number: 'เลข',
    limit: 'เงื่อนไข',
    remove: 'ลบ',
    removeOne: (type: string, number: string) => `ลบเลขอั้น ${type} ${number}`,
    none: 'งวดนี้ยังไม่มีเลขอั้น',
    unsaved: 'มีการแก้ไขที่ยังไม่บันทึก สมาชิกยังแทงตามเลขอั้นเดิมจนกว่าจะบันทึก',
    elsewhere: 'เลขอั้นของงวดนี้เพิ่งถูกแก้จากที่อื่น การบันทึกจะแทนที่ด้วยรายการบนหน้านี้ทั้งหมด',
    save: 'บันทึกเลขอั้น',
    discard: 'ยกเลิกการแก้ไข',
    fix: 'แก้รายการที่มีปัญหาก่อนบันทึก',
    finished: 'งวดนี้ออกผลหรือถูกยกเลิกแล้ว แก้เลขอั้นไม่ได้',
  },
  en: {
    title: (count: number) => `This round's limits (${count})`,
    type: 'Bet type',
    kind: 'Kind',
    kinds: { closed: 'Closed', reduced: 'Reduced pay', cap: 'Stake cap' } satisfies Record<LimitKind, string>,
    percent: 'Percent of the rate paid (1–99)',
    cap: 'Most all members may stake (baht)',
    numbers: 'Numbers',
    numbersHint: 'Several at once: separated by spaces or commas, or one per line',
    numbersPlaceholder: 'e.g. 12 34 56',
    add: 'Add limits',
    added: (count: number) => `${count} added. Press “Save limits” to apply them.`,
    valueProblems: {
      empty: 'Please give a value',
      notAPercent: 'The percent paid is a whole number 1–99',
      notAnAmount: 'The cap is baht above 0 with at most 2 decimals',
      noNumbers: 'Please give at least one number',
    },
    refused: (list: string) => `Not added: ${list}`,
    numberProblems: {
      shape: (digits: number) => `needs ${digits} digits`,
      triple_tod: () => 'a triple cannot be 3 tod',
    } satisfies Record<NumberProblem, (digits: number) => string>,
    itemProblems: { notOffered: 'Not offered in this round', duplicate: 'Listed twice' },
    number: 'Number',
    limit: 'Limit',
    remove: 'Remove',
    removeOne: (type: string, number: string) => `Remove the limit on ${type} ${number}`,
    none: 'This round has no limits',
    unsaved: 'Unsaved changes: members still bet under the limits in force until they are saved.',
    elsewhere: 'These limits were just changed elsewhere. Saving replaces them with the list on this page.',
    save: 'Save limits',
    discard: 'Discard changes',
    fix: 'Fix the items with a problem before saving',
    finished: 'This round is resulted or cancelled: its limits can no longer change.',
  },
};

export interface LimitsEditorProps {
  limits: RoundLimits;
  /** The bet types the round offers. */
  offered: readonly BetType[];
  editable: boolean;
  form: LimitForm;
  onForm: (form: LimitForm) => void;
  /** Where the exposure table sends the operator when a row needs a value first. */
  formRef?: Ref<HTMLDivElement>;
}

function AddForm({ limits, offered, form, onForm, formRef }: Omit<LimitsEditorProps, 'editable'>) {
  const text = useMessages(messages);
  const language = useLanguage();
  const [tried, setTried] = useState(false);
  // How many the last add put in the draft: said until the draft ends (saved or dropped).
  const [added, setAdded] = useState<number | null>(null);
  if (added !== null && !limits.editing) setAdded(null);
  const reading = readLimitForm(form);
  const change = (changes: Partial<LimitForm>) => {
    setAdded(null);
    onForm({ ...form, ...changes });
  };
  const add = () => {
    setTried(true);
    if (!reading.limits) return;
    limits.add(reading.limits);
    setAdded(reading.limits.length);
    setTried(false);
    onForm({ ...form, numbers: reading.refused.map((refused) => refused.text).join(' ') });
  };
  const refusedText = reading.refused
    .map((refused) => `${refused.text} (${text.numberProblems[refused.problem](DIGITS[form.type])})`)
    .join(', ');
  const valueProblem = reading.problem && reading.problem !== 'noNumbers' ? text.valueProblems[reading.problem] : null;
  return (
    <div ref={formRef}>
      <Flex vertical gap={12}>
        <div className="bo-toolbar">
          <Field label={text.type}>
            <Select<BetType>
              aria-label={text.type}
              virtual={false}
              style={{ width: 160 }}
              value={form.type}
              onChange={(type) => change({ type })}
              options={offered.map((type) => ({ value: type, label: BET_TYPE_LABELS[type][language] }))}
            />
          </Field>
          <Field label={text.kind}>
            <Segmented<LimitKind>
              aria-label={text.kind}
              value={form.kind}
              onChange={(kind) => change({ kind })}
              options={LIMIT_KINDS.map((kind) => ({ value: kind, label: text.kinds[kind] }))}
            />
          </Field>
          {form.kind !== 'closed' && (
            <Field label={form.kind === 'reduced' ? text.percent : text.cap} problem={tried || form.value !== '' ? valueProblem : null}>
              <Input
                aria-label={form.kind === 'reduced' ? text.percent : text.cap}
                value={form.value}
                inputMode={form.kind === 'reduced' ? 'numeric' : 'decimal'}
                suffix={form.kind === 'reduced' ? '%' : '฿'}
                style={{ width: 200 }}
                onChange={(event) => change({ value: event.target.value })}
              />
            </Field>
          )}
        </div>
        <Field
          label={text.numbers}
          hint={text.numbersHint}
          problem={tried && reading.problem === 'noNumbers' ? text.valueProblems.noNumbers : refusedText ? text.refused(refusedText) : null}
        >
          <Input.TextArea
            value={form.numbers}
            placeholder={text.numbersPlaceholder}
            rows={3}
            inputMode="numeric"
            style={{ fontSize: 18, letterSpacing: 1 }}
            onChange={(event) => change({ numbers: event.target.value })}
          />
        </Field>
        <Flex gap={12} align="center" wrap>
          <Button type="primary" ghost className="bo-touch" onClick={add}>
            {text.add}
          </Button>
          {added !== null && <Typography.Text type="success">{text.added(added)}</Typography.Text>}
        </Flex>
      </Flex>
    </div>
  );
}

export function LimitsEditor({ limits, offered, editable, form, onForm, formRef }: LimitsEditorProps) {
  const text = useMessages(messages);
  const language = useLanguage();
  const items = sortedLimits(limits.items, BET_TYPES);
  const problems = new Map<Limit, LimitProblem>(limitProblems(items, offered).map(({ index, problem }) => [items[index] as Limit, problem]));
  const problemText = (limit: Limit) => {
    const problem = problems.get(limit);
    if (!problem) return null;
    if (problem === 'shape' || problem === 'triple_tod') return text.numberProblems[problem](DIGITS[limit.type]);
    return text.itemProblems[problem];
  };
  const columns: Column<Limit>[] = [
    { key: 'type', title: text.type, render: (limit) => BET_TYPE_LABELS[limit.type][language] },
    { key: 'number', title: text.number, render: (limit) => <strong className="bo-number" style={{ fontSize: 16 }}>{limit.number}</strong> },
    {
      key: 'limit',
      title: text.limit,
      render: (limit) => (
        <Flex gap={8} wrap>
          <LimitTag limit={limit} />
          {problems.has(limit) && <Typography.Text type="danger">{problemText(limit)}</Typography.Text>}
        </Flex>
      ),
    },
    ...(editable
      ? [
          {
            key: 'remove',
            title: '',
            align: 'end' as const,
            render: (limit: Limit) => (
              <Button className="bo-touch" danger type="text" aria-label={text.removeOne(BET_TYPE_LABELS[limit.type][language], limit.number)} onClick={() => limits.remove(limit)}>
                {text.remove}
              </Button>
            ),
          },
        ]
      : []),
  ];
  return (
    <Card title={text.title(items.length)} size="small">
      <Flex vertical gap={16}>
        {editable ? <AddForm limits={limits} offered={offered} form={form} onForm={onForm} formRef={formRef} /> : <Alert type="info" title={text.finished} />}
        {limits.editing && (
          <Flex vertical gap={8}>
            {limits.changedElsewhere && <Alert type="warning" showIcon title={text.elsewhere} />}
            {limits.saveError && <Alert type="error" showIcon title={<span style={{ whiteSpace: 'pre-line' }}>{limits.saveError}</span>} />}
            <Alert
              type="info"
              showIcon
              title={problems.size > 0 ? text.fix : text.unsaved}
              description={
                // Under the words, not beside them: on a phone the buttons would leave the words no room.
                <Flex gap={8} wrap style={{ marginTop: 8 }}>
                  <Button type="primary" className="bo-touch" loading={limits.saving} disabled={problems.size > 0} onClick={() => void limits.save()}>
                    {text.save}
                  </Button>
                  <Button className="bo-touch" onClick={limits.discard}>
                    {text.discard}
                  </Button>
                </Flex>
              }
            />
          </Flex>
        )}
        {items.length === 0 ? (
          <Typography.Text type="secondary">{text.none}</Typography.Text>
        ) : (
          <DataTable columns={columns} rows={items} rowKey={(limit) => `${limit.type}:${limit.number}`} />
        )}
      </Flex>
    </Card>
  );
}
