// /backoffice/lotteries: a lottery's bet types (docs/domain.md#bet-types-and-payouts), the lottery
// chosen in the address (?lotto=, the catalog's first otherwise): for each type its rate (pays × n),
// least and most stake per number, discount (at most the business's maximum) and whether members
// are offered it, edited in place and checked as the API checks them (model/bet-type-form.ts).
// Saving sends the types that changed; new slips take the new terms, placed ones keep theirs.
import { backofficePage, errorMessage, useLanguage, useMessages } from '@tanghuay/shared-auth';
import { Alert, Button, Flex, Input, Switch, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { BackofficeFrame } from '../../components/backoffice/backoffice-frame.tsx';
import { Field } from '../../components/backoffice/field.tsx';
import { LottoSelect, useCatalog } from '../../components/backoffice/lotto-select.tsx';
import { isLottoCode, lottosOf } from '../../lib/get-catalog.ts';
import { type Column, DataTable } from '../../components/data-table.tsx';
import { LoadError, Loading } from '../../components/page-state.tsx';
import { BET_TYPE_LABELS, type BetType } from '@tanghuay/lottery-rules';
import { paramOf, useAddressParams } from '../../lib/query-params.ts';
import { useApi } from '../../lib/use-api.ts';
import { useSubmission } from '../../lib/use-submission.ts';
import { getBetTypes, saveBetTypes } from './api/bet-types.ts';
import {
  type BetTypeRow,
  type BetTypesAnswer,
  type FieldProblem,
  MAX_RATE,
  type NumberField,
  readForm,
  type RowProblems,
  rowOf,
} from './model/bet-type-form.ts';

const messages = {
  th: {
    subtitle: 'อัตราจ่าย แทงขั้นต่ำและสูงสุดต่อเลข ส่วนลด และการเปิดรับแทงแต่ละประเภทของหวยแต่ละชนิด โพยใหม่ใช้ค่าใหม่ทันที โพยที่แทงแล้วใช้ค่าเดิม',
    lotto: 'หวย',
    type: 'ประเภท',
    fields: { rate: 'อัตราจ่าย (บาทละ)', min: 'แทงขั้นต่ำ (บาท)', max: 'แทงสูงสุดต่อเลข (บาท)', discount: 'ส่วนลด (%)' } satisfies Record<NumberField, string>,
    enabled: 'เปิดรับแทง',
    problems: {
      empty: 'กรุณากรอก',
      notANumber: 'ต้องเป็นตัวเลข',
      tooManyDecimals: 'ทศนิยมไม่เกิน 2 ตำแหน่ง',
      notPositive: 'ต้องมากกว่า 0',
      rateTooHigh: `ไม่เกิน ${MAX_RATE.toLocaleString('en-US')}`,
      maxBelowMin: 'ต้องไม่น้อยกว่าแทงขั้นต่ำ',
      discountRange: 'ตั้งแต่ 0 ถึงน้อยกว่า 100',
      discountAboveMax: 'เกินส่วนลดสูงสุดของระบบ',
    } satisfies Record<FieldProblem, string>,
    maxDiscount: (max: number) => `ส่วนลดแต่ละประเภทตั้งได้ไม่เกิน ${max}% (ส่วนลดสูงสุดของระบบ)`,
    aboveMax: 'เกินส่วนลดสูงสุด ยังใช้อยู่',
    save: 'บันทึก',
    discard: 'ยกเลิกการแก้ไข',
    saved: 'บันทึกแล้ว โพยใหม่ใช้ค่าใหม่ทันที',
    nothing: 'ยังไม่มีอะไรเปลี่ยน',
    fix: 'แก้ช่องที่มีปัญหาก่อนบันทึก',
    choose: 'เลือกหวยที่จะตั้งค่า',
  },
  en: {
    subtitle: 'Rate, least and most stake per number, discount and whether each bet type is offered, per lottery. New slips take the new terms at once; placed ones keep theirs.',
    lotto: 'Lottery',
    type: 'Bet type',
    fields: { rate: 'Pays × (per baht)', min: 'Least stake (baht)', max: 'Most per number (baht)', discount: 'Discount (%)' } satisfies Record<NumberField, string>,
    enabled: 'Offered',
    problems: {
      empty: 'Required',
      notANumber: 'A number',
      tooManyDecimals: 'At most 2 decimals',
      notPositive: 'Above 0',
      rateTooHigh: `At most ${MAX_RATE.toLocaleString('en-US')}`,
      maxBelowMin: 'Not below the least stake',
      discountRange: '0 up to (not) 100',
      discountAboveMax: 'Above the maximum discount',
    } satisfies Record<FieldProblem, string>,
    maxDiscount: (max: number) => `A bet type's discount is at most ${max}% (the maximum discount)`,
    aboveMax: 'Above the maximum, still used',
    save: 'Save',
    discard: 'Discard changes',
    saved: 'Saved: new slips take the new terms at once',
    nothing: 'Nothing has changed yet',
    fix: 'Fix the boxes with a problem before saving',
    choose: 'Choose the lottery to set up',
  },
};

function BetTypesForm({ code, answer: { betTypes: settings, maxDiscount }, onSaved }: { code: string; answer: BetTypesAnswer; onSaved: (answer: BetTypesAnswer) => void }) {
  const text = useMessages(messages);
  const language = useLanguage();
  const [rows, setRows] = useState<BetTypeRow[]>(() => settings.map(rowOf));
  const [tried, setTried] = useState(false);
  const [unchanged, setUnchanged] = useState(false);
  const save = useSubmission((items: Parameters<typeof saveBetTypes>[1]) => saveBetTypes(code, items));
  const reading = readForm(rows, settings, maxDiscount);
  const problems: Partial<Record<BetType, RowProblems>> = tried && 'problems' in reading ? reading.problems : {};

  const change = (type: BetType, changes: Partial<BetTypeRow>) => {
    setUnchanged(false);
    save.clearError();
    setRows((current) => current.map((row) => (row.code === type ? { ...row, ...changes } : row)));
  };
  const submit = async () => {
    setTried(true);
    if (!('items' in reading)) return;
    if (reading.items.length === 0) {
      setUnchanged(true);
      return;
    }
    const answer = await save.submit(reading.items);
    if (!answer) return;
    setTried(false);
    onSaved(answer);
  };

  const numberColumn = (field: NumberField): Column<BetTypeRow> => ({
    key: field,
    title: text.fields[field],
    render: (row) => {
      const problem = problems[row.code]?.[field];
      // A discount set before a lower maximum: kept (and priced) until lowered here.
      const aboveMax = field === 'discount' && (settings.find((setting) => setting.code === row.code)?.discount ?? 0) > maxDiscount;
      return (
        <Flex vertical gap={2}>
          <Input
            aria-label={`${text.fields[field]} ${BET_TYPE_LABELS[row.code][language]}`}
            value={row[field]}
            inputMode="decimal"
            status={problem ? 'error' : aboveMax ? 'warning' : undefined}
            style={{ width: 104, textAlign: 'end' }}
            onChange={(event) => change(row.code, { [field]: event.target.value })}
          />
          {problem ? (
            <Typography.Text type="danger" role="alert" style={{ fontSize: 12 }}>
              {text.problems[problem]}
            </Typography.Text>
          ) : (
            aboveMax && (
              <Typography.Text type="warning" style={{ fontSize: 12 }}>
                {text.aboveMax}
              </Typography.Text>
            )
          )}
        </Flex>
      );
    },
  });
  const columns: Column<BetTypeRow>[] = [
    { key: 'type', title: text.type, render: (row) => <strong className="bo-nowrap">{BET_TYPE_LABELS[row.code][language]}</strong> },
    numberColumn('rate'),
    numberColumn('min'),
    numberColumn('max'),
    numberColumn('discount'),
    {
      key: 'enabled',
      title: text.enabled,
      render: (row) => (
        <Switch aria-label={`${text.enabled} ${BET_TYPE_LABELS[row.code][language]}`} checked={row.enabled} onChange={(enabled) => change(row.code, { enabled })} />
      ),
    },
  ];

  return (
    <Flex vertical gap={12}>
      <Typography.Text type="secondary">{text.maxDiscount(maxDiscount)}</Typography.Text>
      <DataTable columns={columns} rows={rows} rowKey={(row) => row.code} />
      {tried && 'problems' in reading && <Alert type="error" showIcon title={text.fix} />}
      {save.error ? <Alert type="error" showIcon title={errorMessage(save.error, language)} /> : null}
      {unchanged && <Alert type="info" showIcon title={text.nothing} />}
      <Flex gap={8}>
        <Button type="primary" loading={save.sending} onClick={() => void submit()}>
          {text.save}
        </Button>
        <Button
          onClick={() => {
            setRows(settings.map(rowOf));
            setTried(false);
            setUnchanged(false);
            save.clearError();
          }}
        >
          {text.discard}
        </Button>
      </Flex>
    </Flex>
  );
}

export function LotteriesPage() {
  const text = useMessages(messages);
  const language = useLanguage();
  const [params, change] = useAddressParams();
  const catalog = useCatalog();
  const code = paramOf(params, 'lotto', isLottoCode) ?? lottosOf(catalog.data ?? [])[0]?.code;
  const betTypes = useApi(['/backoffice/lottos/{code}/bet-types', code], (signal) => (code ? getBetTypes(code, signal) : Promise.resolve(null)));
  // The answer to the last save, which the form starts again from.
  const [saved, setSaved] = useState<{ code: string; answer: BetTypesAnswer; count: number; told: boolean } | null>(null);
  const answer = saved && saved.code === code ? saved.answer : betTypes.data;

  let body: ReactNode;
  if (catalog.error) body = <LoadError error={catalog.error} onRetry={catalog.reload} />;
  else if (!code) body = catalog.data ? <Typography.Text>{text.choose}</Typography.Text> : <Loading rows={6} />;
  else if (betTypes.error) body = <LoadError error={betTypes.error} onRetry={betTypes.reload} />;
  else if (!answer) body = <Loading rows={8} />;
  else {
    body = (
      <BetTypesForm
        key={`${code}:${saved?.count ?? 0}`}
        code={code}
        answer={answer}
        onSaved={(next) => setSaved({ code, answer: next, count: (saved?.count ?? 0) + 1, told: false })}
      />
    );
  }

  return (
    <BackofficeFrame title={backofficePage('lotteries').label[language]} subtitle={text.subtitle}>
      <div className="bo-toolbar">
        <Field label={text.lotto}>
          <LottoSelect heads={catalog.data ?? []} value={code} onChange={(lotto) => change({ lotto })} />
        </Field>
      </div>
      {saved && saved.code === code && !saved.told && (
        <Alert type="success" showIcon closable={{ onClose: () => setSaved({ ...saved, told: true }) }} title={text.saved} />
      )}
      {body}
    </BackofficeFrame>
  );
}
