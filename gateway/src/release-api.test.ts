import Fastify from 'fastify';
import { makeBuiltLive, ReleaseRefused, releaseApi, type ReleaseState, whileNotReady } from './release-api.ts';

const api = Fastify();
const asked: string[] = [];
const remote = (name: 'lotto' | 'demo', live: string | null) => ({
  name,
  server: 'http://127.0.0.1:9',
  serverError: null,
  live,
  candidate: null,
  versions: [],
  errors: [],
  pins: [],
});
const state: ReleaseState = { remotes: [remote('lotto', '1.2.0'), remote('demo', null)], history: [], freeze: { active: false, minutes: 30, lottos: ['thai-gov'], round: null } };
let client: ReturnType<typeof releaseApi>;
/** How many requests the fake API answers 503 NOT_READY before answering; `refusing`: 409 RELEASE_REFUSED. */
let notReadyFor = 0;
let refusing = false;

beforeAll(async () => {
  api.all('/api/backoffice/releases*', async (request, reply) => {
    asked.push(`${request.method} ${request.url} ${JSON.stringify(request.body ?? null)}`);
    if (refusing) return reply.code(409).send({ error: { code: 'RELEASE_REFUSED', message: 'ไม่พบไฟล์' } });
    if (notReadyFor > 0) {
      notReadyFor -= 1;
      return reply.code(503).send({ error: { code: 'NOT_READY', message: 'ระบบยังไม่พร้อมให้บริการ กรุณาลองใหม่อีกครั้ง' } });
    }
    return state;
  });
  await api.listen({ host: '127.0.0.1', port: 0 });
  client = releaseApi({ apiUrl: `http://127.0.0.1:${(api.server.address() as { port: number }).port}`, token: 'token', by: 'serve' });
});

afterAll(() => api.close());

beforeEach(() => {
  asked.length = 0;
  notReadyFor = 0;
  refusing = false;
});

const built = [
  { name: 'lotto', version: '1.3.0' },
  { name: 'demo', version: '0.3.0' },
] as const;

describe('making the built versions live', () => {
  it('promotes each one', async () => {
    expect(await makeBuiltLive(client, built, { keepLive: false })).toEqual(['lotto 1.3.0 is live', 'demo 0.3.0 is live']);
    expect(asked).toEqual([
      'POST /api/backoffice/releases/lotto/promote {"version":"1.3.0","force":false}',
      'POST /api/backoffice/releases/demo/promote {"version":"0.3.0","force":false}',
    ]);
  });

  it('keepLive: leaves a remote that has a live version alone', async () => {
    expect(await makeBuiltLive(client, built, { keepLive: true })).toEqual(['demo 0.3.0 is live']);
    expect(asked).toEqual(['GET /api/backoffice/releases null', 'POST /api/backoffice/releases/demo/promote {"version":"0.3.0","force":false}']);
  });
});

describe('asking again while the API is not ready', () => {
  it('does the work again until the API answers, and says each time', async () => {
    notReadyFor = 2;
    const retried: string[] = [];
    const lines = await whileNotReady(() => makeBuiltLive(client, built, { keepLive: true }), { tries: 5, waitMs: 10, onRetry: (error) => retried.push(error.code ?? '') });
    expect(lines).toEqual(['demo 0.3.0 is live']);
    expect(retried).toEqual(['NOT_READY', 'NOT_READY']);
    expect(asked.filter((line) => line.startsWith('POST'))).toEqual(['POST /api/backoffice/releases/demo/promote {"version":"0.3.0","force":false}']);
  });

  it('gives up after its tries with the last refusal', async () => {
    notReadyFor = 10;
    await expect(whileNotReady(() => client.list(), { tries: 3, waitMs: 10 })).rejects.toMatchObject({ code: 'NOT_READY' });
    expect(asked).toHaveLength(3);
  });

  it('does not ask again when the API refuses for another reason', async () => {
    refusing = true;
    await expect(whileNotReady(() => client.promote('lotto', '1.3.0'), { tries: 5, waitMs: 10 })).rejects.toBeInstanceOf(ReleaseRefused);
    expect(asked).toHaveLength(1);
  });
});
