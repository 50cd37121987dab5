// The host image's process (Dockerfile): the gateway (main.ts) and, once it listens, a first
// start's release: each remote with no live version gets the version built with this image, by
// "first-start". It runs after the gateway is up because the API's contract gate reads the host's
// manifest through it. A remote that has a live version is left alone (a restart undoes no
// operator's promote or rollback). While the API is not ready it asks again, every 3 s for a minute;
// a promote that still fails only warns, and the gateway keeps running.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { REMOTE_NAMES } from '@tanghuay/shared-auth/contract';
import { apiUrls } from './api-replicas.ts';
import { readReleaseToolEnv } from './env.ts';
import { makeBuiltLive, releaseApi, whileNotReady } from './release-api.ts';
import { releaseToken } from './release-token.ts';

await import('./main.ts');

/** The version of each remote this image was built with (its package.json, copied beside). */
const builtVersion = async (name: string): Promise<string> =>
  (JSON.parse(await readFile(path.resolve(import.meta.dirname, `../../remote-${name}/package.json`), 'utf8')) as { version: string }).version;

try {
  const env = readReleaseToolEnv();
  const built = await Promise.all(REMOTE_NAMES.map(async (name) => ({ name, version: await builtVersion(name) })));
  const api = releaseApi({ apiUrl: apiUrls(env.API_URL)[0] as string, token: await releaseToken(env), by: 'first-start' });
  const lines = await whileNotReady(() => makeBuiltLive(api, built, { keepLive: true }), {
    tries: 20,
    waitMs: 3_000,
    onRetry: (error) => console.warn(`first start: ${error.message}; asking again in 3 s`),
  });
  for (const line of lines) console.log(line);
} catch (error) {
  console.warn(`warning: the built versions were not made live: ${(error as Error).message}; run: node gateway/src/remotes-cli.ts promote <remote> <version>`);
}
