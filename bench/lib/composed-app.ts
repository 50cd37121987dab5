// The composed app as the end-to-end suite starts it (e2e/playwright.config.ts): `node
// scripts/serve.ts` from the repository root — the API (demo mode), each remote's server and the
// gateway, over what `pnpm build` wrote — on ports given here, with the database (PGlite) and the
// release token in a fresh temp folder. It builds nothing. The whole process group is stopped at
// the end, also when the bench fails or is interrupted.
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { env } from './env.ts';

const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
/** What `pnpm build` writes and serve.ts serves as it is. */
const BUILD_OUTPUT = ['host/dist/index.html', 'remote-lotto/dist', 'remote-demo/dist'];
/** As long as the e2e suite gives the app to answer (its webServer timeout). */
const START_TIMEOUT_MS = 120_000;
/** Lines of the app's own output kept to explain a failed start. */
const LOG_LINES = 60;

export interface AppPorts {
  gateway: number;
  api: number;
  lotto: number;
  demo: number;
}

export interface ComposedApp {
  /** The gateway: pages, remotes and /api on one origin. */
  baseUrl: string;
  stop(): Promise<void>;
}

/** The build outputs that are missing (relative to the repository root); none when the app is built. */
export const missingBuildOutput = (): string[] => BUILD_OUTPUT.filter((file) => !existsSync(path.join(REPO_ROOT, file)));

async function assertPortFree(port: number): Promise<void> {
  const server = createServer().listen(port, '127.0.0.1');
  try {
    await once(server, 'listening');
  } catch {
    throw new Error(`port ${port} is in use; the web bench needs it for the app it starts`);
  }
  server.close();
  await once(server, 'close');
}

/** Signals every process of the group; false when none is left. */
function signalGroup(pid: number, signal: NodeJS.Signals): boolean {
  try {
    process.kill(-pid, signal);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return false;
    throw error;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const hasExited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

/** SIGTERM to the group (serve.ts stops its children), SIGKILL to whatever is left 10 s later. */
async function stopGroup(child: ChildProcess, exited: Promise<unknown>): Promise<void> {
  const pid = child.pid;
  if (pid === undefined) return;
  if (!hasExited(child)) signalGroup(pid, 'SIGTERM');
  await Promise.race([exited, sleep(10_000)]);
  signalGroup(pid, 'SIGKILL');
}

/** Keeps the last lines the app printed. */
function collectLog(child: ChildProcess): string[] {
  const lines: string[] = [];
  for (const stream of [child.stdout, child.stderr]) {
    stream?.on('data', (chunk: Buffer) => {
      lines.push(...chunk.toString().trimEnd().split('\n'));
      lines.splice(0, Math.max(0, lines.length - LOG_LINES));
    });
  }
  return lines;
}

async function waitForHealth(baseUrl: string, child: ChildProcess, log: string[]): Promise<void> {
  const failed = (why: string) => new Error(`${why}; its last output:\n${log.join('\n')}`);
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (hasExited(child)) throw failed(`scripts/serve.ts exited (${child.exitCode ?? child.signalCode}) before answering`);
    const healthy = await fetch(`${baseUrl}/api/health`).then(
      (response) => response.status === 200,
      () => false,
    );
    if (healthy) return;
    await sleep(200);
  }
  throw failed(`the app did not answer ${baseUrl}/api/health within ${START_TIMEOUT_MS / 1000} s`);
}

/** Starts the built app and waits until its gateway answers /api/health. */
export async function startComposedApp(ports: AppPorts): Promise<ComposedApp> {
  for (const port of Object.values(ports)) await assertPortFree(port);
  const stateDir = await mkdtemp(path.join(tmpdir(), 'tanghuay-bench-web-'));
  const child = spawn(process.execPath, ['scripts/serve.ts'], {
    cwd: REPO_ROOT,
    // Only what the app needs: no DATABASE_URL of the bench's own environment takes it off PGlite.
    env: {
      PATH: env.PATH,
      PORT: String(ports.gateway),
      API_PORT: String(ports.api),
      LOTTO_PORT: String(ports.lotto),
      DEMO_PORT: String(ports.demo),
      PGLITE_DIR: path.join(stateDir, 'pglite'),
      // The release token serve.ts makes: in the bench's folder, not over the developer's.
      RELEASE_TOKEN_FILE: path.join(stateDir, 'release-token'),
      DEMO_MODE: 'true',
      LOG_LEVEL: 'warn',
      // The bench registers its member from this machine's address, as the journeys do.
      REGISTRATION_LIMIT_PER_HOUR: '100000',
    },
    detached: true, // a process group of its own, stopped as one
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = once(child, 'exit');
  const log = collectLog(child);
  let stopped: Promise<void> | undefined;
  const stop = () => {
    stopped ??= (async () => {
      process.off('SIGINT', interrupted);
      process.off('SIGTERM', interrupted);
      await stopGroup(child, exited);
      await rm(stateDir, { recursive: true, force: true });
    })();
    return stopped;
  };
  // The group is not the terminal's: Ctrl-C reaches only the bench, which stops the app before leaving.
  const interrupted = () => void stop().finally(() => process.exit(130));
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  const baseUrl = `http://localhost:${ports.gateway}`;
  try {
    await waitForHealth(baseUrl, child, log);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, stop };
}
