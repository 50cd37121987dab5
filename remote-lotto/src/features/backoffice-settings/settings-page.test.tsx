import { act, fireEvent, screen, within } from '@testing-library/react';
import { clearAuth, saveLogin } from '@tanghuay/shared-auth';
import { loginAnswerFor } from '@tanghuay/shared-auth/testing';
import { apiError, type FakeApi, fakeApi } from '../../testing/fake-api.ts';
import { renderPage } from '../../testing/render-page.tsx';
import type { PaymentSettings } from './model/settings-form.ts';
import { SettingsPage } from './settings-page.tsx';

const payments: PaymentSettings = {
  deposit: { min: 100, max: 50000 },
  withdrawal: { min: 300, max: 20000 },
  promptpay: { type: 'phone', value: '0812345678' },
  bank: { code: 'KBANK', accountNo: '1234567890', accountName: 'บริษัท ตั้งหวย จำกัด' },
  secondApproval: { depositAbove: 20000, withdrawalAbove: 20000 },
};

const lotto = { cancelWithinMinutes: 30, cancelBeforeCloseMinutes: 10, maxDiscount: 10 };
const NOTHING_ABOVE = { members: 0, agents: [], betTypes: [] };

let api: FakeApi;
beforeEach(() => {
  saveLogin(loginAnswerFor('admin'));
  api = fakeApi();
  api.on('GET /backoffice/settings/payments', () => ({ body: payments }));
  api.on('GET /backoffice/settings/lotto', () => ({ body: { ...lotto, aboveMaximum: NOTHING_ABOVE } }));
  api.on('GET /site/config', () => ({ body: { layout: 'vertical', menuExcludedUserId: null, demoMode: true, demoAccounts: [] } }));
});
afterEach(() => {
  api.restore();
  act(() => clearAuth());
});

const show = () => renderPage(<SettingsPage />, { path: '/backoffice/settings', url: '/backoffice/settings' });
const section = async (title: string) => within((await screen.findByText(title)).closest('.ant-card') as HTMLElement);

