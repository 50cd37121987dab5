// The three sections of the settings page, each saved on its own (model/settings-form.ts says what
// each box takes): payments — bounds per deposit and withdrawal, the PromptPay target, the bank
// account members pay to and the amounts above which an approval takes two people; the lottery —
// the slip cancel window and the maximum discount, with the discounts above it; the site — the back
// office's layout and the member the menu hides money pages from.
import { apiErrorOf, errorMessage, useLanguage, useMessages } from '@tanghuay/shared-auth';
import { Flex, Input, Segmented, Typography } from 'antd';
import { Field } from '../../../components/backoffice/field.tsx';
import { getLottoSettings, getPaymentSettings, getSiteSettings, saveLottoSettings, savePaymentSettings, saveSiteSettings } from '../api/settings.ts';
import { useSettingsSection } from '../hooks/use-settings-section.ts';
import {
  LAYOUTS,
  type Layout,
  type LottoField,
  lottoFormOf,
  MAX_CANCEL_MINUTES,
  type PaymentField,
  paymentFieldOfRefusal,
  paymentFormOf,
  type PromptPayType,
  readLottoForm,
  readPaymentForm,
  readSiteForm,
  type SettingsProblem,
  siteFormOf,
} from '../model/settings-form.ts';
import { DiscountsAboveMaximum } from './discounts-above-maximum.tsx';
import { SettingsCard } from './settings-card.tsx';

