// How the API and the gateway stop (docs/architecture.md, "Health and shutdown"): on the first
// SIGINT or SIGTERM, `close` runs (the app's graceful close, then whatever the process holds) and
// the process exits 0 once it is done, 1 if it fails or takes more than `timeoutSeconds`.
import type { FastifyBaseLogger } from 'fastify';

export function closeOnSignals({ log, timeoutSeconds, close }: { log: FastifyBaseLogger; timeoutSeconds: number; close: () => Promise<unknown> }): void {
  let closing = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      if (closing) return;
      closing = true;
      log.info(`${signal}: closing, waiting at most ${timeoutSeconds} s for the requests in flight`);
      setTimeout(() => {
        log.error(`not closed within SHUTDOWN_TIMEOUT_SECONDS (${timeoutSeconds} s): exiting with requests in flight`);
        process.exit(1);
      }, timeoutSeconds * 1000);
      close().then(
        () => process.exit(0),
        (error: unknown) => {
          log.error({ err: error }, 'the shutdown failed');
          process.exit(1);
        },
      );
    });
  }
}
