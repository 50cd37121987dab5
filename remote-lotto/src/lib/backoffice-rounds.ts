// Rounds as the back office reads them (docs/backoffice.md, "API"): GET /api/backoffice/rounds —
// by lottery, draw date, status or waiting for a result, newest draw first, a numbered page at a
// time — and GET /api/backoffice/rounds/:roundId with what cancelling it would refund now. Each
// round carries its result's shape, its slips and stake (not cancelled) and whether a result is in.
// Shared by the rounds pages and the results pages.
import type { Answer, Query } from '@tanghuay/api-types';
import { api } from '@tanghuay/shared-auth';

export type BackofficeRoundDetail = Answer<'/backoffice/rounds/{roundId}'>;
export type BackofficeRound = Answer<'/backoffice/rounds'>['items'][number];
/** What POST …/cancel would refund now: pending slips, their members, baht. */
export type CancelPreview = NonNullable<BackofficeRoundDetail['cancelPreview']>;

export interface RoundsQuery extends Omit<Query<'/backoffice/rounds'>, 'awaitingResult' | 'page' | 'pageSize'> {
  /** Only the rounds waiting for an operator's result (closed, not drawn by the house). */
  awaitingResult?: boolean;
  page?: number;
  pageSize?: number;
}

export async function getBackofficeRounds(query: RoundsQuery, signal?: AbortSignal): Promise<Answer<'/backoffice/rounds'>> {
  const { awaitingResult, page, pageSize, ...filters } = query;
  const params = {
    ...filters,
    awaitingResult: awaitingResult === undefined ? undefined : (`${awaitingResult}` as const),
    page: page === undefined ? undefined : String(page),
    pageSize: pageSize === undefined ? undefined : String(pageSize),
  };
  return api.get('/backoffice/rounds', { params, signal });
}

export async function getBackofficeRound(roundId: string, signal?: AbortSignal): Promise<BackofficeRoundDetail> {
  return api.get('/backoffice/rounds/{roundId}', { path: { roundId }, signal });
}

/** The address of a round's page in the back office. */
export const backofficeRoundPath = (roundId: string) => `/backoffice/rounds/${encodeURIComponent(roundId)}`;

/** The address of a round's result entry. */
export const backofficeResultPath = (roundId: string) => `/backoffice/results/${encodeURIComponent(roundId)}`;