describe('the settings', () => {
  it('shows each section as the API answers it', async () => {
    show();
    const money = await section('การฝากและถอนเงิน');
    expect(((await money.findByLabelText('ฝากสูงสุดต่อครั้ง (บาท)')) as HTMLInputElement).value).toBe('50000');
    expect((money.getByLabelText('หมายเลขพร้อมเพย์') as HTMLInputElement).value).toBe('0812345678');
    const lottery = await section('การยกเลิกโพยและส่วนลด');
    expect(((await lottery.findByLabelText('ยกเลิกได้ภายในกี่นาทีหลังแทง (0–1440)')) as HTMLInputElement).value).toBe('30');
    expect((lottery.getByLabelText('ส่วนลดสูงสุดของระบบ (%)') as HTMLInputElement).value).toBe('10');
    expect(lottery.getByText('ไม่มีส่วนลดใดเกินส่วนลดสูงสุด 10%')).toBeTruthy();
  });

  it('says beside the box what is wrong before sending, and shows the API’s refusal beside its box', async () => {
    api.on('PUT /backoffice/settings/payments', () => apiError(400, 'INVALID_BOUNDS', 'ยอดถอนขั้นต่ำต้องไม่มากกว่ายอดถอนสูงสุดต่อครั้ง'));
    show();
    const money = await section('การฝากและถอนเงิน');
    fireEvent.change(await money.findByLabelText('หมายเลขพร้อมเพย์'), { target: { value: '12345' } });
    fireEvent.click(money.getByRole('button', { name: 'บันทึก' }));
    expect(money.getByText('เบอร์โทรศัพท์ 10 หลัก ขึ้นต้นด้วย 0')).toBeTruthy();
    expect(api.calls('PUT /backoffice/settings/payments')).toHaveLength(0);

    fireEvent.change(money.getByLabelText('หมายเลขพร้อมเพย์'), { target: { value: '081-234-5678' } });
    fireEvent.click(money.getByRole('button', { name: 'บันทึก' }));
    const refusal = await money.findByText('ยอดถอนขั้นต่ำต้องไม่มากกว่ายอดถอนสูงสุดต่อครั้ง');
    expect(refusal.closest('div')?.textContent).toContain('ถอนสูงสุดต่อครั้ง (บาท)');
    expect(api.calls('PUT /backoffice/settings/payments')[0]?.body).toEqual(payments);
  });

  it('edits the two-person rule’s amounts, says what is wrong before sending, and sends them in baht', async () => {
    api.on('PUT /backoffice/settings/payments', ({ body }) => ({ body }));
    show();
    const money = await section('การฝากและถอนเงิน');
    const depositAbove = (await money.findByLabelText('ฝากเงินเกิน (บาท) ต้องมีผู้อนุมัติคนที่ 2')) as HTMLInputElement;
    expect(depositAbove.value).toBe('20000');
    fireEvent.change(depositAbove, { target: { value: '0' } });
    fireEvent.click(money.getByRole('button', { name: 'บันทึก' }));
    expect(money.getByText('ต้องเป็นบาท มากกว่า 0 ไม่เกิน 10,000,000 ทศนิยมไม่เกิน 2 ตำแหน่ง')).toBeTruthy();
    expect(api.calls('PUT /backoffice/settings/payments')).toHaveLength(0);

    fireEvent.change(depositAbove, { target: { value: '15,000.50' } });
    fireEvent.change(money.getByLabelText('ถอนเงินเกิน (บาท) ต้องมีผู้อนุมัติคนที่ 2'), { target: { value: '30000' } });
    fireEvent.click(money.getByRole('button', { name: 'บันทึก' }));
    expect(await money.findByText('บันทึกแล้ว')).toBeTruthy();
    expect(api.calls('PUT /backoffice/settings/payments')[0]?.body).toEqual({ ...payments, secondApproval: { depositAbove: 15000.5, withdrawalAbove: 30000 } });
  });

  it('saves each section on its own', async () => {
    api.on('PUT /backoffice/settings/lotto', ({ body }) => ({ body: { ...(body as object), aboveMaximum: NOTHING_ABOVE } }));
    api.on('PUT /backoffice/site/config', ({ body }) => ({ body: { ...(body as object), demoMode: true, demoAccounts: [] } }));
    show();
    const lottery = await section('การยกเลิกโพยและส่วนลด');
    fireEvent.change(await lottery.findByLabelText('ยกเลิกได้ถึงกี่นาทีก่อนปิดรับ (0–1440)'), { target: { value: '15' } });
    fireEvent.click(lottery.getByRole('button', { name: 'บันทึก' }));
    expect(await lottery.findByText('บันทึกแล้ว')).toBeTruthy();
    expect(api.calls('PUT /backoffice/settings/lotto')[0]?.body).toEqual({ ...lotto, cancelBeforeCloseMinutes: 15 });

    const site = await section('หน้าจอ');
    fireEvent.click(site.getByText('เมนูด้านบน'));
    fireEvent.change(site.getByLabelText('รหัสสมาชิกที่ซ่อนเมนูการเงิน'), { target: { value: '42' } });
    fireEvent.click(site.getByRole('button', { name: 'บันทึก' }));
    expect(await site.findByText('บันทึกแล้ว มีผลเมื่อโหลดหน้าใหม่')).toBeTruthy();
    expect(api.calls('PUT /backoffice/site/config')[0]?.body).toEqual({ layout: 'horizontal', menuExcludedUserId: 42 });
    expect(api.calls('PUT /backoffice/settings/payments')).toHaveLength(0);
  });

  it('changes the maximum discount and shows where each discount above it is, none cut', async () => {
    const above = {
      members: 3,
      agents: [{ id: '7', username: 'agent_nine', discount: 9 }],
      betTypes: [{ lottoCode: 'lao-vip', lottoName: 'หวยลาว VIP', type: '3top', discount: 6 }],
    };
    api.on('PUT /backoffice/settings/lotto', ({ body }) => ({ body: { ...(body as object), aboveMaximum: above } }));
    show();
    const lottery = await section('การยกเลิกโพยและส่วนลด');
    const box = await lottery.findByLabelText('ส่วนลดสูงสุดของระบบ (%)');
    fireEvent.change(box, { target: { value: '100' } });
    fireEvent.click(lottery.getByRole('button', { name: 'บันทึก' }));
    expect(lottery.getByText('ร้อยละ 0 ถึง 99.99 ทศนิยมไม่เกิน 2 ตำแหน่ง')).toBeTruthy();
    expect(api.calls('PUT /backoffice/settings/lotto')).toHaveLength(0);

    fireEvent.change(box, { target: { value: '5' } });
    fireEvent.click(lottery.getByRole('button', { name: 'บันทึก' }));
    expect(await lottery.findByText('มีส่วนลด 5 รายการที่เกินส่วนลดสูงสุด 5%')).toBeTruthy();
    expect(api.calls('PUT /backoffice/settings/lotto')[0]?.body).toEqual({ ...lotto, maxDiscount: 5 });
    expect(lottery.getByRole('link', { name: 'ดูรายชื่อ' }).getAttribute('href')).toBe('/backoffice/members?discountAbove=5');
    expect(lottery.getByRole('link', { name: 'agent_nine' }).getAttribute('href')).toBe('/backoffice/agents/7');
    expect(lottery.getByRole('link', { name: 'หวยลาว VIP 3 ตัวบน' }).getAttribute('href')).toBe('/backoffice/lotteries?lotto=lao-vip');
  });
});
