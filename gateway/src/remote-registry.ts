// The registry behind /remotes.json: which version of each remote members get. `promote` makes a
// version live once it fits the host (remote-contract.ts) and the remote's server serves all of it
// — the manifest, the remote entry and every chunk the manifest names — and `rollback` makes the
// version live before it live again, with the same checks. Both write the file atomically and record the change in the history
// (remote-history.ts). docs/architecture.md, "Swapping a remote version without redeploying the host".
import { isRemoteName, REMOTE_NAMES, type RemoteName, type RemoteRegistry } from '@tanghuay/shared-auth/contract';
import { z } from 'zod';
import { readJson, writeJson } from './json-file.ts';
import { contractMismatches, contractSchema, readHostManifest } from './remote-contract.ts';
import { liveStack, readHistory, recordPromotion, type Promotion } from './remote-history.ts';

const VERSION = /^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/;
/** How many of the files that do not answer a refusal names. */
const MISSING_NAMED = 5;

export const manifestPath = (name: RemoteName, version: string) => `/remotes/${name}/${version}/mf-manifest.json`;

export const readRegistry = (file: string): Promise<RemoteRegistry> => readJson<RemoteRegistry>(file, {});

const fileLists = z.object({ sync: z.array(z.string()), async: z.array(z.string()) });
const withAssets = z.object({ assets: z.object({ js: fileLists, css: fileLists }) });
/** The parts of a Module Federation 2 mf-manifest.json that name its files. */
const filesSchema = z.object({
  metaData: z.object({ remoteEntry: z.object({ name: z.string().min(1), path: z.string() }) }),
  exposes: z.array(withAssets),
  shared: z.array(withAssets),
});
/** …and, for the contract gate, what it exposes and shares. */
const manifestSchema = filesSchema.and(contractSchema);

/** Where a version is checked: the remote's server (not the gateway) and the host's build folder, whose manifest says what the host provides. */
export interface ReleaseSources {
  upstream: string;
  hostDist: string;
}

/** The files a manifest names, relative to its folder (the builds use publicPath "auto"): the remote entry, then every chunk. */
export function manifestFiles(manifest: z.infer<typeof filesSchema>): string[] {
  const { name, path } = manifest.metaData.remoteEntry;
  const chunks = [...manifest.exposes, ...manifest.shared].flatMap(({ assets: { js, css } }) => [
    ...js.sync,
    ...js.async,
    ...css.sync,
    ...css.async,
  ]);
  return [...new Set([path ? `${path}/${name}` : name, ...chunks])];
}

async function request(url: URL, method: 'GET' | 'HEAD', name: RemoteName, upstream: string): Promise<Response> {
  return fetch(url, { method, cache: 'no-store' }).catch((error: Error & { cause?: { code?: string } }) => {
    throw new Error(`remote ${name} is not reachable at ${upstream}: ${error.cause?.code ?? error.message}`);
  });
}

/** Throws, naming each mismatch or what is missing, unless `version` fits the host and the remote's server serves every file of it. */
async function checkDeployed(name: RemoteName, version: string, { upstream, hostDist }: ReleaseSources): Promise<void> {
  const entry = manifestPath(name, version);
  const manifestUrl = new URL(entry, upstream);
  const response = await request(manifestUrl, 'GET', name, upstream);
  if (response.status !== 200) throw new Error(`${name} ${version} is not deployed: ${entry} answered ${response.status}`);
  const manifest = manifestSchema.safeParse(await response.json().catch(() => undefined));
  if (!manifest.success) throw new Error(`${name} ${version} is refused: ${entry} is not a Module Federation manifest`);
  const mismatches = contractMismatches(name, manifest.data, await readHostManifest(hostDist));
  if (mismatches.length > 0) throw new Error(`${name} ${version} does not fit the host, nothing changed: ${mismatches.join('; ')}`);
  const named = manifestFiles(manifest.data);
  const answers = await Promise.all(
    named.map(async (file) => ({ file, status: (await request(new URL(file, manifestUrl), 'HEAD', name, upstream)).status })),
  );
  const missing = answers.filter(({ status }) => status !== 200);
  if (missing.length > 0) {
    const first = missing.slice(0, MISSING_NAMED).map(({ file, status }) => `${file} (${status})`);
    throw new Error(
      `${name} ${version} is only partly deployed, nothing changed: ${missing.length} of the ${named.length} files ` +
        `its manifest names do not answer 200 in /remotes/${name}/${version}/: ${first.join(', ')}${missing.length > first.length ? ', …' : ''}`,
    );
  }
}

/** `name` as a remote's name; throws naming the known ones when it is not one. */
export function remoteNamed(name: string): RemoteName {
  if (!isRemoteName(name)) throw new Error(`unknown remote "${name}" (known: ${REMOTE_NAMES.join(', ')})`);
  return name;
}

/** Writes `version` as live into the registry and records it, unless it is live already in both. */
async function makeLive(file: string, change: Omit<Promotion, 'at'>): Promise<RemoteRegistry> {
  const { remote, version } = change;
  const registry = await readRegistry(file);
  const unchanged = registry[remote]?.version === version && liveStack(await readHistory(file), remote).at(-1) === version;
  if (unchanged) return registry;
  const next = { ...registry, [remote]: { version, entry: manifestPath(remote, version) } };
  await writeJson(file, next);
  await recordPromotion(file, { ...change, at: new Date().toISOString() });
  return next;
}

/**
 * Makes `version` the live version of `remote` once it fits the host and its server serves all of it,
 * and records that `by` did. Promoting the version already live checks it and changes nothing.
 */
export async function promote(file: string, remote: RemoteName, version: string, sources: ReleaseSources, by: string): Promise<RemoteRegistry> {
  if (!VERSION.test(version)) throw new Error(`"${version}" is not a version like 1.4.3`);
  await checkDeployed(remote, version, sources);
  return makeLive(file, { remote, version, by, action: 'promote' });
}

/**
 * Makes the version that was live before the live one of `remote` live again (a second
 * rollback goes one further back), with promote's checks, and records that `by` did.
 */
export async function rollback(file: string, remote: RemoteName, sources: ReleaseSources, by: string): Promise<{ from: string; to: string }> {
  const stack = liveStack(await readHistory(file), remote);
  const live = (await readRegistry(file))[remote]?.version;
  const [to, from] = [stack.at(-2), stack.at(-1)];
  if (from === undefined) throw new Error(`${remote} has no promotion in the history: promote a version instead`);
  if (live !== from) {
    throw new Error(`${remote}: the registry says ${live ?? 'nothing'} is live, the history says ${from}; promote the version you want instead`);
  }
  if (to === undefined) throw new Error(`${remote} ${from} is the first version the history made live: there is nothing to roll back to`);
  await checkDeployed(remote, to, sources);
  await makeLive(file, { remote, version: to, by, action: 'rollback' });
  return { from, to };
}
