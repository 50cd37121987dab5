// The one table of how the audit log reads (docs/backoffice.md, "Pages"): for each kind of entity
// the API audits, its name and how each field of its before and after reads (label and format,
// model/audit-values.ts); for each action, its name, and for the actions whose before and after are
// lists, how each record of the list is named and read. A field of an entity reads the same in
// every action on it, so a new action on a known entity needs only its name here; an action, entity
// or field not here still reads (its code, its key, `anyValue`).
import { backofficePage, type Language } from '@tanghuay/shared-auth';
import { backofficeRoundPath } from '../../../lib/backoffice-rounds.ts';
import { agentPagePath, memberPagePath } from '../../../lib/paths.ts';
import {
  accountId,
  anyValue,
  baht,
  bankAccount,
  betType,
  type Format,
  freezeMinutes,
  type JsonRecord,
  limit,
  minutes,
  moved,
  offered,
  oneOf,
  paymentStatus,
  percent,
  promptpay,
  rate,
  refunds,
  resultNumbers,
  role,
  roundStatus,
  settlement,
  type Words,
} from './audit-values.ts';

export interface FieldReading {
  label: Words;
  /** How its value reads; the field is then compared in words, as a whole. Default: `anyValue`, field by field. */
  format?: Format;
}

/** By the field's path in before/after: "status", "refunds", "deposit.min". */
export type Fields = Readonly<Record<string, FieldReading>>;

/** How the records of a list read (a round's limit items, a lottery's bet types). */
export interface ListReading {
  /** What names a record, e.g. "3 ตัวบน 123"; records before and after with the same name are the same. */
  name: (record: JsonRecord, language: Language) => string;
  /** The record as a whole in words; without it, its fields one by one. */
  words?: Format;
  fields?: Fields;
}

export interface Reading {
  label: Words;
  fields?: Fields;
  /** When before and after are lists. */
  list?: ListReading;
  /** Fields shown even when they did not change, to say what the entry is about (a request's amount). */
  context?: readonly string[];
}

const words = (th: string, en: string): Words => ({ th, en });
const field = (th: string, en: string, format?: Format): FieldReading => ({ label: words(th, en), ...(format && { format }) });

/** A deposit's or withdrawal's fields, before and after a decision. */
const PAYMENT_REQUEST: Fields = {
  memberId: field('สมาชิก', 'Member', accountId),
  amount: field('จำนวนเงิน', 'Amount', baht),
  status: field('สถานะ', 'Status', paymentStatus),
  reason: field('เหตุผล', 'Reason', anyValue),
  firstApprovedBy: field('ผู้อนุมัติคนที่ 1', 'First approver', accountId),
};

