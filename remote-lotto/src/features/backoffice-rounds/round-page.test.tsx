import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { clearAuth, saveLogin } from '@tanghuay/shared-auth';
import { loginAnswerFor } from '@tanghuay/shared-auth/testing';
import type { BackofficeRoundDetail } from '../../lib/backoffice-rounds.ts';
import { apiError, type FakeApi, fakeApi } from '../../testing/fake-api.ts';
import { renderPage } from '../../testing/render-page.tsx';
import type { Exposure } from './api/limits.ts';
import { RoundPage } from './round-page.tsx';

const HOUR = 3_600_000;
const round: BackofficeRoundDetail = {
  id: '43',
  lottoCode: 'lao-vip',
  lottoName: 'หวยลาว VIP',
  lottoHead: 'หวยลาว',
  lottoSubHead: 'ลาว VIP',
  closeDate: '2026-12-16',
  opensAt: new Date(Date.now() - 20 * HOUR).toISOString(),
  closesAt: new Date(Date.now() + 2 * HOUR).toISOString(),
  status: 'open',
  secondsToClose: 7200,
  resultKind: 'standard',
  resultSource: 'operator',
  slips: 3,
  stake: 840,
  hasResult: false,
  cancelPreview: { slips: 3, members: 1, refund: 840 },
};
const exposure: Exposure = {
  roundId: '43',
  totals: { stake: 840, charged: 840, slips: 3, members: 1 },
  items: [
    { type: '3top', number: '123', stake: 60, payoutIfWins: 54000, slips: 3, members: 1, limit: null },
    { type: '2top', number: '12', stake: 300, payoutIfWins: 27000, slips: 3, members: 1, limit: { type: '2top', number: '12', kind: 'reduced', value: 50 } },
  ],
  total: 2,
  page: 1,
  pageSize: 20,
};
const betTypes = ['3top', '3tod', '2top', '2bottom', 'runtop', 'runbottom'].map((code) => ({ code, name: code, rate: 90, min: 1, max: 5000, discount: 0 }));

let api: FakeApi;
beforeEach(() => {
  saveLogin(loginAnswerFor('agadmin'));
  api = fakeApi();
  api.on('GET /backoffice/rounds/43', () => ({ body: round }));
  api.on('GET /backoffice/rounds/43/exposure', () => ({ body: exposure }));
  api.on('GET /lotto/rounds/43', () => ({
    body: { ...round, betTypes, limits: [{ type: '2top', number: '12', kind: 'reduced', value: 50 }], serverTime: new Date().toISOString() },
  }));
});
afterEach(() => {
  api.restore();
  act(() => clearAuth());
});

