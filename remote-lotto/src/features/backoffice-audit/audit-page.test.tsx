import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { clearAuth, saveLogin } from '@tanghuay/shared-auth';
import { loginAnswerFor } from '@tanghuay/shared-auth/testing';
import { type FakeApi, fakeApi } from '../../testing/fake-api.ts';
import { renderPage } from '../../testing/render-page.tsx';
import type { AuditEntry } from './api/get-audit.ts';
import { AuditPage } from './audit-page.tsx';

const entries: AuditEntry[] = [
  {
    id: '9',
    actor: { id: '2', username: 'operator' },
    action: 'round.limits',
    entity: 'lotto_round',
    entityId: '43',
    before: [{ type: '2top', number: '12', kind: 'reduced', value: 50 }],
    after: [{ type: '2top', number: '12', kind: 'reduced', value: 70 }],
    at: '2026-12-16T08:30:00.000Z',
  },
  {
    id: '8',
    actor: null,
    action: 'round.close',
    entity: 'lotto_round',
    entityId: '40',
    before: { status: 'open', closesAt: 'x' },
    after: { status: 'closed', closesAt: 'x' },
    at: '2026-12-16T08:20:00.000Z',
  },
];

let api: FakeApi;
beforeEach(() => {
  saveLogin(loginAnswerFor('agadmin'));
  api = fakeApi();
  api.on('GET /backoffice/audit', ({ params }) => ({ body: { items: params.cursor ? [] : entries, nextCursor: params.cursor ? null : '8' } }));
});
afterEach(() => {
  api.restore();
  act(() => clearAuth());
});

const show = (url = '/backoffice/audit', width = 1280) => renderPage(<AuditPage />, { path: '/backoffice/audit', url, width });

