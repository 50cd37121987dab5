import { randomUUID } from 'node:crypto';
import { buildApp } from '../app.ts';
import { signWebhook, WEBHOOK_SIGNATURE_HEADER } from '../modules/payments/index.ts';
import { expectCleanBooks } from '../testing/ledger.ts';
import { signedInAccount } from '../testing/accounts.ts';
import { useTestApp } from '../testing/test-app.ts';
import { createTestDatabase } from '../testing/test-database.ts';
import { installationSecret } from './secrets.ts';

/** No key in the configuration: the installation makes its own. Deposits wait for the provider. */
const ctx = useTestApp({ payments: { demoMode: false } });

/** The webhook key the code once carried as a constant, known to anyone who read it. */
const FORMER_DEMO_WEBHOOK_SECRET = 'tanghuay-demo-only-webhook-secret-do-not-use-in-production';

describe('installation secrets', () => {
  it('are 32 random bytes, made once and kept: every later read answers the same key', async () => {
    const jwt = await installationSecret(ctx.db, 'jwt');
    expect(jwt).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await installationSecret(ctx.db, 'jwt')).toBe(jwt);
    expect(await installationSecret(ctx.db, 'payment_webhook')).not.toBe(jwt);
  });

  it('differ between installations', async () => {
    const other = await createTestDatabase();
    try {
      expect(await installationSecret(other.connection.db, 'jwt')).not.toBe(await installationSecret(ctx.db, 'jwt'));
    } finally {
      await other.close();
    }
  });

  it('survive a restart: a token signed before it is accepted by the app started again on the same data', async () => {
    const member = await signedInAccount(ctx);
    const restarted = await buildApp({ connection: ctx.database.connection });
    try {
      const response = await restarted.inject({ url: '/api/auth/me', headers: member.headers });
      expect(response.statusCode).toBe(200);
    } finally {
      await restarted.close();
    }
  });
});

describe('the payment webhook without a configured key', () => {
  async function askedDeposit() {
    const member = await signedInAccount(ctx);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/wallet/deposits',
      headers: { ...member.headers, 'idempotency-key': randomUUID() },
      payload: { amount: 150 },
    });
    expect(response.statusCode).toBe(201);
    return response.json<{ id: string }>().id;
  }
  const webhook = (body: object, secret: string) => {
    const raw = JSON.stringify(body);
    return ctx.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/json', [WEBHOOK_SIGNATURE_HEADER]: signWebhook(raw, { secret, now: new Date() }) },
      payload: raw,
    });
  };

  it('refuses a call signed with the former demo key, and takes one signed with the installation key', async () => {
    const paid = { depositId: await askedDeposit(), amount: 150, status: 'paid' };
    const forged = await webhook(paid, FORMER_DEMO_WEBHOOK_SECRET);
    expect(forged.statusCode).toBe(401);
    expect(forged.json().error.code).toBe('INVALID_SIGNATURE');

    const genuine = await webhook(paid, await installationSecret(ctx.db, 'payment_webhook'));
    expect(genuine.statusCode).toBe(200);
    expect(genuine.json()).toEqual({ id: paid.depositId, status: 'approved' });
    await expectCleanBooks(ctx.db);
  });
});
