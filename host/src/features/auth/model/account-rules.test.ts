import { BANK_CODES, CHECKS, confirmProblem } from './account-rules.ts';

describe('account field rules', () => {
  it('accepts usernames of 3–20 English letters, digits or _', () => {
    expect(CHECKS.username('member_01')).toBeNull();
    expect(CHECKS.username('')).toBe('required');
    expect(CHECKS.username(undefined)).toBe('required');
    expect(CHECKS.username('ab')).toBe('invalid');
    expect(CHECKS.username('a'.repeat(21))).toBe('invalid');
    expect(CHECKS.username('สมชาย')).toBe('invalid');
    expect(CHECKS.username('with space')).toBe('invalid');
  });

  it('asks only for presence of a sign-in password', () => {
    expect(CHECKS.password('x')).toBeNull();
    expect(CHECKS.password('')).toBe('required');
  });

  it('wants a new password of 8+ characters with letters and digits', () => {
    expect(CHECKS.newPassword('abcd1234')).toBeNull();
    expect(CHECKS.newPassword('รหัสผ่าน12')).toBeNull();
    expect(CHECKS.newPassword('abc123')).toBe('invalid');
    expect(CHECKS.newPassword('abcdefgh')).toBe('invalid');
    expect(CHECKS.newPassword('12345678')).toBe('invalid');
    expect(CHECKS.newPassword(`a1${'x'.repeat(127)}`)).toBe('invalid');
    expect(CHECKS.newPassword('')).toBe('required');
  });

  it('wants a Thai phone number of 9–10 digits starting with 0', () => {
    expect(CHECKS.phone('0812345678')).toBeNull();
    expect(CHECKS.phone('021234567')).toBeNull();
    expect(CHECKS.phone('812345678')).toBe('invalid');
    expect(CHECKS.phone('081-234-5678')).toBe('invalid');
    expect(CHECKS.phone('')).toBe('required');
  });

  it('knows the bank codes the API accepts', () => {
    for (const code of BANK_CODES) expect(CHECKS.bankCode(code)).toBeNull();
    expect(CHECKS.bankCode(undefined)).toBe('required');
    expect(CHECKS.bankCode('kbank')).toBe('invalid');
  });

  it('wants a bank account number of 10–15 digits', () => {
    expect(CHECKS.bankAccountNo('1234567890')).toBeNull();
    expect(CHECKS.bankAccountNo('123456789012345')).toBeNull();
    expect(CHECKS.bankAccountNo('123456789')).toBe('invalid');
    expect(CHECKS.bankAccountNo('1234567890123456')).toBe('invalid');
    expect(CHECKS.bankAccountNo('12345-67890')).toBe('invalid');
  });

  it('accepts Thai and English account names, with their vowel and tone marks', () => {
    expect(CHECKS.bankAccountName('สมชาย ใจดี')).toBeNull();
    expect(CHECKS.bankAccountName('นางสาวน้ำผึ้ง รุ่งเรือง')).toBeNull();
    expect(CHECKS.bankAccountName("John O'Neil-Smith Jr.")).toBeNull();
    expect(CHECKS.bankAccountName(' ก ')).toBe('invalid');
    expect(CHECKS.bankAccountName('Somchai 2')).toBe('invalid');
    expect(CHECKS.bankAccountName('ก'.repeat(101))).toBe('invalid');
    expect(CHECKS.bankAccountName('   ')).toBe('required');
  });

  it('wants a reset code of 8 letters or digits', () => {
    expect(CHECKS.resetCode('AB23CD45')).toBeNull();
    expect(CHECKS.resetCode('ab23cd45')).toBeNull();
    expect(CHECKS.resetCode('AB23CD4')).toBe('invalid');
    expect(CHECKS.resetCode('AB23-D45')).toBe('invalid');
  });

  it('needs the 20+ age declaration ticked', () => {
    expect(CHECKS.acceptAge20(true)).toBeNull();
    expect(CHECKS.acceptAge20(false)).toBe('required');
    expect(CHECKS.acceptAge20(undefined)).toBe('required');
  });

  it('needs the confirmation to repeat the new password', () => {
    expect(confirmProblem('abcd1234', 'abcd1234')).toBeNull();
    expect(confirmProblem('abcd1234', 'abcd1235')).toBe('invalid');
    expect(confirmProblem('abcd1234', '')).toBe('required');
  });
});
