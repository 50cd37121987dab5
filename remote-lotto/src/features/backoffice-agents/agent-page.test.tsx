import { act, fireEvent, screen, within } from '@testing-library/react';
import { clearAuth, saveLogin } from '@tanghuay/shared-auth';
import { loginAnswerFor } from '@tanghuay/shared-auth/testing';
import { apiError, type FakeApi, fakeApi } from '../../testing/fake-api.ts';
import { renderPage } from '../../testing/render-page.tsx';
import { AgentPage } from './agent-page.tsx';
import type { Agent } from './api/agent.ts';

const agent: Agent = {
  id: '3',
  username: 'agent',
  role: 'master',
  group: { id: '2', username: 'group' },
  createdAt: '2026-12-01T03:00:00.000Z',
  discount: 5,
  maxDiscount: 10,
  memberDiscounts: [
    { discount: 5, members: 2 },
    { discount: 2.5, members: 1 },
    { discount: 0, members: 9 },
  ],
};

let api: FakeApi;
beforeEach(() => {
  saveLogin(loginAnswerFor('agadmin'));
  api = fakeApi();
  api.on('GET /backoffice/agents/3', () => ({ body: agent }));
  api.on('GET /backoffice/reports/agents', ({ params }) => ({
    body: { from: params.from, to: params.to, agents: [{ agent: { id: '3', username: 'agent' }, members: 12, balance: 1500.25, stake: 900, payout: 100, net: 791 }] },
  }));
});
afterEach(() => {
  api.restore();
  act(() => clearAuth());
});

const open = (url = '/backoffice/agents/3?from=2026-12-01&to=2026-12-16') => renderPage(<AgentPage />, { path: '/backoffice/agents/:id', url });
const card = async (title: string) => within((await screen.findByRole('heading', { name: title })).closest('.ant-card') as HTMLElement);

describe("an agent's page", () => {
  it('shows the facts', async () => {
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'agent' })).toBeTruthy();
    const facts = await card('ข้อมูลเอเย่นต์');
    expect(facts.getByText('ประเภท').nextSibling?.textContent).toBe('มาสเตอร์');
    expect(facts.getByText('กลุ่ม').nextSibling?.textContent).toBe('group');
    expect(facts.getByText('ส่วนลดของเอเย่นต์').nextSibling?.textContent).toBe('5%');
    expect(facts.getByText('สมาชิก').nextSibling?.textContent).toBe('12 ราย');
  });

  it('shows the period’s figures of its members and its members by discount, with the way to their list', async () => {
    open();
    const figures = await card('ยอดของสมาชิก');
    expect(await figures.findByText('ยอดแทง')).toBeTruthy();
    expect(figures.getByText('ยอดแทง').nextSibling?.textContent).toBe('900.00');
    expect(figures.getByText('ผลได้เสีย').nextSibling?.textContent).toBe('+791.00');
    expect(api.calls('GET /backoffice/reports/agents')[0]?.params).toEqual({ from: '2026-12-01', to: '2026-12-16', agentId: '3' });

    const members = await card('สมาชิกตามส่วนลด');
    expect(members.getAllByRole('row').map((row) => row.textContent)).toEqual(['ส่วนลดของสมาชิกสมาชิก', '5%2 ราย', '2.5%1 ราย', '0%9 ราย']);
    expect(members.getByRole('link', { name: 'ดูรายชื่อสมาชิก (12 ราย)' }).getAttribute('href')).toBe('/backoffice/members?agentId=3');
  });

  it('raises the discount within the maximum at once, and says what is wrong before sending', async () => {
    api.on('PUT /backoffice/agents/3/discount', ({ body }) => ({ body: { ...agent, ...(body as object), lowered: 0 } }));
    open();
    const discount = await card('ส่วนลดของเอเย่นต์');
    expect(discount.getByText('ไม่เกินส่วนลดสูงสุดของระบบ 10%')).toBeTruthy();
    const box = discount.getByLabelText('ส่วนลด (%)');
    fireEvent.change(box, { target: { value: '10.5' } });
    expect(discount.getByRole('alert').textContent).toBe('เกินส่วนลดสูงสุดที่ให้ได้');
    expect((discount.getByRole('button', { name: 'บันทึกส่วนลด' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(box, { target: { value: '7' } });
    fireEvent.click(discount.getByRole('button', { name: 'บันทึกส่วนลด' }));
    expect(await discount.findByText('บันทึกส่วนลด 7% แล้ว')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.calls('PUT /backoffice/agents/3/discount').map((call) => call.body)).toEqual([{ discount: 7 }]);
  });

  it('warns before a lower discount lowers its members, and sends nothing when told to go back', async () => {
    open();
    const discount = await card('ส่วนลดของเอเย่นต์');
    fireEvent.change(discount.getByLabelText('ส่วนลด (%)'), { target: { value: '2' } });
    fireEvent.click(discount.getByRole('button', { name: 'บันทึกส่วนลด' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('สมาชิก 3 รายที่มีส่วนลดมากกว่า 2% จะถูกลดส่วนลดเป็น 2%')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'กลับ' }));
    expect(api.calls('PUT /backoffice/agents/3/discount')).toHaveLength(0);
  });

  it('lowers the discount once confirmed, and says how many members it lowered', async () => {
    api.on('PUT /backoffice/agents/3/discount', () => ({
      body: { ...agent, discount: 2, memberDiscounts: [{ discount: 2, members: 3 }, { discount: 0, members: 9 }], lowered: 3 },
    }));
    open();
    const discount = await card('ส่วนลดของเอเย่นต์');
    fireEvent.change(discount.getByLabelText('ส่วนลด (%)'), { target: { value: '2' } });
    fireEvent.click(discount.getByRole('button', { name: 'บันทึกส่วนลด' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'บันทึก' }));
    expect(await discount.findByText('บันทึกส่วนลด 2% แล้ว ลดส่วนลดสมาชิก 3 รายเป็น 2%')).toBeTruthy();
    expect(api.calls('PUT /backoffice/agents/3/discount').map((call) => call.body)).toEqual([{ discount: 2 }]);
    expect((await card('ข้อมูลเอเย่นต์')).getByText('ส่วนลดของเอเย่นต์').nextSibling?.textContent).toBe('2%');
  });

  it("shows the API's refusal in its words", async () => {
    api.on('PUT /backoffice/agents/3/discount', () => apiError(400, 'DISCOUNT_ABOVE_MAXIMUM', 'ส่วนลดตั้งได้ไม่เกิน 8% (ส่วนลดสูงสุดของระบบ)'));
    open();
    const discount = await card('ส่วนลดของเอเย่นต์');
    fireEvent.change(discount.getByLabelText('ส่วนลด (%)'), { target: { value: '9' } });
    fireEvent.click(discount.getByRole('button', { name: 'บันทึกส่วนลด' }));
    expect(await discount.findByText('ส่วนลดตั้งได้ไม่เกิน 8% (ส่วนลดสูงสุดของระบบ)')).toBeTruthy();
  });

  it('opens the not-found page for an account that is not an agent', async () => {
    api.on('GET /backoffice/agents/99', () => apiError(404, 'NOT_FOUND', 'ไม่พบตัวแทนนี้'));
    open('/backoffice/agents/99');
    expect(await screen.findByText('/error-404')).toBeTruthy();
  });
});
