// The one URL members open: the host's files, /remotes.json, each remote's versioned files
// (proxied to the remote's own server), and /api + /ws proxied to the API.
import fastifyHttpProxy from '@fastify/http-proxy';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { remoteUpstreams, type GatewayEnv } from './env.ts';
import { REMOTE_NAMES } from '@tanghuay/shared-auth/contract';
import { readRegistry } from './remote-registry.ts';
import { serveFolder } from './static-files.ts';

export type GatewayConfig = Pick<
  GatewayEnv,
  'API_URL' | 'REMOTE_LOTTO_URL' | 'REMOTE_DEMO_URL' | 'REMOTES_REGISTRY' | 'HOST_DIST'
>;

export async function buildGateway(config: GatewayConfig, logger: FastifyServerOptions['logger'] = false) {
  const app = Fastify({ logger });

  app.get('/remotes.json', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return readRegistry(config.REMOTES_REGISTRY);
  });

  const upstreams = remoteUpstreams(config);
  for (const name of REMOTE_NAMES) {
    const prefix = `/remotes/${name}`;
    await app.register(fastifyHttpProxy, { upstream: upstreams[name], prefix, rewritePrefix: prefix });
  }
  await app.register(fastifyHttpProxy, {
    upstream: config.API_URL,
    prefix: '/api',
    rewritePrefix: '/api',
    // The gateway is the edge: the API learns the member's address from it alone (login throttling
    // per address), and whatever a client sent in this header is replaced, never trusted.
    replyOptions: { rewriteRequestHeaders: (request, headers) => ({ ...headers, 'x-forwarded-for': request.ip }) },
  });
  await app.register(fastifyHttpProxy, {
    upstream: config.API_URL,
    prefix: '/ws',
    rewritePrefix: '/ws',
    websocket: true,
  });

  await serveFolder(app, config.HOST_DIST, '/');
  // Deep links are the host's routes: any other page address gets index.html.
  app.setNotFoundHandler((request, reply) => {
    if (request.method !== 'GET' || !request.headers.accept?.includes('text/html')) {
      return reply.code(404).send({ error: { code: 'NOT_FOUND', message: 'ไม่พบข้อมูลที่ร้องขอ' } });
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
  return app;
}
