// Password hashing with argon2id at OWASP's minimum parameters (19 MiB, 2 passes, 1 lane), and
// the strength rule for new passwords.
import argon2 from 'argon2';

const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => argon2.hash(password, OPTIONS);

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the time of one verification when there is no account, so a wrong username and a
 * wrong password take as long as each other.
 */
export async function verifyAgainstNothing(password: string): Promise<false> {
  dummyHash ??= hashPassword('no account has this password');
  await verifyPassword(await dummyHash, password);
  return false;
}

export const PASSWORD_RULE = 'รหัสผ่านต้องยาวอย่างน้อย 8 ตัวอักษร และมีทั้งตัวอักษรและตัวเลข';

/** A Thai reason why a new password is too weak, or null when it is acceptable. */
export function passwordWeakness(password: string): string | null {
  if ([...password].length < 8 || !/\p{L}/u.test(password) || !/[0-9]/.test(password)) return PASSWORD_RULE;
  return null;
}
