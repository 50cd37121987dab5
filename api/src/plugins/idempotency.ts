// Idempotency-Key handling for money-moving requests: a repeat of the same request returns the
// first answer and moves nothing; the same key with another request is refused.
//
// The key is claimed first, in the transaction that does the work, by the database function
// idempotency_claim (migrations/functions/idempotency_claim.sql), the one way a key is claimed (a
// bet's lotto_place_slip claims its key with it too). A concurrent duplicate waits on the key until
// that transaction ends: after a commit it finds the stored answer, after a rollback (the work
// failed) it does the work itself. A failed attempt stores nothing.
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type ColumnType, type Kysely, sql } from 'kysely';
import { type Database, inTransaction } from '../db/database.ts';
import { accountOf } from './auth.ts';
import { ApiError } from './errors.ts';

/** One row per (caller, key): the request's hash, then the answer once the work committed. */
export interface IdempotencyKeyTable {
  account_id: bigint;
  key: string;
  request_hash: string;
  response: unknown;
  status_code: number | null;
  created_at: ColumnType<Date, never, never>;
}

export interface IdempotencyTables {
  idempotency_key: IdempotencyKeyTable;
}

export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{1,100}$/;

export interface IdempotentRequest {
  /** The member (account.id) the key belongs to. */
  accountId: bigint;
  /** The Idempotency-Key header. */
  key: string | undefined;
  /** What identifies the request, e.g. the route and its body; any JSON value. */
  requestBody: unknown;
}

export interface IdempotentAnswer<Body> {
  statusCode: number;
  body: Body;
}

export interface IdempotentResult<Body> extends IdempotentAnswer<Body> {
  /** True when this is the stored answer of an earlier request. */
  replayed: boolean;
}

/** JSON with object keys sorted, so the hash does not depend on key order. */
function canonicalJson(value: unknown): string {
  if (typeof value === 'bigint') return JSON.stringify(value.toString());
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, item]) => item !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([name, item]) => `${JSON.stringify(name)}:${canonicalJson(item)}`).join(',')}}`;
}

export const requestHash = (requestBody: unknown): string =>
  createHash('sha256').update(canonicalJson(requestBody)).digest('hex');

/** 409: the key was used with another request. */
export const keyReused = () => new ApiError(409, 'IDEMPOTENCY_KEY_REUSED', 'Idempotency-Key นี้ถูกใช้กับคำขออื่นแล้ว');

/** The request's Idempotency-Key header, validated (400 in Thai when missing or malformed). */
export function idempotencyKeyOf(request: FastifyRequest): string {
  const header = request.headers['idempotency-key'];
  return validateIdempotencyKey(typeof header === 'string' ? header : undefined);
}

export function validateIdempotencyKey(key: string | undefined): string {
  if (key === undefined || !IDEMPOTENCY_KEY_PATTERN.test(key)) {
    throw new ApiError(
      400,
      'INVALID_IDEMPOTENCY_KEY',
      'ต้องระบุ Idempotency-Key ยาว 1–100 ตัวอักษร (A–Z, a–z, 0–9, _ หรือ -)',
    );
  }
  return key;
}

/**
 * Runs `work` once per (member, key) inside one transaction and stores its answer with the key.
 * The answer's body must be JSON (convert bigint amounts to baht before returning it).
 */
export async function withIdempotency<Body>(
  db: Database,
  { accountId, key: rawKey, requestBody }: IdempotentRequest,
  work: (trx: Database) => Promise<IdempotentAnswer<Body>>,
): Promise<IdempotentResult<Body>> {
  const key = validateIdempotencyKey(rawKey);
  const hash = requestHash(requestBody);
  return inTransaction(db, async (trx) => {
    const keys: Kysely<IdempotencyTables> = trx;
    const { rows } = await sql<{ claimed: boolean; reused: boolean; response: unknown; status_code: number | null }>`
      select * from idempotency_claim(${accountId}, ${key}, ${hash}, null, null)
    `.execute(trx);
    const claim = rows[0];
    if (!claim) throw new Error('idempotency_claim answered nothing');
    if (claim.reused) throw keyReused();
    if (!claim.claimed) {
      if (claim.status_code === null) throw new Error('idempotency: stored key has no answer');
      return { statusCode: claim.status_code, body: claim.response as Body, replayed: true };
    }
    const answer = await work(trx);
    await keys
      .updateTable('idempotency_key')
      .set({ response: JSON.stringify(answer.body), status_code: answer.statusCode })
      .where('account_id', '=', accountId)
      .where('key', '=', key)
      .execute();
    return { ...answer, replayed: false };
  });
}

/**
 * The one way a route answers a money-moving POST: `work` runs once per (signed-in caller,
 * Idempotency-Key header) and its answer is sent; a repeat sends the stored answer again.
 * `requestBody` names the request (its route and what it asks), as withIdempotency's.
 */
export async function answerOnce<Body>(
  db: Database,
  request: FastifyRequest,
  reply: FastifyReply,
  requestBody: unknown,
  work: (trx: Database) => Promise<IdempotentAnswer<Body>>,
): Promise<FastifyReply> {
  const key = idempotencyKeyOf(request);
  const answer = await withIdempotency(db, { accountId: accountOf(request).id, key, requestBody }, work);
  return reply.code(answer.statusCode).send(answer.body);
}
