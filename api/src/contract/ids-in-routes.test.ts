// Every id a route takes, walked from the OpenAPI document: each is checked by the one id schema,
// and an id one past the 64-bit range answers 4xx (a bad id), never a database error.
import { signedInAccount } from '../testing/accounts.ts';
import { useTestApp } from '../testing/test-app.ts';
import { ID_PATTERN } from '../lib/ids.ts';

const ctx = useTestApp();

/** 2^63: one past the largest id the database holds. */
const TOO_BIG = '9223372036854775808';
const IS_ID_NAME = /^(id|cursor)$|Id$/;
/** Named like ids but not ids of rows, each for its reason. */
const NOT_ROW_IDS: Record<string, string> = {
  entityId: 'free text naming an audited entity (a round id or a lottery code), compared as text',
  menuExcludedUserId: "compared with userData.userID, which the front end's contract makes a number",
};

interface Parameter {
  in: string;
  name: string;
  schema: { pattern?: string };
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: { 'application/json'?: { schema: JsonSchema } } };
}
interface JsonSchema {
  pattern?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
}

async function operations(): Promise<{ method: string; path: string; operation: Operation }[]> {
  const document = (await ctx.app.inject({ url: '/api/docs/json' })).json<{ paths: Record<string, Record<string, Operation>> }>();
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })),
  );
}

/** Every property of a body schema named like an id, with its schema, at any depth. */
function idProperties(schema: JsonSchema | undefined, at = ''): [string, JsonSchema][] {
  if (!schema) return [];
  const own = Object.entries(schema.properties ?? {}).flatMap(([name, property]) => [
    ...(IS_ID_NAME.test(name) && !(name in NOT_ROW_IDS) ? [[`${at}${name}`, property] as [string, JsonSchema]] : []),
    ...idProperties(property, `${at}${name}.`),
  ]);
  return [...own, ...idProperties(schema.items, `${at}[].`), ...(schema.anyOf ?? []).flatMap((s) => idProperties(s, at))];
}

const isIdSchema = (schema: JsonSchema) =>
  schema.pattern === ID_PATTERN.source || (schema.anyOf ?? []).some((s) => s.pattern === ID_PATTERN.source);

describe('ids in routes', () => {
  it('every id parameter and body field uses the one id schema', async () => {
    const found: string[] = [];
    const others: string[] = [];
    for (const { method, path, operation } of await operations()) {
      for (const parameter of operation.parameters ?? []) {
        if (!IS_ID_NAME.test(parameter.name) || parameter.name in NOT_ROW_IDS) continue;
        found.push(`${method} ${path} ${parameter.in}:${parameter.name}`);
        if (!isIdSchema(parameter.schema)) others.push(`${method} ${path} ${parameter.in}:${parameter.name}`);
      }
      for (const [name, schema] of idProperties(operation.requestBody?.content['application/json']?.schema)) {
        found.push(`${method} ${path} body:${name}`);
        if (!isIdSchema(schema)) others.push(`${method} ${path} body:${name}`);
      }
    }
    expect(others).toEqual([]);
    // The walk sees the ids it is about (a sample of each kind).
    expect(found).toEqual(
      expect.arrayContaining([
        'GET /api/lotto/rounds/{roundId} path:roundId',
        'GET /api/wallet/transactions query:cursor',
        'GET /api/backoffice/slips query:accountId',
        'POST /api/lotto/slips body:roundId',
        'POST /api/payments/webhook body:depositId',
        'POST /api/backoffice/accounts body:parentId',
      ]),
    );
  });

  it(`answers 4xx, never 5xx, to an id of ${TOO_BIG} in any path or query, whoever asks`, async () => {
    const callers = {
      anonymous: {},
      member: (await signedInAccount(ctx)).headers,
      admin: (await signedInAccount(ctx, { role: 'admin' })).headers,
    };
    const answers: string[] = [];
    let checked = 0;
    for (const { method, path, operation } of await operations()) {
      const ids = (operation.parameters ?? []).filter((p) => p.in !== 'header' && IS_ID_NAME.test(p.name) && !(p.name in NOT_ROW_IDS));
      for (const id of ids) {
        // Other path parameters get a plain value; the id under test is out of range.
        const url = path.replace(/\{(\w+)\}/g, (_all, name: string) => (name === id.name ? TOO_BIG : '1'));
        const query = id.in === 'query' ? `?${id.name}=${TOO_BIG}` : '';
        const statuses: Record<string, number> = {};
        for (const [caller, headers] of Object.entries(callers)) {
          const response = await ctx.app.inject({ method: method as 'GET', url: url + query, headers, payload: method === 'GET' ? undefined : {} });
          statuses[caller] = response.statusCode;
          if (response.statusCode === 400) expect(response.json().error.message).toMatch(/[\u0E00-\u0E7F]/);
        }
        checked++;
        const all4xx = Object.values(statuses).every((status) => status >= 400 && status < 500);
        const refusedAsBadId = Object.values(statuses).includes(400);
        answers.push(`${method} ${url}${query} ${JSON.stringify(statuses)} ${all4xx && refusedAsBadId ? 'ok' : 'WRONG'}`);
      }
    }
    expect(answers.filter((answer) => answer.endsWith('WRONG'))).toEqual([]);
    expect(checked).toBeGreaterThanOrEqual(20);
  });
});
