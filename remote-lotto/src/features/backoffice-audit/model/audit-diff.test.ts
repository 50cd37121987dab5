// Each action the API audits, with the before and after it writes (api/src/modules, grep `audit(`),
// read in words; and what an action, entity or field the table does not know reads as.
import { type AuditChange, auditChanges, type ChangeLine } from './audit-diff.ts';
import { ACTIONS, ENTITIES, nameOf } from './audit-table.ts';

/** The lines as "label: before → after" ("label: after" added, "label: before (removed)", "label: value" context). */
const read = (change: AuditChange, language: 'th' | 'en' = 'th') =>
  auditChanges(change, language).map(({ label, before, after }: ChangeLine) => {
    if (before !== undefined && before === after) return `${label}: ${after}`;
    if (before === undefined) return `${label}: ${after}`;
    if (after === undefined) return `${label}: ${before} (removed)`;
    return `${label}: ${before} → ${after}`;
  });

const round = (action: string, before: unknown, after: unknown): AuditChange => ({ action, entity: 'lotto_round', before, after });

describe('a round', () => {
  it('opened or closed: its status and times in words, only what changed', () => {
    const before = { status: 'open', opensAt: '2026-12-15T11:00:00.000Z', closesAt: '2026-12-16T11:00:00.000Z' };
    expect(read(round('round.close', before, { ...before, status: 'closed', closesAt: '2026-12-16T08:30:00.000Z' }))).toEqual([
      'สถานะ: เปิดรับแทง → ปิดรับแล้ว',
      'ปิดรับ: 16 ธ.ค. 2569 18:00 → 16 ธ.ค. 2569 15:30',
    ]);
  });

  it('cancelled: the reason, and the refund in words and baht (kept in satang)', () => {
    const after = { status: 'cancelled', reason: 'ผลไม่ออก', refunds: { slips: 3, members: 1, amount: '84050' } };
    expect(read(round('round.cancel', { status: 'open' }, after))).toEqual([
      'สถานะ: เปิดรับแทง → ยกเลิก',
      'เหตุผล: ผลไม่ออก',
      'คืนเงิน: 3 โพย ของสมาชิก 1 คน รวม 840.50 บาท',
    ]);
  });

  it('limits: each changed, removed and added item by bet type and number, in words; a cap whose open amount alone moved is no change', () => {
    const before = [
      { type: '2top', number: '12', kind: 'reduced', value: 50 },
      { type: '3top', number: '123', kind: 'closed', value: null },
      { type: '2bottom', number: '07', kind: 'cap', value: 1000, remaining: 800 },
    ];
    const after = [
      { type: '2top', number: '12', kind: 'reduced', value: 70 },
      { type: '2bottom', number: '07', kind: 'cap', value: 1000, remaining: 600 },
      { type: 'runtop', number: '5', kind: 'cap', value: 1500.5, remaining: 1500.5 },
    ];
    expect(read(round('round.limits', before, after))).toEqual([
      '2 ตัวบน 12: จ่าย 50% → จ่าย 70%',
      '3 ตัวบน 123: ปิดรับ (removed)',
      'วิ่งบน 5: รับไม่เกิน 1,500.50 บาท',
    ]);
    expect(read(round('round.limits', [], [{ type: '3top', number: '123', kind: 'closed', value: null }]))).toEqual(['3 ตัวบน 123: ปิดรับ']);
  });

  it('a result entered: the numbers as announced, and the settlement in words', () => {
    const after = { numbers: { kind: 'standard', top3: '505', bottom2: '07' }, version: 1, settlement: { items: 1200, winners: 3, payout: '5400000' } };
    expect(read(round('result.enter', null, after))).toEqual([
      'ผลรางวัล: 3 ตัวบน 505 · 2 ตัวล่าง 07',
      'ผลฉบับที่: 1',
      'การจ่ายรางวัล: ตัดสิน 1,200 รายการ ถูกรางวัล 3 รายการ จ่ายรวม 54,000 บาท',
    ]);
  });

  it("a result corrected: the government lottery's prizes before and after, and what the correction moved", () => {
    const numbers = { kind: 'government', firstPrize: '123456', front3: ['011', '987'], back3: ['111', '222'], bottom2: '07' };
    const before = { numbers, version: 1, settlement: { items: 10, winners: 1, payout: '90000' } };
    const after = {
      numbers: { ...numbers, bottom2: '08' },
      version: 2,
      settlement: { items: 10, winners: 2, payout: '180000' },
      moved: { slips: 2, credited: '100000', debited: '10050' },
    };
    expect(read(round('result.correct', before, after))).toEqual([
      'ผลรางวัล: รางวัลที่ 1 123456 · 3 ตัวหน้า 011, 987 · 3 ตัวท้าย 111, 222 · 2 ตัวล่าง 07 → รางวัลที่ 1 123456 · 3 ตัวหน้า 011, 987 · 3 ตัวท้าย 111, 222 · 2 ตัวล่าง 08',
      'ผลฉบับที่: 1 → 2',
      'การจ่ายรางวัล: ตัดสิน 10 รายการ ถูกรางวัล 1 รายการ จ่ายรวม 900 บาท → ตัดสิน 10 รายการ ถูกรางวัล 2 รายการ จ่ายรวม 1,800 บาท',
      'ปรับยอดจากการแก้ผล: 2 โพย จ่ายเพิ่ม 1,000 บาท เรียกคืน 100.50 บาท',
    ]);
  });
});

