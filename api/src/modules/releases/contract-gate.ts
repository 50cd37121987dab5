// The contract gate (docs/architecture.md, "Remote releases"): a version of a remote is served to
// no one — not as live, not as a canary, not to a tester — unless its manifest exposes every module
// the host mounts from it, everything it shares is satisfied by what the live host provides (the
// host's own mf-manifest.json, read through the gateway), and every file its manifest names answers
// on the remote's server. Each problem is named, so an operator sees the whole list at once.
import { REMOTE_EXPOSES, type RemoteName } from '@tanghuay/shared-auth/contract';
import type { DeployedVersion } from '@tanghuay/tooling/static-files';
import semver from 'semver';
import { z } from 'zod';

/** Where versions are checked: each remote's own server, and the gateway that serves the live host. */
export interface ReleaseSources {
  upstreams: Record<RemoteName, string>;
  hostUrl: string;
}

const sharedSchema = z.object({
  name: z.string(),
  version: z.string(),
  singleton: z.boolean().optional(),
  requiredVersion: z.string().optional(),
});
const fileLists = z.object({ sync: z.array(z.string()), async: z.array(z.string()) });
const assets = z.object({ js: fileLists, css: fileLists });

/** What the gate reads of a Module Federation 2 mf-manifest.json: what it exposes and shares. */
const contractSchema = z.object({ exposes: z.array(z.object({ path: z.string() })), shared: z.array(sharedSchema) });
export type ContractManifest = z.infer<typeof contractSchema>;
/** …and, of a remote's, the files it names. */
const remoteManifestSchema = z.object({
  metaData: z.object({ remoteEntry: z.object({ name: z.string().min(1), path: z.string() }) }),
  exposes: z.array(z.object({ path: z.string(), assets })),
  shared: z.array(sharedSchema.extend({ assets })),
});
type RemoteManifest = z.infer<typeof remoteManifestSchema>;

/** How many of the files that do not answer a refusal names. */
const MISSING_NAMED = 5;

export const manifestPath = (name: RemoteName, version: string) => `/remotes/${name}/${version}/mf-manifest.json`;

/**
 * Why a remote's `candidate` manifest does not fit the host's: each module the host mounts that it
 * does not expose, each shared library it needs at a version the host's copy does not satisfy, and
 * each singleton it shares that the host does not provide. Empty when it fits.
 */
export function contractMismatches(remote: RemoteName, candidate: ContractManifest, host: ContractManifest): string[] {
  const exposed = new Set(candidate.exposes.map((expose) => expose.path));
  const missing = REMOTE_EXPOSES[remote].filter((module) => !exposed.has(module)).map((module) => `it does not expose ${module}, which the host mounts`);
  const provided = new Map(host.shared.map((copy) => [copy.name, copy]));
  const unmet = candidate.shared.flatMap(({ name, singleton, requiredVersion }) => {
    const copy = provided.get(name);
    if (!copy) return singleton ? [`it shares ${name} as a single copy, which the host does not provide`] : [];
    if (requiredVersion && !semver.satisfies(copy.version, requiredVersion)) return [`it needs ${name} ${requiredVersion}, the host provides ${copy.version}`];
    return [];
  });
  return [...missing, ...unmet];
}

/** The files a manifest names, relative to its folder (the builds use publicPath "auto"): the remote entry, then every chunk. */
export function manifestFiles(manifest: RemoteManifest): string[] {
  const { name, path } = manifest.metaData.remoteEntry;
  const chunks = [...manifest.exposes, ...manifest.shared].flatMap(({ assets: { js, css } }) => [...js.sync, ...js.async, ...css.sync, ...css.async]);
  return [...new Set([path ? `${path}/${name}` : name, ...chunks])];
}

/** A refusal: what could not be checked or does not fit. */
export class GateRefusal extends Error {}

