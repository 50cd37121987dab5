import { type LiveChange, liveStack } from './live-stack.ts';

const change = (action: LiveChange['action'], version: string): LiveChange => ({ action, version });

describe('the live stack', () => {
  it('ends with the live version and keeps before it the versions a rollback goes back to, in order', () => {
    const history = [
      change('promote', '1.0.0'),
      change('promote', '1.1.0'),
      change('canary', '1.2.0'),
      change('promote', '1.2.0'),
      change('rollback', '1.1.0'),
      change('pin', '1.3.0'),
      change('promote', '1.3.0'),
    ];
    expect(liveStack(history)).toEqual(['1.0.0', '1.1.0', '1.3.0']);
  });

  it('counts a version promoted again while live once', () => {
    expect(liveStack(['1.0.0', '1.0.0', '1.1.0', '1.1.0'].map((version) => change('promote', version)))).toEqual(['1.0.0', '1.1.0']);
  });

  it('always ends with the version the last entry made live', () => {
    expect(liveStack([change('promote', '1.0.0'), change('rollback', '0.9.0')])).toEqual(['0.9.0']);
  });
});
