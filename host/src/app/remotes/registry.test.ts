import { STORAGE_KEYS } from '@tanghuay/shared-auth';
import { installFakeFetch } from '../../testing/fake-fetch.ts';
import { fetchRemoteRegistry, parseRemoteRegistry, readRemoteRegistry } from './registry.ts';

const LOTTO = { version: '1.2.0', entry: '/remotes/lotto/1.2.0/mf-manifest.json' };
const DEMO = { version: '0.3.0', entry: '/remotes/demo/0.3.0/mf-manifest.json' };

describe('parseRemoteRegistry', () => {
  it('keeps well-formed entries of known remotes', () => {
    const json = {
      lotto: { version: '1.4.2', entry: '/remotes/lotto/1.4.2/mf-manifest.json' },
      demo: { version: '0.3.0', entry: '/remotes/demo/0.3.0/mf-manifest.json' },
    };
    expect(parseRemoteRegistry(json)).toEqual(json);
  });

  it('drops unknown remotes, malformed entries and extra fields', () => {
    expect(
      parseRemoteRegistry({
        lotto: { version: '1.0.0', entry: '/remotes/lotto/1.0.0/mf-manifest.json', extra: true },
        demo: { version: 3, entry: '/remotes/demo/3/mf-manifest.json' },
        evil: { version: '1.0.0', entry: 'https://elsewhere.example/mf-manifest.json' },
      }),
    ).toEqual({ lotto: { version: '1.0.0', entry: '/remotes/lotto/1.0.0/mf-manifest.json' } });
  });

  it('marks a preview only where the API says `preview: true`', () => {
    expect(parseRemoteRegistry({ lotto: { ...LOTTO, preview: true }, demo: DEMO })).toEqual({
      lotto: { ...LOTTO, preview: true },
      demo: DEMO,
    });
  });

  it.each(['true', 1, false, null, {}])('reads preview %p as no preview', (preview) => {
    expect(parseRemoteRegistry({ lotto: { ...LOTTO, preview } })).toEqual({ lotto: LOTTO });
  });

  it.each([null, 'remotes', 42, []])('reads %p as no remotes at all', (json) => {
    expect(parseRemoteRegistry(json)).toEqual({});
  });
});

// A page load with a session stored (the signed-out page load: registry-signed-out.test.ts).
describe('readRemoteRegistry on a page with a session stored', () => {
  const answer = { lotto: LOTTO, demo: { ...DEMO, preview: true } };

  it('asks for /remotes.json once, with the access token, and keeps the answer for the page', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'access-7');
    const fetched = installFakeFetch(async () => ({ ok: true, status: 200, json: async () => answer }));

    const registry = await readRemoteRegistry();

    expect(registry).toEqual(answer);
    expect(fetched.calls).toEqual([
      { url: '/remotes.json', init: { cache: 'no-store', credentials: 'same-origin', headers: { Authorization: 'Bearer access-7' } } },
    ]);

    // Later in the page (a new token stored, the API now answering otherwise): the same registry, unread.
    localStorage.setItem(STORAGE_KEYS.token, 'access-8');
    const other = installFakeFetch(async () => ({ ok: true, status: 200, json: async () => ({ lotto: { ...LOTTO, version: '9.9.9' } }) }));
    expect(await readRemoteRegistry()).toBe(registry);
    expect(other.calls).toEqual([]);
    expect(Object.isFrozen(registry) && Object.isFrozen(registry.lotto)).toBe(true);
  });
});

describe('fetchRemoteRegistry while the API cannot answer', () => {
  const answers = (...statuses: (number | 'unreachable')[]) =>
    installFakeFetch(async () => {
      const status = statuses.shift() ?? 200;
      if (status === 'unreachable') throw new TypeError('Failed to fetch');
      return { ok: status < 300, status, json: async () => ({ lotto: LOTTO }) };
    });

  const consoleError = console.error;
  let logged: unknown[][];
  beforeEach(() => {
    logged = [];
    console.error = (...args: unknown[]) => logged.push(args);
  });
  afterEach(() => {
    console.error = consoleError;
  });

  it('asks again after a 503 and after no answer at all, and keeps the answer that comes', async () => {
    const fetched = answers(503, 'unreachable', 200);
    expect(await fetchRemoteRegistry([1, 1, 1])).toEqual({ lotto: LOTTO });
    expect(fetched.calls).toHaveLength(3);
  });

  it('goes on without remotes once every try failed', async () => {
    const fetched = answers(502, 503, 503, 504);
    expect(await fetchRemoteRegistry([1, 1, 1])).toEqual({});
    expect(fetched.calls).toHaveLength(4);
    expect(logged).toEqual([['remote registry unavailable', new Error('/remotes.json answered 504')]]);
  });

  it('takes a 4xx as the answer: not asked again', async () => {
    const fetched = answers(404, 200);
    expect(await fetchRemoteRegistry([1, 1, 1])).toEqual({});
    expect(fetched.calls).toHaveLength(1);
  });
});
