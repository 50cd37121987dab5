import Fastify from 'fastify';
import { makeBuiltLive, releaseApi, type ReleaseState } from './release-api.ts';

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

beforeAll(async () => {
  api.all('/api/backoffice/releases*', async (request) => {
    asked.push(`${request.method} ${request.url} ${JSON.stringify(request.body ?? null)}`);
    return state;
  });
  await api.listen({ host: '127.0.0.1', port: 0 });
  client = releaseApi({ apiUrl: `http://127.0.0.1:${(api.server.address() as { port: number }).port}`, token: 'token', by: 'serve' });
});

afterAll(() => api.close());

beforeEach(() => {
  asked.length = 0;
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
