// What goes through the deployment's gateway during the test: members funded by a real (signed)
// payment webhook, as in production, a load of bets whose every answer is recorded, and an API
// replica's own counters.
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { type APIRequestContext, expect } from '@playwright/test';
import { signWebhook, WEBHOOK_SIGNATURE_HEADER } from '@tanghuay/api/testing/api-process';
import { type ApiCall, apiClient, Refused } from '../../bench/lib/client.ts';
import { runFor } from '../../bench/lib/load.ts';
import { metricValue } from '../../bench/lib/metrics.ts';
import { randomItem, type SlipItem } from '../../bench/lib/lottery.ts';
import { type LoginAnswer, registerMember } from '../support/accounts.ts';
import { bearer } from '../support/lotto.ts';
import { baseURL, containerOf, deploymentSecret, podman, type Service } from './stack.ts';

/** The payment provider reports a member's deposit request paid (POST /api/payments/webhook, signed). */
export async function payDeposit(request: APIRequestContext, depositId: string, baht: number): Promise<void> {
  const raw = JSON.stringify({ depositId, amount: baht, status: 'paid' });
  const signature = signWebhook(raw, { secret: deploymentSecret('PAYMENT_WEBHOOK_SECRET'), now: new Date() });
  const response = await request.post('/api/payments/webhook', {
    headers: { 'content-type': 'application/json', [WEBHOOK_SIGNATURE_HEADER]: signature },
    data: raw,
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Asks for a deposit as the member and has it paid: production mode credits nothing before. */
export async function depositPaid(request: APIRequestContext, member: LoginAnswer, baht: number): Promise<void> {
  const asked = await request.post('/api/wallet/deposits', {
    headers: { ...bearer(member), 'idempotency-key': randomUUID() },
    data: { amount: baht },
  });
  expect(asked.status(), await asked.text()).toBe(201);
  await payDeposit(request, ((await asked.json()) as { id: string }).id, baht);
}

export async function fundedMember(request: APIRequestContext, baht: number): Promise<LoginAnswer> {
  const member = await registerMember(request);
  await depositPaid(request, member, baht);
  return member;
}

/** One bet request of the load: what was sent with which key, when it was answered (ms since the load began) and how. */
export interface BetAnswer {
  key: string;
  member: LoginAnswer;
  items: SlipItem[];
  at: number;
  ms: number;
  /** The HTTP status; 0 when no answer came (the connection failed). */
  status: number;
  /** The error envelope's code of a refusal. */
  code?: string;
  slipId?: string;
}

export interface BetLoad {
  /** Every answer so far, in the order they came. */
  answers: BetAnswer[];
  /** Milliseconds since the load began. */
  now(): number;
  /** Resolves when the load has run its time. */
  done: Promise<void>;
}

/** Places one slip on `roundId` as `member` with Idempotency-Key `key` (sent again, the same key and items). */
export async function placeBet(call: ApiCall, { member, key, items }: Pick<BetAnswer, 'member' | 'key' | 'items'>, roundId: string) {
  return call<{ id: string }>('POST', '/api/lotto/slips', { token: member.token, key, body: { roundId, items } });
}

/** `connections` bettors sending slips on `roundId` one after the other for `seconds`, spread over `members`. */
export function betLoad(members: readonly LoginAnswer[], roundId: string, { seconds, connections }: { seconds: number; connections: number }): BetLoad {
  const client = apiClient(baseURL, connections);
  const answers: BetAnswer[] = [];
  const started = performance.now();
  const now = () => performance.now() - started;
  const bet = async (worker: number) => {
    const member = members[worker % members.length] as LoginAnswer;
    const sent = now();
    const answer: BetAnswer = { key: randomUUID(), member, items: [randomItem()], at: 0, ms: 0, status: 0 };
    try {
      const { status, body } = await placeBet(client.call, answer, roundId);
      Object.assign(answer, { status, slipId: body.id });
    } catch (error) {
      if (error instanceof Refused) Object.assign(answer, { status: error.status, code: error.code });
      else answer.code = error instanceof Error ? error.message : String(error);
      throw error;
    } finally {
      Object.assign(answer, { at: now(), ms: now() - sent });
      answers.push(answer);
    }
  };
  const done = runFor(seconds, connections, bet).then(() => client.close());
  return { answers, now, done };
}

/** A counter or gauge of an API replica's /metrics (its own port, inside its container: the gateway never serves it). */
export async function replicaMetric(service: Service, name: string): Promise<number> {
  const text = await podman(
    'exec',
    await containerOf(service),
    'node',
    '-e',
    "fetch('http://127.0.0.1:'+process.env.PORT+'/metrics').then((r)=>r.text()).then((t)=>process.stdout.write(t))",
  );
  return metricValue(text, name) ?? 0;
}
