// The gateway as its own process in front of API replicas (API_URL naming them all), for the
// draw-night bench's two-instance run: members' requests and sockets go through it, as in
// production. It serves no pages here (an empty folder for the host's build).
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '@tanghuay/api/testing/api-process';

const GATEWAY_MAIN = path.resolve(import.meta.dirname, '../../../gateway/src/main.ts');
const START_TIMEOUT_MS = 60_000;

export interface RunningGateway {
  baseUrl: string;
  stop(): Promise<void>;
}

/** Starts the gateway over `apiUrls` and waits until the API answers through it. */
export async function startGateway(apiUrls: readonly string[], env: Record<string, string>): Promise<RunningGateway> {
  const port = await freePort();
  const hostDist = await mkdtemp(path.join(tmpdir(), 'tanghuay-no-pages-'));
  const child: ChildProcess = spawn(process.execPath, [GATEWAY_MAIN], {
    env: { ...env, HOST: '127.0.0.1', PORT: String(port), API_URL: apiUrls.join(','), HOST_DIST: hostDist, LOG_LEVEL: 'error' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = once(child, 'close');
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGINT');
      await exited;
    }
    await rm(hostDist, { recursive: true, force: true });
  };
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const answered = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2_000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) return { baseUrl, stop };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error(`the gateway did not answer within ${START_TIMEOUT_MS / 1000} s`);
}
