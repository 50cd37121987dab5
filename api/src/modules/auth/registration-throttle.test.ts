// Registrations are limited per client address (each costs a password hash), and a bank account
// can be registered once, also when requests race on PostgreSQL.
import { sql } from 'kysely';
import { useTestApp } from '../../testing/test-app.ts';
import { onPostgres } from '../../testing/test-database.ts';

let clock = new Date('2026-11-22T03:00:00Z');
const MINUTE = 60_000;
/** A small limit keeps the test quick; the default (10 an hour) is REGISTRATION_LIMIT_PER_HOUR's. */
const LIMIT = 3;
const ctx = useTestApp({ now: () => clock, auth: { registrationLimitPerHour: LIMIT } });

let serial = 0;
const registration = (overrides: object = {}) => ({
  username: `reg_${++serial}`,
  password: 'goodpass123',
  phone: '0812345678',
  bankCode: 'KTB',
  bankAccountNo: String(3_000_000_000 + serial),
  bankAccountName: 'สมชาย ใจดี',
  acceptAge20: true,
  ...overrides,
});
const register = (body: object, remoteAddress: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/jwt/register', payload: body, remoteAddress });

async function rowCounts() {
  const { rows } = await sql<{ accounts: bigint; attempts: bigint }>`
    select (select count(*) from account) as accounts, (select count(*) from registration_attempt) as attempts`.execute(ctx.db);
  return rows[0];
}

describe('registration throttle per client address', () => {
  it('answers 429 with Retry-After and a Thai message once the hourly limit is reached, writing nothing', async () => {
    const ip = '198.51.100.1';
    for (let i = 0; i < LIMIT; i++) {
      expect((await register(registration(), ip)).statusCode).toBe(201);
      clock = new Date(clock.getTime() + MINUTE);
    }
    const before = await rowCounts();
    const refused = await register(registration(), ip);
    expect(refused.statusCode).toBe(429);
    // The first of the three was 3 minutes ago: it leaves the hour in 57 minutes.
    expect(refused.headers['retry-after']).toBe(String(57 * 60));
    expect(refused.json()).toEqual({
      error: {
        code: 'TOO_MANY_REGISTRATIONS',
        message: 'มีการสมัครสมาชิกจากเครือข่ายนี้บ่อยเกินไป กรุณาลองใหม่อีกครั้งในอีก 57 นาที',
      },
    });
    expect(await rowCounts()).toEqual(before);

    // Another address is not held back.
    expect((await register(registration(), '198.51.100.2')).statusCode).toBe(201);
    // Once the oldest leaves the hour, one more may register.
    clock = new Date(clock.getTime() + 57 * MINUTE);
    expect((await register(registration(), ip)).statusCode).toBe(201);
    expect((await register(registration(), ip)).statusCode).toBe(429);
  });

  it('does not count requests refused before the password hash (taken username, weak password)', async () => {
    const ip = '198.51.100.3';
    const first = registration();
    expect((await register(first, ip)).statusCode).toBe(201);
    for (let i = 0; i < LIMIT + 2; i++) {
      expect((await register(registration({ username: first.username }), ip)).statusCode).toBe(409);
      expect((await register(registration({ password: 'short' }), ip)).statusCode).toBe(400);
    }
    for (let i = 1; i < LIMIT; i++) expect((await register(registration(), ip)).statusCode).toBe(201);
    expect((await register(registration(), ip)).statusCode).toBe(429);
  });

  it('holds under a burst from one address: exactly the limit is registered', async () => {
    const ip = '198.51.100.4';
    const before = await rowCounts();
    const answers = await Promise.all(Array.from({ length: 10 }, () => register(registration(), ip)));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([...Array<number>(LIMIT).fill(201), ...Array<number>(10 - LIMIT).fill(429)]);
    expect(Number((await rowCounts())?.accounts)).toBe(Number(before?.accounts) + LIMIT);
  });
});

describe('one bank account, one member', () => {
  it(`refuses the second of two registrations racing for the same bank account${onPostgres ? ' (PostgreSQL)' : ''}`, async () => {
    const bank = { bankCode: 'GSB', bankAccountNo: '4440001110' };
    const answers = await Promise.all([
      register(registration(bank), '198.51.100.5'),
      register(registration(bank), '198.51.100.6'),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)?.json().error.code).toBe('BANK_ACCOUNT_TAKEN');
    const holders = await ctx.db
      .selectFrom('account')
      .select('id')
      .where('bank_code', '=', 'GSB')
      .where('bank_account_no', '=', '4440001110')
      .execute();
    expect(holders).toHaveLength(1);
  });
});
