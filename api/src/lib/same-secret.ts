// Comparing a secret a caller sent with the configured one in constant time: both are hashed first,
// so neither their lengths nor their contents change how long the comparison takes.
import { createHash, timingSafeEqual } from 'node:crypto';

const sha256 = (text: string) => createHash('sha256').update(text).digest();

export const sameSecret = (given: string, expected: string): boolean => timingSafeEqual(sha256(given), sha256(expected));
