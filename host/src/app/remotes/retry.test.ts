import { retry } from './retry.ts';

const failing = (failures: number) => {
  let calls = 0;
  const work = async () => {
    calls += 1;
    if (calls <= failures) throw new Error(`failure ${calls}`);
    return `ok after ${calls}`;
  };
  return { work, calls: () => calls };
};

describe('retry', () => {
  it('returns at once when the first try works', async () => {
    const { work, calls } = failing(0);
    await expect(retry(work, [1, 1])).resolves.toBe('ok after 1');
    expect(calls()).toBe(1);
  });

  it('tries again after each delay until it works', async () => {
    const { work, calls } = failing(2);
    await expect(retry(work, [1, 1])).resolves.toBe('ok after 3');
    expect(calls()).toBe(3);
  });

  it('gives up with the last error when every try fails', async () => {
    const { work, calls } = failing(5);
    await expect(retry(work, [1, 1])).rejects.toThrow('failure 3');
    expect(calls()).toBe(3);
  });
});
