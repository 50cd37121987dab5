import { historyFile, liveStack, type Promotion } from './remote-history.ts';

const entry = (remote: Promotion['remote'], action: Promotion['action'], version: string): Promotion => ({
  remote,
  version,
  action,
  at: '2026-03-01T10:00:00.000Z',
  by: 'ann',
});

describe('the live stack of a remote', () => {
  it('ends with the live version and keeps before it the versions a rollback goes back to, in order', () => {
    const history = [
      entry('lotto', 'promote', '1.0.0'),
      entry('demo', 'promote', '0.1.0'),
      entry('lotto', 'promote', '1.1.0'),
      entry('lotto', 'promote', '1.2.0'),
      entry('lotto', 'rollback', '1.1.0'),
      entry('lotto', 'promote', '1.3.0'),
    ];
    expect(liveStack(history, 'lotto')).toEqual(['1.0.0', '1.1.0', '1.3.0']);
    expect(liveStack(history, 'demo')).toEqual(['0.1.0']);
  });

  it('counts a version promoted again while live once', () => {
    const history = ['1.0.0', '1.0.0', '1.1.0', '1.1.0'].map((version) => entry('lotto', 'promote', version));
    expect(liveStack(history, 'lotto')).toEqual(['1.0.0', '1.1.0']);
  });

  it('always ends with the version the last entry made live, even after a history edited by hand', () => {
    expect(liveStack([entry('lotto', 'promote', '1.0.0'), entry('lotto', 'rollback', '0.9.0')], 'lotto')).toEqual(['0.9.0']);
  });
});

it('keeps the history beside the registry, named after it', () => {
  expect(historyFile('/var/lib/tanghuay/remotes.json')).toBe('/var/lib/tanghuay/remotes-history.json');
});
