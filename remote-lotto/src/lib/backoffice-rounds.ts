// Rounds as the back office reads them (docs/backoffice.md, "API"): GET /api/backoffice/rounds —
// by lottery, draw date, status or waiting for a result, newest draw first, a numbered page at a
// time — and GET /api/backoffice/rounds/:roundId with what cancelling it would refund now. Each
// round carries its result's shape, its slips and stake (not cancelled) and whether a result is in.
// Shared by the rounds pages and the results pages.
import { http } from '@tanghuay/shared-auth';
import type { PagedAnswer } from '../components/backoffice/server-table.tsx';
import type { CatalogLotto } from './get-catalog.ts';
import type { Round } from './round.ts';

export interface BackofficeRound extends Round {
  resultKind: CatalogLotto['resultKind'];
  resultSource: CatalogLotto['resultSource'];
  /** Slips not cancelled, and their stake in baht. */
  slips: number;
  stake: number;
  hasResult: boolean;
}

/** What POST …/cancel would refund now: pending slips, their members, baht. */
export interface CancelPreview {
  slips: number;
  members: number;
  refund: number;
}

export interface BackofficeRoundDetail extends BackofficeRound {
  /** null once the round is resulted or cancelled. */
  cancelPreview: CancelPreview | null;
}

export interface RoundsQuery {
  lotto?: string;
  /** A draw date, YYYY-MM-DD. */
  date?: string;
  status?: Round['status'];
  /** Only the rounds waiting for an operator's result (closed, not drawn by the house). */
  awaitingResult?: boolean;
  page?: number;
  pageSize?: number;
}

export async function getBackofficeRounds(query: RoundsQuery, signal?: AbortSignal): Promise<PagedAnswer<BackofficeRound>> {
  const { awaitingResult, page, pageSize, ...filters } = query;
  const params = {
    ...filters,
    awaitingResult: awaitingResult === undefined ? undefined : String(awaitingResult),
    page: page === undefined ? undefined : String(page),
    pageSize: pageSize === undefined ? undefined : String(pageSize),
  };
  return (await http.get<PagedAnswer<BackofficeRound>>('/backoffice/rounds', { params, signal })).data;
}

/** A round's address in the API (under `http`'s /api), which its actions extend: `${roundApiPath(id)}/close`. */
export const roundApiPath = (roundId: string) => `/backoffice/rounds/${encodeURIComponent(roundId)}`;

export async function getBackofficeRound(roundId: string, signal?: AbortSignal): Promise<BackofficeRoundDetail> {
  return (await http.get<BackofficeRoundDetail>(roundApiPath(roundId), { signal })).data;
}

/** The address of a round's page in the back office. */
export const backofficeRoundPath = (roundId: string) => `/backoffice/rounds/${encodeURIComponent(roundId)}`;

/** The address of a round's result entry. */
export const backofficeResultPath = (roundId: string) => `/backoffice/results/${encodeURIComponent(roundId)}`;
