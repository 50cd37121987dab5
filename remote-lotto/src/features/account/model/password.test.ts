import { passwordProblems } from './password.ts';

describe('the change-password form', () => {
  it('can be sent with the current password and a new one of 8+ characters typed twice', () => {
    expect(passwordProblems({ current: 'x', next: 'lucky2027', confirm: 'lucky2027' }, 'th')).toEqual({});
    // Characters, not bytes: 8 Thai letters are enough.
    expect(passwordProblems({ current: 'x', next: 'รหัสผ่านใหม', confirm: 'รหัสผ่านใหม' }, 'th')).toEqual({});
  });

  it('asks for every box left empty', () => {
    expect(passwordProblems({ current: '', next: '', confirm: '' }, 'th')).toEqual({
      current: 'กรุณากรอกรหัสผ่านปัจจุบัน',
      next: 'กรุณาตั้งรหัสผ่านใหม่',
      confirm: 'กรุณากรอกรหัสผ่านใหม่อีกครั้ง',
    });
  });

  it('refuses a new password shorter than 8 or longer than 128 characters', () => {
    expect(passwordProblems({ current: 'x', next: 'abc1234', confirm: 'abc1234' }, 'th')).toEqual({ next: 'รหัสผ่านใหม่ต้องยาวอย่างน้อย 8 ตัวอักษร' });
    const long = `a1${'b'.repeat(127)}`;
    expect(passwordProblems({ current: 'x', next: long, confirm: long }, 'th')).toEqual({ next: 'รหัสผ่านใหม่ยาวได้ไม่เกิน 128 ตัวอักษร' });
  });

  it('says when the two new passwords differ, in the member’s language', () => {
    expect(passwordProblems({ current: 'x', next: 'lucky2027', confirm: 'lucky2028' }, 'th')).toEqual({ confirm: 'รหัสผ่านใหม่ทั้งสองช่องไม่ตรงกัน' });
    expect(passwordProblems({ current: '', next: 'lucky2027', confirm: 'Lucky2027' }, 'en')).toEqual({
      current: 'Please enter your current password.',
      confirm: 'The two new passwords are not the same.',
    });
  });
});
