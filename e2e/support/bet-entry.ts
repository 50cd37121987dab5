// Driving the bet-entry page as a member does: reaching it from round selection, the digit group,
// bet-type toggles, helpers, the on-screen keypad, stakes, and the summary before confirm.
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { deposit, type LoginAnswer, registerMember, storeSession } from './accounts.ts';
import { HOUSE_LOTTO, openRound, type Round } from './lotto.ts';

/** Opens bet entry of the round as a member does: its tile on round selection. */
export async function openBetEntry(page: Page, roundId: string): Promise<void> {
  await page.goto('/tanghuay-round');
  await page.locator(`a[data-round-id="${roundId}"]`).click();
  await expect(page).toHaveURL(new RegExp(`/${roundId}$`));
}

/** A new member with `baht` in their wallet, signed in on the page, on bet entry of the lottery's open round (the house round unless named). */
export async function memberOnBetEntry(
  page: Page,
  request: APIRequestContext,
  { baht, lotto = HOUSE_LOTTO }: { baht: number; lotto?: string },
): Promise<{ member: LoginAnswer; round: Round }> {
  const member = await registerMember(request);
  await deposit(request, member, baht);
  const round = await openRound(request, member, lotto);
  await storeSession(page, member);
  await openBetEntry(page, round.id);
  return { member, round };
}

export async function chooseGroup(page: Page, group: '3 ตัว' | '2 ตัว' | 'เลขวิ่ง'): Promise<void> {
  await page.getByRole('radiogroup', { name: 'กลุ่มเลข' }).getByText(group, { exact: true }).click();
}

/** Presses a bet-type toggle until it is in the wanted state. */
export async function setType(page: Page, name: string, on: boolean): Promise<void> {
  const toggle = page.getByRole('group', { name: 'ประเภทการแทง' }).getByRole('button', { name: new RegExp(`^${name}`) });
  if ((await toggle.getAttribute('aria-pressed')) !== String(on)) await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', String(on));
}

export interface NumbersToAdd {
  /** Exactly the bet types to choose, by their Thai names. */
  types: string[];
  /** Left out: as typed (and the only way for one digit, which has no helpers). */
  helper?: 'ปกติ' | 'กลับเลข' | '19 ประตู' | 'รูดหน้า' | 'รูดหลัง';
  /** What is typed on the keypad, one entry per number (or digit, for the digit helpers). */
  typed: string[];
  stakes: Record<string, string>;
  /** How many numbers the typing gives. */
  expected: number;
}

/** Chooses the types and helper, types on the on-screen keypad, gives the stakes and adds to the slip. */
export async function addNumbers(page: Page, { types, helper, typed, stakes, expected }: NumbersToAdd): Promise<void> {
  const offered = await page.getByRole('group', { name: 'ประเภทการแทง' }).getByRole('button').allTextContents();
  for (const label of offered) {
    const name = types.find((type) => label.startsWith(type));
    const first = label.split('จ่าย')[0]?.trim() ?? label;
    await setType(page, name ?? first, Boolean(name));
  }
  if (helper) await page.getByRole('radiogroup', { name: 'ตัวช่วย' }).getByText(helper, { exact: true }).click();
  const keypad = page.locator('.keypad__keys');
  for (const entry of typed) {
    for (const digit of entry) await keypad.getByRole('button', { name: digit, exact: true }).click();
  }
  await expect(page.getByTestId('chosen-numbers').getByRole('button')).toHaveCount(expected);
  for (const [type, stake] of Object.entries(stakes)) await page.getByLabel(`ราคา ${type}`).fill(stake);
  await page.getByRole('button', { name: 'เพิ่มลงโพย' }).click();
  await expect(page.getByTestId('chosen-numbers').getByRole('button')).toHaveCount(0);
}

export interface SummaryTotals {
  stake: string;
  discount: string;
  charged: string;
  potentialWin: string;
}

/** Opens the summary and reads its totals as shown. */
export async function reviewSummary(page: Page): Promise<SummaryTotals> {
  await page.getByRole('button', { name: 'ตรวจสอบโพย' }).click();
  const summary = page.getByTestId('slip-summary');
  await expect(summary).toBeVisible();
  const read = async (id: string) => (await summary.getByTestId(id).textContent())?.trim() ?? '';
  return {
    stake: await read('summary-stake'),
    discount: await read('summary-discount'),
    charged: await read('summary-charged'),
    potentialWin: await read('summary-potential-win'),
  };
}
