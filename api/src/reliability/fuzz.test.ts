// Fuzzing from the API's own OpenAPI document (/api/docs/json): every operation, called by an
// identity allowed to call it (a member, the administrator for the back office, anonymous for
// public routes, the webhook signed), gets the malformed variants its schema forbids of each path,
// query and header parameter and each body field (malformed.ts: wrong types, bounds, patterns, enum
// outsiders, ids past 64 bits, unicode oddities, 1 MB strings, deep nesting, missing and extra
// fields), plus JSON that does not parse, wrong content types and a body over the body limit (413).
// Every variant must be refused with a 4xx carrying exactly {error: {code, message}} in Thai, never
// a 5xx (docs/security.md#errors), and nothing may be written: around each operation's variants the
// books (checkBooks) and the row count of every table are unchanged (docs/domain.md#money).
// Not sent, since the document does not forbid them: extra query parameters (it does not say
// whether a query is closed), other headers, and bodies on routes that take none unless their JSON
// does not parse. One run lists every failing variant.
import { sql } from 'kysely';
import { readEnv } from '../config/env.ts';
import { signWebhook, WEBHOOK_SIGNATURE_HEADER } from '../modules/payments/index.ts';
import { checkBooks } from '../modules/wallet/index.ts';
import { type SignedIn, signedInAccount } from '../testing/accounts.ts';
import { expectCleanBooks } from '../testing/ledger.ts';
import { useTestApp } from '../testing/test-app.ts';
import { malformedBodies, malformedValues, validExample, withValueAt, type VariantOptions } from './malformed.ts';
import { apiOperations, type JsonSchema, type Operation, type Parameter, urlOf } from './openapi-operations.ts';

/** Variants per field or parameter (spread over the kinds: wrong type, bounds, pattern, unicode, huge…). */
const VARIANTS_PER_PLACE = 24;
/** The "1 MB" strings: under the body limit with the rest of the body, so they reach validation. */
const HUGE_STRING_LENGTH = 1_000_000;
/** Nesting of the deep-array and deep-object variants of a field (built as values, then serialized). */
const FIELD_NESTING_DEPTH = 1_000;
/** Nesting of the whole-body deep JSON, written as text (JSON.parse takes it, JSON.stringify could not). */
const RAW_NESTING_DEPTH = 100_000;
/** The app's body limit (the default of an empty environment, as buildApp uses). */
const BODY_LIMIT = readEnv({}).BODY_LIMIT;
/** Characters of an answer quoted in a failure. */
const QUOTED_ANSWER = 200;
/** Jest's limit for the walk (it measures well under a minute; this only stops a hung run). */
const WALK_TIMEOUT_MS = 240_000;
/** A request unanswered this long counts as dropped (answers take milliseconds): reported, not waited for. */
const NO_ANSWER_AFTER_MS = 10_000;
/** The walk stops after this many dropped requests, each of which costs NO_ANSWER_AFTER_MS. */
const MAX_DROPPED = 3;
const WEBHOOK_SECRET = 'a-fuzz-test-webhook-secret-of-at-least-32-characters';

/**
 * Tables a refused request may still write to, each with its reason. None so far: every refusal
 * below happens before a handler's work (parsing, validation, the webhook's signature).
 */
const MAY_CHANGE_ON_REFUSAL: Readonly<Record<string, string>> = {};

// Every variant comes from one address: the beacons' per-address limit would answer before the checks under test.
const ctx = useTestApp({ payments: { demoMode: true, webhookSecret: WEBHOOK_SECRET }, releases: { beaconsPerMinute: 100_000 } });
const THAI = /[\u0E00-\u0E7F]/;
const HTTP_HEADER_TEXT = /^[\t\x20-\x7E\x80-\xFF]*$/;
const fieldOptions: VariantOptions = { cap: VARIANTS_PER_PLACE, hugeLength: HUGE_STRING_LENGTH, nestingDepth: FIELD_NESTING_DEPTH };
const textOptions: VariantOptions = { ...fieldOptions, text: true };

