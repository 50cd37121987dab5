// The one URL members open: the host's files, /remotes.json, each remote's versioned files
// (proxied to the remote's own server), and /api + /ws proxied to the API.
import fastifyHttpProxy, { type FastifyHttpProxyOptions } from '@fastify/http-proxy';
import Fastify, { type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { readGatewayEnv, remoteUpstreams, type GatewayEnv } from './env.ts';
import { REMOTE_NAMES } from '@tanghuay/shared-auth/contract';
import { answerClientError, answerError, answerUpstreamFailure, sendError } from './gateway-errors.ts';
import { readRegistry } from './remote-registry.ts';
import { registerSecurityHeaders } from './security-headers.ts';
import { serveFolder } from '@tanghuay/tooling/static-files';

type Settings = 'TRUST_PROXY' | 'HSTS_MAX_AGE' | 'BODY_LIMIT' | 'UPSTREAM_TIMEOUT_SECONDS';

/** Where the upstreams and files are; the other settings default as the environment's do. */
export type GatewayConfig = Pick<GatewayEnv, 'API_URL' | 'REMOTE_LOTTO_URL' | 'REMOTE_DEMO_URL' | 'REMOTES_REGISTRY' | 'HOST_DIST'> &
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

export async function buildGateway(config: GatewayConfig, logger: FastifyServerOptions['logger'] = false) {
  const settings: Pick<GatewayEnv, Settings> = { ...readGatewayEnv({}), ...config };
  const app = Fastify({
    logger,
    trustProxy: settings.TRUST_PROXY,
    bodyLimit: settings.BODY_LIMIT,
    frameworkErrors: answerError,
    clientErrorHandler: answerClientError,
  });
  // Set before the proxies are registered: each proxy's own context inherits it.
  app.setErrorHandler(answerError);
  await registerSecurityHeaders(app, { hstsMaxAge: settings.HSTS_MAX_AGE });

  // Every body is read whole, as bytes, within BODY_LIMIT: one over it is answered 413 here, before
  // anything reaches an upstream, and the rest is forwarded byte for byte (the payment webhook's
  // signature covers the raw body).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  /** How every upstream is proxied; `replyOptions` adds to the shared ones. */
  const proxied = (upstream: string, prefix: string, replyOptions: ReplyOptions = {}): FastifyHttpProxyOptions => ({
    upstream,
    prefix,
    rewritePrefix: prefix,
    proxyPayloads: false, // the body is the parser's Buffer, not the request stream
    handler: forwardBodyAsReceived,
    replyOptions: { timeout: settings.UPSTREAM_TIMEOUT_SECONDS * 1000, onError: answerUpstreamFailure, ...replyOptions },
  });

  app.get('/remotes.json', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return readRegistry(config.REMOTES_REGISTRY);
  });

  const upstreams = remoteUpstreams(config);
  for (const name of REMOTE_NAMES) await app.register(fastifyHttpProxy, proxied(upstreams[name], `/remotes/${name}`));
  await app.register(
    fastifyHttpProxy,
    proxied(config.API_URL, '/api', {
      // The gateway is the edge: the API learns the member's address from it alone (login throttling
      // per address), and whatever a client sent in this header is replaced, never trusted. Behind
      // TRUST_PROXY's proxies, request.ip is the address they report.
      rewriteRequestHeaders: (request, headers) => ({ ...headers, 'x-forwarded-for': request.ip }),
    }),
  );
  await app.register(fastifyHttpProxy, { ...proxied(config.API_URL, '/ws'), websocket: true });

  await serveFolder(app, config.HOST_DIST, '/');
  // Deep links are the host's routes: any other page address gets index.html.
  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== 'GET' || !request.headers.accept?.includes('text/html')) return sendError(reply, 404);
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
  return app;
}
