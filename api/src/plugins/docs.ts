// The API documented as OpenAPI 3 from the routes' own schemas: the document at /api/docs/json
// (and /api/docs/yaml), Swagger UI at /api/docs. Call before any route is registered: the document
// lists the routes registered after it.
//
// Route authors need nothing extra: a route whose onRequest (or preValidation / preHandler) hooks
// include `app.authenticate` is documented as needing a Bearer token (`bearerAuth`), and a route
// without tags is tagged by its first path segment after /api (auth, wallet, lotto, …).
import { readFile } from 'node:fs/promises';
import { STATUS_CODES } from 'node:http';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, RouteOptions } from 'fastify';

export const DOCS_PREFIX = '/api/docs';
export const BEARER_AUTH = 'bearerAuth';

const AUTH_HOOK_KINDS = ['onRequest', 'preValidation', 'preHandler'] as const;

function hooksOf(route: RouteOptions): unknown[] {
  return AUTH_HOOK_KINDS.flatMap((kind) => {
    const hooks: unknown = route[kind];
    if (hooks === undefined || hooks === null) return [];
    return Array.isArray(hooks) ? hooks : [hooks];
  });
}

/** `auth` of /api/auth/login, `wallet` of /api/wallet/transactions. */
function tagOf(url: string): string | undefined {
  return /^\/api\/([^/:{?]+)/.exec(url)?.[1];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Responses without a description get the status text ("Unauthorized") instead of "Default Response". */
function describedResponses(responses: unknown): unknown {
  if (!isRecord(responses)) return responses;
  return Object.fromEntries(
    Object.entries(responses).map(([status, response]) => {
      const text = STATUS_CODES[status];
      return [status, isRecord(response) && response.description === undefined && text ? { ...response, description: text } : response];
    }),
  );
}

async function apiVersion(): Promise<string> {
  const manifest = JSON.parse(await readFile(new URL('../../package.json', import.meta.url), 'utf8')) as {
    version: string;
  };
  return manifest.version;
}

export async function registerDocs(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Tanghuay API',
        version: await apiVersion(),
        description:
          'JSON over HTTP. Member-facing amounts are baht (at most 2 decimals). Errors answer ' +
          '`{error: {code, message}}` with a Thai message. Money-moving POSTs take an `Idempotency-Key` header.',
      },
      components: {
        securitySchemes: {
          [BEARER_AUTH]: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description: 'the access token from POST /api/auth/login (15 minutes; renew with /api/auth/refresh-token)',
          },
        },
      },
    },
    transform: ({ schema, url, route }) => {
      // app.authenticate is decorated after this plugin; the document is built after ready().
      const authenticate = app.hasDecorator('authenticate') ? app.authenticate : undefined;
      const authenticated = authenticate !== undefined && hooksOf(route).includes(authenticate);
      const tag = tagOf(url);
      return {
        url,
        schema: {
          ...schema,
          ...(schema?.response === undefined ? {} : { response: describedResponses(schema.response) }),
          ...(schema?.tags === undefined && tag !== undefined ? { tags: [tag] } : {}),
          ...(authenticated && schema?.security === undefined ? { security: [{ [BEARER_AUTH]: [] }] } : {}),
        },
      };
    },
  });
  // Its own routes are hidden from the document (schema.hide), static files included.
  await app.register(fastifySwaggerUi, {
    routePrefix: DOCS_PREFIX,
    theme: { title: 'Tanghuay API' },
    uiConfig: { deepLinking: true },
  });
}
