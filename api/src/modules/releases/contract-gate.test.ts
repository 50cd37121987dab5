import { type ContractManifest, contractMismatches } from './contract-gate.ts';

/** What the host's build provides, as its manifest says (trimmed). */
const host: ContractManifest = {
  exposes: [],
  shared: [
    { name: 'react', version: '19.3.1', singleton: true, requiredVersion: '^19.3.1' },
    { name: 'react-dom', version: '19.3.1', singleton: true, requiredVersion: '^19.3.1' },
    { name: 'antd', version: '6.6.8', singleton: true, requiredVersion: '^6.6.8' },
    { name: '@tanghuay/shared-auth', version: '0.1.0', singleton: true, requiredVersion: '^0.1.0' },
  ],
};

const lotto = (change: Partial<ContractManifest> = {}): ContractManifest => ({
  exposes: [{ path: './routes' }, { path: './backoffice' }],
  shared: [
    { name: 'react', version: '19.3.1', singleton: true, requiredVersion: '^19.3.1' },
    { name: 'antd', version: '6.6.8', singleton: true, requiredVersion: '^6.6.8' },
  ],
  ...change,
});

describe('the contract gate', () => {
  it('lets through a version that exposes what the host mounts and needs what the host provides', () => {
    expect(contractMismatches('lotto', lotto(), host)).toEqual([]);
    expect(contractMismatches('demo', lotto({ exposes: [{ path: './routes' }] }), host)).toEqual([]);
  });

  it('names each module the host mounts that the version does not expose', () => {
    expect(contractMismatches('lotto', lotto({ exposes: [{ path: './pages' }] }), host)).toEqual([
      'it does not expose ./routes, which the host mounts',
      'it does not expose ./backoffice, which the host mounts',
    ]);
  });

  it('names each shared library whose range the host’s copy does not satisfy, a newer patch within the range passing', () => {
    const shared = [
      { name: 'react', version: '20.0.0', singleton: true, requiredVersion: '^20.0.0' },
      { name: 'antd', version: '6.7.0', singleton: true, requiredVersion: '^6.6.0' },
      { name: '@tanghuay/shared-auth', version: '0.2.0', singleton: true, requiredVersion: '^0.2.0' },
    ];
    expect(contractMismatches('lotto', lotto({ shared }), host)).toEqual([
      'it needs react ^20.0.0, the host provides 19.3.1',
      'it needs @tanghuay/shared-auth ^0.2.0, the host provides 0.1.0',
    ]);
  });

  it('names a single-copy library the host does not provide, and lets a version bring its own copy of anything else', () => {
    const shared = [
      { name: 'zustand', version: '5.0.0', singleton: true, requiredVersion: '^5.0.0' },
      { name: 'dayjs', version: '1.11.0', requiredVersion: '^1.11.0' },
    ];
    expect(contractMismatches('demo', { exposes: [{ path: './routes' }], shared }, host)).toEqual([
      'it shares zustand as a single copy, which the host does not provide',
    ]);
  });
});
