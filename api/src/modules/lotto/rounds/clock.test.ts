import { useTestDatabase } from '../../../testing/test-database.ts';
import { startLottoClock } from './clock.ts';

const ctx = useTestDatabase();

const T0 = new Date('2026-11-22T10:07:00Z');

/** A logger that records what it is told and can be waited on. */
function recordingLog() {
  const lines: { level: 'info' | 'error'; message: string }[] = [];
  let wake = () => {};
  const record = (level: 'info' | 'error') => (_details: unknown, message: string) => {
    lines.push({ level, message });
    wake();
  };
  return {
    lines,
    log: { info: record('info'), error: record('error') } as never,
    /** Settles once `count` lines have been logged. */
    until: (count: number) =>
      new Promise<void>((resolve) => {
        wake = () => lines.length >= count && resolve();
        wake();
      }),
  };
}

describe('the lottery clock', () => {
  it('ticks at once; stopping waits for the tick under way', async () => {
    const { lines, log } = recordingLog();
    const stop = startLottoClock({ db: ctx.db, now: () => T0 }, log);
    await stop();
    expect(lines).toEqual([{ level: 'info', message: expect.stringContaining('lotto clock') }]);
    const open = await ctx.db.selectFrom('lotto_round').select('lotto_code').where('status', '=', 'open').execute();
    expect(open).toHaveLength(12);
  });

  it('logs a failing tick and carries on with the next', async () => {
    const { lines, log, until } = recordingLog();
    let ticks = 0;
    const now = () => {
      ticks += 1;
      if (ticks === 1) throw new Error('the clock broke');
      return new Date(T0.getTime() + 15 * 60_000); // a quarter of an hour on: a round closes, the next opens
    };
    const stop = startLottoClock({ db: ctx.db, now }, log, 1);
    await until(2);
    await stop();
    expect(lines.slice(0, 2)).toEqual([
      { level: 'error', message: 'lotto clock: the tick failed; the next one runs as usual' },
      { level: 'info', message: expect.stringContaining('lotto clock') },
    ]);
  });
});
