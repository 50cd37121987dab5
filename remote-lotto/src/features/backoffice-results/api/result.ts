// A round's result in the back office (docs/domain.md#results-and-settlement): the preview of what
// entering numbers would settle (POST …/result/preview, writes nothing) and the entry itself
// (POST …/result, once per Idempotency-Key), which answers the result and its settlement. The body
// is the lottery's shape (model/result-form.ts); amounts are baht.
import { http } from '@tanghuay/shared-auth';
import { roundApiPath } from '../../../lib/backoffice-rounds.ts';
import type { LottoResult } from '../../../lib/get-results.ts';
import type { ResultBody } from '../model/result-form.ts';

/** What a correction moves: slips whose payout changes, baht paid to members and taken back. */
export interface PayoutMoves {
  slips: number;
  credited: number;
  debited: number;
}

export interface MemberPayout {
  member: { id: string; username: string };
  /** What the member's slips of the round would pay. */
  payout: number;
  /** What they were paid so far (0 before a first result). */
  previousPayout: number;
  /** payout − previousPayout: paid to the member (> 0) or taken back (< 0). */
  change: number;
  /** The member's pending withdrawals a charge-back their wallet does not hold would reject first (their holds back to the wallet). */
  fromWithdrawals: { withdrawals: number; amount: number };
  /** What neither the wallet nor every pending withdrawal covers: above 0, the entry is refused (CORRECTION_UNCOVERED). */
  uncovered: number;
}

export interface ResultPreview {
  roundId: string;
  /** The version the result would have; the numbers in force keep theirs. */
  version: number;
  /** The round has a result already. */
  correction: boolean;
  winningItems: number;
  /** Members who would be paid something. */
  members: number;
  totalPayout: number;
  /** Biggest payout first. */
  perMember: MemberPayout[];
  /** Only for a correction. */
  moves?: PayoutMoves;
}

export interface EnteredResult {
  result: LottoResult;
  settlement: {
    version: number;
    /** Items decided (won or lost). */
    items: number;
    winners: number;
    payout: number;
    /** Only in the answer to a correction. */
    corrections?: PayoutMoves;
  };
}

const resultPath = (roundId: string) => `${roundApiPath(roundId)}/result`;

export async function previewResult(roundId: string, body: ResultBody, signal?: AbortSignal): Promise<ResultPreview> {
  return (await http.post<ResultPreview>(`${resultPath(roundId)}/preview`, body, { signal })).data;
}

export async function enterResult(roundId: string, body: ResultBody, idempotencyKey: string): Promise<EnteredResult> {
  return (await http.post<EnteredResult>(resultPath(roundId), body, { headers: { 'Idempotency-Key': idempotencyKey } })).data;
}