const show = (url = '/backoffice/rounds/43') => renderPage(<RoundPage />, { path: '/backoffice/rounds/:roundId', url });
const limitsCard = async () => (await screen.findByText('เลขอั้นของงวดนี้ (1 รายการ)')).closest('.ant-card') as HTMLElement;
/** A button by its words (quicker than by role on a page this big). */
const button = (words: string) => screen.getByText(words).closest('button') as HTMLElement;
const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe("a round's page", () => {
  it('shows the round, its stakes per number biggest payout first, and its limits', async () => {
    show();
    expect(await screen.findByRole('heading', { level: 1, name: 'หวยลาว VIP งวด 16 ธ.ค. 2569' })).toBeTruthy();
    const exposureTable = (await screen.findByText('54,000.00')).closest('table') as HTMLElement;
    expect(rowsOf(exposureTable)).toEqual([
      ['ประเภท', 'เลข', 'ยอดแทงรวม', 'ต้องจ่ายถ้าออก', 'โพย', 'สมาชิก', 'เลขอั้น'],
      ['3 ตัวบน', '123', '60.00', '54,000.00', '3', '1', 'ปิดรับเลขนี้'],
      ['2 ตัวบน', '12', '300.00', '27,000.00', '3', '1', 'จ่าย 50%ปิดรับเลขนี้'],
    ]);
    const limits = within(await limitsCard());
    expect(limits.getByText('จ่าย 50%')).toBeTruthy();
    expect(api.calls('GET /backoffice/rounds/43/exposure')[0]?.params).toEqual({ page: '1', pageSize: '20' });
  });

  it('asks for one bet type of the stakes', async () => {
    show('/backoffice/rounds/43?type=2top');
    await screen.findByText('54,000.00');
    expect(api.calls('GET /backoffice/rounds/43/exposure')[0]?.params).toMatchObject({ type: '2top' });
  });

  it('adds pasted numbers, says which it could not take, and saves the whole list', async () => {
    api.on('PUT /backoffice/rounds/43/limits', ({ body }) => ({ body: { roundId: '43', limits: (body as { items: unknown[] }).items } }));
    show();
    const limits = within(await limitsCard());
    fireEvent.click(limits.getByText('จำกัดยอดรับ'));
    fireEvent.change(limits.getByLabelText('รับแทงรวมทุกคนไม่เกิน (บาท)'), { target: { value: '1,000' } });
    fireEvent.change(limits.getByLabelText('เลข'), { target: { value: '๓๔๕ 567\n12' } });
    expect(limits.getByText('ไม่ได้เพิ่ม: 12 (ต้องเป็นเลข 3 หลัก)')).toBeTruthy();
    fireEvent.click(button('เพิ่มเลขอั้น'));
    expect(await screen.findByText('เลขอั้นของงวดนี้ (3 รายการ)')).toBeTruthy();
    expect(api.calls('PUT /backoffice/rounds/43/limits')).toHaveLength(0);
    fireEvent.click(button('บันทึกเลขอั้น'));
    await waitFor(() => expect(api.calls('PUT /backoffice/rounds/43/limits')).toHaveLength(1));
    expect(api.calls('PUT /backoffice/rounds/43/limits')[0]?.body).toEqual({
      items: [
        { type: '2top', number: '12', kind: 'reduced', value: 50 },
        { type: '3top', number: '345', kind: 'cap', value: 1000 },
        { type: '3top', number: '567', kind: 'cap', value: 1000 },
      ],
    });
    await waitFor(() => expect(screen.queryByText('บันทึกเลขอั้น')).toBeNull());
  });

  it("turns a row of the stakes into a limit in one click, and shows the API's refusal line by line", async () => {
    const refusal = 'ตั้งเลขอั้นไม่ได้ 1 ข้อ:\nรายการที่ 2: หวยลาว VIP ไม่รับแทง 3 ตัวบน';
    api.on('PUT /backoffice/rounds/43/limits', () => apiError(400, 'INVALID_LIMITS', refusal));
    show();
    await screen.findByText('54,000.00');
    fireEvent.click(screen.getByLabelText('ปิดรับเลขนี้ (3 ตัวบน 123)'));
    expect(await screen.findByText('เลขอั้นของงวดนี้ (2 รายการ)')).toBeTruthy();
    fireEvent.click(button('บันทึกเลขอั้น'));
    const alert = await screen.findByText((_, element) => element?.textContent === refusal && element.tagName === 'SPAN');
    expect(alert).toBeTruthy();
    expect(api.calls('PUT /backoffice/rounds/43/limits')[0]?.body).toEqual({
      items: [
        { type: '2top', number: '12', kind: 'reduced', value: 50 },
        { type: '3top', number: '123', kind: 'closed' },
      ],
    });
  });

  it("names each row's button by what it does to the number, following the add form's kind and value", async () => {
    show();
    const limits = within(await limitsCard());
    await screen.findByText('54,000.00');
    fireEvent.click(limits.getByText('จ่ายลด'));
    expect(screen.getAllByText('ตั้งเลขอั้น…')).toHaveLength(2);
    fireEvent.change(limits.getByLabelText('จ่ายกี่เปอร์เซ็นต์ของอัตราจ่าย (1–99)'), { target: { value: '70' } });
    expect(screen.getByLabelText('ลดจ่ายเหลือ 70% (2 ตัวบน 12)')).toBeTruthy();
    // 2 ตัวบน 12 pays 50% already: no button to set what it has.
    fireEvent.change(limits.getByLabelText('จ่ายกี่เปอร์เซ็นต์ของอัตราจ่าย (1–99)'), { target: { value: '50' } });
    expect(screen.getByLabelText('ลดจ่ายเหลือ 50% (3 ตัวบน 123)')).toBeTruthy();
    expect(screen.queryByLabelText('ลดจ่ายเหลือ 50% (2 ตัวบน 12)')).toBeNull();
    fireEvent.click(limits.getByText('จำกัดยอดรับ'));
    fireEvent.change(limits.getByLabelText('รับแทงรวมทุกคนไม่เกิน (บาท)'), { target: { value: '1500.5' } });
    fireEvent.click(screen.getByLabelText('จำกัดรับ 1,500.50 บาท (3 ตัวบน 123)'));
    expect(await screen.findByText('เลขอั้นของงวดนี้ (2 รายการ)')).toBeTruthy();
    expect(limits.getByText('รับไม่เกิน 1,500.50 บาท')).toBeTruthy();
  });

  it('says to press save while added limits are unsaved, and no longer once saved or dropped', async () => {
    api.on('PUT /backoffice/rounds/43/limits', ({ body }) => ({ body: { roundId: '43', limits: (body as { items: unknown[] }).items } }));
    show();
    const limits = within(await limitsCard());
    const addNumbers = (numbers: string) => {
      fireEvent.change(limits.getByLabelText('เลข'), { target: { value: numbers } });
      fireEvent.click(button('เพิ่มเลขอั้น'));
    };
    const hint = (count: number) => `เพิ่ม ${count} รายการแล้ว กด “บันทึกเลขอั้น” เพื่อใช้งาน`;
    addNumbers('345 567');
    expect(await screen.findByText(hint(2))).toBeTruthy();
    fireEvent.click(button('บันทึกเลขอั้น'));
    await waitFor(() => expect(screen.queryByText('บันทึกเลขอั้น')).toBeNull());
    expect(screen.queryByText(hint(2))).toBeNull();
    addNumbers('789');
    expect(await screen.findByText(hint(1))).toBeTruthy();
    fireEvent.click(button('ยกเลิกการแก้ไข'));
    await waitFor(() => expect(screen.queryByText(hint(1))).toBeNull());
    fireEvent.click(limits.getByLabelText('ลบเลขอั้น 3 ตัวบน 345'));
    expect(await screen.findByText('บันทึกเลขอั้น')).toBeTruthy();
    expect(screen.queryByText(/^เพิ่ม \d+ รายการแล้ว/)).toBeNull();
  });

  it('removes a limit, and drops the changes on request', async () => {
    show();
    const limits = within(await limitsCard());
    fireEvent.click(limits.getByLabelText('ลบเลขอั้น 2 ตัวบน 12'));
    expect(await screen.findByText('งวดนี้ยังไม่มีเลขอั้น')).toBeTruthy();
    fireEvent.click(button('ยกเลิกการแก้ไข'));
    expect(await screen.findByText('เลขอั้นของงวดนี้ (1 รายการ)')).toBeTruthy();
  });

  it('keeps the limits of a resulted round as they are', async () => {
    api.on('GET /backoffice/rounds/43', () => ({ body: { ...round, status: 'resulted', hasResult: true, cancelPreview: null } }));
    show();
    expect(await screen.findByText('งวดนี้ออกผลหรือถูกยกเลิกแล้ว แก้เลขอั้นไม่ได้')).toBeTruthy();
    expect(screen.queryByText('เพิ่มเลขอั้น')).toBeNull();
    expect(screen.queryByText('ปิดรับเลขนี้')).toBeNull();
    expect(screen.queryByText('ยกเลิกงวด')).toBeNull();
    expect(screen.getByRole('link', { name: 'ดูหรือแก้ผลรางวัล' }).getAttribute('href')).toBe('/backoffice/results/43');
  });
});
