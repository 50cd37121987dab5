import { hashPassword, PASSWORD_RULE, passwordWeakness, verifyAgainstNothing, verifyPassword } from './passwords.ts';

describe('password hashing', () => {
  it('uses argon2id with m=19456 KiB, t=2, p=1 and verifies only the right password', async () => {
    const hash = await hashPassword('secret123');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(await verifyPassword(hash, 'secret123')).toBe(true);
    expect(await verifyPassword(hash, 'secret124')).toBe(false);
    expect(await verifyPassword('not a hash', 'secret123')).toBe(false);
    expect(await verifyAgainstNothing('secret123')).toBe(false);
  });
});

describe('passwordWeakness', () => {
  it.each([
    ['abc12', PASSWORD_RULE],
    ['abcdefgh', PASSWORD_RULE],
    ['12345678', PASSWORD_RULE],
    ['abcdefg1', null],
    ['รหัสผ่านดี2026', null],
  ])('%s → %s', (password, expected) => {
    expect(passwordWeakness(password)).toBe(expected);
  });
});
