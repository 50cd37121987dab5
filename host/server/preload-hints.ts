// What every page load needs first, told to the browser with the page itself (a Link header of
// preloads on the HTML answer), so it fetches those files beside main.js instead of after it: the
// host's start-up chunk (bootstrap.<hash>.js, src/main.ts names it) and its copies of the shared
// libraries (the host build's mf-stats.json names them). On a phone link that saves a round trip
// (docs/performance.md, "First visit"). main.js itself comes first: the browser asks for the hints
// before it reads the page's script tag, and main.js starts the page's other reads (app/start-up.ts). The remotes are not hinted here: whether a page needs one
// depends on the session, which only the page knows (src/app/start-up.ts fetches it then).
// A host build without those files gets no hints; the page loads as it would without them.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { readJson } from './json-file.ts';

/** The entry script, then the start-up chunk: the first files of the hints, in this order. */
const FIRST = [/^main\.[0-9a-f]{8}\.js$/, /^bootstrap\.[0-9a-f]{8}\.js$/];

const statsSchema = z.object({ shared: z.array(z.object({ assets: z.object({ js: z.object({ sync: z.array(z.string()) }) }) })) });

/** One Link header value: each script preloaded as the page's script elements load it (no CORS). */
export const linkHeader = (scripts: readonly string[]): string => scripts.map((url) => `<${url}>; rel=preload; as=script`).join(', ');

/** The Link header of the host build in `hostDist`; undefined when it lacks its entry, start-up chunk or stats. */
export async function preloadHints(hostDist: string): Promise<string | undefined> {
  const [files, stats] = await Promise.all([
    readdir(hostDist).catch(() => []),
    readJson<unknown>(path.join(hostDist, 'mf-stats.json'), {}).catch(() => ({})), // unreadable: no hints, never a failed page
  ]);
  const first = FIRST.map((name) => files.find((file) => name.test(file)));
  const parsed = statsSchema.safeParse(stats);
  if (first.includes(undefined) || !parsed.success) return undefined;
  const shared = parsed.data.shared.flatMap(({ assets }) => assets.js.sync);
  return linkHeader([...new Set([...(first as string[]), ...shared])].map((file) => `/${file}`));
}
