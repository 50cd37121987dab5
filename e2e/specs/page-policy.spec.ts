// The page policy (Content-Security-Policy) the gateway sends, in a real browser. Every journey
// shows the app works under it (support/test.ts fails a test on any violation); these show the
// browser enforces it.
import { baseURL } from '../support/stack.ts';
import { expect, test } from '../support/test.ts';

test('a page comes with the page policy', async ({ page }) => {
  const response = await page.goto('/login-next');

  const headers = response?.headers() ?? {};
  const directives = (headers['content-security-policy'] ?? '').split(';').map((directive) => directive.trim());
  expect(directives).toContain("script-src 'self'");
  expect(directives).toContain("frame-ancestors 'none'");
  expect(directives.join(';')).not.toContain('unsafe-eval');
  expect(headers['x-frame-options']).toBe('DENY');
});

test('the page may open the same-origin websocket', async ({ page }) => {
  await page.goto('/login-next');

  const outcome = await page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const socket = new WebSocket(`${location.origin.replace(/^http/, 'ws')}/ws`);
        socket.onopen = () => {
          socket.close();
          resolve('open');
        };
        socket.onerror = () => resolve('error');
      }),
  );

  expect(outcome).toBe('open');
});

test.describe('a script injected into the page', () => {
  test.use({ expectedCspViolations: [/script-src/] });

  test('does not run', async ({ page }) => {
    await page.goto('/login-next');
    await expect(page.getByRole('button', { name: 'เข้าสู่ระบบ' })).toBeVisible();
    const refused = page.waitForEvent('console', (message) => message.text().includes('script-src'));

    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injectedScriptRan = true';
      document.head.append(script);
      return (window as unknown as { injectedScriptRan?: boolean }).injectedScriptRan === true;
    });

    expect(ran).toBe(false);
    await refused;
  });
});

test.describe('another page framing the app', () => {
  test.use({ expectedCspViolations: [/frame-ancestors/] });

  test('gets no app in the frame', async ({ page }) => {
    const refused = page.waitForEvent('console', (message) => message.text().includes('frame-ancestors'));

    await page.setContent(`<iframe src="${baseURL}/login-next"></iframe>`);

    await refused;
    // Chromium shows its own error page in the frame instead of the app.
    const frame = page.frames().find((candidate) => candidate !== page.mainFrame());
    expect(frame?.url()).toBe('chrome-error://chromewebdata/');
  });
});
