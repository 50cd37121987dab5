import { changedParams } from '../../lib/query-params.ts';
import { filteredBy, pageCountOf, pagedTo, sortedBy, tableStateOf } from './table-state.ts';

const defaults = { sorts: ['username', 'balance', 'createdAt'], sort: 'createdAt', order: 'desc' } as const;
const params = (query: string) => new URLSearchParams(query);

describe('the state of a server-paged table in the address', () => {
  it('reads the sort, the order and the page, the defaults for what is missing', () => {
    expect(tableStateOf(params('sort=balance&order=asc&page=3'), defaults)).toEqual({ sort: 'balance', order: 'asc', page: 3 });
    expect(tableStateOf(params(''), defaults)).toEqual({ sort: 'createdAt', order: 'desc', page: 1 });
  });

  it('takes no unknown sort, order or page from a hand-made address', () => {
    expect(tableStateOf(params('sort=password&order=up&page=0'), defaults)).toEqual({ sort: 'createdAt', order: 'desc', page: 1 });
    expect(tableStateOf(params('page=-2'), defaults).page).toBe(1);
    expect(tableStateOf(params('page=2.5'), defaults).page).toBe(1);
  });

  it('sorts by a new column ascending, turns the order round on the same column, and goes back to page 1', () => {
    const now = params('q=som&sort=balance&order=asc&page=4');
    const state = tableStateOf(now, defaults);
    expect(changedParams(now, sortedBy(state, 'balance')).toString()).toBe('q=som&sort=balance&order=desc');
    expect(changedParams(now, sortedBy(state, 'username')).toString()).toBe('q=som&sort=username&order=asc');
    const descending = params('sort=balance&order=desc');
    expect(changedParams(descending, sortedBy(tableStateOf(descending, defaults), 'balance')).toString()).toBe('sort=balance&order=asc');
  });

  it('writes the page, leaving page 1 out, and keeps the rest', () => {
    expect(changedParams(params('q=som'), pagedTo(2)).toString()).toBe('q=som&page=2');
    expect(changedParams(params('q=som&page=2'), pagedTo(1)).toString()).toBe('q=som');
  });

  it('starts again from page 1 when a filter changes', () => {
    expect(changedParams(params('status=active&page=3&sort=balance'), filteredBy({ status: 'suspended', q: 'som' })).toString()).toBe(
      'status=suspended&sort=balance&q=som',
    );
    expect(changedParams(params('status=active&q=som'), filteredBy({ q: '' })).toString()).toBe('status=active');
  });

  it('counts the pages, one at least', () => {
    expect(pageCountOf(0, 20)).toBe(1);
    expect(pageCountOf(20, 20)).toBe(1);
    expect(pageCountOf(21, 20)).toBe(2);
  });
});
