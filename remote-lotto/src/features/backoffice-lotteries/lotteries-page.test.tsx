import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { clearAuth, saveLogin } from '@tanghuay/shared-auth';
import { loginAnswerFor } from '@tanghuay/shared-auth/testing';
import { apiError, type FakeApi, fakeApi } from '../../testing/fake-api.ts';
import { renderPage } from '../../testing/render-page.tsx';
import { LotteriesPage } from './lotteries-page.tsx';
import type { BetTypeSetting } from './model/bet-type-form.ts';

const settings: BetTypeSetting[] = [
  { code: '3top', name: '3 ตัวบน', rate: 900, min: 1, max: 2000, discount: 0, enabled: true },
  { code: 'runtop', name: 'วิ่งบน', rate: 3.2, min: 1, max: 10000, discount: 1.5, enabled: true },
];
const catalog = {
  heads: [{ code: 'lao', name: 'หวยลาว', subHeads: [{ code: 'vip', name: 'ลาว VIP', lottos: [{ code: 'lao-vip', name: 'หวยลาว VIP', resultKind: 'standard', resultSource: 'operator' }] }] }],
};

let api: FakeApi;
beforeEach(() => {
  saveLogin(loginAnswerFor('agadmin'));
  api = fakeApi();
  api.on('GET /lotto/catalog', () => ({ body: catalog }));
  api.on('GET /backoffice/lottos/lao-vip/bet-types', () => ({ body: { lottoCode: 'lao-vip', maxDiscount: 10, betTypes: settings } }));
});
afterEach(() => {
  api.restore();
  act(() => clearAuth());
});

const show = () => renderPage(<LotteriesPage />, { path: '/backoffice/lotteries', url: '/backoffice/lotteries' });
const box = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe("a lottery's bet types", () => {
  it("opens on the catalog's first lottery with each type's terms", async () => {
    show();
    expect((await screen.findByLabelText('อัตราจ่าย (บาทละ) 3 ตัวบน')).getAttribute('value')).toBe('900');
    expect(box('ส่วนลด (%) วิ่งบน').value).toBe('1.5');
    expect(screen.getByRole('switch', { name: 'เปิดรับแทง วิ่งบน' }).getAttribute('aria-checked')).toBe('true');
  });

  it('says in Thai what is wrong beside the box, and sends nothing', async () => {
    show();
    await screen.findByLabelText('อัตราจ่าย (บาทละ) 3 ตัวบน');
    fireEvent.change(box('แทงสูงสุดต่อเลข (บาท) 3 ตัวบน'), { target: { value: '0.5' } });
    fireEvent.change(box('ส่วนลด (%) วิ่งบน'), { target: { value: '100' } });
    fireEvent.click(screen.getByRole('button', { name: 'บันทึก' }));
    expect(screen.getByText('ต้องไม่น้อยกว่าแทงขั้นต่ำ')).toBeTruthy();
    expect(screen.getByText('ตั้งแต่ 0 ถึงน้อยกว่า 100')).toBeTruthy();
    expect(api.calls('PUT /backoffice/lottos/lao-vip/bet-types')).toHaveLength(0);
  });

  it("keeps each discount within the business's maximum, said above the table", async () => {
    show();
    expect(await screen.findByText('ส่วนลดแต่ละประเภทตั้งได้ไม่เกิน 10% (ส่วนลดสูงสุดของระบบ)')).toBeTruthy();
    fireEvent.change(box('ส่วนลด (%) วิ่งบน'), { target: { value: '10.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'บันทึก' }));
    expect(screen.getByText('เกินส่วนลดสูงสุดของระบบ').getAttribute('role')).toBe('alert');
    expect(api.calls('PUT /backoffice/lottos/lao-vip/bet-types')).toHaveLength(0);
  });

  it('sends only the types that changed, and starts again from the answer', async () => {
    api.on('PUT /backoffice/lottos/lao-vip/bet-types', () => ({
      body: { lottoCode: 'lao-vip', maxDiscount: 10, betTypes: [{ ...settings[0], rate: 850 }, { ...settings[1], enabled: false }] },
    }));
    show();
    await screen.findByLabelText('อัตราจ่าย (บาทละ) 3 ตัวบน');
    fireEvent.change(box('อัตราจ่าย (บาทละ) 3 ตัวบน'), { target: { value: '๘๕๐' } });
    fireEvent.click(screen.getByRole('switch', { name: 'เปิดรับแทง วิ่งบน' }));
    fireEvent.click(screen.getByRole('button', { name: 'บันทึก' }));
    expect(await screen.findByText('บันทึกแล้ว โพยใหม่ใช้ค่าใหม่ทันที')).toBeTruthy();
    expect(api.calls('PUT /backoffice/lottos/lao-vip/bet-types')[0]?.body).toEqual({
      items: [
        { type: '3top', rate: 850, min: 1, max: 2000, discount: 0, enabled: true },
        { type: 'runtop', rate: 3.2, min: 1, max: 10000, discount: 1.5, enabled: false },
      ],
    });
    await waitFor(() => expect(box('อัตราจ่าย (บาทละ) 3 ตัวบน').value).toBe('850'));
  });

  it("shows the API's refusal", async () => {
    api.on('PUT /backoffice/lottos/lao-vip/bet-types', () => apiError(400, 'INVALID_BET_TYPES', 'วิ่งบน: แทงสูงสุดต้องไม่น้อยกว่าแทงขั้นต่ำ'));
    show();
    await screen.findByLabelText('อัตราจ่าย (บาทละ) 3 ตัวบน');
    fireEvent.change(box('อัตราจ่าย (บาทละ) 3 ตัวบน'), { target: { value: '800' } });
    fireEvent.click(screen.getByRole('button', { name: 'บันทึก' }));
    expect(await screen.findByText('วิ่งบน: แทงสูงสุดต้องไม่น้อยกว่าแทงขั้นต่ำ')).toBeTruthy();
  });
});
