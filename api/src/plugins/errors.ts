// Every error leaves the API as {error: {code, message}} with a message a member can read (Thai)
// and the right status. Internal details go to the log, never to the caller.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isDatabaseUnavailable } from '../db/connection.ts';

export interface ApiErrorBody {
  error: { code: string; message: string };
}

export class ApiError extends Error {
  readonly statusCode: number;
  readonly code: string;
  /** Headers the answer carries, e.g. Retry-After. */
  readonly headers: Readonly<Record<string, string>>;

  constructor(statusCode: number, code: string, message: string, headers: Record<string, string> = {}) {
    super(message);
    this.statusCode = statusCode;
    this.code = code;
    this.headers = headers;
  }
}

/** JSON schema of the error envelope, for every route's error responses. */
export const errorBody = {
  type: 'object',
  required: ['error'],
  additionalProperties: false,
  properties: {
    error: {
      type: 'object',
      required: ['code', 'message'],
      additionalProperties: false,
      properties: { code: { type: 'string' }, message: { type: 'string', description: 'Thai, for the member' } },
    },
  },
} as const;

/** The response schemas of a route's error statuses, each the error envelope. */
export const errorResponses = <S extends number>(...statuses: S[]) =>
  Object.fromEntries(statuses.map((status) => [status, errorBody])) as Record<S, typeof errorBody>;

const body = (code: string, message: string): ApiErrorBody => ({ error: { code, message } });

/** The answer while the API cannot serve: its database away (503), or readiness (modules/health). */
export const NOT_READY = { code: 'NOT_READY', message: 'ระบบยังไม่พร้อมให้บริการ กรุณาลองใหม่อีกครั้ง' } as const;

/** Refusals Fastify makes before routing, by its error code: status and Thai message (code BAD_REQUEST, as other 4xx). */
const FRAMEWORK_REFUSALS: Readonly<Record<string, [number, string]>> = {
  FST_ERR_BAD_URL: [400, 'ที่อยู่ของคำขอไม่ถูกต้อง'],
  FST_ERR_MAX_PARAM_LENGTH: [414, 'ที่อยู่ของคำขอยาวเกินไป'],
};

/**
 * Fastify's `frameworkErrors` option: a URL that does not decode or a path parameter over the
 * router's length limit answers the envelope too (Fastify's own answer is English and echoes the URL).
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const refusal = FRAMEWORK_REFUSALS[error.code];
  if (refusal) {
    void reply.code(refusal[0]).send(body('BAD_REQUEST', refusal[1]));
    return;
  }
  request.log.error({ err: error }, 'unhandled framework error');
  void reply.code(500).send(body('INTERNAL', 'ระบบขัดข้อง กรุณาลองใหม่อีกครั้ง'));
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setNotFoundHandler((_request, reply) => {
    void reply.code(404).send(body('NOT_FOUND', 'ไม่พบข้อมูลที่ร้องขอ'));
  });

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof ApiError) {
      return reply.code(error.statusCode).headers(error.headers).send(body(error.code, error.message));
    }
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if ((error as { validation?: unknown }).validation) {
      return reply.code(400).send(body('VALIDATION', `ข้อมูลไม่ถูกต้อง: ${(error as Error).message}`));
    }
    if (status === 413) {
      return reply.code(413).send(body('PAYLOAD_TOO_LARGE', 'ข้อมูลที่ส่งมีขนาดใหญ่เกินไป'));
    }
    if (status >= 400 && status < 500) {
      return reply.code(status).send(body('BAD_REQUEST', 'คำขอไม่ถูกต้อง'));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'the database is unavailable');
      return reply.code(503).send(body(NOT_READY.code, NOT_READY.message));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send(body('INTERNAL', 'ระบบขัดข้อง กรุณาลองใหม่อีกครั้ง'));
  });
}
