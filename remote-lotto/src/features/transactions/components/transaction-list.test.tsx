// Rendered to HTML on the server side of React, in jsdom for the stored session (what the signed-in
// member may open decides the links). The list is given its state, so nothing is asked of the API.
import { clearAuth, saveLogin } from '@tanghuay/shared-auth';
import { loginAnswerFor } from '@tanghuay/shared-auth/testing';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import type { PagedList } from '../../../lib/use-paged-list.ts';
import type { LedgerLine } from '../../../lib/ledger-line.ts';
import { TransactionList } from './transaction-list.tsx';

type ListState = Pick<PagedList<LedgerLine>, 'first' | 'items' | 'hasMore' | 'more' | 'loadMore'>;

const at = '2026-12-16T08:30:00.000Z';
const LINES: LedgerLine[] = [
  // The API numbered the hold's line of the withdrawal after the wallet's: it comes first, newest first.
  { id: '7', transferId: '5', kind: 'payout', reference: 'round:57:v1:account:9', account: 'wallet', amount: 2025, balanceAfter: 2814.5, createdAt: at },
  { id: '6', transferId: '4', kind: 'withdrawal_hold', reference: 'withdrawal:7', account: 'hold', amount: 200, balanceAfter: 200, createdAt: at },
  { id: '5', transferId: '4', kind: 'withdrawal_hold', reference: 'withdrawal:7', account: 'wallet', amount: -200, balanceAfter: 789.5, createdAt: at },
  { id: '4', transferId: '3', kind: 'payout_correction', reference: 'slip:1001:v2', account: 'wallet', amount: -10.5, balanceAfter: 989.5, createdAt: at },
  { id: '3', transferId: '2', kind: 'bet', reference: 'slip:1001', account: 'wallet', amount: -30, balanceAfter: 1000, createdAt: at },
  { id: '1', transferId: '1', kind: 'deposit', reference: 'deposit:42', account: 'wallet', amount: 1030, balanceAfter: 1030, createdAt: at },
];

const state = (change: Partial<ListState> = {}): ListState => ({
  first: { data: { items: LINES, nextCursor: null }, error: undefined, loading: false, reload: () => undefined },
  items: LINES,
  hasMore: false,
  more: { loading: false },
  loadMore: async () => undefined,
  ...change,
});

beforeEach(() => saveLogin(loginAnswerFor('member')));
afterEach(() => clearAuth());

const render = (list: ListState) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <TransactionList list={list} />
    </MemoryRouter>,
  );

/** The text of some HTML, each element's text apart. */
const textOf = (html: string) => html.replace(/<[^>]+>/g, '|').replace(/\|+/g, '|').replace(/^\||\|$/g, '');

/** Each line's text, in the order shown. */
const linesOf = (html: string) => html.match(/<li[^>]*>.*?<\/li>/g)?.map(textOf) ?? [];

describe('TransactionList', () => {
  it('shows every line: what, the signed amount, when (Bangkok, Buddhist era), what it refers to and the balance after', () => {
    expect(linesOf(render(state()))).toEqual([
      'ถูกรางวัล|+2,025.00|16 ธ.ค. 2569 15:30|โพยรอบ #57|คงเหลือ |2,814.50',
      'แจ้งถอนเงิน|−200.00|16 ธ.ค. 2569 15:30|รายการถอน #7|คงเหลือ |789.50',
      'แจ้งถอนเงิน|ยอดพักรอถอน|+200.00|16 ธ.ค. 2569 15:30|รายการถอน #7|ยอดพัก |200.00',
      'ปรับยอดรางวัล|−10.50|16 ธ.ค. 2569 15:30|โพย #1001|คงเหลือ |989.50',
      'แทงหวย|−30.00|16 ธ.ค. 2569 15:30|โพย #1001|คงเหลือ |1,000.00',
      'ฝากเงิน|+1,030.00|16 ธ.ค. 2569 15:30|รายการฝาก #42|คงเหลือ |1,030.00',
    ]);
  });

  it("links a slip's lines to the slip's page and a round's payout to the member's slips of the round, and nothing else", () => {
    const html = render(state());
    const links = [...html.matchAll(/<a [^>]*href="([^"]+)"[^>]*>([^<]*)<\/a>/g)].map(([, href, name]) => `${href} ${name}`);
    expect(links).toEqual([
      '/tanghuay-online/list?roundId=57 โพยรอบ #57',
      '/tanghuay-online/list-detail/1001 โพย #1001',
      '/tanghuay-online/list-detail/1001 โพย #1001',
    ]);
  });

  it('says what money held for a withdrawal is, only when such a line is shown', () => {
    expect(textOf(render(state()))).toContain('ยอดพักรอถอน คือเงินที่กันไว้สำหรับรายการถอนที่รอดำเนินการ');
    const walletOnly = LINES.filter((line) => line.account === 'wallet');
    expect(textOf(render(state({ items: walletOnly })))).not.toContain('คือเงินที่กันไว้');
  });

  it('offers older lines while there are more', () => {
    expect(textOf(render(state({ hasMore: true })))).toContain('|ดูรายการเก่ากว่านี้');
    expect(textOf(render(state()))).not.toContain('ดูรายการเก่ากว่านี้');
  });

  const nothingYet = () => render(state({ first: { data: { items: [], nextCursor: null }, error: undefined, loading: false, reload: () => undefined }, items: [] }));

  it('says there is nothing yet, with the way to top up', () => {
    const html = nothingYet();
    expect(textOf(html)).toBe('ยังไม่มีรายการเคลื่อนไหว|ฝากเงิน');
    expect(html).toContain('href="/tanghuay-deposit"');
  });

  it('offers a self-excluded member no way to top up', () => {
    saveLogin(loginAnswerFor('member', { selfExcludedUntil: '2026-12-24T03:00:00.000Z' }));
    const html = nothingYet();
    expect(textOf(html)).toBe('ยังไม่มีรายการเคลื่อนไหว');
    expect(html).not.toContain('href="/tanghuay-deposit"');
  });

  it('shows loading, then a failed call with a retry', () => {
    const loading = render(state({ first: { data: undefined, error: undefined, loading: true, reload: () => undefined }, items: [] }));
    expect(loading).toContain('aria-label="กำลังโหลด"');
    const failed = render(state({ first: { data: undefined, error: new Error('network'), loading: false, reload: () => undefined }, items: [] }));
    expect(textOf(failed)).toContain('ลองใหม่');
    expect(failed).not.toContain('aria-label="กำลังโหลด"');
  });
});
