// The release token on this machine: the secret the API's RELEASE_TOKEN holds, which the release
// tool sends instead of a session. `pnpm start` (scripts/serve.ts) makes a new one at every start
// unless RELEASE_TOKEN is set, hands it to the API it starts, and keeps it in RELEASE_TOKEN_FILE,
// readable by this user alone, where `pnpm remotes` finds it. docs/architecture.md, "Remote releases".
import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ReleaseToolEnv } from './env.ts';

/** 32 random bytes: 43 characters, over the API's 32. */
export const newReleaseToken = (): string => randomBytes(32).toString('base64url');

/** Writes `token` to `file`, readable and writable by this user alone (also when the file was there before). */
export async function keepReleaseToken(file: string, token: string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  await writeFile(file, `${token}\n`, { mode: 0o600 });
  await chmod(file, 0o600);
}

/** RELEASE_TOKEN, else the token kept in RELEASE_TOKEN_FILE; throws saying where to get one when neither is there. */
export async function releaseToken({ RELEASE_TOKEN, RELEASE_TOKEN_FILE }: Pick<ReleaseToolEnv, 'RELEASE_TOKEN' | 'RELEASE_TOKEN_FILE'>): Promise<string> {
  if (RELEASE_TOKEN) return RELEASE_TOKEN;
  const kept = await readFile(RELEASE_TOKEN_FILE, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return '';
    throw error;
  });
  const token = kept.trim();
  if (token) return token;
  throw new Error(
    `no release token: set RELEASE_TOKEN to the API's, or start the app with \`pnpm start\`, which keeps one in ${RELEASE_TOKEN_FILE}`,
  );
}
