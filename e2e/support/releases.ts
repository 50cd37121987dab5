// Releasing remote versions on the app under test as an operator does: building a remote at a
// version of its own (APP_VERSION), the release tool (`pnpm remotes`, gateway/src/remotes-cli.ts)
// pointed at the run's API with the run's release token (playwright.config.ts), what the gateway
// serves as /remotes.json, and fingerprints of a folder's files. docs/architecture.md, "Remote releases".
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { runStateDir } from './env.ts';
import type { RemoteRegistry } from '@tanghuay/shared-auth/contract';
import { apiURL, baseURL, repoRoot } from './stack.ts';

export interface Exit {
  status: number | null;
  stdout: string;
  stderr: string;
}

function run(args: string[], cwd: string, env: Record<string, string>): Promise<Exit> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    const out = { stdout: '', stderr: '' };
    child.stdout.on('data', (chunk: Buffer) => (out.stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (out.stderr += chunk.toString()));
    child.once('error', reject);
    child.once('close', (status) => resolve({ status, ...out }));
  });
}

/** The run's release token, which scripts/serve.ts keeps there for the release tool. */
export const releaseTokenFile = () => path.join(runStateDir(), 'release-token');

/** `node gateway/src/remotes-cli.ts …args` on the run's API, recorded as made by "e2e". */
export const remotesCli = (...args: string[]): Promise<Exit> =>
  run(['src/remotes-cli.ts', ...args], path.join(repoRoot, 'gateway'), {
    API_URL: apiURL,
    RELEASE_TOKEN: '',
    RELEASE_TOKEN_FILE: releaseTokenFile(),
    REMOTES_OPERATOR: 'e2e',
  });

/** What the gateway under test serves a signed-out visitor as /remotes.json. */
export async function servedRemotes(): Promise<RemoteRegistry> {
  const response = await fetch(`${baseURL}/remotes.json`);
  if (!response.ok) throw new Error(`/remotes.json answered ${response.status}`);
  return (await response.json()) as RemoteRegistry;
}

/** The folder every built version of remote-lotto lands in, one subfolder each; its server serves all of it. */
export const lottoDist = path.join(repoRoot, 'remote-lotto/dist');

/** A production build of remote-lotto published as `version`: remote-lotto/dist/<version>/. */
export function buildLotto(version: string): Promise<Exit> {
  const dir = path.join(repoRoot, 'remote-lotto');
  const webpack = createRequire(path.join(dir, 'package.json')).resolve('webpack/bin/webpack.js');
  return run([webpack, '--mode', 'production'], dir, { APP_VERSION: version });
}

/** Every file under `dir` (relative path) with the sha256 of its content. */
export async function fingerprints(dir: string): Promise<Record<string, string>> {
  const files = (await readdir(dir, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile());
  const hashed = await Promise.all(
    files.map(async (file) => {
      const full = path.join(file.parentPath, file.name);
      return [path.relative(dir, full), createHash('sha256').update(await readFile(full)).digest('hex')] as const;
    }),
  );
  return Object.fromEntries(hashed.sort(([a], [b]) => a.localeCompare(b)));
}
