import { FakeApiError, fakeApi } from './fake-api.ts';

const api = fakeApi(
  [
    { method: 'GET', pattern: '/apps/items/:id', answer: ({ params, query }) => ({ id: params.id, sort: query.get('sort') }) },
    {
      method: 'POST',
      pattern: '/apps/items',
      answer: ({ body }) => {
        if (!body) throw new FakeApiError(400, 'empty');
        return body;
      },
    },
  ],
  { latencyMs: 0 },
);

describe('the in-browser fake API', () => {
  it('answers the endpoint whose method and pattern match, with the path values and the query', async () => {
    await expect(api('GET', '/apps/items/a%20b?sort=latest')).resolves.toEqual({ id: 'a b', sort: 'latest' });
  });

  it('answers a copy: changing an answer changes nothing the fake keeps', async () => {
    const kept = { name: 'kept' };
    const answer = await api<{ name: string }>('POST', '/apps/items', kept);
    answer.name = 'changed';
    expect(kept.name).toBe('kept');
  });

  it('refuses an address or method no endpoint has with 404, and passes on an endpoint’s own refusal', async () => {
    await expect(api('GET', '/api/wallet/show')).rejects.toMatchObject({ status: 404 });
    await expect(api('DELETE', '/apps/items/1')).rejects.toMatchObject({ status: 404 });
    await expect(api('POST', '/apps/items')).rejects.toEqual(new FakeApiError(400, 'empty'));
  });
});
