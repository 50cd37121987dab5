import { renderPage } from '../../testing/render-page.tsx';
import { fireEvent, screen } from '@testing-library/react';
import { RegisterPage } from './register-page.tsx';

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const send = () => fireEvent.click(screen.getByRole('button', { name: 'สมัครสมาชิก' }));

describe('RegisterPage', () => {
  it('asks for every field, the bank and the 20+ declaration before sending', async () => {
    renderPage(<RegisterPage variant="v1" />, { width: 360 });
    send();
    expect(await screen.findByText('กรุณากรอกชื่อผู้ใช้')).toBeTruthy();
    for (const message of [
      'กรุณาตั้งรหัสผ่าน',
      'กรุณากรอกรหัสผ่านอีกครั้ง',
      'กรุณากรอกเบอร์โทรศัพท์',
      'กรุณาเลือกธนาคาร',
      'กรุณากรอกเลขที่บัญชีธนาคาร',
      'กรุณากรอกชื่อบัญชีธนาคาร',
      'ต้องมีอายุ 20 ปีขึ้นไปและยอมรับข้อกำหนดจึงจะสมัครสมาชิกได้',
    ]) {
      expect(screen.getByText(message)).toBeTruthy();
    }
  });

  it('explains in Thai each value the API would refuse', async () => {
    renderPage(<RegisterPage variant="v2" />);
    type('ชื่อผู้ใช้', 'ab');
    type('ตั้งรหัสผ่าน', 'abcdefgh');
    type('ยืนยันรหัสผ่าน', 'abcdefgi');
    type('เบอร์โทรศัพท์', '81234567');
    type('เลขที่บัญชีธนาคาร', '12345');
    type('ชื่อบัญชีธนาคาร', 'Somchai 99');
    send();
    expect(await screen.findByText('ชื่อผู้ใช้ต้องเป็นภาษาอังกฤษ ตัวเลข หรือ _ ยาว 3–20 ตัว')).toBeTruthy();
    for (const message of [
      'รหัสผ่านต้องยาวอย่างน้อย 8 ตัวอักษร และมีทั้งตัวอักษรและตัวเลข',
      'รหัสผ่านทั้งสองช่องไม่ตรงกัน',
      'เบอร์โทรศัพท์ต้องเป็นตัวเลข 9–10 หลัก ขึ้นต้นด้วย 0',
      'เลขที่บัญชีต้องเป็นตัวเลข 10–15 หลัก ไม่ต้องใส่ขีด',
      'ชื่อบัญชีต้องเป็นตัวอักษร ยาว 2–100 ตัว (ไม่มีตัวเลข)',
    ]) {
      expect(screen.getByText(message)).toBeTruthy();
    }
  });

  it('offers the Thai banks by their Thai names', async () => {
    renderPage(<RegisterPage variant="v1" />);
    fireEvent.mouseDown(screen.getByLabelText('ธนาคาร'));
    expect(await screen.findByText('กสิกรไทย (KBANK)')).toBeTruthy();
    expect(screen.getByText('ไทยพาณิชย์ (SCB)')).toBeTruthy();
  });

  it('has the 20+ declaration as a checkbox to tick', () => {
    renderPage(<RegisterPage variant="v1" />);
    const declaration = screen.getByRole('checkbox', { name: 'ฉันมีอายุ 20 ปีขึ้นไป และยอมรับข้อกำหนดและเงื่อนไขการใช้งาน' });
    expect((declaration as HTMLInputElement).checked).toBe(false);
  });

  it('links back to sign-in', () => {
    renderPage(<RegisterPage variant="v1" />);
    expect(screen.getByRole('link', { name: 'เข้าสู่ระบบ' }).getAttribute('href')).toBe('/login-next');
  });
});