const messages = {
  th: {
    payments: 'การฝากและถอนเงิน',
    paymentsAbout: 'ยอดต่อครั้งที่สมาชิกฝากและถอนได้ บัญชีที่สมาชิกโอนเงินฝากเข้า และยอดที่ต้องมีผู้อนุมัติ 2 คน มีผลกับรายการและการอนุมัติถัดไปทันที',
    fields: {
      depositMin: 'ฝากขั้นต่ำต่อครั้ง (บาท)',
      depositMax: 'ฝากสูงสุดต่อครั้ง (บาท)',
      withdrawalMin: 'ถอนขั้นต่ำต่อครั้ง (บาท)',
      withdrawalMax: 'ถอนสูงสุดต่อครั้ง (บาท)',
      promptpay: 'หมายเลขพร้อมเพย์',
      bankCode: 'รหัสธนาคาร (เช่น KBANK, SCB)',
      bankAccountNo: 'เลขที่บัญชี',
      bankAccountName: 'ชื่อบัญชี',
      depositSecondAbove: 'ฝากเงินเกิน (บาท) ต้องมีผู้อนุมัติคนที่ 2',
      withdrawalSecondAbove: 'ถอนเงินเกิน (บาท) ต้องมีผู้อนุมัติคนที่ 2',
    } satisfies Record<PaymentField, string>,
    secondApprovalHint: 'รายการฝากที่อนุมัติด้วยมือ และรายการถอน ที่ยอดเกินนี้ ต้องมีผู้อนุมัติ 2 คนที่ไม่ใช่คนเดียวกัน',
    promptpayType: 'พร้อมเพย์แบบ',
    promptpayTypes: { phone: 'เบอร์โทรศัพท์', nationalId: 'เลขประจำตัวประชาชน' } satisfies Record<PromptPayType, string>,
    lotto: 'การยกเลิกโพยและส่วนลด',
    lottoAbout:
      'สมาชิกยกเลิกโพยได้ภายในเวลาหลังแทง และต้องก่อนปิดรับตามที่ตั้งไว้ แล้วแต่อย่างใดถึงก่อน ส่วนลดของเอเย่นต์ ของสมาชิก และของประเภทการแทงตั้งได้ไม่เกินส่วนลดสูงสุด',
    cancelWithinMinutes: `ยกเลิกได้ภายในกี่นาทีหลังแทง (0–${MAX_CANCEL_MINUTES})`,
    cancelBeforeCloseMinutes: `ยกเลิกได้ถึงกี่นาทีก่อนปิดรับ (0–${MAX_CANCEL_MINUTES})`,
    maxDiscount: 'ส่วนลดสูงสุดของระบบ (%)',
    maxDiscountHint: 'ลดแล้วส่วนลดที่ตั้งไว้เกินนี้ยังคงอยู่ แสดงไว้ด้านล่าง',
    minutes: 'นาที',
    site: 'หน้าจอ',
    siteAbout: 'รูปแบบเมนูของหน้าหลังบ้าน และสมาชิกที่ไม่แสดงเมนูหน้าแรก ฝากเงิน และถอนเงิน',
    siteSaved: 'มีผลเมื่อโหลดหน้าใหม่',
    layout: 'รูปแบบเมนู',
    layouts: { vertical: 'เมนูด้านข้าง', horizontal: 'เมนูด้านบน' } satisfies Record<Layout, string>,
    menuExcludedUserId: 'รหัสสมาชิกที่ซ่อนเมนูการเงิน',
    noneHint: 'เว้นว่าง = ไม่มี',
    problems: {
      empty: 'กรุณากรอก',
      notAnAmount: 'ต้องเป็นบาท มากกว่า 0 ไม่เกิน 10,000,000 ทศนิยมไม่เกิน 2 ตำแหน่ง',
      minAboveMax: 'ต้องไม่น้อยกว่ายอดขั้นต่ำ',
      phone: 'เบอร์โทรศัพท์ 10 หลัก ขึ้นต้นด้วย 0',
      nationalId: 'เลขประจำตัวประชาชน 13 หลักที่ถูกต้อง',
      bankCode: 'ตัวอักษรภาษาอังกฤษพิมพ์ใหญ่ 2–10 ตัว',
      bankAccountNo: 'ตัวเลข 10–15 หลัก',
      bankAccountName: 'ตัวอักษร 2–100 ตัว',
      minutes: `จำนวนเต็ม 0–${MAX_CANCEL_MINUTES}`,
      percent: 'ร้อยละ 0 ถึง 99.99 ทศนิยมไม่เกิน 2 ตำแหน่ง',
      userId: 'รหัสสมาชิกเป็นตัวเลขจำนวนเต็มบวก',
    } satisfies Record<SettingsProblem, string>,
  },
  en: {
    payments: 'Deposits and withdrawals',
    paymentsAbout:
      'What one deposit or withdrawal may be, the account members pay deposits into, and above what an approval takes two people. The next request and approval follow at once.',
    fields: {
      depositMin: 'Least deposit (baht)',
      depositMax: 'Most deposit (baht)',
      withdrawalMin: 'Least withdrawal (baht)',
      withdrawalMax: 'Most withdrawal (baht)',
      promptpay: 'PromptPay number',
      bankCode: 'Bank code (e.g. KBANK, SCB)',
      bankAccountNo: 'Account number',
      bankAccountName: 'Account name',
      depositSecondAbove: 'Deposits above (baht) need a 2nd approver',
      withdrawalSecondAbove: 'Withdrawals above (baht) need a 2nd approver',
    } satisfies Record<PaymentField, string>,
    secondApprovalHint: 'A hand-approved deposit or a withdrawal above this needs two different approvers',
    promptpayType: 'PromptPay by',
    promptpayTypes: { phone: 'Phone number', nationalId: 'National id' } satisfies Record<PromptPayType, string>,
    lotto: 'Cancelling slips and discounts',
    lottoAbout:
      "Members may cancel a slip within a while of placing it and until a while before its round closes, whichever ends first. No agent's, member's or bet type's discount may be set above the maximum discount.",
    cancelWithinMinutes: `Minutes after placing (0–${MAX_CANCEL_MINUTES})`,
    cancelBeforeCloseMinutes: `Minutes before the close (0–${MAX_CANCEL_MINUTES})`,
    maxDiscount: 'Maximum discount (%)',
    maxDiscountHint: 'Lowering it keeps the discounts already above it: they are listed below',
    minutes: 'min',
    site: 'Screens',
    siteAbout: 'The back office’s menu layout, and the member the menu hides home, deposit and withdraw from.',
    siteSaved: 'Takes effect on the next page load',
    layout: 'Menu layout',
    layouts: { vertical: 'Side menu', horizontal: 'Top menu' } satisfies Record<Layout, string>,
    menuExcludedUserId: 'Member id without money pages in the menu',
    noneHint: 'Empty = none',
    problems: {
      empty: 'Required',
      notAnAmount: 'Baht above 0, at most 10,000,000, 2 decimals',
      minAboveMax: 'Not below the least',
      phone: '10 digits starting with 0',
      nationalId: 'A valid 13-digit national id',
      bankCode: '2–10 capital letters',
      bankAccountNo: '10–15 digits',
      bankAccountName: '2–100 letters',
      minutes: `A whole number 0–${MAX_CANCEL_MINUTES}`,
      percent: 'Percent 0 to 99.99, at most 2 decimals',
      userId: 'A member id is a whole number above 0',
    } satisfies Record<SettingsProblem, string>,
  },
};

const grid = { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: 12 } as const;
/** A least and a most side by side. */
const pair = { display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 260px))', gap: 12 } as const;

