// The gateway process: listens, and closes gracefully on SIGINT/SIGTERM.
import { readGatewayEnv } from './env.ts';
import { buildGateway } from './gateway.ts';

const env = readGatewayEnv();
const app = await buildGateway(env, { level: env.LOG_LEVEL });
// Shutting down (docs/architecture.md, "Health and shutdown"): from the signal on, a new request
// (readiness too) is answered 503; the websockets are closed with 1001 SERVER_CLOSING, then no
// connection is accepted; the proxied requests in flight finish. Past SHUTDOWN_TIMEOUT_SECONDS the
// process exits anyway (status 1).
let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: closing, waiting at most ${env.SHUTDOWN_TIMEOUT_SECONDS} s for the requests in flight`);
    setTimeout(() => {
      app.log.error(`not closed within SHUTDOWN_TIMEOUT_SECONDS (${env.SHUTDOWN_TIMEOUT_SECONDS} s): exiting with requests in flight`);
      process.exit(1);
    }, env.SHUTDOWN_TIMEOUT_SECONDS * 1000);
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'the shutdown failed');
        process.exit(1);
      },
    );
  });
}
await app.listen({ host: env.HOST, port: env.PORT });
