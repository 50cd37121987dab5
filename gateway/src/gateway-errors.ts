// The gateway's own refusals and upstream failures, in the product's envelope
// (@tanghuay/tooling/error-envelope, shared with the remotes' servers): Thai messages, the right
// status, what went wrong inside only in the log.
import type { FastifyHttpProxyOptions } from '@fastify/http-proxy';
import { errorBody } from '@tanghuay/tooling/error-envelope';
import type { FastifyError, FastifyReply } from 'fastify';

/**
 * reply-from's onError, for every proxied upstream: it did not answer within
 * UPSTREAM_TIMEOUT_SECONDS (or could not be connected to in time) → 504; it could not be reached or
 * broke the connection (refused, reset, unknown host) → 502. reply-from has logged the cause.
 */
export const answerUpstreamFailure: NonNullable<NonNullable<FastifyHttpProxyOptions['replyOptions']>['onError']> = (
  reply,
  { error },
) => {
  const status = (error as FastifyError).statusCode === 504 ? 504 : 502;
  reply.code(status).send(errorBody(status));
};

/**
 * A request asking to switch protocols (any `Upgrade` header) where no websocket is served: 400
 * before anything is proxied. Forwarded, it would fail upstream (the proxy's HTTP client refuses
 * the header) and be answered and logged as an upstream failure.
 */
export const refuseUpgrade = (reply: FastifyReply) =>
  reply.code(400).send({ error: { code: 'UPGRADE_NOT_ALLOWED', message: 'ที่อยู่นี้ไม่รองรับการเปลี่ยนรูปแบบการเชื่อมต่อ' } });