describe('the audit log', () => {
  it('shows who did what and when, newest first, with only what changed', async () => {
    show();
    const row = within((await screen.findByText('แก้เลขอั้น')).closest('tr') as HTMLElement);
    expect(row.getByText('16 ธ.ค. 2569 15:30')).toBeTruthy();
    expect(row.getByText('operator')).toBeTruthy();
    expect(row.getByRole('link', { name: '43' }).getAttribute('href')).toBe('/backoffice/rounds/43');
    expect(row.getByRole('listitem').textContent).toBe('2 ตัวบน 12: จ่าย 50% → จ่าย 70%');
    const closed = within(screen.getByText('ปิดรับแทง').closest('tr') as HTMLElement);
    expect(closed.getByText('ระบบ')).toBeTruthy();
    expect(closed.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['สถานะ: เปิดรับแทง → ปิดรับแล้ว']);
  });

  it('reads a release entry: the remote or the freeze, linked to the releases page, the action and its fields in words', async () => {
    const release: AuditEntry[] = [
      {
        id: '12',
        actor: { id: '1', username: 'admin1' },
        action: 'release.freeze',
        entity: 'release',
        entityId: 'freeze',
        before: { minutes: 30, lottos: ['thai-gov'] },
        after: { minutes: 45, lottos: ['thai-gov'], by: 'admin1' },
        at: '2026-12-16T08:40:00.000Z',
      },
      {
        id: '11',
        actor: null,
        action: 'release.auto-stop',
        entity: 'release',
        entityId: 'lotto',
        before: { remote: 'lotto', live_version: '1.2.0', candidate_version: '1.3.0', candidate_share: 10, candidate_since: '2026-12-16T08:00:00.000Z' },
        after: { remote: 'lotto', live_version: '1.2.0', candidate_version: null, candidate_share: null, candidate_since: null, by: 'system' },
        at: '2026-12-16T08:35:00.000Z',
      },
    ];
    api.on('GET /backoffice/audit', () => ({ body: { items: release, nextCursor: null } }));
    show();
    const freeze = within((await screen.findByText('ตั้งช่วงงดปล่อยเวอร์ชัน')).closest('tr') as HTMLElement);
    expect(freeze.getByText(/การปล่อยเวอร์ชัน/)).toBeTruthy();
    expect(freeze.getByRole('link', { name: 'freeze' }).getAttribute('href')).toBe('/backoffice/releases');
    expect(freeze.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['งดปล่อยก่อนปิดรับ: 30 นาที → 45 นาที', 'โดย: admin1']);
    const stopped = within(screen.getByText('หยุด canary อัตโนมัติ (ข้อผิดพลาดเกินเกณฑ์)').closest('tr') as HTMLElement);
    expect(stopped.getByRole('link', { name: 'lotto' }).getAttribute('href')).toBe('/backoffice/releases');
    expect(stopped.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'เวอร์ชัน canary: 1.3.0 → —',
      'สัดส่วน canary: 10% → —',
      'canary เริ่มเมื่อ: 16 ธ.ค. 2569 15:00 → —',
      'โดย: system',
    ]);
  }, 30_000);

  it('keeps the raw before and after of each entry behind its own "รายละเอียด"', async () => {
    show();
    const row = within((await screen.findByText('แก้เลขอั้น')).closest('tr') as HTMLElement);
    const details = row.getByRole('button', { name: 'รายละเอียด' });
    expect(details.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText(/"kind": "reduced"/)).toBeNull();
    fireEvent.click(details);
    expect(details.getAttribute('aria-expanded')).toBe('true');
    expect(details.textContent).toBe('ซ่อนรายละเอียด');
    const raw = document.getElementById(details.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect([...raw.querySelectorAll('pre')].map((block) => JSON.parse(block.textContent ?? ''))).toEqual([entries[0]?.before, entries[0]?.after]);
    expect(within(screen.getByText('ปิดรับแทง').closest('tr') as HTMLElement).getByRole('button', { name: 'รายละเอียด' }).getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(details);
    expect(screen.queryByText(/"kind": "reduced"/)).toBeNull();
  });

  it('on a phone, puts each entry in one cell: what, when, by whom, on what, then what changed', async () => {
    show('/backoffice/audit', 360);
    const cell = (await screen.findByText('แก้เลขอั้น')).closest('td') as HTMLElement;
    expect(within(cell.closest('table') as HTMLElement).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['บันทึก']);
    expect(within(cell).getByText('16 ธ.ค. 2569 15:30')).toBeTruthy();
    expect(within(cell).getByText('operator')).toBeTruthy();
    expect(within(cell).getByRole('link', { name: '43' }).getAttribute('href')).toBe('/backoffice/rounds/43');
    expect(within(cell).getByRole('listitem').textContent).toBe('2 ตัวบน 12: จ่าย 50% → จ่าย 70%');
    expect(within(cell).getByRole('button', { name: 'รายละเอียด' })).toBeTruthy();
  });

  it('reads the filters from the address and sends them', async () => {
    show('/backoffice/audit?action=round.limits&actor=operator&from=2026-12-01&to=2026-12-16');
    await screen.findByText('แก้เลขอั้น');
    expect(api.calls('GET /backoffice/audit')[0]?.params).toEqual({
      action: 'round.limits',
      actor: 'operator',
      from: '2026-12-01',
      to: '2026-12-16',
      limit: '30',
    });
  });

  it("narrows the log to one entry's history, and loads older entries", async () => {
    show();
    const row = within((await screen.findByText('แก้เลขอั้น')).closest('tr') as HTMLElement);
    fireEvent.click(row.getByRole('button', { name: 'ดูเฉพาะรายการนี้' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/backoffice/audit?entity=lotto_round&entityId=43'));
    await waitFor(() => expect(api.calls('GET /backoffice/audit').at(-1)?.params).toMatchObject({ entity: 'lotto_round', entityId: '43' }));
    fireEvent.click(await screen.findByRole('button', { name: 'โหลดเพิ่ม' }));
    await waitFor(() => expect(api.calls('GET /backoffice/audit').at(-1)?.params).toMatchObject({ cursor: '8' }));
  }, 30_000);
});
