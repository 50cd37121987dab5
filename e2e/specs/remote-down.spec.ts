// A remote's server stops: the host keeps working and shows the Thai fallback; when the server is
// back, "ลองใหม่" brings the page without reloading the host. This spec runs its own gateway and
// lotto server (the same code `pnpm start` runs) so stopping them disturbs no other spec; its
// /remotes.json is the run's API's answer, as the main gateway's is.
import path from 'node:path';
import { expect, test } from '../support/test.ts';
import { buildGateway } from '@tanghuay/gateway/gateway';
import { buildStaticServer } from '@tanghuay/tooling/static-server';
import { registerMember, storeSession } from '../support/accounts.ts';
import { apiURL, ports, repoRoot } from '../support/stack.ts';

type Server = Awaited<ReturnType<typeof buildStaticServer>>;

const lottoDist = path.join(repoRoot, 'remote-lotto/dist');

let gateway: Server;
let gatewayURL: string;
let lotto: Server | undefined;
let lottoPort: number;

async function startLotto(port = 0): Promise<void> {
  lotto = await buildStaticServer(lottoDist, '/remotes/lotto/');
  await lotto.listen({ host: '127.0.0.1', port });
  lottoPort = (lotto.server.address() as { port: number }).port;
}

async function stopLotto(): Promise<void> {
  await lotto?.close();
  lotto = undefined;
}

test.beforeAll(async () => {
  await startLotto();
  gateway = await buildGateway({
    API_URL: apiURL,
    REMOTE_LOTTO_URL: `http://127.0.0.1:${lottoPort}`,
    REMOTE_DEMO_URL: `http://127.0.0.1:${ports.demo}`,
    HOST_DIST: path.join(repoRoot, 'host/dist'),
  });
  await gateway.listen({ host: '127.0.0.1', port: 0 });
  gatewayURL = `http://127.0.0.1:${(gateway.server.address() as { port: number }).port}`;
});

test.afterAll(async () => {
  await stopLotto();
  await gateway?.close();
});

test('a stopped remote leaves the host working with a Thai fallback, and recovers without a reload', async ({ page, request }) => {
  await storeSession(page, await registerMember(request), gatewayURL);
  await page.goto(`${gatewayURL}/tanghuay-round`);
  await expect(page.getByRole('heading', { name: 'เลือกรอบแทงหวย' })).toBeVisible();

  await stopLotto();
  await page.reload();

  await expect(page.getByText('Tanghuay', { exact: true })).toBeVisible();
  await expect(page.getByText('ไม่สามารถเปิดหน้านี้ได้ในขณะนี้')).toBeVisible();
  const retry = page.getByRole('button', { name: 'ลองใหม่' });
  await expect(retry).toBeVisible();

  // Marks this document: a host reload would lose the mark.
  await page.evaluate(() => ((window as unknown as { hostLoad: string }).hostLoad = 'first'));
  await startLotto(lottoPort);
  await retry.click();

  await expect(page.getByRole('heading', { name: 'เลือกรอบแทงหวย' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { hostLoad?: string }).hostLoad)).toBe('first');
});
