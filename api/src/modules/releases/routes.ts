// HTTP face of remote releases (docs/architecture.md, "Remote releases"): what each caller is served
// (the gateway's /remotes.json), the host's beacons, and the back-office routes administrators and
// the release tool (`pnpm remotes`, with RELEASE_TOKEN) change releases through.
import { randomBytes } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import { REMOTE_NAMES, type RemoteName } from '@tanghuay/shared-auth/contract';
import { idString } from '../../lib/ids.ts';
import type { RouteContext, Routes } from '../../lib/route-context.ts';
import { observe } from '../../lib/observations.ts';
import { sameSecret } from '../../lib/same-secret.ts';
import { accountOf, bearerTokenOf, requireAbility } from '../../plugins/auth.ts';
import { BEARER_AUTH } from '../../plugins/docs.ts';
import { ApiError, errorBody } from '../../plugins/errors.ts';
import { thaiValidationErrors } from '../../plugins/validation.ts';
import { BEACON_KINDS, countBeacon } from './beacons.ts';
import { FREEZE_MAX_MINUTES } from './freeze.ts';
import { type Actor, canary, changeFreeze, type ChangeContext, pin, promote, rollback, stopCanary, unpin } from './release-changes.ts';
import { type Caller, servedTo } from './served.ts';
import { releasesView } from './view.ts';

/** The visitor cookie: a random id a signed-out browser is bucketed by (bucket.ts). */
export const VISITOR_COOKIE = 'tanghuay_visitor';
const VISITOR_ID = /^[A-Za-z0-9_-]{22}$/;
const VISITOR_MAX_AGE_SECONDS = 400 * 24 * 3600;
export const RELEASE_TOKEN_HEADER = 'x-release-token';
export const RELEASE_BY_HEADER = 'x-release-by';

const VERSION_PATTERN = '^[0-9]+\\.[0-9]+\\.[0-9]+(-[0-9A-Za-z.-]+)?$';
const version = { type: 'string', pattern: VERSION_PATTERN, maxLength: 64, description: 'a version like 1.4.3' } as const;
const remoteParams = {
  type: 'object',
  required: ['remote'],
  additionalProperties: false,
  properties: { remote: { type: 'string', enum: [...REMOTE_NAMES] } },
} as const;
const justification = {
  force: { type: 'boolean', description: 'go ahead inside the draw-night freeze (a reason is then required)' },
  reason: { type: 'string', maxLength: 500, description: 'why; recorded in the history' },
} as const;
const LABELS = { minutes: 'จำนวนนาที', lottos: 'หวย', version: 'เวอร์ชัน', share: 'สัดส่วน', usernames: 'ชื่อผู้ใช้', reason: 'เหตุผล', remote: 'ระบบย่อย', kind: 'ชนิด' };

