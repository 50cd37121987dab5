// Slips, results and days for the journeys of the slips, results and win/lose screens, through the
// real API: rounds that stay open, placing slips, entering a round's result, and the Bangkok days
// and amounts as those screens write them.
import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import type { LoginAnswer } from './accounts.ts';
import { type ApiSlip, bearer, HOUSE_LOTTO, type Round } from './lotto.ts';

/** Lotteries whose rounds some journey closes early: the house's, and those reserved to one spec each. */
const CLOSED_BY_JOURNEYS = [HOUSE_LOTTO, 'hanoi-vip', 'hanoi-normal', 'lao-vip'];

/** A slip as POST /api/lotto/slips answers it. */
export interface PlacedSlip extends ApiSlip {
  roundId: string;
  lottoName: string;
  closeDate: string;
  createdAt: string;
  cancelUntil: string | null;
}

export type Item = { type: string; number: string; amount: number };

/** The two open rounds of lotteries no journey closes that stay open longest (an hour at least). */
export async function roundsThatStayOpen(request: APIRequestContext, member: LoginAnswer): Promise<[Round, Round]> {
  const response = await request.get('/api/lotto/rounds?status=open', { headers: bearer(member) });
  expect(response.status(), await response.text()).toBe(200);
  const { rounds } = (await response.json()) as { rounds: Round[] };
  const [first, second] = rounds
    .filter((round) => !CLOSED_BY_JOURNEYS.includes(round.lottoCode) && round.secondsToClose >= 3600)
    .sort((a, b) => b.secondsToClose - a.secondsToClose);
  if (!first || !second) throw new Error('fewer than two open rounds that nobody closes early');
  return [first, second];
}

export async function placeSlip(request: APIRequestContext, member: LoginAnswer, roundId: string, items: Item[]): Promise<PlacedSlip> {
  const response = await request.post('/api/lotto/slips', {
    headers: { ...bearer(member), 'idempotency-key': randomUUID() },
    data: { roundId, items },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as PlacedSlip;
}

/** Cancels a member's slip through the API, as another tab or device of theirs would. */
export async function cancelSlip(request: APIRequestContext, member: LoginAnswer, id: string): Promise<void> {
  const response = await request.post(`/api/lotto/slips/${id}/cancel`, { headers: { ...bearer(member), 'idempotency-key': randomUUID() } });
  expect(response.status(), await response.text()).toBe(200);
}

/** Enters a closed round's result as an operator, which settles its slips. */
export async function enterResult(request: APIRequestContext, operator: LoginAnswer, roundId: string, numbers: { top3: string; bottom2: string }): Promise<void> {
  const response = await request.post(`/api/backoffice/rounds/${roundId}/result`, {
    headers: { ...bearer(operator), 'idempotency-key': randomUUID() },
    data: numbers,
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** The Bangkok day (YYYY-MM-DD) `days` after today (before, when negative). */
export function bangkokDay(days = 0): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok' }).format(new Date(Date.now() + days * 86_400_000));
}

const THAI_DAY: Intl.DateTimeFormatOptions = { timeZone: 'Asia/Bangkok', day: 'numeric', month: 'short', year: 'numeric' };

/** A day as a Thai member reads it: "16 ธ.ค. 2569" (Buddhist era), or with its weekday: "พ. 16 ธ.ค. 2569". */
export function thaiDay(day: string, weekday = false): string {
  return new Intl.DateTimeFormat('th-TH-u-ca-buddhist', weekday ? { ...THAI_DAY, weekday: 'short' } : THAI_DAY).format(new Date(`${day}T12:00:00+07:00`));
}

/** A day as a Thai member types it in a date field, its year in พ.ศ.: "16/12/2569". */
export function typedThaiDay(day: string): string {
  return new Intl.DateTimeFormat('th-TH-u-ca-buddhist', { timeZone: 'Asia/Bangkok', day: 'numeric', month: 'numeric', year: 'numeric' }).format(new Date(`${day}T12:00:00+07:00`));
}

/** Types a day into the date field with this label, as a member at a keyboard does: "16/12/2569", then Enter. */
export async function typeDay(page: Page, label: string, day: string): Promise<void> {
  const field = page.getByLabel(label, { exact: true });
  await field.click();
  await field.fill(typedThaiDay(day));
  await field.press('Enter');
}

/** The open calendar of a date field (one at a time): not one still fading out after a day was chosen in it. */
export const calendarOf = (page: Page) => page.locator('.ant-popover:not(.ant-popover-hidden):not([class*="-leave"]):visible');
