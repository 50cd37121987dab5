// The security headers of every answer the gateway gives: pages, built files, /remotes.json and
// what it proxies. They are set before routing (helmet's onRequest hook); a proxied answer's own
// headers of the same name replace them (reply-from copies the upstream's headers onto the reply),
// so the API's documentation pages keep the policy the API gives them.
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * The page policy. The host and its federated remotes are files of this origin (remoteEntry.js,
 * chunks, mf-manifest.json fetched from /remotes/...), so scripts come only from 'self': no inline
 * script (the built index.html only references script files) and no eval.
 */
export const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'base-uri': ["'self'"],
  // Same-origin /api calls and the same-origin websocket /ws ('self' covers ws:/wss: of this origin).
  'connect-src': ["'self'"],
  'font-src': ["'self'", 'data:'],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
  'img-src': ["'self'", 'data:'],
  'object-src': ["'none'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  // antd's CSS-in-JS writes <style> elements at run time, and index.html has a small boot style.
  'style-src': ["'self'", "'unsafe-inline'"],
  // No upgrade-insecure-requests: the gateway is often served over plain HTTP (localhost, a LAN),
  // where upgrading every file request to HTTPS would break the page.
};

/** Browser features the app never uses, denied to it and to anything it might embed. */
export const DENIED_FEATURES = [
  'accelerometer',
  'autoplay',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
  'xr-spatial-tracking',
];

export const PERMISSIONS_POLICY = DENIED_FEATURES.map((feature) => `${feature}=()`).join(', ');

export async function registerSecurityHeaders(app: FastifyInstance, { hstsMaxAge }: { hstsMaxAge: number }): Promise<void> {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Sent per request below: only an HTTPS request may turn it on.
    strictTransportSecurity: false,
  });
  // helmet's own value for it, with the configured age.
  const hsts = `max-age=${hstsMaxAge}; includeSubDomains`;
  app.addHook('onRequest', async (request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    // request.protocol believes X-Forwarded-Proto only from a trusted proxy (TRUST_PROXY).
    if (hstsMaxAge > 0 && request.protocol === 'https') reply.header('strict-transport-security', hsts);
  });
}
