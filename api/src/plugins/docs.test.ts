import { readFile } from 'node:fs/promises';
import Fastify, { type FastifyInstance } from 'fastify';
import { useTestApp } from '../testing/test-app.ts';
import { registerAuth, requireRole } from './auth.ts';
import { registerDocs } from './docs.ts';
import { errorBody, registerErrorHandling } from './errors.ts';

// A minimal view of the OpenAPI 3.0 objects the checks below read.
interface Schema {
  $ref?: string;
  type?: string;
  properties?: Record<string, Schema>;
  additionalProperties?: boolean | Schema;
  items?: Schema;
  allOf?: Schema[];
  anyOf?: Schema[];
  oneOf?: Schema[];
}
interface MediaType {
  schema?: Schema;
}
interface Response {
  description?: unknown;
  content?: Record<string, MediaType>;
}
interface Parameter {
  name?: unknown;
  in?: unknown;
  required?: unknown;
  schema?: unknown;
}
interface Operation {
  tags?: string[];
  operationId?: string;
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, MediaType> };
  responses?: Record<string, Response>;
  security?: Record<string, string[]>[];
}
interface Document {
  openapi: string;
  info: { title: string; version: string };
  components: { securitySchemes?: Record<string, { type: string; scheme?: string }> };
  paths: Record<string, Record<string, Operation>>;
  [key: string]: unknown;
}

const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

const operationsOf = (document: Document) =>
  Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => HTTP_METHODS.has(method))
      .map(([method, operation]) => ({ name: `${method.toUpperCase()} ${path}`, path, method, operation })),
  );

const isAuthenticated = (operation: Operation) => (operation.security ?? []).some((requirement) => 'bearerAuth' in requirement);

/** Every object schema reachable in `schema` that does not refuse unknown properties, by location. */
function openObjects(schema: Schema | undefined, at: string): string[] {
  if (!schema) return [];
  const found: string[] = [];
  if ((schema.type === 'object' || schema.properties) && schema.additionalProperties !== false) found.push(at || '(body)');
  for (const [key, property] of Object.entries(schema.properties ?? {})) found.push(...openObjects(property, `${at}.${key}`));
  found.push(...openObjects(schema.items, `${at}[]`));
  for (const group of ['allOf', 'anyOf', 'oneOf'] as const) {
    (schema[group] ?? []).forEach((member, i) => found.push(...openObjects(member, `${at}.${group}[${i}]`)));
  }
  return found;
}

const jsonSchemaOf = (response: Response | undefined) => response?.content?.['application/json']?.schema;

// One app (and database) for the whole file.
const ctx = useTestApp();

