import { signedInAccount } from '../testing/accounts.ts';
import { useTestApp } from '../testing/test-app.ts';

/** A small body limit from configuration, so the test need not send a megabyte. */
const ctx = useTestApp({ bodyLimit: 4096 });

describe('security headers of the API', () => {
  it('a signed-in answer is nosniff and never stored by a cache', async () => {
    const member = await signedInAccount(ctx);
    const response = await ctx.app.inject({ url: '/api/auth/me', headers: member.headers });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers carrying tokens, and refusals, are not stored either', async () => {
    const member = await signedInAccount(ctx);
    const refresh = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/refresh-token',
      payload: { refreshToken: member.refreshToken },
    });
    const refused = await ctx.app.inject({ url: '/api/auth/me' });
    for (const response of [refresh, refused]) {
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
    expect(refused.statusCode).toBe(401);
  });

  it('its documentation page runs only its own scripts and cannot be framed; HSTS is left to the gateway', async () => {
    const response = await ctx.app.inject({ url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).not.toContain('unsafe-eval');
    expect(policy).not.toContain('upgrade-insecure-requests');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('a body over the configured limit answers 413 in Thai and writes nothing', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'someone', password: 'x'.repeat(5000) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: { code: 'PAYLOAD_TOO_LARGE', message: 'ข้อมูลที่ส่งมีขนาดใหญ่เกินไป' } });
    const failures = await ctx.db.selectFrom('login_failure').select('id').execute();
    expect(failures).toEqual([]);
  });
});
