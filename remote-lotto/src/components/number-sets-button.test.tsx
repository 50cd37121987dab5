import { act, fireEvent, render, screen } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { createQueryClient, RemoteQueries } from '../lib/query-client.tsx';
import type { LoadedBet } from '../lib/number-sets.ts';
import { fakeApi, type FakeApi } from '../testing/fake-api.ts';
import { renderPage } from '../testing/render-page.tsx';
import { NumberSetsButton } from './number-sets-button.tsx';

const SET = {
  id: '7',
  name: 'ชุดประจำ',
  items: [
    { type: '3front', number: '123', amount: 10 },
    { type: '2top', number: '19', amount: 5.5 },
  ],
  createdAt: '2026-12-16T03:00:00.000Z',
  updatedAt: '2026-12-16T03:00:00.000Z',
};
const LIMITS = { nameMaxLength: 30, maxItems: 200, maxSets: 50 };
const OFFERED = ['3top', '2top', 'runtop'] as const;

let api: FakeApi;
let loaded: LoadedBet[][];
beforeEach(() => {
  api = fakeApi();
  loaded = [];
  api.on('GET /lotto/number-sets', () => ({ body: { sets: [SET], limits: LIMITS } }));
});
afterEach(() => api.restore());

const show = (slip: LoadedBet[] = []) =>
  renderPage(
    <App>
      <NumberSetsButton offered={[...OFFERED]} slip={slip} onLoad={(bets) => loaded.push(bets)} />
    </App>,
    { path: '/' },
  );

test('one tap puts a set on the slip; items of a type the round does not offer are left out with a note', async () => {
  show();
  fireEvent.click(screen.getByTestId('number-sets-open'));
  fireEvent.click(await screen.findByRole('button', { name: 'ใช้เลขชุด ชุดประจำ' }, { timeout: 10_000 }));
  expect(loaded).toEqual([[{ type: '2top', number: '19', stake: 550 }]]);
  const note = screen.getByTestId('number-sets-left-out');
  expect(note.textContent).toContain('ไม่ได้ใส่ 1 รายการ เพราะรอบนี้ไม่รับแทงประเภทนั้น');
  expect(note.textContent).toContain('3 ตัวหน้า 123');
}, 20_000);

test('saves the slip being built as a set, stakes in baht, and shows a refusal in the API’s words', async () => {
  let answer = { status: 201, body: { ...SET, id: '8', name: 'ใหม่' } as unknown };
  api.on('POST /lotto/number-sets', () => answer);
  show([{ type: '2top', number: '19', stake: 550 }]);
  fireEvent.click(screen.getByTestId('number-sets-open'));
  await screen.findByRole('button', { name: 'ใช้เลขชุด ชุดประจำ' }, { timeout: 10_000 });
  const name = screen.getByLabelText('บันทึกโพยนี้เป็นเลขชุด');
  fireEvent.change(name, { target: { value: 'ใหม่' } });
  fireEvent.click(screen.getByRole('button', { name: 'บันทึกเป็นเลขชุด' }));
  await act(() => api.settled());
  expect(api.calls('POST /lotto/number-sets').map((call) => call.body)).toEqual([{ name: 'ใหม่', items: [{ type: '2top', number: '19', amount: 5.5 }] }]);
  expect((name as HTMLInputElement).value).toBe('');

  answer = { status: 409, body: { error: { code: 'NUMBER_SET_NAME_TAKEN', message: 'มีเลขชุดชื่อ "ใหม่" อยู่แล้ว กรุณาใช้ชื่ออื่น' } } };
  fireEvent.change(name, { target: { value: 'ใหม่' } });
  fireEvent.click(screen.getByRole('button', { name: 'บันทึกเป็นเลขชุด' }));
  await act(() => api.settled());
  expect(screen.getByTestId('number-set-save-error').textContent).toContain('มีเลขชุดชื่อ "ใหม่" อยู่แล้ว');
  expect((name as HTMLInputElement).value).toBe('ใหม่');
}, 20_000);

test('แทงซ้ำ: the items carried in the navigation go on the slip once', async () => {
  render(
    <RemoteQueries client={createQueryClient()}>
      <App>
        <MemoryRouter initialEntries={[{ pathname: '/bet', state: { repeatItems: [{ type: 'runtop', number: '7', amount: 1 }] } }]}>
          <Routes>
            <Route path="/bet" element={<NumberSetsButton offered={[...OFFERED]} slip={[]} onLoad={(bets) => loaded.push(bets)} />} />
          </Routes>
        </MemoryRouter>
      </App>
    </RemoteQueries>,
  );
  await act(() => api.settled());
  expect(loaded).toEqual([[{ type: 'runtop', number: '7', stake: 100 }]]);
});
