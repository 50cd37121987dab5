// Every operation of the API as its own OpenAPI document (/api/docs/json) describes it: the
// reliability suites (authorization matrix, fuzzing) walk this list, so a route added to the API
// is walked without anyone listing it (docs/testing.md).
import type { TestAppContext } from '../testing/test-app.ts';

/** A JSON schema as the document gives it (inline: the API's document uses no $ref). */
export type JsonSchema = Readonly<Record<string, unknown>>;

export interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  required: boolean;
  schema: JsonSchema;
}

export interface Operation {
  /** "POST /api/lotto/slips/{id}/cancel": the key of a route in tables of expectations. */
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The path as the document writes it, with {placeholders}. */
  path: string;
  parameters: readonly Parameter[];
  /** The JSON body's schema; undefined when the route takes no body. */
  body: JsonSchema | undefined;
  /** Whether the document says the route needs a Bearer token. */
  secured: boolean;
}

interface Document {
  paths: Record<string, Record<string, { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema?: JsonSchema }> }; security?: unknown[] }>>;
}

/** The operations of the running app's /api/docs/json, in the document's order. */
export async function apiOperations(context: TestAppContext): Promise<Operation[]> {
  const response = await context.app.inject({ method: 'GET', url: '/api/docs/json' });
  if (response.statusCode !== 200) throw new Error(`/api/docs/json answered ${response.statusCode}`);
  const document = response.json<Document>();
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      name: `${method.toUpperCase()} ${path}`,
      method: method.toUpperCase() as Operation['method'],
      path,
      parameters: (operation.parameters ?? []).map((parameter) => ({ ...parameter, required: parameter.required === true })),
      body: operation.requestBody?.content?.['application/json']?.schema,
      secured: (operation.security ?? []).length > 0,
    })),
  );
}

/** The operation's URL with its path placeholders filled ({id} → values.id) and the query appended. */
export function urlOf(
  operation: Pick<Operation, 'path'>,
  pathValues: Readonly<Record<string, string>>,
  query: Readonly<Record<string, string>> = {},
): string {
  const path = operation.path.replace(/\{([^}]+)\}/g, (_match, name: string) => {
    const value = pathValues[name];
    if (value === undefined) throw new Error(`no value for {${name}} of ${operation.path}`);
    return encodeURIComponent(value);
  });
  const search = new URLSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
}
