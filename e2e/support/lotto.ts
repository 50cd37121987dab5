// The lottery through the real API, for the journeys: finding a round open long enough to bet on,
// the back office's controls (limits, closing early), a member's slips, and the screenshots every
// lottery page keeps as test artifacts.
import { type APIRequestContext, expect, type Page, test, type TestInfo } from '@playwright/test';
import type { LoginAnswer } from './accounts.ts';

/** The fast house lottery: a round every 15 minutes, drawn by the house when it closes. */
export const HOUSE_LOTTO = 'fast-15';

export interface Round {
  id: string;
  lottoCode: string;
  lottoName: string;
  closesAt: string;
  status: string;
  secondsToClose: number;
}

export const bearer = (login: LoginAnswer) => ({ authorization: `Bearer ${login.token}` });

/**
 * The open round of a lottery with at least `seconds` left before it closes; a round about to close
 * is waited out until the next one opens (the house lottery's next round opens at the close).
 */
export async function openRound(request: APIRequestContext, login: LoginAnswer, lotto: string, seconds = 120): Promise<Round> {
  // Waiting out a round about to close takes up to the poll's timeout: the journey gets that time too.
  const info = test.info();
  const wait = (seconds + 60) * 1000;
  info.setTimeout(info.timeout + wait);
  let found: Round | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api/lotto/rounds?status=open&lotto=${lotto}`, { headers: bearer(login) });
        const { rounds } = (await response.json()) as { rounds: Round[] };
        found = rounds.find((round) => round.secondsToClose >= seconds);
        return Boolean(found);
      },
      { timeout: wait, intervals: [2_000] },
    )
    .toBe(true);
  return found as Round;
}

/** Sets a round's whole list of limit items as an operator. */
export async function setLimits(
  request: APIRequestContext,
  operator: LoginAnswer,
  roundId: string,
  items: { type: string; number: string; kind: 'closed' | 'reduced' | 'cap'; value?: number }[],
): Promise<void> {
  const response = await request.put(`/api/backoffice/rounds/${roundId}/limits`, { headers: bearer(operator), data: { items } });
  expect(response.status(), await response.text()).toBe(200);
}

/** Opens, closes or cancels a round now, as an operator. */
export async function controlRound(request: APIRequestContext, operator: LoginAnswer, roundId: string, action: 'open' | 'close'): Promise<void> {
  const response = await request.post(`/api/backoffice/rounds/${roundId}/${action}`, { headers: bearer(operator) });
  expect(response.status(), await response.text()).toBe(200);
}

export interface ApiSlip {
  id: string;
  status: string;
  stake: number;
  discount: number;
  charged: number;
  potentialWin: number;
  payout: number;
  items: { type: string; number: string; amount: number; status: string; payout: number }[];
}

export async function slipOf(request: APIRequestContext, member: LoginAnswer, id: string): Promise<ApiSlip> {
  const response = await request.get(`/api/lotto/slips/${id}`, { headers: bearer(member) });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as ApiSlip;
}

export async function balanceOf(request: APIRequestContext, member: LoginAnswer): Promise<number> {
  const response = await request.get(`/api/seamless/wallet/show?UserToken=${member.UserToken}`, { headers: bearer(member) });
  return ((await response.json()) as { WalletData: { balance: number } }).WalletData.balance;
}

/** Baht as the header writes it: thousands separators, two decimals when not whole. */
/** An instant as the pages write it (remote-lotto lib/dates.ts): Bangkok time, Buddhist-era year ("17 ธ.ค. 2569 15:30"). */
export const pageDateTime = (iso: string) =>
  new Intl.DateTimeFormat('th-TH-u-ca-buddhist', {
    timeZone: 'Asia/Bangkok',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));

/** An amount as a figure on the page (docs/lottery.md#how-money-reads): "1,500.00", "0.50". */
export const asFigure = (amount: number) => amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The header's balance of a member (whose currency is THB): "1,500.00 THB". */
export const headerBalance = (amount: number) => `${asFigure(amount)} THB`;

/**
 * A screenshot of the whole page kept with the test's results
 * (e2e/test-results/<test>/<name>-<project>.png). The viewport is stretched to the page's height
 * for it, so the fixed header and bottom navigation sit at the top and the bottom as on a tall
 * screen, rather than across the middle of the picture; it is then put back.
 */
export async function keepScreenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const viewport = page.viewportSize();
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  if (viewport) await page.setViewportSize({ width: viewport.width, height: Math.max(viewport.height, Math.min(height, 10_000)) });
  try {
    await page.screenshot({ path: testInfo.outputPath(`${name}-${testInfo.project.name}.png`) });
  } finally {
    if (viewport) await page.setViewportSize(viewport);
  }
}
