// Password hashing with argon2id (one lane) at the installation's cost: by default OWASP's minimum,
// 19 MiB and 2 passes (PASSWORD_HASH_MEMORY_KIB, PASSWORD_HASH_PASSES; docs/security.md#passwords).
// A hash carries its own parameters, so verifying one costs what it cost to make, whatever the
// setting is now. Also the strength rule for new passwords.
import argon2 from 'argon2';
import type { PasswordHashing } from '../../config/settings.ts';

export const hashPassword = (password: string, cost: PasswordHashing): Promise<string> =>
  argon2.hash(password, { type: argon2.argon2id, memoryCost: cost.memoryKib, timeCost: cost.passes, parallelism: 1 });

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

/** A hash of no account's password at each cost asked for. */
const dummyHashes = new Map<string, Promise<string>>();

/**
 * Spends the time of one verification at `cost` when there is no account, so a wrong username and
 * a wrong password take as long as each other.
 */
export async function verifyAgainstNothing(password: string, cost: PasswordHashing): Promise<false> {
  const key = `${cost.memoryKib}:${cost.passes}`;
  let dummyHash = dummyHashes.get(key);
  if (!dummyHash) {
    dummyHash = hashPassword('no account has this password', cost);
    dummyHashes.set(key, dummyHash);
  }
  await verifyPassword(await dummyHash, password);
  return false;
}

export const PASSWORD_RULE = 'รหัสผ่านต้องยาวอย่างน้อย 8 ตัวอักษร และมีทั้งตัวอักษรและตัวเลข';

/** A Thai reason why a new password is too weak, or null when it is acceptable. */
export function passwordWeakness(password: string): string | null {
  if ([...password].length < 8 || !/\p{L}/u.test(password) || !/[0-9]/.test(password)) return PASSWORD_RULE;
  return null;
}
