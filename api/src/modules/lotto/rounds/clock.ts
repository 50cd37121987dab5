// The lottery's clock in a running API (server.ts starts it; buildApp stays timer-free and tests
// call the tick's parts with a moved clock): every 5 seconds the rounds each schedule keeps ahead
// are created, stored statuses follow the time, and closed house rounds are drawn and settled.
// Every part is safe when several API instances tick at once. What a tick does (house rounds
// settled, their payouts) is counted by `record`, the app's metrics (lib/observations.ts).
import type { FastifyBaseLogger } from 'fastify';
import { observed, type Recorder } from '../../../lib/observations.ts';
import type { RouteContext } from '../../../lib/route-context.ts';
import { drawDueHouseRounds } from '../results/house-draw.ts';
import { advanceRoundStatuses, ensureRoundsAhead } from './scheduler.ts';

export const TICK_MS = 5_000;

/**
 * Runs a tick now and then `everyMs` after each tick ends. A tick that fails is logged and the
 * next one runs as usual. Answers the function that stops the clock, once a tick under way ends.
 */
export function startLottoClock(
  { db, now, record = () => {} }: Pick<RouteContext, 'db' | 'now'> & { record?: Recorder },
  log: Pick<FastifyBaseLogger, 'info' | 'error'>,
  everyMs = TICK_MS,
): () => Promise<void> {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const tick = async (): Promise<void> => {
    try {
      await observed(record, async () => {
        const at = now();
        const created = await ensureRoundsAhead(db, at);
        const moved = await advanceRoundStatuses(db, at);
        const drawn = await drawDueHouseRounds(db, at);
        if (created > 0 || moved.length > 0 || drawn > 0) {
          log.info({ created, moved: moved.length, drawn }, 'lotto clock: rounds created, opened or closed, house rounds drawn');
        }
      });
    } catch (error) {
      log.error({ err: error }, 'lotto clock: the tick failed; the next one runs as usual');
    }
    if (!stopped) timer = setTimeout(() => void (running = tick()), everyMs);
  };
  let running = tick();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}
