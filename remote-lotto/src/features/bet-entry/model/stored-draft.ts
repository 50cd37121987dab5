// The slip being built, kept in the browser until it is placed or cleared (docs/lottery.md, "Bet
// entry"): one localStorage entry per member and round, in a versioned shape that names both. An
// entry that does not read as this version's shape for this member and round (corrupt, another
// version, copied from another member or round, an item the API could never take) is removed and
// reads as no slip: a restored slip is always one the member built here.
import { type BetType, isBetType, numberProblem } from '@tanghuay/lottery-rules';
import type { Bet } from './draft.ts';

export const STORED_DRAFT_VERSION = 1;

interface StoredDraft {
  version: typeof STORED_DRAFT_VERSION;
  memberId: number;
  roundId: string;
  items: Bet[];
}

/** Where the slip of `memberId` on `roundId` is kept. */
export const storedDraftKey = (memberId: number, roundId: string) => `betDraft:${memberId}:${roundId}`;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function readBet(value: unknown): Bet | null {
  if (!isRecord(value)) return null;
  const { type, number, stake } = value;
  if (typeof type !== 'string' || !isBetType(type) || typeof number !== 'string') return null;
  if (numberProblem(type, number) !== null) return null;
  if (typeof stake !== 'number' || !Number.isSafeInteger(stake) || stake <= 0) return null;
  return { type: type satisfies BetType, number, stake };
}

/** The bets of a stored entry when it is this version's, for this member and round; otherwise null. */
function parseStoredDraft(raw: string, memberId: number, roundId: string): Bet[] | null {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isRecord(value) || value.version !== STORED_DRAFT_VERSION || value.memberId !== memberId || value.roundId !== roundId) return null;
  if (!Array.isArray(value.items)) return null;
  const bets = value.items.map(readBet);
  return bets.every((bet) => bet !== null) ? bets : null;
}

/** localStorage, or undefined where there is none or it is blocked (reading it can throw). */
function browserStorage(): Storage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}

/** The slip kept for the member on the round ([] when none); an entry that does not read is removed. */
export function readStoredDraft(memberId: number, roundId: string, storage = browserStorage()): Bet[] {
  if (!storage) return [];
  const key = storedDraftKey(memberId, roundId);
  try {
    const raw = storage.getItem(key);
    if (raw === null) return [];
    const bets = parseStoredDraft(raw, memberId, roundId);
    if (bets === null) storage.removeItem(key);
    return bets ?? [];
  } catch {
    return [];
  }
}

/** Keeps the slip for the member on the round; an empty slip removes the entry. */
export function writeStoredDraft(memberId: number, roundId: string, bets: readonly Bet[], storage = browserStorage()): void {
  if (!storage) return;
  const key = storedDraftKey(memberId, roundId);
  try {
    if (bets.length === 0) {
      storage.removeItem(key);
      return;
    }
    const entry: StoredDraft = { version: STORED_DRAFT_VERSION, memberId, roundId, items: bets.map(({ type, number, stake }) => ({ type, number, stake })) };
    storage.setItem(key, JSON.stringify(entry));
  } catch {
    // Blocked or full storage: the slip lasts for this page only.
  }
}