export function PaymentsSection() {
  const text = useMessages(messages);
  const language = useLanguage();
  const section = useSettingsSection('/backoffice/settings/payments', getPaymentSettings, savePaymentSettings, paymentFormOf, readPaymentForm);
  const refusalField = paymentFieldOfRefusal(apiErrorOf(section.error));
  const problemOf = (field: PaymentField) => {
    if (refusalField === field) return errorMessage(section.error, language);
    const problem = section.problems[field];
    return problem ? text.problems[problem] : null;
  };
  const box = (field: PaymentField, form: Record<PaymentField, string>, inputMode: 'decimal' | 'numeric' | 'text' = 'text') => (
    <Field label={text.fields[field]} problem={problemOf(field)}>
      <Input value={form[field]} inputMode={inputMode} status={problemOf(field) ? 'error' : undefined} onChange={(event) => section.change({ [field]: event.target.value })} />
    </Field>
  );
  return (
    <SettingsCard title={text.payments} about={text.paymentsAbout} section={section} refusalShownBeside={refusalField !== null}>
      {(form) => (
        <>
          <div style={pair}>
            {box('depositMin', form, 'decimal')}
            {box('depositMax', form, 'decimal')}
          </div>
          <div style={pair}>
            {box('withdrawalMin', form, 'decimal')}
            {box('withdrawalMax', form, 'decimal')}
          </div>
          <Flex vertical gap={4}>
            <div style={pair}>
              {box('depositSecondAbove', form, 'decimal')}
              {box('withdrawalSecondAbove', form, 'decimal')}
            </div>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {text.secondApprovalHint}
            </Typography.Text>
          </Flex>
          <div className="bo-toolbar">
            <Field label={text.promptpayType}>
              <Segmented<PromptPayType>
                value={form.promptpayType}
                onChange={(promptpayType) => section.change({ promptpayType })}
                options={(['phone', 'nationalId'] as const).map((value) => ({ value, label: text.promptpayTypes[value] }))}
              />
            </Field>
            <div style={{ width: 260, maxWidth: '100%' }}>{box('promptpay', form, 'numeric')}</div>
          </div>
          <div style={grid}>
            {box('bankCode', form)}
            {box('bankAccountNo', form, 'numeric')}
            {box('bankAccountName', form)}
          </div>
        </>
      )}
    </SettingsCard>
  );
}

export function LottoSection() {
  const text = useMessages(messages);
  const section = useSettingsSection('/backoffice/settings/lotto', getLottoSettings, saveLottoSettings, lottoFormOf, readLottoForm);
  const problemOf = (field: LottoField) => {
    const problem = section.problems[field];
    return problem ? text.problems[problem] : null;
  };
  const box = (field: LottoField, form: Record<LottoField, string>, suffix: string, inputMode: 'numeric' | 'decimal') => (
    <Field key={field} label={text[field]} problem={problemOf(field)} hint={field === 'maxDiscount' ? text.maxDiscountHint : undefined}>
      <Input
        aria-label={text[field]}
        className="bo-touch"
        value={form[field]}
        inputMode={inputMode}
        suffix={suffix}
        status={problemOf(field) ? 'error' : undefined}
        onChange={(event) => section.change({ [field]: event.target.value })}
      />
    </Field>
  );
  const { inForce } = section;
  return (
    <SettingsCard title={text.lotto} about={text.lottoAbout} section={section}>
      {(form) => (
        <>
          <div style={grid}>
            {box('cancelWithinMinutes', form, text.minutes, 'numeric')}
            {box('cancelBeforeCloseMinutes', form, text.minutes, 'numeric')}
            {box('maxDiscount', form, '%', 'decimal')}
          </div>
          {inForce && <DiscountsAboveMaximum above={inForce.aboveMaximum} maxDiscount={inForce.maxDiscount} />}
        </>
      )}
    </SettingsCard>
  );
}

export function SiteSection() {
  const text = useMessages(messages);
  const section = useSettingsSection('/site/config', getSiteSettings, saveSiteSettings, siteFormOf, readSiteForm);
  const problem = section.problems.menuExcludedUserId;
  return (
    <SettingsCard title={text.site} about={text.siteAbout} section={section} savedNote={text.siteSaved}>
      {(form) => (
        <div style={grid}>
          <Field label={text.layout}>
            <Segmented<Layout>
              value={form.layout}
              onChange={(layout) => section.change({ layout })}
              options={LAYOUTS.map((value) => ({ value, label: text.layouts[value] }))}
            />
          </Field>
          <Field label={text.menuExcludedUserId} hint={text.noneHint} problem={problem ? text.problems[problem] : null}>
            <Input
              value={form.menuExcludedUserId}
              inputMode="numeric"
              status={problem ? 'error' : undefined}
              onChange={(event) => section.change({ menuExcludedUserId: event.target.value })}
            />
          </Field>
        </div>
      )}
    </SettingsCard>
  );
}
