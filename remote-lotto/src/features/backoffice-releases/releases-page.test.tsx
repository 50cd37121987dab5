import { act, fireEvent, screen, within } from '@testing-library/react';
import { clearAuth, saveLogin } from '@tanghuay/shared-auth';
import { loginAnswerFor } from '@tanghuay/shared-auth/testing';
import { apiError, type FakeApi, fakeApi } from '../../testing/fake-api.ts';
import { renderPage } from '../../testing/render-page.tsx';
import type { Releases, RemoteRelease } from './api/releases.ts';
import { ReleasesPage } from './releases-page.tsx';

const held = (version: string, builtAt: string) => ({
  version,
  builtAt,
  exposes: ['./routes', './backoffice'],
  shared: [{ name: 'react', version: '19.2.0', requiredVersion: '^19.2.0' }],
});

const lotto: RemoteRelease = {
  name: 'lotto',
  server: 'http://127.0.0.1:4101',
  serverError: null,
  live: '1.2.0',
  candidate: { version: '1.3.0', share: 10, since: '2026-11-29T10:00:00.000Z' },
  versions: [held('1.3.0', '2026-11-29T09:00:00.000Z'), held('1.2.0', '2026-11-20T09:00:00.000Z'), held('1.1.0', '2026-11-10T09:00:00.000Z')],
  errors: [
    { version: '1.3.0', loads: 40, failed: 1, errors: 3, rate: 0.1 },
    { version: '1.2.0', loads: 1200, failed: 2, errors: 4, rate: 0.005 },
  ],
  pins: [{ accountId: 12, username: 'tester_a', version: '1.3.0', by: 'admin1', at: '2026-11-29T11:00:00.000Z' }],
};

const demo: RemoteRelease = {
  name: 'demo',
  server: 'http://127.0.0.1:4102',
  serverError: null,
  live: '0.3.0',
  candidate: null,
  versions: [held('0.3.0', '2026-11-01T09:00:00.000Z')],
  errors: [],
  pins: [],
};

const NOT_FROZEN: Releases['freeze'] = { active: false, minutes: 30, lottos: ['thai-gov'], round: null };

const lotto_ = (code: string, name: string) => ({ code, name, resultKind: 'standard', resultSource: 'operator' });
const catalog = {
  heads: [
    { code: 'thai', name: 'หวยไทย', subHeads: [{ code: 'gov', name: 'รัฐบาล', lottos: [lotto_('thai-gov', 'หวยรัฐบาลไทย')] }] },
    { code: 'lao', name: 'หวยลาว', subHeads: [{ code: 'vip', name: 'ลาว VIP', lottos: [lotto_('lao-vip', 'หวยลาว VIP'), lotto_('lao-star', 'หวยลาวสตาร์')] }] },
  ],
};

const releases: Releases = {
  remotes: [lotto, demo],
  history: [
    { id: 8, remote: 'lotto', action: 'canary', version: '1.3.0', share: 10, by: 'admin1', reason: null, forced: false, at: '2026-11-29T10:00:00.000Z' },
    { id: 7, remote: 'lotto', action: 'promote', version: '1.2.0', share: null, by: 'release-tool', reason: 'แก้หน้าจอโพย', forced: true, at: '2026-11-20T10:00:00.000Z' },
  ],
  freeze: NOT_FROZEN,
};

/** The answer after a change: lotto as `changed`. */
const withLotto = (changed: Partial<RemoteRelease>): Releases => ({ ...releases, remotes: [{ ...lotto, ...changed }, demo] });

let api: FakeApi;
beforeEach(() => {
  saveLogin(loginAnswerFor('admin'));
  api = fakeApi();
  api.on('GET /backoffice/releases', () => ({ body: releases }));
  api.on('GET /lotto/catalog', () => ({ body: catalog }));
});
afterEach(() => {
  api.restore();
  act(() => clearAuth());
});

const show = () => renderPage(<ReleasesPage />, { path: '/backoffice/releases' });
const card = async (name: string) => within((await screen.findByText(name, { selector: '.ant-card-head-title span' })).closest('.ant-card') as HTMLElement);
const row = (within_: ReturnType<typeof within>, version: string) => within(within_.getByText(version, { selector: 'strong' }).closest('tr') as HTMLElement);
const dialog = async () => within(await screen.findByRole('dialog'));

