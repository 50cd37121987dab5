import { importWithRetry, isChunkLoadFailure } from './chunk-retry.ts';

const chunkError = () => Object.assign(new Error('Loading chunk 42 failed.\n(error: http://x/42.js)'), { name: 'ChunkLoadError' });
const cssError = () => Object.assign(new Error('Loading CSS chunk 7 failed.'), { code: 'CSS_CHUNK_LOAD_FAILED' });

describe('isChunkLoadFailure', () => {
  it('recognises script and style chunk failures, and nothing else', () => {
    expect(isChunkLoadFailure(chunkError())).toBe(true);
    expect(isChunkLoadFailure(cssError())).toBe(true);
    expect(isChunkLoadFailure(new Error('Loading chunk 3 failed.'))).toBe(true);
    expect(isChunkLoadFailure(new TypeError('x is not a function'))).toBe(false);
    expect(isChunkLoadFailure('Loading chunk 3 failed.')).toBe(false);
  });
});

describe('importWithRetry', () => {
  /** A loader failing with `failures` in turn, then loading; `calls` counts its calls. */
  const failing = (failures: Error[], module = { page: 'ok' }) => {
    const load = Object.assign(
      async () => {
        load.calls += 1;
        const failure = failures.shift();
        if (failure) throw failure;
        return module;
      },
      { calls: 0 },
    );
    return load;
  };

  it('loads again after a failed script or style chunk', async () => {
    const load = failing([chunkError(), cssError()]);
    await expect(importWithRetry(load, [0, 0])).resolves.toEqual({ page: 'ok' });
    expect(load.calls).toBe(3);
  });

  it('gives up after the last delay with the chunk error', async () => {
    const load = failing([chunkError(), chunkError(), chunkError()]);
    await expect(importWithRetry(load, [0, 0])).rejects.toMatchObject({ name: 'ChunkLoadError' });
    expect(load.calls).toBe(3);
  });

  it('does not retry an error of the page itself', async () => {
    const load = failing([new TypeError('broken page')]);
    await expect(importWithRetry(load, [0, 0])).rejects.toThrow('broken page');
    expect(load.calls).toBe(1);
  });
});
