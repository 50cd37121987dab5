// Security headers on every answer of the API, from helmet (docs/security.md): nosniff, a
// Content-Security-Policy for the one page the API serves (Swagger UI at /api/docs: scripts from
// itself only, never framed), no referrer across origins. HSTS is the gateway's to send: it alone
// knows whether the member came over TLS. And `Cache-Control: no-store` on every answer that does
// not say otherwise: answers carry a member's data or tokens, which no cache may keep.
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'frame-ancestors': ["'none'"],
        // Plain HTTP is how the gateway reaches the API, and how a LAN or localhost install is served.
        'upgrade-insecure-requests': null,
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    hsts: false,
  });
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
}
