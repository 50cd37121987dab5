// The gateway process: listens, and closes gracefully on SIGINT/SIGTERM.
import { closeOnSignals } from '@tanghuay/tooling/close-on-signal';
import { readGatewayEnv } from './env.ts';
import { buildGateway } from './gateway.ts';

const env = readGatewayEnv();
const app = await buildGateway(env, { level: env.LOG_LEVEL });
// Shutting down (docs/architecture.md, "Health and shutdown"): from the signal on, a new request
// (readiness too) is answered 503; the websockets are closed with 1001 SERVER_CLOSING, then no
// connection is accepted; the proxied requests in flight finish. Past SHUTDOWN_TIMEOUT_SECONDS the
// process exits anyway (status 1).
closeOnSignals({ log: app.log, timeoutSeconds: env.SHUTDOWN_TIMEOUT_SECONDS, close: () => app.close() });
await app.listen({ host: env.HOST, port: env.PORT });
