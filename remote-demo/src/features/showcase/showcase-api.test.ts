import { showcaseApi } from './showcase-api.ts';
import type { Branch, OrderRow } from './showcase-model.ts';

type Page = { rows: OrderRow[]; total: number };
const list = (query: string) => showcaseApi<Page>('GET', `/tables/data?${query}`);

beforeEach(() => {
  localStorage.clear();
});

describe('the showcase endpoints', () => {
  it('page, sort and search the orders; refuse an unknown sort', async () => {
    const first = await list('sort=amount&direction=desc&page=1&perPage=5');
    expect(first.total).toBe(26);
    expect(first.rows.map((row) => row.amount)).toEqual([...first.rows.map((row) => row.amount)].sort((a, b) => b - a));
    expect((await list('q=ภูเก็ต')).rows.every((row) => row.city === 'ภูเก็ต')).toBe(true);
    await expect(list('sort=colour')).rejects.toMatchObject({ status: 400 });
  });

  it('mark orders paid, kept in localStorage; an unknown order is 404', async () => {
    await showcaseApi('PATCH', '/tables/data', { ids: [1, 2], status: 'paid' });
    expect((await list('perPage=2')).rows.map((row) => row.status)).toEqual(['paid', 'paid']);
    expect(localStorage.getItem('tanghuay-demo:showcase-orders')).toContain('paid');
    await expect(showcaseApi('PATCH', '/tables/data', { ids: [999], status: 'paid' })).rejects.toMatchObject({ status: 404 });
  });

  it('list the branches', async () => {
    expect((await showcaseApi<Branch[]>('GET', '/maps/branches')).length).toBeGreaterThan(0);
  });
});
