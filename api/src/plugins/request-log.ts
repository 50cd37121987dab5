// One request id from the gateway through the API, and one JSON log line per request
// (docs/architecture.md#metrics-and-logs). The gateway gives every request it forwards an
// X-Request-ID; the API takes it as its own request id (pino's `reqId` on every line the request
// logs) when it is well formed, makes one otherwise, and answers it back in X-Request-ID. Each
// request ends with the one line the gateway writes too (@tanghuay/tooling/request-log); Fastify's
// own two lines per request are turned off (app.ts, logController).
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { REQUEST_ID_HEADER, wellFormedRequestId } from '@tanghuay/tooling/request-log';

export { registerRequestLog, REQUEST_ID_HEADER } from '@tanghuay/tooling/request-log';

/** Fastify's genReqId: the X-Request-ID the request came with when well formed, else a new UUID. */
export const requestIdOf = (request: IncomingMessage): string => wellFormedRequestId(request.headers[REQUEST_ID_HEADER]) ?? randomUUID();
