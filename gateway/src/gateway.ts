// The one URL members open: the host's files, each remote's versioned files (proxied to the
// remote's own server), /api + /ws proxied to the API, and /remotes.json, which the API answers
// from its release state (GET /api/releases/served; docs/architecture.md, "Remote releases"): the gateway keeps no
// state. And /health/live and
// /health/ready for an orchestrator (gateway-health.ts). Its pages carry preload hints for the
// host's start-up files (preload-hints.ts).
import fastifyHttpProxy, { type FastifyHttpProxyOptions } from '@fastify/http-proxy';
import Fastify, { type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from 'fastify';
import { apiReplicas, apiUrls } from './api-replicas.ts';
import { readGatewayEnv, remoteUpstreams, type GatewayEnv } from './env.ts';
import { REMOTE_NAMES } from '@tanghuay/shared-auth/contract';
import { answerUpstreamFailure, refuseUpgrade } from './gateway-errors.ts';
import { registerHealth } from './gateway-health.ts';
import { registerGracefulClose } from './graceful-close.ts';
import { preloadHints } from './preload-hints.ts';
import { REQUEST_ID_HEADER, registerRequestLog, requestIds } from './request-log.ts';
import { registerSecurityHeaders } from './security-headers.ts';
import { answerError, envelopeOptions, sendError } from '@tanghuay/tooling/error-envelope';
import { serveFolder } from '@tanghuay/tooling/static-files';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route proxies websockets: the one place a request may carry an Upgrade header. */
    websocket?: boolean;
  }
}

type Settings = 'TRUST_PROXY' | 'HSTS_MAX_AGE' | 'BODY_LIMIT' | 'UPSTREAM_TIMEOUT_SECONDS' | 'HEALTH_TIMEOUT_SECONDS' | 'API_CHECK_SECONDS';

/** Where the upstreams and files are; the other settings default as the environment's do. */
export type GatewayConfig = Pick<GatewayEnv, 'API_URL' | 'REMOTE_LOTTO_URL' | 'REMOTE_DEMO_URL' | 'HOST_DIST'> &
  Partial<Pick<GatewayEnv, Settings>>;

type ProxyHandler = NonNullable<FastifyHttpProxyOptions['handler']>;
type ReplyOptions = NonNullable<FastifyHttpProxyOptions['replyOptions']>;

/**
 * Sends the body upstream exactly as it came (a Buffer, see the content-type parser below): given
 * a Buffer on its own, reply-from would re-encode a JSON one.
 */
const forwardBodyAsReceived: ProxyHandler = (request, reply, dest, options) =>
  Buffer.isBuffer(request.body)
    ? reply.from(dest, { ...options, body: request.body, contentType: request.headers['content-type'] ?? 'application/octet-stream' })
    : reply.from(dest, options);

/** The upstream request's headers: the gateway's request id replaces whatever the caller sent. */
const withRequestId: NonNullable<ReplyOptions['rewriteRequestHeaders']> = (request, headers) => ({
  ...headers,
  [REQUEST_ID_HEADER]: request.id,
});

