// The request id that follows a request from the gateway through the API, and the gateway's one
// JSON log line per request (docs/architecture.md#metrics-and-logs). The gateway is where the id
// is made: it keeps a well-formed X-Request-ID only from a trusted proxy in front of it (TRUST_PROXY:
// addresses or CIDRs, or 'true'), makes a new one for any other request, hands it to every upstream
// and answers it back. Each request ends with one line: reqId, method, route, path (never the query
// string, which may carry a UserToken), status and duration in milliseconds.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { BlockList, isIPv6 } from 'node:net';
import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';

/** What an incoming request id may be: a UUID, a trace id; nothing that could mislead a log reader. */
const WELL_FORMED = /^[A-Za-z0-9._:-]{1,128}$/;

/** Whether the immediate peer is one of TRUST_PROXY's proxies. */
function trustedPeer(trustProxy: boolean | string): (address: string | undefined) => boolean {
  if (typeof trustProxy === 'boolean') return () => trustProxy;
  const trusted = new BlockList();
  for (const entry of trustProxy.split(',').map((part) => part.trim()).filter(Boolean)) {
    const [address = '', prefix] = entry.split('/');
    const family = isIPv6(address) ? 'ipv6' : 'ipv4';
    if (prefix === undefined) trusted.addAddress(address, family);
    else trusted.addSubnet(address, Number(prefix), family);
  }
  return (address) => address !== undefined && trusted.check(address, isIPv6(address) ? 'ipv6' : 'ipv4');
}

/** Fastify's genReqId for the gateway: a trusted proxy's well-formed X-Request-ID, else a new UUID. */
export function requestIds(trustProxy: boolean | string): (request: IncomingMessage) => string {
  const fromTrustedProxy = trustedPeer(trustProxy);
  return (request) => {
    const given = request.headers[REQUEST_ID_HEADER];
    return typeof given === 'string' && WELL_FORMED.test(given) && fromTrustedProxy(request.socket.remoteAddress) ? given : randomUUID();
  };
}

/** Registers the answer's X-Request-ID and the request's log line, before the proxies. */
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