describe('the OpenAPI document of the app', () => {
  let document: Document;

  beforeAll(async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    document = response.json<Document>();
  });

  it('is an OpenAPI 3 document of the Tanghuay API, versioned as the api package', async () => {
    const manifest = JSON.parse(await readFile(new URL('../../package.json', import.meta.url), 'utf8')) as {
      version: string;
    };
    expect(document.openapi).toMatch(/^3\.0\.\d+$/);
    expect(document.info).toEqual(expect.objectContaining({ title: 'Tanghuay API', version: manifest.version }));
    expect(document.components.securitySchemes).toEqual({
      bearerAuth: expect.objectContaining({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' }),
    });
  });

  it('lists the API routes, with Bearer security on those that need a login', () => {
    const login = document.paths['/api/auth/login']?.post;
    const wallet = document.paths['/api/seamless/wallet/show']?.get;
    const transactions = document.paths['/api/wallet/transactions']?.get;
    expect(login).toBeDefined();
    expect(login?.security).toBeUndefined();
    expect(login?.tags).toEqual(['auth']);
    expect(wallet?.security).toEqual([{ bearerAuth: [] }]);
    expect(wallet?.parameters).toEqual([
      expect.objectContaining({ in: 'query', name: 'UserToken', required: true, schema: expect.objectContaining({ type: 'string' }) }),
    ]);
    expect(Object.keys(wallet?.responses ?? {}).sort()).toEqual(['200', '400', '401', '404']);
    expect(jsonSchemaOf(wallet?.responses?.['200'])).toEqual(
      expect.objectContaining({ required: ['success', 'WalletData', 'discount', 'count_login'] }),
    );
    expect(transactions?.security).toEqual([{ bearerAuth: [] }]);
    expect(transactions?.parameters?.map((parameter) => parameter.name)).toEqual(['cursor', 'limit']);
    expect(document.paths['/api/auth/me']?.get?.security).toEqual([{ bearerAuth: [] }]);
    expect(document.paths['/api/health']?.get?.security).toBeUndefined();
  });

  it('keeps its own routes out of the document', () => {
    expect(Object.keys(document.paths).filter((path) => path.startsWith('/api/docs'))).toEqual([]);
    expect(Object.keys(document.paths).length).toBeGreaterThan(5);
  });

  it('is well formed: methods, described responses, parameters, path templates, references and security', () => {
    const problems: string[] = [];
    const operationIds = new Set<string>();
    for (const [path, item] of Object.entries(document.paths)) {
      if (!/^\/api\/[^\s?#]*$/.test(path)) problems.push(`${path}: not an /api path`);
      for (const key of Object.keys(item)) {
        if (!HTTP_METHODS.has(key) && key !== 'parameters') problems.push(`${path}: unknown key ${key}`);
      }
    }
    for (const { name, path, operation } of operationsOf(document)) {
      const responses = Object.entries(operation.responses ?? {});
      if (responses.length === 0) problems.push(`${name}: no responses`);
      for (const [status, response] of responses) {
        if (!/^([1-5][0-9]{2}|[1-5]XX|default)$/.test(status)) problems.push(`${name}: bad status ${status}`);
        if (typeof response.description !== 'string' || response.description === '') problems.push(`${name} ${status}: no description`);
        for (const [mediaType, media] of Object.entries(response.content ?? {})) {
          if (typeof media.schema !== 'object') problems.push(`${name} ${status} ${mediaType}: no schema`);
        }
      }
      const parameters = operation.parameters ?? [];
      for (const parameter of parameters) {
        if (typeof parameter.name !== 'string' || !['query', 'header', 'path', 'cookie'].includes(String(parameter.in))) {
          problems.push(`${name}: malformed parameter ${JSON.stringify(parameter)}`);
        }
        if (typeof parameter.schema !== 'object') problems.push(`${name}: parameter ${String(parameter.name)} has no schema`);
      }
      const templated = [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]).sort();
      const inPath = parameters.filter((parameter) => parameter.in === 'path');
      if (JSON.stringify(inPath.map((parameter) => parameter.name).sort()) !== JSON.stringify(templated)) {
        problems.push(`${name}: path parameters do not match the template`);
      }
      if (inPath.some((parameter) => parameter.required !== true)) problems.push(`${name}: a path parameter is not required`);
      for (const requirement of operation.security ?? []) {
        for (const scheme of Object.keys(requirement)) {
          if (!document.components.securitySchemes?.[scheme]) problems.push(`${name}: unknown security scheme ${scheme}`);
        }
      }
      if (operation.operationId !== undefined) {
        if (operationIds.has(operation.operationId)) problems.push(`${name}: duplicate operationId`);
        operationIds.add(operation.operationId);
      }
    }
    for (const [, ref] of JSON.stringify(document).matchAll(/"\$ref":"([^"]*)"/g)) {
      const target = (ref ?? '')
        .replace(/^#\//, '')
        .split('/')
        .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], document);
      if (!ref?.startsWith('#/') || target === undefined) problems.push(`unresolved $ref ${ref}`);
    }
    expect(problems).toEqual([]);
  });

  // The contract every route of the API keeps, checked over the routes registered at run time.
  describe('contract of every route', () => {
    it('answers success with a declared 2xx: a JSON schema, or 204 without a body', () => {
      const problems = operationsOf(document).flatMap(({ name, operation }) => {
        const successes = Object.entries(operation.responses ?? {}).filter(([status]) => /^2/.test(status));
        if (successes.length === 0) return [`${name}: no 2xx response`];
        return successes
          .filter(([status, response]) => status !== '204' && typeof jsonSchemaOf(response) !== 'object')
          .map(([status]) => `${name}: ${status} has no JSON schema`);
      });
      expect(problems).toEqual([]);
    });

    it('declares its 4xx answers, each in the error envelope', () => {
      const problems = operationsOf(document).flatMap(({ name, operation }) => {
        const errors = Object.entries(operation.responses ?? {}).filter(([status]) => /^[45]/.test(status));
        // A route that takes no input and needs no login has no 4xx of its own to declare.
        const takesNothing = (operation.parameters ?? []).length === 0 && !operation.requestBody && !isAuthenticated(operation);
        const found = errors.some(([status]) => /^4/.test(status)) || takesNothing ? [] : [`${name}: no 4xx response`];
        for (const [status, response] of errors) {
          const schema = jsonSchemaOf(response);
          const envelope = schema?.properties?.error?.properties;
          if (!schema?.properties?.error || !envelope?.code || !envelope.message) found.push(`${name}: ${status} is not {error: {code, message}}`);
        }
        return found;
      });
      expect(problems).toEqual([]);
    });

    it('refuses unknown fields in every object of a JSON request body', () => {
      const problems = operationsOf(document).flatMap(({ name, operation }) =>
        Object.entries(operation.requestBody?.content ?? {}).flatMap(([mediaType, media]) =>
          openObjects(media.schema, '').map((at) => `${name} ${mediaType}: ${at} allows additional properties`),
        ),
      );
      expect(problems).toEqual([]);
    });

    it('declares 401 on every route that needs a login', () => {
      const problems = operationsOf(document)
        .filter(({ operation }) => isAuthenticated(operation))
        .filter(({ operation }) => !operation.responses?.['401'])
        .map(({ name }) => `${name}: needs a login but declares no 401`);
      expect(problems).toEqual([]);
      expect(operationsOf(document).filter(({ operation }) => isAuthenticated(operation)).length).toBeGreaterThanOrEqual(4);
    });

    it('documents what a caller without a token meets: 401 exactly where a login is declared, and only declared statuses', async () => {
      const problems: string[] = [];
      for (const { name, path, method, operation } of operationsOf(document)) {
        const url = path.replace(/\{[^}]+\}/g, '1');
        const response = await ctx.app.inject({ method: method.toUpperCase() as 'GET', url });
        const code = response.statusCode >= 400 ? response.json<{ error?: { code?: string } }>().error?.code : undefined;
        if (isAuthenticated(operation) && (response.statusCode !== 401 || code !== 'UNAUTHENTICATED')) {
          problems.push(`${name}: declares bearerAuth but answered ${response.statusCode} ${code ?? ''} without a token`);
        }
        if (!isAuthenticated(operation) && code === 'UNAUTHENTICATED') {
          problems.push(`${name}: asks for a login (UNAUTHENTICATED) but the document does not say so`);
        }
        if (!operation.responses?.[String(response.statusCode)]) {
          problems.push(`${name}: answered ${response.statusCode}, which it does not declare`);
        }
      }
      expect(problems).toEqual([]);
    });
  });
});

