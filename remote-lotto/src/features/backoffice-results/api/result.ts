// A round's result in the back office (docs/domain.md#results-and-settlement): the preview of what
// entering numbers would settle (POST …/result/preview, writes nothing) and the entry itself
// (POST …/result, once per Idempotency-Key), which answers the result and its settlement. The body
// is the lottery's shape (model/result-form.ts); amounts are baht.
import type { Answer, Body } from '@tanghuay/api-types';
import { api } from '@tanghuay/shared-auth';

export type ResultPreview = Answer<'/backoffice/rounds/{roundId}/result/preview', 'post'>;
export type MemberPayout = ResultPreview['perMember'][number];
/** What a correction moves: slips whose payout changes, baht paid to members and taken back. */
export type PayoutMoves = NonNullable<ResultPreview['moves']>;
export type EnteredResult = Answer<'/backoffice/rounds/{roundId}/result', 'post'>;
/** The body is the lottery's shape (model/result-form.ts). */
export type ResultBody = Body<'/backoffice/rounds/{roundId}/result', 'post'>;

export async function previewResult(roundId: string, body: ResultBody, signal?: AbortSignal): Promise<ResultPreview> {
  return api.post('/backoffice/rounds/{roundId}/result/preview', body, { path: { roundId }, signal });
}

export async function enterResult(roundId: string, body: ResultBody, idempotencyKey: string): Promise<EnteredResult> {
  return api.post('/backoffice/rounds/{roundId}/result', body, { path: { roundId }, headers: { 'Idempotency-Key': idempotencyKey } });
}
