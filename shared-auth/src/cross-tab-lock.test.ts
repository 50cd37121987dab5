import { jest } from '@jest/globals';
import { withCrossTabLock } from './cross-tab-lock.ts';
import { deferred } from './testing/local-api.ts';
import { installLocks, MemoryLocks } from './testing/memory-locks.ts';

describe('withCrossTabLock', () => {
  let restore: () => void = () => undefined;
  afterEach(() => {
    restore();
    restore = () => undefined;
  });

  it('runs work holding the same name one after another, tells the later one it waited, and answers what the work answers', async () => {
    const locks = new MemoryLocks();
    restore = installLocks(locks);
    const oneStarted = deferred();
    const oneMayEnd = deferred();
    const order: string[] = [];

    const one = withCrossTabLock('refresh', async (waited) => {
      order.push(`one starts${waited ? ' after waiting' : ''}`);
      oneStarted.resolve();
      await oneMayEnd.promise;
      order.push('one ends');
      return 1;
    });
    const two = withCrossTabLock('refresh', async (waited) => {
      order.push(`two starts${waited ? ' after waiting' : ''}`);
      return 2;
    });
    await oneStarted.promise;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(order).toEqual(['one starts']);
    oneMayEnd.resolve();

    await expect(Promise.all([one, two])).resolves.toEqual([1, 2]);
    expect(order).toEqual(['one starts', 'one ends', 'two starts after waiting']);
    expect(locks.requested).toEqual(['refresh', 'refresh']);
    expect(locks.mostHeld).toBe(1);
  });

  it('lets the next one in when the work fails, and passes the failure on', async () => {
    restore = installLocks(new MemoryLocks());

    const failing = withCrossTabLock('refresh', () => Promise.reject(new Error('refused')));
    const next = withCrossTabLock('refresh', async () => 'next');

    await expect(failing).rejects.toThrow('refused');
    await expect(next).resolves.toBe('next');
  });

  it('runs the work at once, unlocked, where the browser has no Web Locks', async () => {
    restore = installLocks(undefined);
    const work = jest.fn(async () => 'done');

    await expect(withCrossTabLock('refresh', work)).resolves.toBe('done');
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('runs the work once, unlocked, when the lock manager refuses the request', async () => {
    // As in an opaque origin (a sandboxed frame), where request() rejects with a SecurityError.
    restore = installLocks({
      request: () => Promise.reject(new DOMException('The request was denied.', 'SecurityError')),
    } as Pick<LockManager, 'request'>);
    const work = jest.fn(async () => 'done');

    await expect(withCrossTabLock('refresh', work)).resolves.toBe('done');
    expect(work).toHaveBeenCalledTimes(1);
  });
});