describe('the Swagger UI at /api/docs', () => {
  it.each(['/api/docs', '/api/docs/'])('%s answers the HTML page, and every file it loads is served', async (url) => {
    const page = await ctx.app.inject({ method: 'GET', url });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<div id="swagger-ui">');
    expect(page.body).toContain('<title>Tanghuay API</title>');
    const assets = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => new URL(match[1] ?? '', `http://x${url}`).pathname);
    expect(assets).toEqual(expect.arrayContaining(['/api/docs/static/swagger-ui-bundle.js', '/api/docs/static/swagger-initializer.js']));
    for (const asset of assets) {
      const file = await ctx.app.inject({ method: 'GET', url: asset });
      expect({ asset, status: file.statusCode }).toEqual({ asset, status: 200 });
      expect(file.body.length).toBeGreaterThan(0);
    }
  });

  it('points the UI at the JSON document', async () => {
    const initializer = await ctx.app.inject({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' });
    expect(initializer.body).toContain("resolveUrl('./json')");
    const yaml = await ctx.app.inject({ method: 'GET', url: '/api/docs/yaml' });
    expect(yaml.statusCode).toBe(200);
    expect(yaml.body).toMatch(/^openapi: 3\.0\.\d+$/m);
  });

  it('answers 404 in the error envelope for a file that does not exist', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/static/nope.js' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 'NOT_FOUND', message: expect.any(String) } });
  });
});

// How the document finds out which routes need a login, on a small app of its own.
describe('Bearer security found from the route hooks', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = Fastify();
    registerErrorHandling(app);
    await registerDocs(app);
    registerAuth(app, {
      authenticate: async () => {
        throw new Error('only the document is read: no route is called');
      },
      onSessionsChanged: () => () => undefined,
    });
    const response = { 200: { type: 'object', properties: {} }, 401: errorBody } as const;
    await app.register(
      async (api) => {
        api.get('/public', { schema: { response } }, async () => ({}));
        api.get('/on-request', { schema: { response }, onRequest: api.authenticate }, async () => ({}));
        api.get('/on-request-list', { schema: { response }, onRequest: [api.authenticate, requireRole('admin')] }, async () => ({}));
        api.get('/pre-handler', { schema: { response }, preHandler: [api.authenticate] }, async () => ({}));
        api.get('/other-hook', { schema: { response }, onRequest: async () => {} }, async () => ({}));
        api.get('/tagged', { schema: { response, tags: ['own'] }, onRequest: api.authenticate }, async () => ({}));
        api.get('/hidden', { schema: { response, hide: true }, onRequest: api.authenticate }, async () => ({}));
        api.get('/no-schema', async () => ({}));
      },
      { prefix: '/api/things' },
    );
    await app.ready();
  });
  afterAll(() => app.close());

  it('marks exactly the routes whose hooks include app.authenticate', () => {
    const document = app.swagger() as unknown as Document;
    const security = Object.fromEntries(
      Object.entries(document.paths).map(([path, item]) => [path, item.get?.security ?? null]),
    );
    const bearer = [{ bearerAuth: [] }];
    expect(security).toEqual({
      '/api/things/public': null,
      '/api/things/on-request': bearer,
      '/api/things/on-request-list': bearer,
      '/api/things/pre-handler': bearer,
      '/api/things/other-hook': null,
      '/api/things/tagged': bearer,
      '/api/things/no-schema': null,
    });
  });

  it('tags routes by their first path segment unless they name their own tags, and describes statuses', () => {
    const document = app.swagger() as unknown as Document;
    expect(document.paths['/api/things/public']?.get?.tags).toEqual(['things']);
    expect(document.paths['/api/things/tagged']?.get?.tags).toEqual(['own']);
    expect(document.paths['/api/things/public']?.get?.responses?.['401']?.description).toBe('Unauthorized');
  });
});