const servedEntry = {
  type: 'object',
  required: ['version', 'entry'],
  additionalProperties: false,
  properties: { version: { type: 'string' }, entry: { type: 'string' }, preview: { type: 'boolean', enum: [true] } },
} as const;
const sharedLibrary = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'version', 'requiredVersion'],
  properties: { name: { type: 'string' }, version: { type: 'string' }, requiredVersion: { type: 'string', nullable: true } },
} as const;
const releasesBody = {
  type: 'object',
  additionalProperties: false,
  required: ['remotes', 'history', 'freeze'],
  properties: {
    remotes: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['name', 'server', 'serverError', 'live', 'candidate', 'versions', 'errors', 'pins'],
        properties: {
          name: { type: 'string' },
          server: { type: 'string' },
          serverError: { type: 'string', nullable: true },
          live: { type: 'string', nullable: true },
          candidate: {
            type: 'object',
            additionalProperties: false,
            nullable: true,
            required: ['version', 'share', 'since'],
            properties: { version: { type: 'string' }, share: { type: 'integer' }, since: { type: 'string', format: 'date-time' } },
          },
          versions: {
            type: 'array',
            items: {
              type: 'object',
              additionalProperties: false,
              required: ['version', 'builtAt', 'exposes', 'shared'],
              properties: {
                version: { type: 'string' },
                builtAt: { type: 'string', nullable: true },
                exposes: { type: 'array', items: { type: 'string' } },
                shared: { type: 'array', items: sharedLibrary },
              },
            },
          },
          errors: {
            type: 'array',
            items: {
              type: 'object',
              additionalProperties: false,
              required: ['version', 'loads', 'failed', 'errors', 'rate'],
              properties: { version: { type: 'string' }, loads: { type: 'integer' }, failed: { type: 'integer' }, errors: { type: 'integer' }, rate: { type: 'number' } },
            },
          },
          pins: {
            type: 'array',
            items: {
              type: 'object',
              additionalProperties: false,
              required: ['accountId', 'username', 'version', 'by', 'at'],
              properties: { accountId: { type: 'integer' }, username: { type: 'string' }, version: { type: 'string' }, by: { type: 'string' }, at: { type: 'string', format: 'date-time' } },
            },
          },
        },
      },
    },
    history: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'remote', 'action', 'version', 'share', 'by', 'reason', 'forced', 'at'],
        properties: {
          id: { type: 'integer' },
          remote: { type: 'string' },
          action: { type: 'string' },
          version: { type: 'string', nullable: true },
          share: { type: 'integer', nullable: true },
          by: { type: 'string' },
          reason: { type: 'string', nullable: true },
          forced: { type: 'boolean' },
          at: { type: 'string', format: 'date-time' },
        },
      },
    },
    freeze: {
      type: 'object',
      additionalProperties: false,
      required: ['active', 'minutes', 'lottos', 'round'],
      properties: {
        active: { type: 'boolean' },
        minutes: { type: 'integer' },
        lottos: { type: 'array', items: { type: 'string' } },
        round: {
          type: 'object',
          additionalProperties: false,
          nullable: true,
          required: ['id', 'lotteryName', 'closesAt'],
          properties: { id: { type: 'integer' }, lotteryName: { type: 'string' }, closesAt: { type: 'string', format: 'date-time' } },
        },
      },
    },
  },
} as const;
const writeResponses = { 200: releasesBody, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody } as const;

/** How the document marks the operators' routes: a login (or the release tool's x-release-token). */
const OPERATOR_SECURITY = { security: [{ [BEARER_AUTH]: [] }] };

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the release routes' guard: who changes releases. */
    releaseActor?: Actor;
  }
}

