// A round as the API answers it (GET /lotto/rounds, GET /lotto/rounds/:id), and the address of its
// bet entry: /tanghuay-online[-v2]/{LottoName}/{LottoHead}/{LottoSubHead}/{CloseDate}/{round_id},
// each part URL-encoded (Thai names included).
import type { Answer } from '@tanghuay/api-types';
import { type LimitItem, storedChoice, useStoredChoice } from '@tanghuay/shared-auth';

export type Round = Answer<'/lotto/rounds'>['rounds'][number];

/**
 * What a round offers (GET /lotto/rounds/:id): its bet types (in the usual order) and its limit
 * items (closed, reduced, capped numbers), which the socket also pushes (the session bus's limits$).
 */
export type RoundTerms = Pick<Answer<'/lotto/rounds/{roundId}'>, 'betTypes'> & { limits: LimitItem[] };

export const BET_VARIANTS = ['v1', 'v2'] as const;
export type BetVariant = (typeof BET_VARIANTS)[number];

const PREFIX: Record<BetVariant, string> = { v1: '/tanghuay-online', v2: '/tanghuay-online-v2' };

export function betPath(round: Pick<Round, 'id' | 'lottoName' | 'lottoHead' | 'lottoSubHead' | 'closeDate'>, variant: BetVariant): string {
  const parts = [round.lottoName, round.lottoHead, round.lottoSubHead, round.closeDate, round.id].map(encodeURIComponent);
  return [PREFIX[variant], ...parts].join('/');
}

/** The open rounds, the one closing first first, at most `count` (the home page's and the round board's "closing soon"). */
export function closingSoonest<Shown extends Pick<Round, 'status' | 'closesAt'>>(rounds: Shown[], count: number): Shown[] {
  return rounds
    .filter((round) => round.status === 'open')
    .sort((a, b) => a.closesAt.localeCompare(b.closesAt))
    .slice(0, count);
}

/**
 * `back` when it is the address of a bet entry of this app (the deposit page's way back to the
 * slip); anything else (another site, another page, nothing) is null.
 */
export function betReturnPath(back: string | null): string | null {
  if (!back?.startsWith('/')) return null;
  // Read as the browser would: another host ("//…", "/\\…"), a query or "/../" changes the path.
  const { pathname } = new URL(back, 'https://tanghuay.invalid');
  return pathname === back && Object.values(PREFIX).some((prefix) => pathname.startsWith(`${prefix}/`)) ? back : null;
}

/** The bet-entry variant the member last chose (keypad first or list/paste first), kept in localStorage. */
const betVariant = storedChoice<BetVariant>('betVariant', BET_VARIANTS, 'v1');
export const setBetVariant = betVariant.set;
export const useBetVariant = (): BetVariant => useStoredChoice(betVariant);
