import { installFakeFetch } from '../../testing/fake-fetch.ts';
import { BEACON_URL, createBeacons } from './beacon.ts';

const registry = {
  lotto: { version: '1.3.0', entry: '/remotes/lotto/1.3.0/mf-manifest.json' },
  demo: { version: '0.3.0', entry: '/remotes/demo/0.3.0/mf-manifest.json', preview: true },
};

type RejectionListener = (reason: unknown) => void;
/** Node's process, where a promise rejected with no one to catch it is told of (the host has no Node types). */
const nodeProcess = (globalThis as unknown as { process: Record<'on' | 'off', (event: 'unhandledRejection', listener: RejectionListener) => void> })
  .process;

/** Lets the beacons started meanwhile reach fetch. */
const settle = () => new Promise<void>((resolve) => setTimeout(resolve));

describe('the page beacons', () => {
  it('posts the remote, its version and the kind, as JSON that outlives the page', async () => {
    const fetched = installFakeFetch();
    createBeacons(registry)('lotto', 'load');
    await settle();

    expect(fetched.calls).toEqual([
      {
        url: BEACON_URL,
        init: {
          method: 'POST',
          keepalive: true,
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ remote: 'lotto', version: '1.3.0', kind: 'load' }),
        },
      },
    ]);
  });

  it('sends each kind at most once per remote for the page', async () => {
    const fetched = installFakeFetch();
    const beacon = createBeacons(registry);
    beacon('lotto', 'load');
    beacon('lotto', 'load');
    beacon('lotto', 'error');
    beacon('lotto', 'error');
    beacon('demo', 'failed');
    beacon('demo', 'failed');
    beacon('demo', 'load');
    await settle();

    expect(fetched.bodiesTo(BEACON_URL)).toEqual([
      { remote: 'lotto', version: '1.3.0', kind: 'load' },
      { remote: 'lotto', version: '1.3.0', kind: 'error' },
      { remote: 'demo', version: '0.3.0', kind: 'failed' },
      { remote: 'demo', version: '0.3.0', kind: 'load' },
    ]);
  });

  it('sends nothing for a remote the registry did not name (its version is unknown)', async () => {
    const fetched = installFakeFetch();
    createBeacons({ lotto: registry.lotto })('demo', 'failed');
    await settle();

    expect(fetched.calls).toEqual([]);
  });

  it.each([
    ['rejects', async () => Promise.reject(new TypeError('Failed to fetch'))],
    [
      'throws at once',
      () => {
        throw new TypeError('keepalive quota exceeded');
      },
    ],
  ])('swallows a fetch that %s, and never sends that beacon again', async (_, answer) => {
    const rejected: unknown[] = [];
    const onRejection = (reason: unknown) => rejected.push(reason);
    nodeProcess.on('unhandledRejection', onRejection);
    const fetched = installFakeFetch(answer);
    const beacon = createBeacons(registry);

    beacon('lotto', 'failed');
    await settle();
    beacon('lotto', 'failed');
    await settle();
    nodeProcess.off('unhandledRejection', onRejection);

    expect(fetched.calls).toHaveLength(1);
    expect(rejected).toEqual([]);
  });
});