describe('the releases page', () => {
  it('shows a skeleton while reading, then each remote’s live version, canary, versions with their errors, pins, and the history', async () => {
    show();
    expect(screen.getAllByRole('status', { name: 'กำลังโหลด' }).length).toBeGreaterThan(0);
    const remote = await card('lotto');
    expect(remote.getByText('เวอร์ชันที่ใช้งานจริง').nextSibling?.textContent).toBe('1.2.0');
    expect(remote.getByText('1.3.0 · 10% ของผู้ใช้')).toBeTruthy();
    expect(remote.getByText('ตั้งแต่ 29 พ.ย. 2569 17:00 น.')).toBeTruthy();

    const candidate = row(remote, '1.3.0');
    expect(candidate.getByText('canary')).toBeTruthy();
    expect(candidate.getByText('29 พ.ย. 2569 16:00')).toBeTruthy();
    expect(candidate.getByText('10.0%')).toBeTruthy();
    expect(candidate.getByText('40')).toBeTruthy();
    expect(candidate.getByText('1 รายการ')).toBeTruthy();
    expect(row(remote, '1.2.0').getByText('0.5%')).toBeTruthy();
    expect(row(remote, '1.2.0').getByText('ใช้งานจริง', { selector: '.ant-tag' })).toBeTruthy();
    expect(row(remote, '1.1.0').getAllByText('-')).toHaveLength(4);

    const pin = within(remote.getByText('tester_a').closest('tr') as HTMLElement);
    expect(pin.getByText('admin1')).toBeTruthy();
    expect(pin.getByText('29 พ.ย. 2569 18:00')).toBeTruthy();

    expect((await card('demo')).getByText('ไม่มี canary')).toBeTruthy();
    expect(screen.queryByText(/^งดปล่อยเวอร์ชัน:/)).toBeNull();
    expect(await screen.findByText('งดปล่อยเวอร์ชัน 30 นาทีก่อนปิดรับ: หวยรัฐบาลไทย')).toBeTruthy();

    const history = within(screen.getByText('ประวัติการเปลี่ยนเวอร์ชัน').closest('table') as HTMLElement);
    const rows = history.getAllByRole('row').slice(1);
    expect(rows.map((line) => line.textContent)).toEqual([
      expect.stringContaining('canary1.3.010%admin1'),
      expect.stringContaining('ใช้งานจริงบังคับ1.2.0release-toolแก้หน้าจอโพย'),
    ]);
  }, 30_000);

  it('promotes a version once confirmed, and shows the answer', async () => {
    api.on('POST /backoffice/releases/lotto/promote', () => ({ body: withLotto({ live: '1.3.0', candidate: null }) }));
    show();
    const remote = await card('lotto');
    fireEvent.click(row(remote, '1.3.0').getByRole('button', { name: 'ใช้งานจริง' }));
    const confirm = await dialog();
    expect(confirm.getByText('ใช้ lotto เวอร์ชัน 1.3.0 กับทุกคน?')).toBeTruthy();
    fireEvent.click(confirm.getByRole('button', { name: 'ใช้งานจริง' }));
    await api.settled();
    expect(api.calls('POST /backoffice/releases/lotto/promote').map((call) => call.body)).toEqual([{ version: '1.3.0', force: false }]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(remote.getByText('เวอร์ชันที่ใช้งานจริง').nextSibling?.textContent).toBe('1.3.0');
    expect(remote.getByText('ไม่มี canary')).toBeTruthy();
  }, 30_000);

  it('starts a canary with a share, checks the share, and grows the running one from its share', async () => {
    api.on('POST /backoffice/releases/lotto/canary', ({ body }) => ({
      body: withLotto({ candidate: { ...(body as { version: string; share: number }), since: '2026-11-29T12:00:00.000Z' } }),
    }));
    show();
    const remote = await card('lotto');
    fireEvent.click(row(remote, '1.1.0').getByRole('button', { name: 'เริ่ม canary' }));
    let confirm = await dialog();
    const share = confirm.getByLabelText('สัดส่วนผู้ใช้ (%)') as HTMLInputElement;
    expect(share.value).toBe('10');
    fireEvent.change(share, { target: { value: '0' } });
    expect(confirm.getByText('ใส่จำนวนเต็มตั้งแต่ 1 ถึง 100')).toBeTruthy();
    fireEvent.click(confirm.getByRole('button', { name: 'เริ่ม canary' }));
    expect(api.calls('POST /backoffice/releases/lotto/canary')).toHaveLength(0);
    fireEvent.click(confirm.getByRole('button', { name: '50%' }));
    fireEvent.click(confirm.getByRole('button', { name: 'เริ่ม canary' }));
    await api.settled();
    expect(remote.getByText('1.1.0 · 50% ของผู้ใช้')).toBeTruthy();

    fireEvent.click(row(remote, '1.1.0').getByRole('button', { name: 'ปรับสัดส่วน' }));
    confirm = await dialog();
    expect((confirm.getByLabelText('สัดส่วนผู้ใช้ (%)') as HTMLInputElement).value).toBe('50');
    fireEvent.change(confirm.getByLabelText('สัดส่วนผู้ใช้ (%)'), { target: { value: '75' } });
    fireEvent.click(confirm.getByRole('button', { name: 'เริ่ม canary' }));
    await api.settled();
    expect(api.calls('POST /backoffice/releases/lotto/canary').map((call) => call.body)).toEqual([
      { version: '1.1.0', share: 50, force: false },
      { version: '1.1.0', share: 75, force: false },
    ]);
  }, 30_000);

  it('stops the canary and rolls back, each once confirmed', async () => {
    api.on('POST /backoffice/releases/lotto/stop', () => ({ body: withLotto({ candidate: null }) }));
    api.on('POST /backoffice/releases/lotto/rollback', () => ({ body: withLotto({ live: '1.1.0', candidate: null }) }));
    show();
    const remote = await card('lotto');
    fireEvent.click(remote.getByRole('button', { name: 'หยุด canary' }));
    fireEvent.click((await dialog()).getByRole('button', { name: 'หยุด canary' }));
    await api.settled();
    expect(api.calls('POST /backoffice/releases/lotto/stop').map((call) => call.body)).toEqual([{}]);
    expect(remote.getByText('ไม่มี canary')).toBeTruthy();
    expect(remote.queryByRole('button', { name: 'หยุด canary' })).toBeNull();

    fireEvent.click(remote.getByRole('button', { name: 'ย้อนกลับเวอร์ชัน' }));
    const confirm = await dialog();
    expect(confirm.getByText('เวอร์ชันที่ใช้งานจริงก่อน 1.2.0 จะกลับมาใช้กับทุกคนเมื่อเปิดหน้าใหม่')).toBeTruthy();
    fireEvent.click(confirm.getByRole('button', { name: 'ย้อนกลับ' }));
    await api.settled();
    expect(api.calls('POST /backoffice/releases/lotto/rollback').map((call) => call.body)).toEqual([{ force: false }]);
    expect(remote.getByText('เวอร์ชันที่ใช้งานจริง').nextSibling?.textContent).toBe('1.1.0');
  }, 30_000);

  it('during a freeze says which round closes when, and a refused change is forced only with a reason', async () => {
    const frozen: Releases['freeze'] = { active: true, minutes: 30, lottos: ['thai-gov'], round: { id: 5, lotteryName: 'หวยรัฐบาลไทย', closesAt: '2026-12-16T08:30:00.000Z' } };
    api.on('GET /backoffice/releases', () => ({ body: { ...releases, freeze: frozen } }));
    api.on('POST /backoffice/releases/lotto/promote', ({ body }) =>
      (body as { force: boolean }).force
        ? { body: withLotto({ live: '1.3.0', candidate: null }) }
        : apiError(409, 'RELEASE_FROZEN', 'หวยรัฐบาลไทย ปิดรับ 16 ธ.ค. 2569 15:30 น. งดเปลี่ยนเวอร์ชัน'),
    );
    show();
    expect(await screen.findByText('งดปล่อยเวอร์ชัน: หวยรัฐบาลไทย ปิดรับ 16 ธ.ค. 2569 15:30 น.')).toBeTruthy();
    expect(screen.getByText(/ต้องกด "บังคับ" และระบุเหตุผล/)).toBeTruthy();

    const remote = await card('lotto');
    fireEvent.click(row(remote, '1.3.0').getByRole('button', { name: 'ใช้งานจริง' }));
    const confirm = await dialog();
    fireEvent.click(confirm.getByRole('button', { name: 'ใช้งานจริง' }));
    expect(await confirm.findByText('หวยรัฐบาลไทย ปิดรับ 16 ธ.ค. 2569 15:30 น. งดเปลี่ยนเวอร์ชัน')).toBeTruthy();
    fireEvent.change(confirm.getByLabelText('เหตุผลที่ต้องเปลี่ยนตอนนี้'), { target: { value: 'ด่วน' } });
    fireEvent.click(confirm.getByRole('button', { name: 'บังคับ' }));
    expect(confirm.getByText('กรุณาระบุเหตุผลอย่างน้อย 5 ตัวอักษร')).toBeTruthy();
    expect(api.calls('POST /backoffice/releases/lotto/promote')).toHaveLength(1);

    fireEvent.change(confirm.getByLabelText('เหตุผลที่ต้องเปลี่ยนตอนนี้'), { target: { value: ' หน้าโพยเสีย ต้องแก้ทันที ' } });
    fireEvent.click(confirm.getByRole('button', { name: 'บังคับ' }));
    await api.settled();
    expect(api.calls('POST /backoffice/releases/lotto/promote').map((call) => call.body)).toEqual([
      { version: '1.3.0', force: false },
      { version: '1.3.0', force: true, reason: 'หน้าโพยเสีย ต้องแก้ทันที' },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(remote.getByText('เวอร์ชันที่ใช้งานจริง').nextSibling?.textContent).toBe('1.3.0');
  }, 30_000);

  it('keeps the contract gate’s refusal on the page, each mismatch on its own line; other refusals stay in the dialog', async () => {
    const refused = 'ปล่อย lotto 1.1.0 ไม่ได้ ไม่มีอะไรเปลี่ยน: ไม่มี ./backoffice; react 18.3.1 ไม่อยู่ในช่วง ^19.2.0; ไม่มีไฟล์ mf-manifest.json';
    api.on('POST /backoffice/releases/lotto/canary', () => apiError(409, 'RELEASE_REFUSED', refused));
    api.on('POST /backoffice/releases/lotto/rollback', () => apiError(409, 'NOTHING_TO_ROLL_BACK', 'ไม่มีเวอร์ชันก่อนหน้าให้ย้อนกลับ'));
    show();
    const remote = await card('lotto');
    fireEvent.click(row(remote, '1.1.0').getByRole('button', { name: 'เริ่ม canary' }));
    fireEvent.click((await dialog()).getByRole('button', { name: 'เริ่ม canary' }));
    await api.settled();
    expect(screen.queryByRole('dialog')).toBeNull();
    const refusal = within(remote.getByText('เปลี่ยนเวอร์ชันไม่ได้').closest('.ant-alert') as HTMLElement);
    expect(refusal.getByText('ปล่อย lotto 1.1.0 ไม่ได้ ไม่มีอะไรเปลี่ยน')).toBeTruthy();
    expect(refusal.getAllByRole('listitem').map((line) => line.textContent)).toEqual([
      'ไม่มี ./backoffice',
      'react 18.3.1 ไม่อยู่ในช่วง ^19.2.0',
      'ไม่มีไฟล์ mf-manifest.json',
    ]);

    fireEvent.click(remote.getByRole('button', { name: 'ย้อนกลับเวอร์ชัน' }));
    const confirm = await dialog();
    fireEvent.click(confirm.getByRole('button', { name: 'ย้อนกลับ' }));
    expect(await confirm.findByText('ไม่มีเวอร์ชันก่อนหน้าให้ย้อนกลับ')).toBeTruthy();
    expect(confirm.queryByRole('button', { name: 'บังคับ' })).toBeNull();
    expect(remote.getByText('เปลี่ยนเวอร์ชันไม่ได้')).toBeTruthy();
  }, 30_000);

  it('changes the freeze once confirmed: minutes and lotteries chosen by name, sent as codes, the answer shown', async () => {
    api.on('PUT /backoffice/releases/freeze', ({ body }) => ({ body: { ...releases, freeze: { ...NOT_FROZEN, ...(body as object) } } }));
    show();
    expect(await screen.findByText('งดปล่อยเวอร์ชัน 30 นาทีก่อนปิดรับ: หวยรัฐบาลไทย')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'ตั้งช่วงงด' }));
    const minutes = screen.getByLabelText('จำนวนนาทีก่อนปิดรับ') as HTMLInputElement;
    expect(minutes.value).toBe('30');
    fireEvent.change(minutes, { target: { value: '1441' } });
    expect(screen.getByText('ใส่จำนวนเต็มตั้งแต่ 0 ถึง 1440')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'บันทึก' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.change(minutes, { target: { value: '45' } });
    fireEvent.mouseDown(screen.getByLabelText('หวยที่งด'));
    fireEvent.click(await screen.findByRole('option', { name: 'หวยลาว VIP' }));
    fireEvent.click(screen.getByRole('button', { name: 'บันทึก' }));
    const confirm = await dialog();
    expect(confirm.getByText('งดปล่อยเวอร์ชัน 45 นาทีก่อนปิดรับ: หวยรัฐบาลไทย, หวยลาว VIP')).toBeTruthy();
    fireEvent.click(confirm.getByRole('button', { name: 'บันทึก' }));
    await api.settled();
    expect(api.calls('PUT /backoffice/releases/freeze').map((call) => call.body)).toEqual([{ minutes: 45, lottos: ['thai-gov', 'lao-vip'] }]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('งดปล่อยเวอร์ชัน 45 นาทีก่อนปิดรับ: หวยรัฐบาลไทย, หวยลาว VIP')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('บันทึกแล้ว');
    expect(screen.queryByLabelText('จำนวนนาทีก่อนปิดรับ')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'ตั้งช่วงงด' }));
    fireEvent.change(screen.getByLabelText('จำนวนนาทีก่อนปิดรับ'), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'บันทึก' }));
    fireEvent.click((await dialog()).getByRole('button', { name: 'บันทึก' }));
    await api.settled();
    expect(api.calls('PUT /backoffice/releases/freeze').at(-1)?.body).toEqual({ minutes: 0, lottos: ['thai-gov', 'lao-vip'] });
    expect(screen.getByText('ไม่มีช่วงงดปล่อยเวอร์ชัน')).toBeTruthy();
  }, 30_000);

  it('asks for a lottery when the freeze has minutes, and keeps the API’s refusal in the confirmation', async () => {
    api.on('PUT /backoffice/releases/freeze', () => apiError(404, 'LOTTO_NOT_FOUND', 'ไม่พบหวยรหัส lao-star'));
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'ตั้งช่วงงด' }));
    fireEvent.mouseDown(screen.getByLabelText('หวยที่งด'));
    fireEvent.click(await screen.findByRole('option', { name: 'หวยรัฐบาลไทย' }));
    fireEvent.click(screen.getByRole('button', { name: 'บันทึก' }));
    expect(screen.getByText('เลือกหวยอย่างน้อย 1 รายการ หรือใส่ 0 นาที')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(screen.getByRole('option', { name: 'หวยลาวสตาร์' }));
    fireEvent.click(screen.getByRole('button', { name: 'บันทึก' }));
    const confirm = await dialog();
    fireEvent.click(confirm.getByRole('button', { name: 'บันทึก' }));
    expect(await confirm.findByText('ไม่พบหวยรหัส lao-star')).toBeTruthy();
    expect(api.calls('PUT /backoffice/releases/freeze').map((call) => call.body)).toEqual([{ minutes: 30, lottos: ['lao-star'] }]);
  }, 30_000);

  it('pins a version to usernames or to the signed-in administrator, and removes a pin', async () => {
    const pinned = (usernames: string[]) =>
      usernames.map((username, at) => ({ accountId: 20 + at, username, version: '1.3.0', by: 'admin1', at: '2026-11-29T12:00:00.000Z' }));
    api.on('PUT /backoffice/releases/lotto/pins', ({ body }) => ({ body: withLotto({ pins: [...lotto.pins, ...pinned((body as { usernames: string[] }).usernames)] }) }));
    api.on('DELETE /backoffice/releases/lotto/pins/12', () => ({ body: withLotto({ pins: [] }) }));
    show();
    const remote = await card('lotto');
    fireEvent.click(remote.getByRole('button', { name: 'ปักหมุด' }));
    expect(remote.getByText('ใส่ชื่อผู้ใช้อย่างน้อย 1 ชื่อ')).toBeTruthy();
    fireEvent.change(remote.getByLabelText('ชื่อผู้ใช้ (คั่นด้วยเว้นวรรคหรือจุลภาค)'), { target: { value: 'tester_b, tester_c tester_b' } });
    fireEvent.click(remote.getByRole('button', { name: 'ปักหมุด' }));
    await api.settled();
    expect(remote.getByText('tester_c')).toBeTruthy();

    fireEvent.click(remote.getByRole('button', { name: 'ปักหมุดให้ฉัน (admin1)' }));
    await api.settled();
    expect(api.calls('PUT /backoffice/releases/lotto/pins').map((call) => call.body)).toEqual([
      { usernames: ['tester_b', 'tester_c'], version: '1.3.0' },
      { usernames: ['admin1'], version: '1.3.0' },
    ]);

    fireEvent.click(remote.getByRole('button', { name: 'เลิกปักหมุด tester_a' }));
    await api.settled();
    expect(api.calls('DELETE /backoffice/releases/lotto/pins/12')).toHaveLength(1);
    expect(remote.getByText('ยังไม่มีบัญชีที่ปักหมุด')).toBeTruthy();
  }, 30_000);

  it('says when the releases cannot be read, with a way to try again', async () => {
    api.on('GET /backoffice/releases', () => apiError(403, 'FORBIDDEN', 'ไม่มีสิทธิ์ใช้งานส่วนนี้'));
    show();
    expect(await screen.findByText('ไม่มีสิทธิ์ใช้งานส่วนนี้')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ลองใหม่' })).toBeTruthy();
  }, 30_000);
});
