// Every error a server of built files answers itself — the gateway and each remote's server —
// leaves as the product's envelope, {"error":{"code","message"}}, with a message a member can read
// (Thai) and the right status, never Fastify's default body (which names the route it did not
// find). What went wrong inside goes to the log, never to the caller.
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export interface ErrorBody {
  error: { code: string; message: string };
}

const INTERNAL = { code: 'INTERNAL', message: 'ระบบขัดข้อง กรุณาลองใหม่อีกครั้ง' };
const KNOWN: Record<number, ErrorBody['error']> = {
  403: { code: 'FORBIDDEN', message: 'ไม่มีสิทธิ์เข้าถึงข้อมูลนี้' },
  404: { code: 'NOT_FOUND', message: 'ไม่พบข้อมูลที่ร้องขอ' },
  413: { code: 'PAYLOAD_TOO_LARGE', message: 'ข้อมูลที่ส่งมีขนาดใหญ่เกินไป' },
  500: INTERNAL,
  502: { code: 'BAD_GATEWAY', message: 'ระบบไม่สามารถเชื่อมต่อได้ชั่วคราว กรุณาลองใหม่อีกครั้ง' },
  504: { code: 'GATEWAY_TIMEOUT', message: 'ระบบใช้เวลาตอบนานเกินไป กรุณาลองใหม่อีกครั้ง' },
};
/** Any other refused request (malformed URL, header too large, …), as the API answers it. */
const BAD_REQUEST = { code: 'BAD_REQUEST', message: 'คำขอไม่ถูกต้อง' };

/** The envelope of a status: its own code and message when known; any other 4xx BAD_REQUEST, any other 5xx INTERNAL. */
export const errorBody = (status: number): ErrorBody => ({ error: KNOWN[status] ?? (status >= 500 ? INTERNAL : BAD_REQUEST) });

export const sendError = (reply: FastifyReply, status: number) => reply.code(status).send(errorBody(status));

/**
 * The error handler (and Fastify's frameworkErrors): a refused request keeps its 4xx status (413
 * for a body over the limit, 403 for a path a file server refuses); anything else is the server's
 * own fault, a 500, logged.
 */
export function answerError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) return sendError(reply, status);
  request.log.error({ err: error }, 'server error');
  return sendError(reply, 500);
}

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

/** Fastify's options that make a refusal before routing answer the envelope. */
export const envelopeOptions = { frameworkErrors: answerError, clientErrorHandler: answerClientError } as const;

/** Answers every error of `app` and of the contexts registered after this in the envelope; unknown addresses 404. */
export function answerErrorsInEnvelope(app: FastifyInstance): void {
  app.setErrorHandler(answerError);
  app.setNotFoundHandler((_request, reply) => sendError(reply, 404));
}
