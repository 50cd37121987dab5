import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderPageAt } from '../../testing/render-page-at.tsx';
import { RepeaterPage } from './repeater-page.tsx';
import { ValidationPage } from './validation-page.tsx';
import { WizardPage } from './wizard-page.tsx';

// antd's forms validate through timers; a page's test takes a few seconds on a busy machine.
const SLOW = 30_000;
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('the wizard', () => {
  const fillAccount = () => {
    type('ชื่อผู้ใช้', 'somchai');
    type('อีเมล', 'somchai@example.com');
    type('รหัสผ่าน', 'secret-123');
  };

  it('keeps Next from leaving a step with invalid fields', async () => {
    renderPageAt('/forms/wizard', { '/forms/wizard': <WizardPage /> });
    fireEvent.click(screen.getByRole('button', { name: 'ถัดไป' }));
    expect((await screen.findAllByText('กรุณากรอกช่องนี้')).length).toBe(3);
    fillAccount();
    type('อีเมล', 'not-an-email');
    fireEvent.click(screen.getByRole('button', { name: 'ถัดไป' }));
    expect(await screen.findByText('รูปแบบอีเมลไม่ถูกต้อง')).toBeTruthy();
    expect(screen.getByText('(ขั้นที่ 1 จาก 4)')).toBeTruthy();
  }, SLOW);

  it('keeps the values typed when the visitor goes back, and goes on once a step is valid', async () => {
    renderPageAt('/forms/wizard', { '/forms/wizard': <WizardPage /> });
    fillAccount();
    fireEvent.click(screen.getByRole('button', { name: 'ถัดไป' }));
    expect(await screen.findByText('(ขั้นที่ 2 จาก 4)')).toBeTruthy();
    type('ชื่อ', 'สมชาย');
    fireEvent.click(screen.getByRole('button', { name: 'ย้อนกลับ' }));
    expect(screen.getByText('(ขั้นที่ 1 จาก 4)')).toBeTruthy();
    expect((screen.getByLabelText('ชื่อผู้ใช้') as HTMLInputElement).value).toBe('somchai');
    fireEvent.click(screen.getByRole('button', { name: 'ถัดไป' }));
    expect(await screen.findByText('(ขั้นที่ 2 จาก 4)')).toBeTruthy();
    expect((screen.getByLabelText('ชื่อ') as HTMLInputElement).value).toBe('สมชาย');
  }, SLOW);
});

describe('the validation form', () => {
  it('shows each rule’s message in Thai', async () => {
    renderPageAt('/forms/validation', { '/forms/validation': <ValidationPage /> });
    type('อีเมล', 'somchai@');
    type('ชื่อผู้ใช้ (4–16 ตัว)', 'abc');
    type('เบอร์โทรศัพท์', '0212345');
    type('รหัสผ่าน', 'password1');
    type('ยืนยันรหัสผ่าน', 'password2');
    type('อายุ (18–99)', '120');
    fireEvent.click(screen.getByRole('button', { name: 'ส่งฟอร์ม' }));
    for (const text of ['กรุณากรอกช่องนี้', 'รูปแบบอีเมลไม่ถูกต้อง', 'อย่างน้อย 4 ตัวอักษร', 'เบอร์โทรต้องเป็นตัวเลข 10 หลัก ขึ้นต้นด้วย 0', 'รหัสผ่านไม่ตรงกัน', 'อายุต้องเป็นจำนวนเต็ม 18 ถึง 99']) {
      expect(await screen.findByText(text)).toBeTruthy();
    }
    type('ชื่อผู้ใช้ (4–16 ตัว)', 'a'.repeat(17));
    expect(await screen.findByText('ไม่เกิน 16 ตัวอักษร')).toBeTruthy();
  }, SLOW);

  it('says that everything is valid once it is', async () => {
    renderPageAt('/forms/validation', { '/forms/validation': <ValidationPage /> });
    type('ชื่อ-นามสกุล', 'สมชาย ใจดี');
    type('อีเมล', 'somchai@example.com');
    type('ชื่อผู้ใช้ (4–16 ตัว)', 'somchai');
    type('เบอร์โทรศัพท์', '0812345678');
    type('รหัสผ่าน', 'password1');
    type('ยืนยันรหัสผ่าน', 'password1');
    type('อายุ (18–99)', '35');
    fireEvent.click(screen.getByRole('button', { name: 'ส่งฟอร์ม' }));
    expect(await screen.findByText('ข้อมูลถูกต้องครบถ้วน')).toBeTruthy();
  }, SLOW);
});

describe('the repeater', () => {
  const total = () => screen.getByTestId('grand-total').textContent;

  it('totals the rows in whole cents as they change, are added and removed', async () => {
    renderPageAt('/forms/repeater', { '/forms/repeater': <RepeaterPage /> });
    expect(total()).toBe('฿5,201.00');
    fireEvent.click(screen.getByRole('button', { name: 'เพิ่มรายการ' }));
    const third = await screen.findByRole('group', { name: 'รายการ 3' });
    fireEvent.change(within(third).getByLabelText('ราคาต่อหน่วย'), { target: { value: '0.10' } });
    fireEvent.change(within(third).getByLabelText('จำนวน'), { target: { value: '3' } });
    await waitFor(() => expect(total()).toBe('฿5,201.30'));
    expect(within(third).getByTestId('line-total').textContent).toBe('0.30');

    fireEvent.click(within(screen.getByRole('group', { name: 'รายการ 1' })).getByRole('button', { name: 'ลบ' }));
    await waitFor(() => expect(total()).toBe('฿701.30'));
  }, SLOW);
});
