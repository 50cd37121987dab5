// What the gateway and the API share about requests (docs/architecture.md#metrics-and-logs): the
// X-Request-ID header that follows a request from the gateway through the API, what an incoming id
// may be, and the one JSON log line each request ends with — reqId, method, route pattern, path
// (never the query string, which may carry a UserToken), status and duration in milliseconds.
import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';

/** What an incoming request id may be: a UUID, a trace id; nothing that could mislead a log reader. */
const WELL_FORMED = /^[A-Za-z0-9._:-]{1,128}$/;

/** The request's X-Request-ID when it is one a log may carry, else undefined. */
export const wellFormedRequestId = (given: string | string[] | undefined): string | undefined =>
  typeof given === 'string' && WELL_FORMED.test(given) ? given : undefined;

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
