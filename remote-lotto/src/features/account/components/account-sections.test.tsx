/** @jest-environment node */
// Rendered to HTML on the server side of React, like features/deposit/components/deposit-request.test.tsx:
// the node environment has the TextEncoder that react-router (through @tanghuay/shared-auth) needs.
// Effects do not run there, so nothing is asked of the API.
import { renderToStaticMarkup } from 'react-dom/server';
import type { DepositLimits, PeriodLimit } from '../../../lib/deposit-limits.ts';
import { createQueryClient, RemoteQueries } from '../../../lib/query-client.tsx';
import type { DepositLimitsState } from '../hooks/use-deposit-limits.ts';
import { ChangePasswordSection } from './change-password-section.tsx';
import { LimitsForm } from './limits-form.tsx';
import { PeriodCard } from './period-card.tsx';

// 08:30 UTC is 15:30 in Bangkok.
const LATER = '2026-12-17T08:30:00.000Z';
const noLimit: PeriodLimit = { amount: null, used: 0, remaining: null, pending: null };
const raising: PeriodLimit = { amount: 300, used: 120, remaining: 180, pending: { amount: 1000, effectiveAt: LATER } };
const limits: DepositLimits = { day: raising, week: { amount: 2000, used: 120, remaining: 1880, pending: null }, month: noLimit };

const saving: DepositLimitsState = {
  limits,
  loadError: null,
  reload: () => undefined,
  saving: false,
  saveError: null,
  saved: null,
  save: async () => null,
};

/** The text of some HTML, each element's text apart. */
const textOf = (html: string) => html.replace(/<[^>]+>/g, '|').replace(/\|+/g, '|');

/** The id of the input a label names, and that input's tag. */
function inputLabelled(html: string, label: string): string {
  const id = new RegExp(`<label for="([^"]+)">${label.replace(/[()]/g, '\\$&')}</label>`).exec(html)?.[1];
  expect(id).toBeDefined();
  const input = new RegExp(`<input[^>]*id="${id}"[^>]*>`).exec(html)?.[0];
  expect(input).toBeDefined();
  return input ?? '';
}

describe("a period's card", () => {
  it('shows the limit in force, what was deposited and what is left, and the change waiting', () => {
    const html = renderToStaticMarkup(<PeriodCard period="day" state={raising} />);
    expect(html).toContain('role="group" aria-label="วงเงินฝากต่อวัน"');
    const text = textOf(html);
    for (const shown of ['|ต่อวัน|รอมีผล|', '|วงเงินที่ใช้อยู่|300 บาท|', '|ฝากแล้ววันนี้|120 บาท|', '|ฝากได้อีกวันนี้|180 บาท|', '|เปลี่ยนเป็น 1,000 บาท มีผล 17 ธ.ค. 2569 15:30 น.|']) {
      expect(text).toContain(shown);
    }
  });

  it('says no limit, and no change waiting, for a period without one', () => {
    const text = textOf(renderToStaticMarkup(<PeriodCard period="month" state={noLimit} />));
    expect(text).toContain('|วงเงินที่ใช้อยู่|ไม่จำกัด|');
    expect(text).toContain('|ฝากได้อีกเดือนนี้|ไม่จำกัด|');
    expect(text).not.toContain('รอมีผล');
  });
});

describe('the limits form', () => {
  const html = renderToStaticMarkup(<LimitsForm limits={limits} saving={saving} />);

  it('opens each box on its latest decision, an empty box saying no limit', () => {
    expect(inputLabelled(html, 'วงเงินฝากต่อวัน (บาท)')).toContain('value="1000"');
    expect(inputLabelled(html, 'วงเงินฝากต่อสัปดาห์ (บาท)')).toContain('value="2000"');
    const month = inputLabelled(html, 'วงเงินฝากต่อเดือน (บาท)');
    expect(month).toContain('value=""');
    expect(month).toContain('placeholder="ไม่จำกัด"');
    expect(month).toContain('inputMode="decimal"');
  });

  it('says what leaving a box empty means, and what saving the waiting change again does', () => {
    const text = textOf(html);
    expect(text.split('|เว้นว่างไว้ = ไม่จำกัดวงเงิน|')).toHaveLength(4);
    expect(text).toContain('|รอมีผล 17 ธ.ค. 2569 15:30 น. ตามที่ตั้งไว้แล้ว|');
    // A filled box can be emptied with one tap.
    expect(html).toContain('aria-label="ไม่จำกัดวงเงินฝากต่อวัน"');
    expect(html).not.toContain('aria-label="ไม่จำกัดวงเงินฝากต่อเดือน"');
  });
});

describe('the change-password form', () => {
  const html = renderToStaticMarkup(
    <RemoteQueries client={createQueryClient()}>
      <ChangePasswordSection />
    </RemoteQueries>,
  );

  it('names each box for password managers: the current password, then the new one twice', () => {
    expect(inputLabelled(html, 'รหัสผ่านปัจจุบัน')).toContain('autoComplete="current-password"');
    expect(inputLabelled(html, 'รหัสผ่านใหม่')).toContain('autoComplete="new-password"');
    expect(inputLabelled(html, 'ยืนยันรหัสผ่านใหม่')).toContain('autoComplete="new-password"');
    expect(html).toMatch(/<input[^>]*autoComplete="username"[^>]*hidden/);
  });

  it('states the rule of a new password beside it', () => {
    expect(textOf(html)).toContain('|อย่างน้อย 8 ตัวอักษร มีทั้งตัวอักษรและตัวเลข|');
    expect(html).toContain('<section aria-labelledby=');
    expect(textOf(html)).toContain('|เปลี่ยนรหัสผ่าน|');
  });
});