async function request(url: URL, method: 'GET' | 'HEAD', what: string): Promise<Response> {
  return fetch(url, { method, cache: 'no-store', signal: AbortSignal.timeout(10_000) }).catch((error: Error & { cause?: { code?: string } }) => {
    throw new GateRefusal(`${what} is not reachable at ${url.origin}: ${error.cause?.code ?? error.message}`);
  });
}

async function readJson<T>(url: URL, what: string, schema: z.ZodType<T>): Promise<T> {
  const response = await request(url, 'GET', what);
  if (response.status !== 200) throw new GateRefusal(`${what}: ${url.pathname} answered ${response.status}`);
  const parsed = schema.safeParse(await response.json().catch(() => undefined));
  if (!parsed.success) throw new GateRefusal(`${what}: ${url.pathname} is not a Module Federation manifest`);
  return parsed.data;
}

/** The live host's manifest, through the gateway: what it provides to every remote. */
export const hostManifest = (hostUrl: string): Promise<ContractManifest> =>
  readJson(new URL('/mf-manifest.json', hostUrl), 'the host', contractSchema);

const remoteManifest = (remote: RemoteName, version: string, sources: ReleaseSources): Promise<RemoteManifest> =>
  readJson(new URL(manifestPath(remote, version), sources.upstreams[remote]), `${remote} ${version}`, remoteManifestSchema);

/**
 * Every reason `version` of `remote` may not be served (empty when it may): not deployed, not fitting
 * the host (each mismatch), or files its manifest names that its server does not answer.
 */
export async function gateRefusals(remote: RemoteName, version: string, sources: ReleaseSources): Promise<string[]> {
  try {
    const [manifest, host] = await Promise.all([remoteManifest(remote, version, sources), hostManifest(sources.hostUrl)]);
    const mismatches = contractMismatches(remote, manifest, host);
    if (mismatches.length > 0) return mismatches;
    const manifestUrl = new URL(manifestPath(remote, version), sources.upstreams[remote]);
    const named = manifestFiles(manifest);
    const answers = await Promise.all(
      named.map(async (file) => ({ file, status: (await request(new URL(file, manifestUrl), 'HEAD', `${remote} ${version}`)).status })),
    );
    const missing = answers.filter(({ status }) => status !== 200);
    if (missing.length === 0) return [];
    const first = missing.slice(0, MISSING_NAMED).map(({ file, status }) => `${file} (${status})`);
    return [
      `only partly deployed: ${missing.length} of the ${named.length} files its manifest names do not answer 200 in ` +
        `/remotes/${remote}/${version}/: ${first.join(', ')}${missing.length > first.length ? ', …' : ''}`,
    ];
  } catch (error) {
    if (error instanceof GateRefusal) return [error.message];
    throw error;
  }
}

/** One deployed version as the releases page shows it. */
export interface VersionFacts {
  version: string;
  builtAt: string | null;
  exposes: string[];
  shared: { name: string; version: string; requiredVersion: string | null }[];
}

/** What the remote's server holds (its /versions.json), newest build first, each with what its manifest exposes and shares. */
export async function deployedVersions(remote: RemoteName, sources: ReleaseSources): Promise<VersionFacts[]> {
  const listUrl = new URL('/versions.json', sources.upstreams[remote]);
  const response = await request(listUrl, 'GET', `the ${remote} server`);
  if (!response.ok) throw new GateRefusal(`the ${remote} server: /versions.json answered ${response.status}`);
  const { versions } = (await response.json()) as { versions: DeployedVersion[] };
  const facts = await Promise.all(
    versions.map(async ({ version, builtAt }): Promise<VersionFacts> => {
      const manifest = await remoteManifest(remote, version, sources).catch(() => null);
      return {
        version,
        builtAt,
        exposes: manifest?.exposes.map(({ path }) => path) ?? [],
        shared: manifest?.shared.map(({ name, version: shared, requiredVersion }) => ({ name, version: shared, requiredVersion: requiredVersion ?? null })) ?? [],
      };
    }),
  );
  return facts.reverse();
}
