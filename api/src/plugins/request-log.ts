// One request id from the gateway through the API, and one JSON log line per request
// (docs/architecture.md#metrics-and-logs). The gateway gives every request it forwards an
// X-Request-ID; the API takes it as its own request id (pino's `reqId` on every line the request
// logs) when it is well formed, makes one otherwise, and answers it back in X-Request-ID. Each
// request ends with one line: reqId, method, route pattern, path (never the query string, which
// may carry a UserToken), status and duration in milliseconds; Fastify's own two lines per request
// are turned off (app.ts, logController).
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';

/** What an incoming request id may be: a UUID, a trace id; nothing that could mislead a log reader. */
const WELL_FORMED = /^[A-Za-z0-9._:-]{1,128}$/;

/** Fastify's genReqId: the X-Request-ID the request came with when well formed, else a new UUID. */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && WELL_FORMED.test(given) ? given : randomUUID();
}

/** Registers the answer's X-Request-ID and the request's log line on the root app, before any route. */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      {
        method: request.method,
        route: request.routeOptions.url ?? null,
        path: request.url.split('?')[0],
        status: reply.statusCode,
        durationMs: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request',
    );
    done();
  });
}