export const ENTITIES: Readonly<Record<string, Reading>> = {
  lotto_round: {
    label: words('งวดหวย', 'Round'),
    fields: {
      status: field('สถานะ', 'Status', roundStatus),
      opensAt: field('เปิดรับ', 'Opens', anyValue),
      closesAt: field('ปิดรับ', 'Closes', anyValue),
      reason: field('เหตุผล', 'Reason', anyValue),
      refunds: field('คืนเงิน', 'Refunded', refunds),
      numbers: field('ผลรางวัล', 'Result', resultNumbers),
      version: field('ผลฉบับที่', 'Result version', anyValue),
      settlement: field('การจ่ายรางวัล', 'Settlement', settlement),
      moved: field('ปรับยอดจากการแก้ผล', 'Moved by the correction', moved),
      waitingFor: field('สมาชิกที่ระงับอนุมัติถอนเงิน', 'Members whose withdrawals are held'),
      released: field('ปลดการระงับอนุมัติถอนเงิน', 'Withdrawal approvals released'),
    },
  },
  lotto: {
    label: words('หวย', 'Lottery'),
    fields: {
      type: field('ประเภทการแทง', 'Bet type', betType),
      discount: field('ส่วนลด', 'Discount', percent),
      maxDiscount: field('ส่วนลดสูงสุดของระบบ', 'Maximum discount', percent),
    },
  },
  deposit: { label: words('รายการฝาก', 'Deposit'), fields: PAYMENT_REQUEST, context: ['amount'] },
  withdrawal: { label: words('รายการถอน', 'Withdrawal'), fields: PAYMENT_REQUEST, context: ['amount'] },
  account: {
    label: words('บัญชีผู้ใช้', 'Account'),
    fields: {
      username: field('ชื่อผู้ใช้', 'Username', anyValue),
      role: field('ประเภทบัญชี', 'Role', role),
      parentId: field('สังกัด', 'Under', accountId),
      discount: field('ส่วนลด', 'Discount', percent),
      maxDiscount: field('ส่วนลดสูงสุดของระบบ', 'Maximum discount', percent),
      expiresAt: field('รหัสใช้ได้ถึง', 'Code valid until', anyValue),
    },
  },
  agent: {
    label: words('เอเย่นต์', 'Agent'),
    fields: {
      username: field('ชื่อผู้ใช้', 'Username', anyValue),
      role: field('ประเภทบัญชี', 'Role', role),
      discount: field('ส่วนลด', 'Discount', percent),
      maxDiscount: field('ส่วนลดสูงสุดของระบบ', 'Maximum discount', percent),
      membersLowered: field('สมาชิกที่ถูกลดส่วนลดตาม', 'Members lowered with it', anyValue),
    },
  },
  setting: {
    label: words('ตั้งค่าระบบ', 'Setting'),
    fields: {
      deposit: field('ฝากเงิน', 'Deposits'),
      'deposit.min': field('ขั้นต่ำต่อครั้ง', 'least each', baht),
      'deposit.max': field('สูงสุดต่อครั้ง', 'most each', baht),
      withdrawal: field('ถอนเงิน', 'Withdrawals'),
      'withdrawal.min': field('ขั้นต่ำต่อครั้ง', 'least each', baht),
      'withdrawal.max': field('สูงสุดต่อครั้ง', 'most each', baht),
      promptpay: field('พร้อมเพย์รับเงินฝาก', 'PromptPay to pay to', promptpay),
      bank: field('บัญชีรับเงินฝาก', 'Bank account to pay to', bankAccount),
      secondApproval: field('ต้องมีผู้อนุมัติคนที่ 2 เมื่อยอดเกิน', 'A second approver above'),
      'secondApproval.depositAbove': field('ฝากเงิน', 'deposits', baht),
      'secondApproval.withdrawalAbove': field('ถอนเงิน', 'withdrawals', baht),
      cancelWithinMinutes: field('ยกเลิกโพยได้ภายใน (หลังแทง)', 'Cancel within (after placing)', minutes),
      cancelBeforeCloseMinutes: field('ยกเลิกโพยได้ถึง (ก่อนปิดรับ)', 'Cancel until (before the close)', minutes),
      maxDiscount: field('ส่วนลดสูงสุดของระบบ', 'Maximum discount', percent),
      layout: field('รูปแบบเมนู', 'Menu layout', oneOf({ vertical: words('เมนูด้านข้าง', 'Side menu'), horizontal: words('เมนูด้านบน', 'Top menu') })),
      menuExcludedUserId: field('สมาชิกที่ซ่อนเมนูการเงิน', 'Member without money pages', accountId),
    },
  },
  // A remote's release state (entity id: the remote, "lotto"), or the draw-night freeze's rule
  // (entity id "freeze"); `by` names who changed it, an administrator or the release tool's operator.
  release: {
    label: words('การปล่อยเวอร์ชัน', 'Release'),
    fields: {
      live_version: field('เวอร์ชันที่ใช้งานจริง', 'Live version', anyValue),
      candidate_version: field('เวอร์ชัน canary', 'Canary version', anyValue),
      candidate_share: field('สัดส่วน canary', 'Canary share', percent),
      candidate_since: field('canary เริ่มเมื่อ', 'Canary since', anyValue),
      minutes: field('งดปล่อยก่อนปิดรับ', 'Frozen before a close', freezeMinutes),
      lottos: field('หวยที่งด', 'Lotteries frozen', anyValue),
      by: field('โดย', 'By', anyValue),
    },
  },
};

/** A round's limit items, each named by its bet type and number and read as a whole ("ปิดรับ"). */
const LIMIT_ITEMS: ListReading = {
  name: (record, language) => `${betType(record.type ?? null, language)} ${anyValue(record.number ?? null, language)}`,
  words: limit,
};

/** A lottery's bet types, each named by its bet type, field by field. */
const BET_TYPE_SETTINGS: ListReading = {
  name: (record, language) => betType(record.code ?? null, language),
  fields: {
    name: field('ชื่อ', 'Name', anyValue),
    rate: field('อัตราจ่าย', 'Rate', rate),
    min: field('แทงขั้นต่ำ', 'Least stake', baht),
    max: field('แทงสูงสุดต่อเลข', 'Most per number', baht),
    discount: field('ส่วนลด', 'Discount', percent),
    enabled: field('การรับแทง', 'Offered', offered),
  },
};