/** One request of the walk. */
interface FuzzRequest {
  where: string;
  label: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
  /** The one answer this variant must get (the body limit's 413, docs/architecture.md#request-flow); otherwise any 4xx. */
  expected?: { status: number; code: string };
}

/** The rows tests act on, so a malformed request that got through would change something real. */
interface World {
  member: SignedIn;
  admin: SignedIn;
  /** Ids (and the lottery code) by the collection a path names before them: "deposits" → a pending deposit's id. */
  byCollection: Record<string, string>;
  /** Ids by the body field naming them. */
  byField: Record<string, string>;
}
let world: World;

beforeAll(async () => {
  const member = await signedInAccount(ctx);
  const admin = await signedInAccount(ctx, { role: 'admin' });
  const post = async (url: string, payload: object, key: string) => {
    const response = await ctx.app.inject({ method: 'POST', url, headers: { ...member.headers, 'idempotency-key': key }, payload });
    if (response.statusCode !== 201) throw new Error(`seeding ${url}: ${response.statusCode} ${response.body}`);
    return response.json<{ id: string }>().id;
  };
  await post('/api/wallet/deposits', { amount: 1_000 }, 'seed-credit');
  const deposit = await post('/api/wallet/deposits', { amount: 500, demoCredit: false }, 'seed-deposit');
  const withdrawal = await post('/api/wallet/withdrawals', { amount: 100 }, 'seed-withdrawal');
  const hour = 3_600_000;
  const round = await ctx.db
    .insertInto('lotto_round')
    .values({
      lotto_code: 'lao-vip',
      draw_date: new Date(Date.now() + 2 * hour).toLocaleDateString('sv-SE', { timeZone: 'Asia/Bangkok' }),
      opens_at: new Date(Date.now() - hour),
      closes_at: new Date(Date.now() + 2 * hour),
      status: 'open',
      created_at: new Date(Date.now() - hour),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const roundId = String(round.id as bigint);
  const slip = await post('/api/lotto/slips', { roundId, items: [{ type: '2top', number: '12', amount: 10 }] }, 'seed-slip');
  world = {
    member,
    admin,
    byCollection: { deposits: deposit, withdrawals: withdrawal, slips: slip, rounds: roundId, members: String(member.id), lottos: 'lao-vip' },
    byField: { roundId, depositId: deposit, memberId: String(member.id) },
  };
});

// ---- Building the requests of an operation ----

let serial = 0;
const freshKey = () => `fuzz-${++serial}`;

/** The Authorization header of an identity allowed to call the operation. */
function callerHeaders(operation: Operation): Record<string, string> {
  if (!operation.secured) return {};
  return operation.path.startsWith('/api/backoffice/') ? world.admin.headers : world.member.headers;
}

/** A valid value of a parameter: a real row's id where the path names one, else the schema's example. */
function validParameter(operation: Operation, parameter: Parameter): string {
  if (parameter.in === 'header' && parameter.name === 'idempotency-key') return freshKey();
  const segments = operation.path.split('/');
  const collection = segments[segments.indexOf(`{${parameter.name}}`) - 1];
  const real = parameter.in === 'path' ? world.byCollection[collection ?? ''] : world.byField[parameter.name];
  return real ?? String(validExample(parameter.schema));
}

/** The valid body: the schema's example with real ids in the fields that name one. */
function validBody(schema: JsonSchema): unknown {
  const example = validExample(schema) as Record<string, unknown>;
  return Object.entries(world.byField).reduce<unknown>(
    (body, [field, id]) => (typeof example[field] === 'string' ? withValueAt(body, [field], id) : body),
    example,
  );
}

/** Percent-encoding; a lone surrogate (which encodeURIComponent refuses) as the bytes a client could still send. */
function percentEncode(text: string): string {
  if (!/[\uD800-\uDFFF]/.test(text)) return encodeURIComponent(text);
  return [...text]
    .map((char) => {
      try {
        return encodeURIComponent(char);
      } catch {
        const code = char.charCodeAt(0);
        const bytes = [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)];
        return bytes.map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
      }
    })
    .join('');
}

/** The parts of a request a variant changes; the rest stays valid. */
interface Parts {
  /** Path segments, already encoded. */
  path: Record<string, string>;
  query: [string, string][];
  headers: Record<string, string>;
  payload?: string;
  contentType?: string | null;
}

const PLACEHOLDER = 'fuzz-placeholder';

function requestOf(operation: Operation, where: string, label: string, parts: Parts, expected?: FuzzRequest['expected']): FuzzRequest {
  const placeholders = Object.fromEntries(Object.keys(parts.path).map((name) => [name, `${PLACEHOLDER}-${name}`]));
  const path = Object.entries(parts.path).reduce(
    (url, [name, segment]) => url.replace(`${PLACEHOLDER}-${name}`, segment),
    urlOf(operation, placeholders),
  );
  const search = parts.query.map(([name, value]) => `${percentEncode(name)}=${percentEncode(value)}`).join('&');
  const headers = { ...callerHeaders(operation), ...parts.headers };
  if (parts.payload !== undefined && parts.contentType !== null) headers['content-type'] = parts.contentType ?? 'application/json';
  if (operation.path === '/api/payments/webhook' && !(WEBHOOK_SIGNATURE_HEADER in parts.headers) && where !== `header:${WEBHOOK_SIGNATURE_HEADER}`) {
    headers[WEBHOOK_SIGNATURE_HEADER] = signWebhook(parts.payload ?? '', { secret: WEBHOOK_SECRET, now: new Date() });
  }
  return { where, label, url: search ? `${path}?${search}` : path, headers, payload: parts.payload, ...(expected ? { expected } : {}) };
}

const parses = (text: string) => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

/** JSON texts that do not parse, made from a valid one. */
function malformedJson(valid: string): [string, string][] {
  const texts: [string, string][] = [
    ['truncated', valid.slice(0, -1)],
    ['trailing comma', `${valid.slice(0, -1)},}`],
    ['single quotes', valid.replaceAll('"', "'")],
    ['trailing garbage', `${valid}x`],
    ['NaN literal', '{"value":NaN}'],
    ['comment', `/* */${valid}`],
    ['unclosed nesting', '['.repeat(RAW_NESTING_DEPTH)],
    ['empty', ''],
  ];
  return texts.filter(([, text]) => !parses(text));
}

const TOO_LARGE = { status: 413, code: 'PAYLOAD_TOO_LARGE' };
const WRONG_CONTENT_TYPES = ['text/plain', 'application/x-www-form-urlencoded', 'application/xml', 'multipart/form-data; boundary=fuzz', 'application/jsonx'];

/** Every malformed request of one operation. */
function malformedRequests(operation: Operation): FuzzRequest[] {
  const byPlace = (place: 'path' | 'query' | 'header') => operation.parameters.filter((parameter) => parameter.in === place);
  const validPath = Object.fromEntries(byPlace('path').map((p) => [p.name, percentEncode(validParameter(operation, p))]));
  const validQuery = byPlace('query').filter((p) => p.required).map((p): [string, string] => [p.name, validParameter(operation, p)]);
  const validHeaders = () => Object.fromEntries(byPlace('header').filter((p) => p.name !== WEBHOOK_SIGNATURE_HEADER).map((p) => [p.name, validParameter(operation, p)]));
  const body = operation.body === undefined ? undefined : validBody(operation.body);
  const validPayload = body === undefined ? undefined : JSON.stringify(body);
  const valid = (): Parts => ({ path: validPath, query: validQuery, headers: validHeaders(), payload: validPayload });
  const requests: FuzzRequest[] = [];
  const add = (where: string, label: string, change: (parts: Parts) => Parts, expected?: FuzzRequest['expected']) =>
    requests.push(requestOf(operation, where, label, change(valid()), expected));

  for (const parameter of operation.parameters) {
    const where = `${parameter.in}:${parameter.name}`;
    const example = validParameter(operation, parameter);
    const values = malformedValues(parameter.schema, example, textOptions);
    if (parameter.in === 'path') {
      for (const { label, value } of values) add(where, label, (parts) => ({ ...parts, path: { ...parts.path, [parameter.name]: percentEncode(value as string) } }));
      for (const raw of ['%', '%C0%AF', '%E0%A4%A']) add(where, `bad escape: ${raw}`, (parts) => ({ ...parts, path: { ...parts.path, [parameter.name]: raw } }));
    } else if (parameter.in === 'query') {
      const others = (parts: Parts) => parts.query.filter(([name]) => name !== parameter.name);
      for (const { label, value } of values) add(where, label, (parts) => ({ ...parts, query: [...others(parts), [parameter.name, value as string]] }));
      add(where, 'wrong type: array (the parameter twice)', (parts) => ({ ...parts, query: [...others(parts), [parameter.name, example], [parameter.name, example]] }));
      if (parameter.required) add(where, 'missing required parameter', (parts) => ({ ...parts, query: others(parts) }));
    } else {
      for (const { label, value } of values.filter(({ value }) => HTTP_HEADER_TEXT.test(value as string))) {
        add(where, label, (parts) => ({ ...parts, headers: { ...parts.headers, [parameter.name]: value as string } }));
      }
      if (parameter.required) {
        add(where, 'missing required header', (parts) => {
          const { [parameter.name]: _left, ...headers } = parts.headers;
          return { ...parts, headers };
        });
      }
    }
  }

  if (operation.body !== undefined) {
    for (const variant of malformedBodies(operation.body, fieldOptions, body)) {
      add(variant.where, variant.label, (parts) => ({ ...parts, payload: JSON.stringify(variant.body) }));
    }
    for (const contentType of WRONG_CONTENT_TYPES) add('content-type', `${contentType} with a valid body`, (parts) => ({ ...parts, contentType }));
    add('content-type', 'none, with a valid body', (parts) => ({ ...parts, contentType: null }));
    const deep = `${'['.repeat(RAW_NESTING_DEPTH)}${']'.repeat(RAW_NESTING_DEPTH)}`;
    add('body', `deep nesting: ${RAW_NESTING_DEPTH} levels of arrays as the whole body`, (parts) => ({ ...parts, payload: deep }));
  }
  if (operation.method !== 'GET') {
    // Also where the route takes no body: JSON that does not parse is refused before any handler.
    for (const [label, text] of malformedJson(validPayload ?? '{}')) add('body', `malformed JSON: ${label}`, (parts) => ({ ...parts, payload: text }));
    const oversized = `{"value":"${'a'.repeat(BODY_LIMIT)}"}`;
    add('body', `over the body limit: ${oversized.length} bytes`, (parts) => ({ ...parts, payload: oversized }), TOO_LARGE);
  }
  return requests;
}

// ---- Judging the answers ----

interface Answer {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
}

/** What is wrong with an answer to a malformed request; undefined when it is a proper refusal. */
function problemOf(operation: Operation, request: FuzzRequest, response: Answer): string | undefined {
  if (request.expected && response.statusCode !== request.expected.status) return `expected ${request.expected.status} ${request.expected.code}`;
  if (response.statusCode >= 500) return 'a server error';
  if (response.statusCode < 400) return 'not refused';
  // The caller may call the route: a 401 or 403 means the variant never reached validation.
  if (operation.secured && (response.statusCode === 401 || response.statusCode === 403)) return 'refused the allowed caller';
  if (!String(response.headers['content-type']).startsWith('application/json')) return 'not JSON';
  let body: unknown;
  try {
    body = JSON.parse(response.body);
  } catch {
    return 'not JSON';
  }
  const error = (body as { error?: unknown } | null)?.error as Record<string, unknown> | undefined;
  const envelope =
    Object.keys(body as object).join() === 'error' &&
    typeof error === 'object' &&
    error !== null &&
    Object.keys(error).sort().join() === 'code,message' &&
    typeof error.code === 'string' &&
    error.code.length > 0 &&
    typeof error.message === 'string';
  if (!envelope) return 'not the error envelope';
  if (!THAI.test(error.message as string)) return 'message not in Thai';
  const { expected } = request;
  return expected && (response.statusCode !== expected.status || error.code !== expected.code) ? `expected ${expected.status} ${expected.code}` : undefined;
}

// ---- What a refused request must not change ----

let tables: string[] = [];

async function rowCounts(): Promise<Record<string, number>> {
  if (tables.length === 0) {
    const { rows } = await sql<{ name: string }>`
      select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name
    `.execute(ctx.db);
    tables = rows.map((row) => row.name);
  }
  const counts = sql.join(
    tables.map((name) => sql`select ${name}::text as name, count(*)::int as n from ${sql.table(name)}`),
    sql` union all `,
  );
  const { rows } = await sql<{ name: string; n: number }>`${counts}`.execute(ctx.db);
  return Object.fromEntries(rows.map((row) => [row.name, row.n]));
}

const booksText = async () => JSON.stringify(await checkBooks(ctx.db), (_key, value: unknown) => (typeof value === 'bigint' ? String(value) : value));

/** What changed between two snapshots, as lines of a failure report. */
function writesBetween(before: { counts: Record<string, number>; books: string }, after: typeof before): string[] {
  const rows = Object.entries(after.counts)
    .filter(([name, n]) => n !== before.counts[name] && !(name in MAY_CHANGE_ON_REFUSAL))
    .map(([name, n]) => `table ${name}: ${before.counts[name]} → ${n} rows`);
  return after.books === before.books ? rows : [...rows, `books: ${before.books} → ${after.books}`];
}

/** Whether the identity calling the operation is still signed in. */
const stillSignedIn = async (operation: Operation) =>
  (await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: callerHeaders(operation) })).statusCode === 200;

