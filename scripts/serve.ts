// Serves the whole built product on one URL: the API, each remote's own server, and the gateway
// in front of them; once the gateway answers, each built remote version is promoted to live, by
// "serve", through the API (whose contract gate reads the host's manifest through the gateway).
// The release token: RELEASE_TOKEN, else a new one at every start, kept in RELEASE_TOKEN_FILE for
// `pnpm remotes` on this machine (gateway/src/release-token.ts). Ports and the database come from
// the environment (README, "Configuration"). `--watch` restarts the API when its code changes.
// Ctrl-C stops everything.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readReleaseToolEnv } from '@tanghuay/gateway/env';
import { makeBuiltLive, releaseApi } from '@tanghuay/gateway/release-api';
import { keepReleaseToken, newReleaseToken } from '@tanghuay/gateway/release-token';
import { childEnv, env } from './env.ts';

const root = path.resolve(import.meta.dirname, '..');
const ports = { gateway: env.PORT, api: env.API_PORT, lotto: env.LOTTO_PORT, demo: env.DEMO_PORT };
/** Each remote's server: the shared static server that its `serve` script runs. */
const staticServer = fileURLToPath(import.meta.resolve('@tanghuay/tooling/static-server'));
const LOOPBACK = '127.0.0.1';
const local = (port: number) => `http://${LOOPBACK}:${port}`;
const gatewayEnv = {
  API_URL: local(ports.api),
  REMOTE_LOTTO_URL: local(ports.lotto),
  REMOTE_DEMO_URL: local(ports.demo),
};

const children: ChildProcess[] = [];
let stopping = false;

function stopAll(code: number): void {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 3_000).unref();
  Promise.all(children.map((child) => new Promise((done) => child.once('exit', done)))).then(() => process.exit(code));
}

function run(name: string, args: string[], cwd: string, extraEnv: Record<string, string> = {}): ChildProcess {
  const child = spawn(process.execPath, args, { cwd, env: childEnv(extraEnv), stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = `[${name}] `;
  for (const stream of [child.stdout, child.stderr]) {
    stream?.on('data', (chunk: Buffer) => {
      for (const line of chunk.toString().trimEnd().split('\n')) process.stdout.write(prefix + line + '\n');
    });
  }
  child.once('exit', (code) => {
    if (!stopping) {
      console.error(`${prefix}exited with code ${code}; stopping everything`);
      stopAll(1);
    }
  });
  children.push(child);
  return child;
}

async function waitFor(url: string, name: string): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt++) {
    if (stopping) throw new Error(`stopped while waiting for ${name}`);
    const ok = await fetch(url).then((r) => r.ok, () => false);
    if (ok) return;
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error(`${name} did not answer at ${url} within 60 s`);
}

const remotes = (['lotto', 'demo'] as const).map((name) => ({
  name,
  dir: path.join(root, `remote-${name}`),
  /** The version just built, which this start makes live. */
  version: (JSON.parse(readFileSync(path.join(root, `remote-${name}`, 'package.json'), 'utf8')) as { version: string })
    .version,
}));

for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => stopAll(0));

try {
  const watch = process.argv.includes('--watch') ? ['--watch'] : [];
  // Only the gateway may be reached from outside (HOST is its address alone): the API and the
  // remotes' servers listen on the loopback address whatever HOST says, and the API believes
  // X-Forwarded-For only from the gateway, on this machine.
  const { RELEASE_TOKEN, RELEASE_TOKEN_FILE } = readReleaseToolEnv(childEnv());
  const token = RELEASE_TOKEN ?? newReleaseToken();
  if (!RELEASE_TOKEN) await keepReleaseToken(RELEASE_TOKEN_FILE, token);
  run('api', [...watch, 'src/server.ts'], path.join(root, 'api'), {
    HOST: LOOPBACK,
    PORT: String(ports.api),
    TRUST_PROXY: LOOPBACK,
    // The release state's sources: each remote's server, and the gateway, whose host build's
    // manifest the contract gate reads.
    RELEASE_TOKEN: token,
    REMOTE_LOTTO_URL: gatewayEnv.REMOTE_LOTTO_URL,
    REMOTE_DEMO_URL: gatewayEnv.REMOTE_DEMO_URL,
    RELEASE_HOST_URL: local(ports.gateway),
  });
  for (const { name, dir } of remotes) {
    const args = [staticServer, '--dir', 'dist', '--mount', `/remotes/${name}/`, '--port', String(ports[name])];
    run(name, args, dir, { HOST: LOOPBACK });
  }
  await Promise.all([
    waitFor(`${local(ports.api)}/api/health`, 'api'),
    ...remotes.map(({ name, version }) => waitFor(`${local(ports[name])}/remotes/${name}/${version}/mf-manifest.json`, name)),
  ]);
  run('gateway', ['src/main.ts'], path.join(root, 'gateway'), { ...gatewayEnv, PORT: String(ports.gateway) });
  await waitFor(`${local(ports.gateway)}/api/health`, 'gateway');
  const api = releaseApi({ apiUrl: local(ports.api), token, by: 'serve' });
  for (const line of await makeBuiltLive(api, remotes, { keepLive: false })) console.log(line);
  console.log(`\n  Tanghuay is up: http://localhost:${ports.gateway}\n`);
} catch (error) {
  console.error((error as Error).message);
  stopAll(1);
}
