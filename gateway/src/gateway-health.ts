// The gateway's health endpoints (docs/architecture.md, "Health and shutdown"):
// - GET /health/live: the process answers (liveness); asks nothing of anyone.
// - GET /health/ready: 200 when each upstream's readiness (the API's /api/health/ready, each remote
//   server's /health/ready) answers 200 within HEALTH_TIMEOUT_SECONDS, else 503; either way it
//   names what each upstream answered. Checks arriving while one runs share it, so the upstreams
//   see one at a time however often the gateway is asked. Once the gateway is closing, Fastify
//   answers 503 itself.
import type { FastifyInstance } from 'fastify';

/** An upstream the gateway serves from, by name, and the addresses of its readiness (one per replica). */
export interface Upstream {
  name: string;
  /** Ready when any of them answers 200: the gateway sends only to ready replicas (api-replicas.ts). */
  readyUrls: readonly string[];
}

/** What an upstream's readiness answered: 'ok', or why it is not ready. */
export async function readinessOf(readyUrl: string, timeoutSeconds: number): Promise<string> {
  try {
    const response = await fetch(readyUrl, { redirect: 'manual', signal: AbortSignal.timeout(timeoutSeconds * 1000) });
    await response.body?.cancel();
    return response.status === 200 ? 'ok' : `answered ${response.status}`;
  } catch (error) {
    return (error as Error).name === 'TimeoutError' ? `no answer within ${timeoutSeconds} s` : 'unreachable';
  }
}

/** 'ok' when any replica is ready, else what each answered. */
async function anyReady(readyUrls: readonly string[], timeoutSeconds: number): Promise<string> {
  const answers = await Promise.all(readyUrls.map((url) => readinessOf(url, timeoutSeconds)));
  return answers.includes('ok') ? 'ok' : answers.join('; ');
}

export function registerHealth(app: FastifyInstance, upstreams: readonly Upstream[], timeoutSeconds: number): void {
  /** The check under way, which checks arriving meanwhile share. */
  let checking: Promise<Record<string, string>> | null = null;
  const checkAll = async () =>
    Object.fromEntries(await Promise.all(upstreams.map(async ({ name, readyUrls }) => [name, await anyReady(readyUrls, timeoutSeconds)])));

  app.get('/health/live', async (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }));

  app.get('/health/ready', async (_request, reply) => {
    checking ??= checkAll().finally(() => {
      checking = null;
    });
    const answers = await checking;
    const ready = Object.values(answers).every((answer) => answer === 'ok');
    return reply
      .code(ready ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ status: ready ? 'ok' : 'unavailable', upstreams: answers });
  });
}
