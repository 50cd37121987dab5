// Every error the gateway answers itself leaves as the product's envelope,
// {"error":{"code","message"}}, with a message a member can read (Thai) and the right status; what
// went wrong inside goes to the log, never to the caller.
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyHttpProxyOptions } from '@fastify/http-proxy';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

export interface ErrorBody {
  error: { code: string; message: string };
}

const KNOWN: Record<number, ErrorBody['error']> = {
  404: { code: 'NOT_FOUND', message: 'ไม่พบข้อมูลที่ร้องขอ' },
  413: { code: 'PAYLOAD_TOO_LARGE', message: 'ข้อมูลที่ส่งมีขนาดใหญ่เกินไป' },
  500: { code: 'INTERNAL', message: 'ระบบขัดข้อง กรุณาลองใหม่อีกครั้ง' },
  502: { code: 'BAD_GATEWAY', message: 'ระบบไม่สามารถเชื่อมต่อได้ชั่วคราว กรุณาลองใหม่อีกครั้ง' },
  504: { code: 'GATEWAY_TIMEOUT', message: 'ระบบใช้เวลาตอบนานเกินไป กรุณาลองใหม่อีกครั้ง' },
};
/** Any other refused request (malformed URL, header too large, …), as the API answers it. */
const BAD_REQUEST = { code: 'BAD_REQUEST', message: 'คำขอไม่ถูกต้อง' };

export const errorBody = (status: number): ErrorBody => ({ error: KNOWN[status] ?? BAD_REQUEST });

export const sendError = (reply: FastifyReply, status: number) => reply.code(status).send(errorBody(status));

/**
 * The gateway's error handler (and Fastify's frameworkErrors): a refused request keeps its 4xx
 * status (413 for a body over BODY_LIMIT); anything else is the gateway's own fault, a 500.
 */
export function answerError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) return sendError(reply, status);
  request.log.error({ err: error }, 'gateway error');
  return sendError(reply, 500);
}

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
 * Fastify's clientErrorHandler: a request Node's HTTP parser refuses before Fastify sees it
 * (malformed, headers too large, too slow) gets the envelope, then the connection is closed.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const body = JSON.stringify(errorBody(status));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