/** Every action: its name, and what it reads differently from its entity. */
export const ACTIONS: Readonly<Record<string, Omit<Reading, 'label'> & { label: Words }>> = {
  'round.open': { label: words('เปิดรับแทง', 'Round opened') },
  'round.close': { label: words('ปิดรับแทง', 'Round closed') },
  'round.cancel': { label: words('ยกเลิกงวด', 'Round cancelled') },
  'round.limits': { label: words('แก้เลขอั้น', 'Limits changed'), list: LIMIT_ITEMS },
  'result.enter': { label: words('ออกผลรางวัล', 'Result entered') },
  'result.correct': { label: words('แก้ผลรางวัล', 'Result corrected') },
  'result.draw': { label: words('ระบบออกผล', 'Result drawn by the house') },
  'result.correction-pending': { label: words('แก้ผลไม่ได้ ระงับอนุมัติถอนเงินไว้ก่อน', 'Correction waiting: withdrawal approvals held') },
  'result.correction-abandoned': { label: words('ยืนยันผลเดิม ยกเลิกการแก้ผลที่ค้าง', 'Waiting correction abandoned') },
  'lotto.bet-types': { label: words('แก้อัตราจ่ายและประเภทการแทง', 'Bet types changed'), list: BET_TYPE_SETTINGS },
  'deposit.approve-first': { label: words('อนุมัติรายการฝาก (คนที่ 1 จาก 2)', 'Deposit approved (1 of 2)') },
  'deposit.approve': { label: words('อนุมัติรายการฝาก', 'Deposit approved') },
  'deposit.reject': { label: words('ไม่อนุมัติรายการฝาก', 'Deposit rejected') },
  'withdrawal.approve-first': { label: words('อนุมัติรายการถอน (คนที่ 1 จาก 2)', 'Withdrawal approved (1 of 2)') },
  'withdrawal.approve': { label: words('อนุมัติรายการถอน', 'Withdrawal approved') },
  'withdrawal.reject': { label: words('ไม่อนุมัติรายการถอน', 'Withdrawal rejected') },
  'member.discount': { label: words('ตั้งส่วนลดสมาชิก', 'Member discount set') },
  'agent.discount': { label: words('ตั้งส่วนลดเอเย่นต์', 'Agent discount set') },
  'discount.above-maximum': { label: words('ส่วนลดเกินส่วนลดสูงสุด (ระบบแจ้ง)', 'Discount above the maximum (reported)') },
  'member.reset-code': { label: words('ออกรหัสรีเซ็ตรหัสผ่าน', 'Password reset code issued') },
  'account.create': { label: words('สร้างบัญชี', 'Account created') },
  'settings.site': { label: words('แก้ตั้งค่าหน้าจอ', 'Site settings changed') },
  'settings.payments': { label: words('แก้ตั้งค่าการฝากถอน', 'Payment settings changed') },
  'settings.lotto': { label: words('แก้ตั้งค่าการยกเลิกโพยและส่วนลดสูงสุด', 'Cancel window or maximum discount changed') },
  'release.promote': { label: words('ปล่อยเวอร์ชันใช้งานจริง', 'Version promoted') },
  'release.rollback': { label: words('ย้อนกลับเวอร์ชัน', 'Version rolled back') },
  'release.canary': { label: words('เริ่มหรือปรับ canary', 'Canary started or changed') },
  'release.stop': { label: words('หยุด canary', 'Canary stopped') },
  'release.auto-stop': { label: words('หยุด canary อัตโนมัติ (ข้อผิดพลาดเกินเกณฑ์)', 'Canary stopped automatically (too many errors)') },
  'release.pin': { label: words('ปักหมุดเวอร์ชันให้ผู้ทดสอบ', 'Version pinned for testers') },
  'release.unpin': { label: words('เลิกปักหมุดเวอร์ชัน', 'Version unpinned') },
  'release.freeze': { label: words('ตั้งช่วงงดปล่อยเวอร์ชัน', 'Release freeze set') },
};

/** How an entry of `action` on `entity` reads: the entity's fields, with the action's own over them. */
export function readingOf(action: string, entity: string): Omit<Reading, 'label'> {
  const byEntity = ENTITIES[entity];
  const byAction = ACTIONS[action];
  return {
    fields: { ...byEntity?.fields, ...byAction?.fields },
    list: byAction?.list ?? byEntity?.list,
    context: byAction?.context ?? byEntity?.context,
  };
}

/** The name of an action or an entity, or its code when the table does not know it. */
export const nameOf = (readings: Readonly<Record<string, { label: Words }>>, key: string, language: Language): string =>
  readings[key]?.label[language] ?? key;

/** The back-office page of what an entry is about, when it has one. */
export function entityPath(entity: string, id: string): string | null {
  switch (entity) {
    case 'lotto_round':
      return backofficeRoundPath(id);
    case 'account':
      return memberPagePath(id);
    case 'agent':
      return agentPagePath(id);
    case 'lotto':
      return `${backofficePage('lotteries').path}?lotto=${encodeURIComponent(id)}`;
    case 'release':
      return backofficePage('releases').path;
    default:
      return null;
  }
}
