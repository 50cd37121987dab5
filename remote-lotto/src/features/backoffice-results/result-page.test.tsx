import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { clearAuth, saveLogin } from '@tanghuay/shared-auth';
import { loginAnswerFor } from '@tanghuay/shared-auth/testing';
import type { BackofficeRoundDetail } from '../../lib/backoffice-rounds.ts';
import type { LottoResult } from '../../lib/get-results.ts';
import { apiError, type FakeApi, fakeApi } from '../../testing/fake-api.ts';
import { renderPage } from '../../testing/render-page.tsx';
import type { ResultPreview } from './api/result.ts';
import { ResultPage } from './result-page.tsx';

const government: BackofficeRoundDetail = {
  id: '60',
  lottoCode: 'thai-gov',
  lottoName: 'หวยรัฐบาลไทย',
  lottoHead: 'หวยไทย',
  lottoSubHead: 'รัฐบาล',
  closeDate: '2026-12-16',
  opensAt: '2026-12-01T08:20:00.000Z',
  closesAt: '2026-12-16T08:20:00.000Z',
  status: 'closed',
  secondsToClose: 0,
  resultKind: 'government',
  resultSource: 'operator',
  slips: 2,
  stake: 120,
  hasResult: false,
  cancelPreview: { slips: 2, members: 1, refund: 120 },
};
const standard: BackofficeRoundDetail = { ...government, id: '40', lottoCode: 'lao-pattana', lottoName: 'หวยลาวพัฒนา', resultKind: 'standard' };
/** A member's row when no charge-back needs their pending withdrawals. */
const noHolds = { fromWithdrawals: { withdrawals: 0, amount: 0 }, uncovered: 0 };
const preview: ResultPreview = {
  roundId: '60',
  version: 1,
  correction: false,
  winningItems: 1,
  members: 1,
  totalPayout: 9000,
  perMember: [{ member: { id: '4', username: 'somchai' }, payout: 9000, previousPayout: 0, change: 9000, ...noHolds }],
};

/** The result in force of round 40. */
const inForce: LottoResult = {
  roundId: '40',
  lottoCode: 'lao-pattana',
  lottoName: 'หวยลาวพัฒนา',
  lottoHead: 'หวยลาว',
  lottoSubHead: 'ลาวพัฒนา',
  closeDate: '2026-12-16',
  closesAt: '2026-12-16T08:20:00.000Z',
  firstPrize: null,
  front3: null,
  back3: null,
  top3: '512',
  bottom2: '34',
  source: 'operator',
  version: 1,
  enteredAt: '2026-12-16T09:00:00.000Z',
};

let api: FakeApi;
beforeEach(() => {
  saveLogin(loginAnswerFor('agadmin'));
  api = fakeApi();
  api.on('GET /backoffice/rounds/60', () => ({ body: government }));
  api.on('GET /backoffice/rounds/40', () => ({ body: standard }));
});
afterEach(() => {
  api.restore();
  act(() => clearAuth());
});

