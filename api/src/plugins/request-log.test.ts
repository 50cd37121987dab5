// The request id the gateway hands on, answered back and on the request's one JSON log line.
import { useTestApp } from '../testing/test-app.ts';

const lines: Record<string, unknown>[] = [];
const ctx = useTestApp({ logger: { level: 'info', stream: { write: (line: string) => lines.push(JSON.parse(line)) } } });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** The log lines of the request with this id. */
const linesOf = (reqId: unknown) => lines.filter((line) => line.reqId === reqId);

beforeEach(() => {
  lines.length = 0;
});

describe('request ids and log lines', () => {
  it("takes the gateway's X-Request-ID as its own, answers it back and logs one line for the request", async () => {
    const response = await ctx.app.inject({ url: '/api/health', headers: { 'x-request-id': 'gw-4f1c2a7e.1' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-request-id']).toBe('gw-4f1c2a7e.1');
    expect(linesOf('gw-4f1c2a7e.1')).toEqual([
      expect.objectContaining({
        level: 30,
        msg: 'request',
        method: 'GET',
        route: '/api/health',
        path: '/api/health',
        status: 200,
        durationMs: expect.any(Number),
      }),
    ]);
  });

  it('makes an id of its own for a request without one, or with one that is not well formed', async () => {
    for (const headers of [{}, { 'x-request-id': 'two words' }, { 'x-request-id': 'x'.repeat(129) }, { 'x-request-id': 'a"}\n{"level":60' }]) {
      const response = await ctx.app.inject({ url: '/api/health', headers });
      const id = response.headers['x-request-id'];
      expect(id).toMatch(UUID);
      expect(linesOf(id)).toEqual([expect.objectContaining({ msg: 'request', status: 200 })]);
    }
  });

  it('logs the route pattern and the path without its query string, which may carry a UserToken', async () => {
    const response = await ctx.app.inject({
      url: '/api/seamless/wallet/show?UserToken=a-secret-user-token',
      headers: { 'x-request-id': 'query-test' },
    });
    expect(linesOf('query-test')).toEqual([
      expect.objectContaining({ route: '/api/seamless/wallet/show', path: '/api/seamless/wallet/show', status: response.statusCode }),
    ]);
    expect(JSON.stringify(lines)).not.toContain('a-secret-user-token');
  });

  it('logs a request no route matched without a route', async () => {
    await ctx.app.inject({ url: '/api/no/such/page', headers: { 'x-request-id': 'unmatched-test' } });
    expect(linesOf('unmatched-test')).toEqual([expect.objectContaining({ route: null, path: '/api/no/such/page', status: 404 })]);
  });
});
