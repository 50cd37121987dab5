// What every page load needs first, told to the browser with the page itself (a Link header of
// preloads on the HTML answer), so it fetches those files beside main.js instead of after it. The
// host build lists them in start-up.json (tooling/start-up-files.js): main.js first (the browser
// asks for the hints before it reads the page's script tag, and main.js starts the page's other
// reads: host/src/app/start-up.ts), the start-up chunk, then the host's copies of the shared libraries
// the shell uses. On a phone link that saves a round trip (docs/performance.md,
// "First visit"). The remotes are not hinted here: whether a page needs one depends on the
// session, which only the page knows (host/src/app/start-up.ts fetches it then).
// A host build without that file gets no hints; the page loads as it would without them.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { START_UP_FILES } from '@tanghuay/tooling/start-up-files';

const startUpSchema = z.object({ scripts: z.array(z.string().regex(/^[\w.-]+\.js$/)).min(1) });

/** One Link header value: each script preloaded as the page's script elements load it (no CORS). */
export const linkHeader = (scripts: readonly string[]): string => scripts.map((url) => `<${url}>; rel=preload; as=script`).join(', ');

/** The Link header of the host build in `hostDist`; undefined when its start-up list is missing or unreadable. */
export async function preloadHints(hostDist: string): Promise<string | undefined> {
  const listed: unknown = await readFile(path.join(hostDist, START_UP_FILES), 'utf8')
    .then((text) => JSON.parse(text))
    .catch(() => ({})); // missing or unreadable: no hints, never a failed page
  const parsed = startUpSchema.safeParse(listed);
  return parsed.success ? linkHeader(parsed.data.scripts.map((file) => `/${file}`)) : undefined;
}
