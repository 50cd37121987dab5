// GET /api/lotto/winlose?from&to: the member's win/lose per Bangkok day placed on (days with a slip
// that was not cancelled, newest first) and over the range; at most 92 days, refused in Thai
// otherwise. net = payout − charged.
import type { Answer, Query } from '@tanghuay/api-types';
import { api } from '@tanghuay/shared-auth';

export type WinLoseReport = Answer<'/lotto/winlose'>;
export type WinLoseFigures = WinLoseReport['totals'];
export type WinLoseDay = WinLoseReport['days'][number];

export async function getWinLose(params: Query<'/lotto/winlose'>, signal?: AbortSignal): Promise<WinLoseReport> {
  return api.get('/lotto/winlose', { params, signal });
}
