// What the API's realtime socket (GET /ws) says to the session, and how a message is read: the
// types the socket client (realtime.ts) and the session bus (session-bus.ts) both use, in a file of
// their own so neither imports the other for them. Anything that is not a known message, well
// formed, reads as null and is ignored.
/** A limit item of a round as the API sends it. */
export interface LimitItem {
  type: string;
  number: string;
  kind: 'closed' | 'reduced' | 'cap';
  value: number | null;
  /** A cap's only: baht still open under it (what all members have staked on the number taken off). */
  remaining?: number;
}

export type RoundStatus = 'upcoming' | 'open' | 'closed' | 'resulted' | 'cancelled';

/** What the socket brings, for the bus to pass on. */
export type RealtimeEvent =
  /** The member's wallet balance, baht. */
  | { type: 'balance'; balance: number }
  | { type: 'round'; roundId: string; status: RoundStatus }
  /** The limit items of the watched round (sent at once after a watch, then on each change). */
  | { type: 'limits'; roundId: string; items: LimitItem[] };

const ROUND_STATUSES: readonly string[] = ['upcoming', 'open', 'closed', 'resulted', 'cancelled'];
const LIMIT_KINDS: readonly string[] = ['closed', 'reduced', 'cap'];

export type ServerMessage = RealtimeEvent | { type: 'ready' } | { type: 'error'; code: string; message: string };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const isFiniteNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

function limitItem(value: unknown): LimitItem | null {
  if (!isRecord(value)) return null;
  const { type, number, kind, value: amount, remaining } = value;
  if (typeof type !== 'string' || typeof number !== 'string' || !LIMIT_KINDS.includes(kind as string)) return null;
  if (amount !== null && !isFiniteNumber(amount)) return null;
  if (remaining !== undefined && !isFiniteNumber(remaining)) return null;
  return { type, number, kind: kind as LimitItem['kind'], value: amount, ...(remaining !== undefined && { remaining }) };
}

function limitsMessage(roundId: unknown, limits: unknown): ServerMessage | null {
  if (typeof roundId !== 'string' || !Array.isArray(limits)) return null;
  const items = limits.map(limitItem);
  return items.every((item) => item !== null) ? { type: 'limits', roundId, items } : null;
}

/** A message of the server, or null for anything else (ignored). */
export function parseMessage(data: unknown): ServerMessage | null {
  if (typeof data !== 'string') return null;
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return null;
  }
  if (!isRecord(value)) return null;
  switch (value.type) {
    case 'ready':
      return { type: 'ready' };
    case 'balance':
      return isFiniteNumber(value.balance) ? { type: 'balance', balance: value.balance } : null;
    case 'round':
      return typeof value.roundId === 'string' && ROUND_STATUSES.includes(value.status as string)
        ? { type: 'round', roundId: value.roundId, status: value.status as RoundStatus }
        : null;
    case 'limits':
      return limitsMessage(value.roundId, value.limits);
    case 'error': {
      const error = isRecord(value.error) ? value.error : {};
      return { type: 'error', code: String(error.code), message: String(error.message) };
    }
    default:
      return null;
  }
}