it("a lottery's bet types: each changed field by bet type, with rates, baht, percent and whether it is offered", () => {
  const before = [
    { code: '3top', name: '3 ตัวบน', rate: 900, min: 1, max: 2000, discount: 0, enabled: true },
    { code: 'runtop', name: 'วิ่งบน', rate: 3.2, min: 1, max: 10000, discount: 1.5, enabled: true },
  ];
  const after = [{ ...before[0], rate: 850, max: 1500.5, discount: 1.5, enabled: false }, before[1]];
  expect(read({ action: 'lotto.bet-types', entity: 'lotto', before, after })).toEqual([
    '3 ตัวบน · อัตราจ่าย: บาทละ 900 → บาทละ 850',
    '3 ตัวบน · แทงสูงสุดต่อเลข: 2,000 บาท → 1,500.50 บาท',
    '3 ตัวบน · ส่วนลด: 0% → 1.5%',
    '3 ตัวบน · การรับแทง: เปิดรับแทง → ปิดรับแทง',
  ]);
});

describe('a deposit or withdrawal decided', () => {
  const pending = { memberId: '5', amount: 1500, status: 'pending', reason: null };

  it('says the amount, then the status in words', () => {
    expect(read({ action: 'deposit.approve', entity: 'deposit', before: pending, after: { ...pending, status: 'approved' } })).toEqual([
      'จำนวนเงิน: 1,500 บาท',
      'สถานะ: รอดำเนินการ → อนุมัติแล้ว',
    ]);
    expect(read({ action: 'withdrawal.reject', entity: 'withdrawal', before: pending, after: { ...pending, status: 'rejected', reason: 'บัญชีไม่ตรง' } })).toEqual([
      'จำนวนเงิน: 1,500 บาท',
      'สถานะ: รอดำเนินการ → ไม่อนุมัติ',
      'เหตุผล: บัญชีไม่ตรง',
    ]);
  });

  it('in English', () => {
    expect(read({ action: 'deposit.approve', entity: 'deposit', before: pending, after: { ...pending, status: 'approved' } }, 'en')).toEqual([
      'Amount: 1,500 baht',
      'Status: Pending → Approved',
    ]);
  });
});

describe('an account', () => {
  it("a member's discount in percent", () => {
    expect(read({ action: 'member.discount', entity: 'account', before: { discount: 0 }, after: { discount: 2.5 } })).toEqual(['ส่วนลด: 0% → 2.5%']);
  });

  it("made by staff: every field in the table's order, the role in words and no agent as none", () => {
    const after = { role: 'master', parentId: null, username: 'agent2' };
    expect(read({ action: 'account.create', entity: 'account', before: null, after })).toEqual([
      'ชื่อผู้ใช้: agent2',
      'ประเภทบัญชี: มาสเตอร์',
      'สังกัด: ไม่มี',
    ]);
  });

  it('a reset code issued: until when, in Bangkok time', () => {
    const after = { expiresAt: '2026-12-16T09:00:00.000Z' };
    expect(read({ action: 'member.reset-code', entity: 'account', before: null, after })).toEqual(['รหัสใช้ได้ถึง: 16 ธ.ค. 2569 16:00']);
  });
});

describe('settings', () => {
  it('payments: a bound under its section, where members pay in words; an unchanged account is not listed', () => {
    const bank = { code: 'KBANK', accountNo: '1234567890', accountName: 'บจก. ตังห้วย' };
    const before = { deposit: { min: 100, max: 50000 }, withdrawal: { min: 100, max: 50000 }, promptpay: { type: 'phone', value: '0812345678' }, bank };
    const after = { ...before, deposit: { min: 200, max: 50000 }, promptpay: { type: 'nationalId', value: '1101700203451' } };
    expect(read({ action: 'settings.payments', entity: 'setting', before, after })).toEqual([
      'ฝากเงิน · ขั้นต่ำต่อครั้ง: 100 บาท → 200 บาท',
      'พร้อมเพย์รับเงินฝาก: เบอร์โทรศัพท์ 0812345678 → เลขประจำตัวประชาชน 1101700203451',
    ]);
  });

  it('the cancel window in minutes, and the site’s menu layout and member', () => {
    const window = { cancelWithinMinutes: 30, cancelBeforeCloseMinutes: 5 };
    expect(read({ action: 'settings.lotto', entity: 'setting', before: window, after: { ...window, cancelWithinMinutes: 15 } })).toEqual([
      'ยกเลิกโพยได้ภายใน (หลังแทง): 30 นาที → 15 นาที',
    ]);
    const site = { menuExcludedUserId: null, layout: 'vertical' };
    expect(read({ action: 'settings.site', entity: 'setting', before: site, after: { menuExcludedUserId: 12, layout: 'horizontal' } })).toEqual([
      'รูปแบบเมนู: เมนูด้านข้าง → เมนูด้านบน',
      'สมาชิกที่ซ่อนเมนูการเงิน: #12',
    ]);
  });
});

