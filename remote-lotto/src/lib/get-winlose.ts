// GET /api/lotto/winlose?from&to: the member's win/lose per Bangkok day placed on (days with a slip
// that was not cancelled, newest first) and over the range; at most 92 days, refused in Thai
// otherwise. net = payout − charged.
import { http } from '@tanghuay/shared-auth';

export interface WinLoseFigures {
  slips: number;
  stake: number;
  discount: number;
  /** stake − discount. */
  charged: number;
  /** Paid by settled slips. */
  payout: number;
  /** payout − charged. */
  net: number;
}

export interface WinLoseDay extends WinLoseFigures {
  date: string;
}

export interface WinLoseReport {
  from: string;
  to: string;
  days: WinLoseDay[];
  totals: WinLoseFigures;
}

export async function getWinLose(range: { from: string; to: string }, signal?: AbortSignal): Promise<WinLoseReport> {
  return (await http.get<WinLoseReport>('/lotto/winlose', { params: range, signal })).data;
}
