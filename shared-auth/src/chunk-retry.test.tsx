import { jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { Component, type ReactNode, Suspense } from 'react';
import { importWithRetry, isChunkLoadFailure, lazyWithRetry, MountAttemptContext } from './chunk-retry.tsx';

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

describe('lazyWithRetry', () => {
  it('renders the page once its chunk loads, after a failed first try', async () => {
    let calls = 0;
    const Page = lazyWithRetry(async () => {
      calls += 1;
      if (calls === 1) throw chunkError();
      return ({ name }: { name: string }) => <h1>{`สวัสดี ${name}`}</h1>;
    });

    render(
      <Suspense fallback={<p>กำลังโหลด</p>}>
        <Page name="สมชาย" />
      </Suspense>,
    );

    expect(screen.getByText('กำลังโหลด')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'สวัสดี สมชาย' })).toBeTruthy();
    expect(calls).toBe(2);
  });
});

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p>ไม่สามารถเปิดหน้านี้ได้</p> : this.props.children;
  }
}

describe('lazyWithRetry after a load that failed for good', () => {
  it('stays failed within the attempt and loads anew on the next one', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let reachable = false;
    let calls = 0;
    const Page = lazyWithRetry(async () => {
      calls += 1;
      if (!reachable) throw chunkError();
      return () => <h1>หน้าโพย</h1>;
    }, [0, 0]);
    const mount = (attempt: number) => (
      <MountAttemptContext.Provider value={attempt}>
        <Boundary key={attempt}>
          <Suspense fallback={<p>กำลังโหลด</p>}>
            <Page />
          </Suspense>
        </Boundary>
      </MountAttemptContext.Provider>
    );

    const { rerender } = render(mount(0));
    expect(await screen.findByText('ไม่สามารถเปิดหน้านี้ได้')).toBeTruthy();
    expect(calls).toBe(3);

    reachable = true;
    rerender(mount(1));
    expect(await screen.findByRole('heading', { name: 'หน้าโพย' })).toBeTruthy();
    expect(calls).toBe(4);
    consoleError.mockRestore();
  });
});