export function releaseRoutes({ db, now, settings }: RouteContext): Routes {
  const { releases } = settings;
  return async (app) => {
    app.setSchemaErrorFormatter(thaiValidationErrors(LABELS));
    await app.register(fastifyCookie);
    await app.register(fastifyRateLimit, {
      global: false,
      // Thrown as the API's own error, so the answer is the envelope in Thai (with Retry-After).
      errorResponseBuilder: (_request, { ttl }) => {
        const seconds = String(Math.ceil(ttl / 1000));
        return new ApiError(429, 'TOO_MANY_REQUESTS', `ส่งรายงานถี่เกินไป ลองใหม่อีกครั้งใน ${seconds} วินาที`, { 'retry-after': seconds });
      },
    });

    /** The caller /remotes.json is answered for: a valid access token's account, else the visitor cookie (given when missing). */
    async function callerOf(request: FastifyRequest, setVisitor: (id: string) => void): Promise<Caller> {
      const token = bearerTokenOf(request);
      if (token) {
        const account = await app.accountOfToken(token).catch(() => null);
        if (account) return { accountId: account.id };
      }
      const cookie = request.cookies[VISITOR_COOKIE];
      if (cookie && VISITOR_ID.test(cookie)) return { visitorId: cookie };
      const visitorId = randomBytes(16).toString('base64url');
      setVisitor(visitorId);
      return { visitorId };
    }

    app.get(
      '/releases/served',
      {
        schema: {
          summary: 'Which version of each remote this caller gets (the gateway answers /remotes.json with it)',
          response: { 200: { type: 'object', additionalProperties: false, properties: { lotto: servedEntry, demo: servedEntry } } },
        },
      },
      async (request, reply) => {
        const caller = await callerOf(request, (id) =>
          reply.setCookie(VISITOR_COOKIE, id, { path: '/', httpOnly: true, sameSite: 'lax', secure: 'auto', maxAge: VISITOR_MAX_AGE_SECONDS }),
        );
        reply.header('cache-control', 'no-store');
        return servedTo(db, caller);
      },
    );

    app.post(
      '/releases/beacon',
      {
        config: { rateLimit: { max: releases.beaconsPerMinute, timeWindow: 60_000 } },
        schema: {
          summary: "The host's report of a remote's page load, failed load or caught error (no personal data)",
          body: {
            type: 'object',
            required: ['remote', 'version', 'kind'],
            additionalProperties: false,
            properties: { remote: { type: 'string', enum: [...REMOTE_NAMES] }, version, kind: { type: 'string', enum: [...BEACON_KINDS] } },
          },
          response: { 204: { type: 'null' }, 400: errorBody, 429: errorBody },
        },
      },
      async (request, reply) => {
        const beacon = request.body;
        const outcome = await countBeacon({ db, now: now(), settings: releases }, beacon);
        if (outcome.counted) observe({ type: 'remote_beacon', ...beacon });
        if (outcome.stopped) {
          observe({ type: 'canary_stopped', remote: beacon.remote });
          request.log.warn({ remote: beacon.remote, version: outcome.stopped.version, reason: outcome.stopped.reason }, 'canary stopped by the rollback rule');
        }
        return reply.code(204).send(null);
      },
    );

    /** Administrators signed in, or the release tool with RELEASE_TOKEN naming its operator. */
    const operator = async (request: FastifyRequest, reply: Parameters<typeof app.authenticate>[1]) => {
      const token = request.headers[RELEASE_TOKEN_HEADER];
      if (token === undefined) {
        await app.authenticate(request, reply);
        await requireAbility('manage', 'Release')(request, reply);
        const account = accountOf(request);
        request.releaseActor = { accountId: account.id, by: account.username };
        return;
      }
      const by = request.headers[RELEASE_BY_HEADER];
      const valid = typeof token === 'string' && releases.token !== undefined && sameSecret(token, releases.token);
      if (!valid) throw new ApiError(401, 'UNAUTHENTICATED', 'โทเค็นของเครื่องมือปล่อยเวอร์ชัน (RELEASE_TOKEN) ไม่ถูกต้อง');
      if (typeof by !== 'string' || by.trim() === '' || by.length > 100) {
        throw new ApiError(400, 'VALIDATION_ERROR', `ระบุชื่อผู้ดำเนินการใน ${RELEASE_BY_HEADER} (1–100 ตัวอักษร)`);
      }
      request.releaseActor = { accountId: null, by: by.trim() };
    };
    const changeContext = (request: FastifyRequest): ChangeContext => ({
      db,
      now: now(),
      settings: releases,
      actor: request.releaseActor ?? { accountId: null, by: 'unknown' },
    });
    const view = () => releasesView(db, releases, now());
    const operatorOnly = { onRequest: [operator] };

    app.get(
      '/backoffice/releases',
      {
        ...operatorOnly,
        schema: {
          ...OPERATOR_SECURITY,
          summary: 'Remote releases: versions, canary, error rates, pins, history, freeze (administrators)',
          response: { 200: releasesBody, 401: errorBody, 403: errorBody },
        },
      },
      view,
    );

    app.post(
      '/backoffice/releases/:remote/promote',
      {
        ...operatorOnly,
        schema: {
          ...OPERATOR_SECURITY,
          summary: 'Make a version live for everyone, once the contract gate lets it through',
          params: remoteParams,
          body: { type: 'object', required: ['version'], additionalProperties: false, properties: { version, ...justification } },
          response: writeResponses,
        },
      },
      async (request) => {
        const { version: wanted, ...why } = request.body;
        await promote(changeContext(request), request.params.remote, wanted, why);
        return view();
      },
    );

    app.post(
      '/backoffice/releases/:remote/canary',
      {
        ...operatorOnly,
        schema: {
          ...OPERATOR_SECURITY,
          summary: 'Serve a version to a share of members (sticky per member); 100 promotes it',
          params: remoteParams,
          body: {
            type: 'object',
            required: ['version', 'share'],
            additionalProperties: false,
            properties: { version, share: { type: 'integer', minimum: 1, maximum: 100 }, ...justification },
          },
          response: writeResponses,
        },
      },
      async (request) => {
        const { version: wanted, share, ...why } = request.body;
        await canary(changeContext(request), request.params.remote, wanted, share, why);
        return view();
      },
    );

    app.post(
      '/backoffice/releases/:remote/stop',
      {
        ...operatorOnly,
        schema: {
          ...OPERATOR_SECURITY,
          summary: 'Stop the canary: everyone gets the live version',
          params: remoteParams,
          body: { type: 'object', additionalProperties: false, properties: { reason: justification.reason } },
          response: writeResponses,
        },
      },
      async (request) => {
        await stopCanary(changeContext(request), request.params.remote, request.body?.reason);
        return view();
      },
    );

    app.post(
      '/backoffice/releases/:remote/rollback',
      {
        ...operatorOnly,
        schema: {
          ...OPERATOR_SECURITY,
          summary: 'Make the version live before the live one live again',
          params: remoteParams,
          body: { type: 'object', additionalProperties: false, properties: justification },
          response: writeResponses,
        },
      },
      async (request) => {
        await rollback(changeContext(request), request.params.remote, request.body ?? {});
        return view();
      },
    );

    app.put(
      '/backoffice/releases/:remote/pins',
      {
        ...operatorOnly,
        schema: {
          ...OPERATOR_SECURITY,
          summary: "Pin accounts to a version (testers' preview)",
          params: remoteParams,
          body: {
            type: 'object',
            required: ['usernames', 'version'],
            additionalProperties: false,
            properties: { usernames: { type: 'array', minItems: 1, maxItems: 50, items: { type: 'string', minLength: 1, maxLength: 50 } }, version },
          },
          response: writeResponses,
        },
      },
      async (request) => {
        await pin(changeContext(request), request.params.remote, request.body.version, request.body.usernames);
        return view();
      },
    );

    app.delete(
      '/backoffice/releases/:remote/pins/:accountId',
      {
        ...operatorOnly,
        schema: {
          ...OPERATOR_SECURITY,
          summary: "End an account's pin",
          params: {
            type: 'object',
            required: ['remote', 'accountId'],
            additionalProperties: false,
            properties: { remote: remoteParams.properties.remote, accountId: idString },
          },
          response: writeResponses,
        },
      },
      async (request) => {
        await unpin(changeContext(request), request.params.remote as RemoteName, BigInt(request.params.accountId));
        return view();
      },
    );

    app.put(
      '/backoffice/releases/freeze',
      {
        ...operatorOnly,
        schema: {
          ...OPERATOR_SECURITY,
          summary: 'Choose the draw-night freeze: the minutes before a round of the chosen lotteries closes',
          body: {
            type: 'object',
            required: ['minutes', 'lottos'],
            additionalProperties: false,
            properties: {
              minutes: { type: 'integer', minimum: 0, maximum: FREEZE_MAX_MINUTES, description: '0: no freeze' },
              lottos: { type: 'array', maxItems: 100, items: { type: 'string', minLength: 1, maxLength: 50 } },
            },
          },
          response: writeResponses,
        },
      },
      async (request) => {
        await changeFreeze(changeContext(request), { minutes: request.body.minutes, lottos: [...new Set(request.body.lottos)] });
        return view();
      },
    );
  };
}
