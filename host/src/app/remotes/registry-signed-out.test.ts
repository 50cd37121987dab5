// A page load without a session: /remotes.json is asked for without any Authorization header (the
// API buckets a signed-out caller by its visitor cookie, which the browser sends on its own).
import { installFakeFetch } from '../../testing/fake-fetch.ts';
import { readRemoteRegistry } from './registry.ts';

it('asks for /remotes.json without an Authorization header when no token is stored', async () => {
  const fetched = installFakeFetch(async () => ({ ok: true, status: 200, json: async () => ({}) }));

  expect(await readRemoteRegistry()).toEqual({});

  expect(fetched.calls).toEqual([{ url: '/remotes.json', init: { cache: 'no-store', credentials: 'same-origin', headers: {} } }]);
});