const snapshot = async () => ({ counts: await rowCounts(), books: await booksText() });

/** The app's answer, or undefined when it dropped the request (e.g. an error thrown where Fastify cannot catch it). */
async function answerTo(operation: Operation, request: FuzzRequest): Promise<Answer | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const dropped = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), NO_ANSWER_AFTER_MS);
  });
  const answer = ctx.app.inject({ method: operation.method, url: request.url, headers: request.headers, payload: request.payload });
  try {
    return await Promise.race([answer, dropped]);
  } finally {
    clearTimeout(timer);
  }
}

it(
  'refuses every malformed variant of every operation with a Thai error envelope, never a 5xx, and writes nothing',
  async () => {
    const operations = await apiOperations(ctx);
    const failures: string[] = [];
    const sentByPlace = new Map<string, number>();
    let dropped = 0;
    for (const operation of operations) {
      if (dropped >= MAX_DROPPED) break;
      const requests = malformedRequests(operation);
      const before = await snapshot();
      for (const request of requests) {
        const response = await answerTo(operation, request);
        const place = request.where.replace(/[:.].*$/, '');
        sentByPlace.set(place, (sentByPlace.get(place) ?? 0) + 1);
        if (!response) {
          failures.push(`${operation.method} ${operation.path} · ${request.where} · ${request.label} → no answer (dropped)`);
          if (++dropped >= MAX_DROPPED) break;
          continue;
        }
        const problem = problemOf(operation, request, response);
        if (problem) {
          const answer = response.body.length > QUOTED_ANSWER ? `${response.body.slice(0, QUOTED_ANSWER)}…` : response.body;
          failures.push(`${operation.method} ${operation.path} · ${request.where} · ${request.label} → ${response.statusCode} ${answer} (${problem})`);
        }
      }
      const writes = writesBetween(before, await snapshot());
      for (const write of writes) failures.push(`${operation.method} ${operation.path} · after ${requests.length} variants · wrote ${write}`);
      if (operation.secured && !(await stillSignedIn(operation))) {
        failures.push(`${operation.method} ${operation.path} · after ${requests.length} variants · the caller's session ended (later variants would only meet a 401)`);
      }
    }
    expect(failures).toEqual([]);
    // The walk covered the document: every operation, and every kind of place.
    expect(operations.length).toBeGreaterThanOrEqual(60);
    for (const place of ['path', 'query', 'header', 'body', 'content-type']) expect(sentByPlace.get(place) ?? 0).toBeGreaterThan(0);
    await expectCleanBooks(ctx.db);
  },
  WALK_TIMEOUT_MS,
);