const show = (roundId: string) => renderPage(<ResultPage />, { path: '/backoffice/results/:roundId', url: `/backoffice/results/${roundId}` });
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('entering a result', () => {
  it("has the government lottery's boxes, each saying what is missing before anything is sent", async () => {
    show('60');
    expect(await screen.findByRole('heading', { level: 1, name: 'ผลรางวัล หวยรัฐบาลไทย งวด 16 ธ.ค. 2569' })).toBeTruthy();
    await screen.findByLabelText('รางวัลที่ 1');
    type('รางวัลที่ 1', '๑๒๓๔๕๖');
    expect((screen.getByLabelText('รางวัลที่ 1') as HTMLInputElement).value).toBe('123456');
    expect(screen.getByText('3 ตัวบน: 456')).toBeTruthy();
    type('เลขหน้า 3 ตัว (ชุดที่ 1)', '01');
    fireEvent.click(screen.getByRole('button', { name: 'ตรวจยอดจ่ายก่อนยืนยัน' }));
    expect(screen.getByText('ต้องเป็นตัวเลข 3 หลัก')).toBeTruthy();
    expect(screen.getAllByText('กรุณากรอก')).toHaveLength(4);
    expect(api.calls('POST /backoffice/rounds/60/result/preview')).toHaveLength(0);
  });

  it('previews what the numbers would pay, then confirms them under an Idempotency-Key and shows the settlement', async () => {
    api.on('POST /backoffice/rounds/60/result/preview', () => ({ body: preview }));
    api.on('POST /backoffice/rounds/60/result', () => ({
      body: { result: {}, settlement: { version: 1, items: 2, winners: 1, payout: 9000 } },
    }));
    show('60');
    await screen.findByLabelText('รางวัลที่ 1');
    type('รางวัลที่ 1', '123456');
    type('เลขหน้า 3 ตัว (ชุดที่ 1)', '011');
    type('เลขหน้า 3 ตัว (ชุดที่ 2)', '987');
    type('เลขท้าย 3 ตัว (ชุดที่ 1)', '555');
    type('เลขท้าย 3 ตัว (ชุดที่ 2)', '004');
    type('เลขท้าย 2 ตัว', '07');
    expect(screen.queryByRole('button', { name: 'ยืนยันออกผล' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'ตรวจยอดจ่ายก่อนยืนยัน' }));
    const table = (await screen.findByText('somchai')).closest('table') as HTMLElement;
    expect(within(table).getByText('9,000.00')).toBeTruthy();
    expect(api.calls('POST /backoffice/rounds/60/result/preview')[0]?.body).toEqual({
      firstPrize: '123456',
      front3: ['011', '987'],
      back3: ['555', '004'],
      bottom2: '07',
    });
    fireEvent.click(screen.getByRole('button', { name: 'ยืนยันออกผล' }));
    expect(await screen.findByText('ออกผลรางวัลแล้ว จ่ายเงินรางวัลเข้ากระเป๋าสมาชิกเรียบร้อย')).toBeTruthy();
    const [entry] = api.calls('POST /backoffice/rounds/60/result');
    expect(entry?.idempotencyKey).toMatch(/^[0-9a-f]{32}$/);
    expect(entry?.body).toEqual(api.calls('POST /backoffice/rounds/60/result/preview')[0]?.body);
  });

  it('asks for a new preview when the numbers change after one', async () => {
    api.on('POST /backoffice/rounds/40/result/preview', () => ({ body: { ...preview, roundId: '40' } }));
    show('40');
    await screen.findByLabelText('3 ตัวบน');
    type('3 ตัวบน', '512');
    type('2 ตัวล่าง', '34');
    fireEvent.click(screen.getByRole('button', { name: 'ตรวจยอดจ่ายก่อนยืนยัน' }));
    expect(await screen.findByRole('button', { name: 'ยืนยันออกผล' })).toBeTruthy();
    type('2 ตัวล่าง', '35');
    expect(screen.queryByRole('button', { name: 'ยืนยันออกผล' })).toBeNull();
  });

  it('shows a correction with what moves back and forth', async () => {
    api.on('GET /backoffice/rounds/40', () => ({ body: { ...standard, status: 'resulted', hasResult: true } }));
    api.on('GET /lotto/results', () => ({ body: { date: '2026-12-16', results: [inForce] } }));
    api.on('POST /backoffice/rounds/40/result/preview', () => ({
      body: {
        ...preview,
        roundId: '40',
        version: 2,
        correction: true,
        winningItems: 0,
        members: 0,
        totalPayout: 0,
        perMember: [{ member: { id: '4', username: 'somchai' }, payout: 0, previousPayout: 9000, change: -9000, ...noHolds }],
        moves: { slips: 1, credited: 0, debited: 9000 },
      },
    }));
    show('40');
    expect(await screen.findByText('ผลที่ใช้อยู่ (ครั้งที่ 1) ป้อนเมื่อ 16 ธ.ค. 2569 16:00')).toBeTruthy();
    expect((screen.getByLabelText('3 ตัวบน') as HTMLInputElement).value).toBe('512');
    type('3 ตัวบน', '613');
    fireEvent.click(screen.getByRole('button', { name: 'ตรวจยอดจ่ายก่อนยืนยัน' }));
    expect(await screen.findByText('เรียกคืนจากสมาชิก')).toBeTruthy();
    expect(screen.getAllByText('−9,000.00')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'ยืนยันแก้ผลรางวัล' })).toBeTruthy();
    expect(api.calls('GET /lotto/results')[0]?.params).toEqual({ date: '2026-12-16', lotto: 'lao-pattana' });
  });

  it('says what a correction would take from pending withdrawals, and that one left short refuses it', async () => {
    api.on('GET /backoffice/rounds/40', () => ({ body: { ...standard, status: 'resulted', hasResult: true } }));
    api.on('GET /lotto/results', () => ({ body: { date: '2026-12-16', results: [inForce] } }));
    const takenBack = (id: string, username: string, fromWithdrawals: { withdrawals: number; amount: number }, uncovered: number) => ({
      member: { id, username },
      payout: 0,
      previousPayout: 900,
      change: -900,
      fromWithdrawals,
      uncovered,
    });
    let short = 300.25;
    api.on('POST /backoffice/rounds/40/result/preview', () => ({
      body: {
        ...preview,
        roundId: '40',
        version: 2,
        correction: true,
        winningItems: 0,
        members: 0,
        totalPayout: 0,
        perMember: [
          takenBack('4', 'somchai', { withdrawals: 2, amount: 800.5 }, 0),
          takenBack('5', 'somsri', { withdrawals: 1, amount: 500 }, short),
          takenBack('6', 'somying', { withdrawals: 0, amount: 0 }, 0),
        ],
        moves: { slips: 3, credited: 0, debited: 2700 },
      },
    }));
    show('40');
    await screen.findByLabelText('3 ตัวบน');
    type('3 ตัวบน', '613');
    fireEvent.click(screen.getByRole('button', { name: 'ตรวจยอดจ่ายก่อนยืนยัน' }));
    expect(await screen.findByText('ยอดเงินของสมาชิก 1 คนไม่พอให้เรียกคืน แม้นับรายการถอนที่รออนุมัติแล้ว (ขาดรวม 300.25 บาท)')).toBeTruthy();
    expect(screen.queryByText(/^จะยกเลิกรายการถอน/)).toBeNull();
    const rows = within(screen.getByRole('table')).getAllByRole('row').map((row) => row.textContent);
    expect(rows).toEqual([
      'สมาชิกยอดจ่ายจ่ายไปแล้วส่วนต่างจากรายการถอนที่รออนุมัติ',
      'somchai0.00900.00−900.00ยกเลิก 2\u00a0รายการ · 800.50',
      'somsri0.00900.00−900.00ยกเลิก 1\u00a0รายการ · 500.00ยังขาด 300.25',
      'somying0.00900.00−900.00',
    ]);
    // The operator may still confirm: the refusal leaves those members' withdrawals waiting for the correction.
    expect(screen.getByRole('button', { name: 'ยืนยันแก้ผลรางวัล' })).toBeTruthy();

    // Covered once somsri pays in: the withdrawals it would reject, in all.
    short = 0;
    fireEvent.click(screen.getByRole('button', { name: 'ตรวจยอดจ่ายก่อนยืนยัน' }));
    expect(
      await screen.findByText('จะยกเลิกรายการถอนที่รออนุมัติ 3 รายการ รวม 1,300.50 บาท ของสมาชิก 2 คน คืนเข้ากระเป๋าก่อนเรียกคืนเงินรางวัล (สมาชิกเห็นเหตุผลในรายการถอน)'),
    ).toBeTruthy();
    expect(screen.queryByText(/ไม่พอให้เรียกคืน/)).toBeNull();
  });

  it("shows the API's refusal of a preview", async () => {
    api.on('POST /backoffice/rounds/40/result/preview', () => apiError(409, 'ROUND_NOT_CLOSED', 'รอบนี้ของหวยลาวพัฒนา ยังไม่ปิดรับแทง'));
    show('40');
    await screen.findByLabelText('3 ตัวบน');
    type('3 ตัวบน', '512');
    type('2 ตัวล่าง', '34');
    fireEvent.click(screen.getByRole('button', { name: 'ตรวจยอดจ่ายก่อนยืนยัน' }));
    expect(await screen.findByText('รอบนี้ของหวยลาวพัฒนา ยังไม่ปิดรับแทง')).toBeTruthy();
  });

  it('says why no result can be entered for a round still open or drawn by the house', async () => {
    api.on('GET /backoffice/rounds/40', () => ({ body: { ...standard, status: 'open' } }));
    show('40');
    expect(await screen.findByText('งวดนี้ยังไม่ปิดรับแทง ป้อนผลได้เมื่อปิดรับแล้ว')).toBeTruthy();
    expect(screen.queryByLabelText('3 ตัวบน')).toBeNull();
    api.on('GET /backoffice/rounds/40', () => ({ body: { ...standard, resultSource: 'house_rng' } }));
    show('40');
    await waitFor(() => expect(screen.getByText('หวยนี้ระบบออกผลเองเมื่อปิดรับ ป้อนผลเองไม่ได้')).toBeTruthy());
  });
});