describe('a release', () => {
  // The remote's row before and after, as release-changes.ts audits it (after: with `by`).
  const row = { remote: 'lotto', live_version: '1.2.0', candidate_version: '1.3.0', candidate_share: 10, candidate_since: '2026-11-29T10:00:00.000Z' };
  const release = (action: string, before: unknown, after: unknown): AuditChange => ({ action, entity: 'release', before, after });

  it('promoted: the live version, the canary ended, and by whom', () => {
    const after = { ...row, live_version: '1.3.0', candidate_version: null, candidate_share: null, candidate_since: null, by: 'admin1' };
    expect(read(release('release.promote', row, after))).toEqual([
      'เวอร์ชันที่ใช้งานจริง: 1.2.0 → 1.3.0',
      'เวอร์ชัน canary: 1.3.0 → —',
      'สัดส่วน canary: 10% → —',
      'canary เริ่มเมื่อ: 29 พ.ย. 2569 17:00 → —',
      'โดย: admin1',
    ]);
    expect(nameOf(ACTIONS, 'release.promote', 'th')).toBe('ปล่อยเวอร์ชันใช้งานจริง');
    expect(nameOf(ENTITIES, 'release', 'en')).toBe('Release');
  });

  it('a canary started, in English', () => {
    const before = { ...row, candidate_version: null, candidate_share: null, candidate_since: null };
    expect(read(release('release.canary', before, { ...row, by: 'release-tool' }), 'en')).toEqual([
      'Canary version: 1.3.0',
      'Canary share: 10%',
      'Canary since: 29 Nov 2026, 17:00',
      'By: release-tool',
    ]);
  });

  it('the freeze: its minutes (0 is none) and lotteries', () => {
    const before = { minutes: 30, lottos: ['thai-gov'] };
    expect(read(release('release.freeze', before, { minutes: 0, lottos: ['thai-gov', 'lao-vip'], by: 'admin1' }))).toEqual([
      'งดปล่อยก่อนปิดรับ: 30 นาที → ไม่มีช่วงงด',
      'หวยที่งด: thai-gov → thai-gov, lao-vip',
      'โดย: admin1',
    ]);
    expect(nameOf(ACTIONS, 'release.freeze', 'en')).toBe('Release freeze set');
  });
});

describe('what the table does not know', () => {
  it('a new action on a known entity reads its fields as the entity’s; a value with no words reads as written', () => {
    const pending = { memberId: '5', amount: 1500, status: 'pending', reason: null };
    const change = { action: 'deposit.first-approve', entity: 'deposit', before: pending, after: { ...pending, status: 'first_approved' } };
    expect(read(change)).toEqual(['จำนวนเงิน: 1,500 บาท', 'สถานะ: รอดำเนินการ → first_approved']);
    expect(nameOf(ACTIONS, 'deposit.first-approve', 'th')).toBe('deposit.first-approve');
    expect(nameOf(ACTIONS, 'deposit.approve', 'th')).toBe('อนุมัติรายการฝาก');
  });

  it('an unknown entity: fields by key and path, numbers, yes/no, instants and lists readably', () => {
    const before = { discountBp: 100, rules: { active: true }, at: '2026-12-16T08:30:00.000Z', tags: ['a', 'b'] };
    const after = { discountBp: 1250, rules: { active: false }, at: '2026-12-16T09:30:00.000Z', tags: ['a'] };
    expect(read({ action: 'agent.discount', entity: 'agent', before, after })).toEqual([
      'discountBp: 100 → 1,250',
      'rules · active: ใช่ → ไม่ใช่',
      'at: 16 ธ.ค. 2569 15:30 → 16 ธ.ค. 2569 16:30',
      'tags: a, b → a',
    ]);
  });

  it('records of an unknown list matched by their identifying fields; a whole value changed as a whole', () => {
    const before = [{ id: 7, amount: 50 }, { id: 8, amount: 20 }];
    const after = [{ id: 7, amount: 70 }, { id: 9, amount: 5 }];
    expect(read({ action: 'x.y', entity: 'x', before, after })).toEqual(['7 · amount: 50 → 70', '8: amount: 20 (removed)', '9: amount: 5']);
    expect(read({ action: 'x.y', entity: 'x', before: ['a', 'b'], after: ['a'] })).toEqual([': a, b → a']);
    expect(read({ action: 'x.y', entity: 'x', before: { a: 1 }, after: { a: 1 } })).toEqual([]);
  });
});
