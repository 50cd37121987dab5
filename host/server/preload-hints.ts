// What a page load needs first, told to the browser with the page itself (a Link header of
// preloads on the HTML answer), so it fetches those files side by side instead of one after
// another as each script discovers the next: on a phone link every such step costs a round trip
// (docs/performance.md, "First visit").
// - Every page: the host's start-up chunk and its copies of the shared libraries (the host build's
//   mf-stats.json names them; the start-up chunk is bootstrap.<hash>.js, src/main.ts names it).
// - The lottery's member pages (MEMBER_PAGES_PREFIX): the live lottery version's remote entry and
//   the chunks of its `./routes` module, read from the registry at each page load (so a promotion
//   changes them at once) and from that version's mf-manifest.json (fetched from the remote's
//   server once per version: a version's files never change). Not the manifest itself: the host
//   fetches it uncached (app/remotes/retry-plugin.ts), which a preload would not serve.
// A hint that cannot be worked out is left out; the page loads as it would without it.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { MEMBER_PAGES_PREFIX, type RemoteName } from '@tanghuay/shared-auth/contract';
import { z } from 'zod';
import { readJson } from './json-file.ts';
import { readRegistry } from './remote-registry.ts';

const BOOTSTRAP_CHUNK = /^bootstrap\.[0-9a-f]{8}\.js$/;

const jsFiles = z.object({ assets: z.object({ js: z.object({ sync: z.array(z.string()) }) }) });
const statsSchema = z.object({ shared: z.array(jsFiles) });
const manifestSchema = z.object({
  metaData: z.object({ remoteEntry: z.object({ name: z.string().min(1), path: z.string() }) }),
  exposes: z.array(jsFiles.extend({ name: z.string() })),
});

/** One Link header value: each script preloaded as the page's script elements load it (no CORS). */
export const linkHeader = (scripts: readonly string[]): string => scripts.map((url) => `<${url}>; rel=preload; as=script`).join(', ');

/** The host's start-up files: its bootstrap chunk and every shared library's copy; none when the build lacks them. */
async function hostHints(hostDist: string): Promise<string[]> {
  const [files, stats] = await Promise.all([readdir(hostDist).catch(() => []), readJson<unknown>(path.join(hostDist, 'mf-stats.json'), {})]);
  const bootstrap = files.filter((file) => BOOTSTRAP_CHUNK.test(file));
  const parsed = statsSchema.safeParse(stats);
  const shared = parsed.success ? parsed.data.shared.flatMap(({ assets }) => assets.js.sync) : [];
  if (bootstrap.length === 0 || !parsed.success) return [];
  return [...new Set([...bootstrap, ...shared])].map((file) => `/${file}`);
}

/** The scripts of a remote version's `./routes` module: its remote entry and the module's chunks. */
async function routesHints(manifestUrl: string, upstream: string, timeoutMs: number): Promise<string[]> {
  const response = await fetch(new URL(manifestUrl, upstream), { signal: AbortSignal.timeout(timeoutMs) });
  if (!response.ok) throw new Error(`${manifestUrl} answered ${response.status}`);
  const manifest = manifestSchema.parse(await response.json());
  const folder = manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
  const { name, path: entryPath } = manifest.metaData.remoteEntry;
  const routes = manifest.exposes.find((expose) => expose.name === 'routes')?.assets.js.sync ?? [];
  return [`${folder}${entryPath ? `${entryPath}/` : ''}${name}`, ...routes.map((file) => `${folder}${file}`)];
}

export interface PreloadHintsConfig {
  hostDist: string;
  registryFile: string;
  upstreams: Record<RemoteName, string>;
  /** How long the remote's server may take to answer a manifest. */
  timeoutMs: number;
}

/** The Link header for a page address; undefined when there is nothing to hint. */
export function preloadHints({ hostDist, registryFile, upstreams, timeoutMs }: PreloadHintsConfig) {
  let host: Promise<string[]> | undefined;
  /** Per manifest URL: a version's files never change, so its hints are worked out once (failures are not kept). */
  const remotes = new Map<string, Promise<string[]>>();
  const lottoRoutes = async (): Promise<string[]> => {
    const live = (await readRegistry(registryFile)).lotto;
    if (!live) return [];
    let hints = remotes.get(live.entry);
    if (!hints) {
      hints = routesHints(live.entry, upstreams.lotto, timeoutMs);
      remotes.set(live.entry, hints);
      hints.catch(() => remotes.delete(live.entry));
    }
    return hints;
  };
  return async (pathname: string): Promise<string | undefined> => {
    host ??= hostHints(hostDist);
    const member = pathname.startsWith(MEMBER_PAGES_PREFIX) ? await lottoRoutes().catch(() => []) : [];
    const hints = [...(await host), ...member];
    return hints.length > 0 ? linkHeader(hints) : undefined;
  };
}
