// Changing the deposit limits: a box per period, opening on its latest decision, each left empty
// for no limit (said beside every box, with a button that empties it). Under each box, as it is
// typed, either why it cannot be read or what saving it would do (in force at once, 24 hours after
// saving, a change waiting kept or withdrawn). Saving sends all three once; a refusal (a day limit
// above the week's…) is shown in the API's words. Locked (a self-excluded member's session), the
// boxes and the button are disabled and the reason is said above them.
import { useLanguage, useMessages } from '@tanghuay/shared-auth';
import { Alert, Button, Flex, Input, Typography } from 'antd';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { type DepositLimits, LIMIT_PERIODS, type LimitPeriod } from '../../../lib/deposit-limits.ts';
import type { DepositLimitsState } from '../hooks/use-deposit-limits.ts';
import { changeOf, changeText } from '../model/limit-changes.ts';
import { type LimitFields, openingFields, readLimitField, readLimitFields } from '../model/limits-form.ts';
import { PERIOD_NAMES } from '../model/periods.ts';
import { refusalText } from '../model/refusals.ts';

const messages = {
  th: {
    title: 'เปลี่ยนวงเงินฝาก',
    label: (per: string) => `วงเงินฝาก${per} (บาท)`,
    baht: 'บาท',
    noLimit: 'ไม่จำกัด',
    empty: 'เว้นว่างไว้ = ไม่จำกัดวงเงิน',
    clear: 'ไม่จำกัด',
    clearName: (per: string) => `ไม่จำกัดวงเงินฝาก${per}`,
    save: 'บันทึกวงเงินฝาก',
  },
  en: {
    title: 'Change your deposit limits',
    label: (per: string) => `${per} deposit limit (baht)`,
    baht: 'baht',
    noLimit: 'No limit',
    empty: 'Leave empty = no limit',
    clear: 'No limit',
    clearName: (per: string) => `No limit: ${per.toLowerCase()} deposits`,
    save: 'Save deposit limits',
  },
};

function LimitField({
  period,
  value,
  state,
  disabled,
  onChange,
}: {
  period: LimitPeriod;
  value: string;
  state: DepositLimits[LimitPeriod];
  disabled: boolean;
  onChange: (value: string) => void;
}) {
  const text = useMessages(messages);
  const language = useLanguage();
  const inputId = useId();
  const noteId = useId();
  const emptyId = useId();
  const per = PERIOD_NAMES[language][period].per;
  const reading = readLimitField(value, language);
  const change = reading.problem === undefined ? changeText(changeOf(reading.baht, state), language) : null;
  return (
    <div className="account-field">
      <div className="account-field__label">
        <label htmlFor={inputId}>{text.label(per)}</label>
        {value !== '' && !disabled && (
          <Button size="small" type="link" style={{ padding: 0 }} aria-label={text.clearName(per)} onClick={() => onChange('')}>
            {text.clear}
          </Button>
        )}
      </div>
      <Input
        id={inputId}
        size="large"
        inputMode="decimal"
        autoComplete="off"
        placeholder={text.noLimit}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        suffix={text.baht}
        status={reading.problem ? 'error' : undefined}
        aria-invalid={reading.problem ? true : undefined}
        aria-describedby={`${noteId} ${emptyId}`}
      />
      <span id={noteId}>
        {reading.problem ? (
          <Typography.Text type="danger" role="alert" className="account-field__note">
            {reading.problem}
          </Typography.Text>
        ) : (
          change && (
            <Typography.Text className="account-field__note">{change}</Typography.Text>
          )
        )}
      </span>
      <Typography.Text id={emptyId} type="secondary" className="account-field__note">
        {text.empty}
      </Typography.Text>
    </div>
  );
}

/** `children` go under the save button (what the last save did); `locked`: why nothing may be changed now, or null. */
export function LimitsForm({
  limits,
  saving,
  locked = null,
  children,
}: {
  limits: DepositLimits;
  saving: DepositLimitsState;
  locked?: string | null;
  children?: ReactNode;
}) {
  const text = useMessages(messages);
  const language = useLanguage();
  const titleId = useId();
  const [fields, setFields] = useState<LimitFields>(() => openingFields(limits));

  const change = (period: LimitPeriod, value: string) => setFields((before) => ({ ...before, [period]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const reading = readLimitFields(fields, language);
    if (locked !== null || !reading.body) return;
    const after = await saving.save(reading.body);
    // The boxes show the decisions now in place (an amount typed as "1,000" reads "1000").
    if (after) setFields(openingFields(after));
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby={titleId}>
      <Flex vertical gap={12}>
        <Typography.Title level={3} id={titleId} className="account-section__sub-title">
          {text.title}
        </Typography.Title>
        <div className="account-fields">
          {LIMIT_PERIODS.map((period) => (
            <LimitField
              key={period}
              period={period}
              value={fields[period]}
              state={limits[period]}
              disabled={locked !== null}
              onChange={(value) => change(period, value)}
            />
          ))}
        </div>
        {Boolean(saving.saveError) && <Alert type="error" showIcon title={refusalText(saving.saveError, language)} />}
        {locked !== null && <Alert type="info" showIcon title={locked} />}
        <Button type="primary" size="large" htmlType="submit" block loading={saving.saving} disabled={locked !== null}>
          {text.save}
        </Button>
        {children}
      </Flex>
    </form>
  );
}
