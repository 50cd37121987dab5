import { parseRemoteRegistry } from './registry.ts';

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

  it.each([null, 'remotes', 42, []])('reads %p as no remotes at all', (json) => {
    expect(parseRemoteRegistry(json)).toEqual({});
  });
});
