import { passwordHashingOf, readEnv } from '../../config/env.ts';
import { hashPassword, PASSWORD_RULE, passwordWeakness, verifyAgainstNothing, verifyPassword } from './passwords.ts';

describe('password hashing', () => {
  it('uses argon2id with m=19456 KiB, t=2, p=1 by default and verifies only the right password', async () => {
    const cost = passwordHashingOf(readEnv({}));
    const hash = await hashPassword('secret123', cost);
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(await verifyPassword(hash, 'secret123')).toBe(true);
    expect(await verifyPassword(hash, 'secret124')).toBe(false);
    expect(await verifyPassword('not a hash', 'secret123')).toBe(false);
    expect(await verifyAgainstNothing('secret123', cost)).toBe(false);
  });

  it('hashes at the cost it is given, and verifies a hash at the cost it was made with', async () => {
    const cheap = await hashPassword('secret123', { memoryKib: 1024, passes: 3 });
    expect(cheap).toMatch(/^\$argon2id\$v=19\$m=1024,p=1,t=3\$/);
    expect(await verifyPassword(cheap, 'secret123')).toBe(true);
    expect(await verifyPassword(cheap, 'secret124')).toBe(false);
    expect(await verifyAgainstNothing('secret123', { memoryKib: 1024, passes: 3 })).toBe(false);
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
