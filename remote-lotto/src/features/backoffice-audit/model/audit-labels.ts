// The words an operator reads for what the audit log records: each action and each kind of entity
// the API writes (grep `audit(` in api/src/modules). One the screen does not know yet shows as the
// API writes it.
import { backofficePage, type Language } from '@tanghuay/shared-auth';
import { backofficeRoundPath } from '../../../lib/backoffice-rounds.ts';
import { agentPagePath, memberPagePath } from '../../../lib/paths.ts';

type Label = Record<Language, string>;

export const ACTION_LABELS: Readonly<Record<string, Label>> = {
  'round.open': { th: 'เปิดรับแทง', en: 'Round opened' },
  'round.close': { th: 'ปิดรับแทง', en: 'Round closed' },
  'round.cancel': { th: 'ยกเลิกงวด', en: 'Round cancelled' },
  'round.limits': { th: 'แก้เลขอั้น', en: 'Limits changed' },
  'result.enter': { th: 'ออกผลรางวัล', en: 'Result entered' },
  'result.correct': { th: 'แก้ผลรางวัล', en: 'Result corrected' },
  'result.draw': { th: 'ระบบออกผล', en: 'Result drawn by the house' },
  'result.correction-pending': { th: 'แก้ผลไม่ได้ ระงับอนุมัติถอนเงินไว้ก่อน', en: 'Correction waiting: withdrawal approvals held' },
  'result.correction-abandoned': { th: 'ยืนยันผลเดิม ยกเลิกการแก้ผลที่ค้าง', en: 'Waiting correction abandoned' },
  'lotto.bet-types': { th: 'แก้อัตราจ่ายและประเภทการแทง', en: 'Bet types changed' },
  'deposit.approve': { th: 'อนุมัติรายการฝาก', en: 'Deposit approved' },
  'deposit.reject': { th: 'ไม่อนุมัติรายการฝาก', en: 'Deposit rejected' },
  'withdrawal.approve': { th: 'อนุมัติรายการถอน', en: 'Withdrawal approved' },
  'withdrawal.reject': { th: 'ไม่อนุมัติรายการถอน', en: 'Withdrawal rejected' },
  'member.discount': { th: 'ตั้งส่วนลดสมาชิก', en: 'Member discount set' },
  'agent.discount': { th: 'ตั้งส่วนลดเอเย่นต์', en: 'Agent discount set' },
  'discount.above-maximum': { th: 'ส่วนลดเกินส่วนลดสูงสุด (ระบบแจ้ง)', en: 'Discount above the maximum (reported)' },
  'member.reset-code': { th: 'ออกรหัสรีเซ็ตรหัสผ่าน', en: 'Password reset code issued' },
  'account.create': { th: 'สร้างบัญชี', en: 'Account created' },
  'settings.site': { th: 'แก้ตั้งค่าหน้าจอ', en: 'Site settings changed' },
  'settings.payments': { th: 'แก้ตั้งค่าการฝากถอน', en: 'Payment settings changed' },
  'settings.lotto': { th: 'แก้ตั้งค่าการยกเลิกโพยและส่วนลดสูงสุด', en: 'Cancel window or maximum discount changed' },
};

export const ENTITY_LABELS: Readonly<Record<string, Label>> = {
  lotto_round: { th: 'งวดหวย', en: 'Round' },
  lotto: { th: 'หวย', en: 'Lottery' },
  deposit: { th: 'รายการฝาก', en: 'Deposit' },
  withdrawal: { th: 'รายการถอน', en: 'Withdrawal' },
  account: { th: 'บัญชีผู้ใช้', en: 'Account' },
  agent: { th: 'เอเย่นต์', en: 'Agent' },
  setting: { th: 'ตั้งค่าระบบ', en: 'Setting' },
};

/** The label of `key` in `labels`, or the key itself. */
export const labelOf = (labels: Readonly<Record<string, Label>>, key: string, language: Language): string => labels[key]?.[language] ?? key;

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
    default:
      return null;
  }
}