export async function buildGateway(config: GatewayConfig, logger: FastifyServerOptions['logger'] = false) {
  const settings: Pick<GatewayEnv, Settings> = { ...readGatewayEnv({}), ...config };
  const app = Fastify({
    logger,
    trustProxy: settings.TRUST_PROXY,
    bodyLimit: settings.BODY_LIMIT,
    ...envelopeOptions,
    // Every request's id, handed to the upstreams, and one log line per request (request-log.ts).
    genReqId: requestIds(settings.TRUST_PROXY),
    logController: new LogController({ disableRequestLogging: true }),
  });
  registerRequestLog(app);
  // Closing with requests in flight (graceful-close.ts): before the proxies, whose contexts inherit its hooks.
  const proxiedSockets = registerGracefulClose(app);
  // Set before the proxies are registered: each proxy's own context inherits it.
  app.setErrorHandler(answerError);
  // Only /ws switches protocols (its route says so in its config); an Upgrade header anywhere else
  // is refused here, before a proxy would fail on it upstream.
  app.addHook('onRequest', async (request, reply) => {
    if (request.headers.upgrade !== undefined && request.routeOptions.config.websocket !== true) return refuseUpgrade(reply);
  });
  await registerSecurityHeaders(app, { hstsMaxAge: settings.HSTS_MAX_AGE });

  // Every body is read whole, as bytes, within BODY_LIMIT: one over it is answered 413 here, before
  // anything reaches an upstream, and the rest is forwarded byte for byte (the payment webhook's
  // signature covers the raw body).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  /** How every upstream is proxied (told the request's id); `replyOptions` adds to the shared ones. */
  const proxied = (upstream: string, prefix: string, replyOptions: ReplyOptions = {}): FastifyHttpProxyOptions => ({
    upstream,
    prefix,
    rewritePrefix: prefix,
    proxyPayloads: false, // the body is the parser's Buffer, not the request stream
    handler: forwardBodyAsReceived,
    disableRequestLogging: true, // the request's one log line is request-log.ts's
    replyOptions: {
      timeout: settings.UPSTREAM_TIMEOUT_SECONDS * 1000,
      onError: answerUpstreamFailure,
      rewriteRequestHeaders: withRequestId,
      ...replyOptions,
    },
  });

  const upstreams = remoteUpstreams(config);
  const api = apiReplicas(apiUrls(config.API_URL), { checkEverySeconds: settings.API_CHECK_SECONDS, timeoutSeconds: settings.HEALTH_TIMEOUT_SECONDS });
  app.addHook('onClose', async () => api.stop());
  /** /api and /ws go to the replica api-replicas.ts picks for each request (or socket). */
  const toApi: ReplyOptions = { getUpstream: () => api.pick() };
  /**
   * What the API is told of an HTTP request. The gateway is the edge: the API learns the member's
   * address from it alone (login throttling per address, the release beacons' limit), and whether
   * the request came over HTTPS (its cookies are then Secure); whatever a client sent in these
   * headers is replaced, never trusted. Behind TRUST_PROXY's proxies, request.ip and
   * request.protocol are what they report. Cookies (and Authorization) pass both ways as sent.
   */
  const toApiForwarded: ReplyOptions = {
    ...toApi,
    rewriteRequestHeaders: (request, headers) => ({
      ...withRequestId(request, headers),
      'x-forwarded-for': request.ip,
      'x-forwarded-proto': request.protocol,
    }),
  };
  // /health/live and /health/ready: the gateway's, for an orchestrator (docs/architecture.md, "Health and shutdown").
  registerHealth(
    app,
    [
      { name: 'api', readyUrls: api.readyUrls },
      ...REMOTE_NAMES.map((name) => ({ name, readyUrls: [new URL('/health/ready', upstreams[name]).href] })),
    ],
    settings.HEALTH_TIMEOUT_SECONDS,
  );

  // Which version of each remote this member gets: the API decides (live, canary share, testers'
  // pins) and answers no-store; the visitor cookie it sets comes back through here.
  await app.register(fastifyHttpProxy, {
    ...proxied('', '/remotes.json', toApiForwarded),
    rewritePrefix: '/api/releases/served',
    httpMethods: ['GET', 'HEAD'],
    routes: [''],
  });
  for (const name of REMOTE_NAMES) await app.register(fastifyHttpProxy, proxied(upstreams[name], `/remotes/${name}`));
  await app.register(fastifyHttpProxy, proxied('', '/api', toApiForwarded));
  await app.register(fastifyHttpProxy, { ...proxied('', '/ws', toApi), websocket: true, wsHooks: proxiedSockets, config: { websocket: true } });

  // A page (index.html, at / or any deep link) is answered with what it will need first; the
  // host's files do not change while the gateway runs (a new host build is a new gateway).
  const hints = preloadHints(config.HOST_DIST);
  app.addHook('onSend', async (request, reply, payload) => {
    const page = String(reply.getHeader('content-type') ?? '').startsWith('text/html') && !/^\/(api|remotes)\//.test(request.url);
    const link = request.method === 'GET' && reply.statusCode === 200 && page ? await hints : undefined;
    if (link) reply.header('link', link);
    return payload;
  });
  await serveFolder(app, config.HOST_DIST, '/');
  // Deep links are the host's routes: any other page address gets index.html.
  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== 'GET' || !request.headers.accept?.includes('text/html')) return sendError(reply, 404);
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
  return app;
}
