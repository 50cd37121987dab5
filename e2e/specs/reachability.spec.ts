// Only the gateway may be reached from the network. The API believes the member's address from
// the gateway's X-Forwarded-For, so nothing else may talk to it; the remotes' servers are reached
// through the gateway too. The composed app under test is started as a developer would to try it
// on a phone (HOST=0.0.0.0, playwright.config.ts): that opens the gateway alone. And what the
// gateway publishes of the production builds leaves out their source maps and build stats, which
// stay beside the built files for reading error reports.
import { existsSync } from 'node:fs';
import { connect } from 'node:net';
import { networkInterfaces } from 'node:os';
import path from 'node:path';
import { ports, repoRoot } from '../support/stack.ts';
import { expect, test } from '../support/test.ts';

/** This machine's address on its network; Linux also answers the whole 127/8 on loopback. */
const networkAddress =
  Object.values(networkInterfaces())
    .flat()
    .find((address) => address?.family === 'IPv4' && !address.internal)?.address ?? '127.0.0.2';

/** Whether a TCP connection to host:port is accepted. */
const accepts = (host: string, port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect({ host, port });
    const done = (accepted: boolean) => {
      socket.destroy();
      resolve(accepted);
    };
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
    socket.setTimeout(5_000, () => done(false));
  });

test(`from the network (${networkAddress}) the gateway answers, and the API and the remote servers do not`, async () => {
  expect(await accepts(networkAddress, ports.gateway)).toBe(true);
  for (const [name, port] of [['api', ports.api], ['lotto', ports.lotto], ['demo', ports.demo]] as const) {
    expect([name, await accepts(networkAddress, port)]).toEqual([name, false]);
    // On the machine itself they are up: the gateway reaches them there.
    expect([name, await accepts('127.0.0.1', port)]).toEqual([name, true]);
  }
});

const NOT_FOUND = { error: { code: 'NOT_FOUND', message: 'ไม่พบข้อมูลที่ร้องขอ' } };

test("the builds' source maps and stats are kept beside them and never published", async ({ request }) => {
  const registry = (await (await request.get('/remotes.json')).json()) as { lotto: { version: string; entry: string } };
  const lottoFolder = registry.lotto.entry.replace(/mf-manifest\.json$/, '');
  const manifest = (await (await request.get(registry.lotto.entry)).json()) as { exposes: { assets: { js: { sync: string[] } } }[] };
  const page = await (await request.get('/', { headers: { accept: 'text/html' } })).text();
  const hostScripts = [...page.matchAll(/<script[^>]* src="?(\/[^"\s>]+\.js)/g)].map(([, src]) => src ?? '');
  const lottoScripts = ['remoteEntry.js', ...(manifest.exposes[0]?.assets.js.sync ?? [])].map((file) => `${lottoFolder}${file}`);
  /** Where a served script is built: the host's dist/, or the remote's dist/<version>/. */
  const builtFile = (url: string) =>
    url.startsWith(lottoFolder)
      ? path.join(repoRoot, 'remote-lotto/dist', registry.lotto.version, url.slice(lottoFolder.length))
      : path.join(repoRoot, 'host/dist', url);
  expect(hostScripts.length).toBeGreaterThan(0);
  for (const script of [...hostScripts, ...lottoScripts]) {
    const served = await request.get(script);
    expect([script, served.status()]).toEqual([script, 200]);
    expect(await served.text()).not.toContain('sourceMappingURL');
    const map = await request.get(`${script}.map`, { headers: { accept: '*/*' } });
    expect([script, map.status(), await map.json()]).toEqual([script, 404, NOT_FOUND]);
    expect([script, existsSync(`${builtFile(script)}.map`)]).toEqual([script, true]);
  }
  const stats = await request.get(`${lottoFolder}mf-stats.json`, { headers: { accept: '*/*' } });
  expect([stats.status(), await stats.json()]).toEqual([404, NOT_FOUND]);
  expect(existsSync(builtFile(`${lottoFolder}mf-stats.json`))).toBe(true);
});
