// What `pnpm remotes list` shows: for each remote, every version its server holds (its
// /versions.json) or the history names, when each was built, when and by whom it was made live,
// and which one is live. docs/architecture.md, "Swapping a remote version without redeploying the host".
import { REMOTE_NAMES, type RemoteName } from '@tanghuay/shared-auth/contract';
import type { DeployedVersion } from '@tanghuay/tooling/static-files';
import { readHistory, type Promotion } from './remote-history.ts';
import { readRegistry } from './remote-registry.ts';

export interface VersionRelease {
  version: string;
  /** Whether the remote's server holds it; null when the server did not list its versions. */
  deployed: boolean | null;
  /** When its manifest was written, ISO 8601 UTC; null when not deployed. */
  builtAt: string | null;
  /** Every time it was made live, oldest first. */
  promotions: Pick<Promotion, 'at' | 'by' | 'action'>[];
}

export interface RemoteReleases {
  /** The live version, as the registry says; null before the first promote. */
  live: string | null;
  /** The remote's server, asked for its versions. */
  server: string;
  /** Why the server did not list its versions, when it did not. */
  serverError?: string;
  /** Newest version first. */
  versions: VersionRelease[];
}

export type Releases = Record<RemoteName, RemoteReleases>;

/** Orders versions as semver does (1.10.0 after 1.9.0, 1.4.3-rc.1 before 1.4.3). */
export function compareVersions(a: string, b: string): number {
  const [coreA = '', preA] = a.split(/-(.*)/);
  const [coreB = '', preB] = b.split(/-(.*)/);
  const byCore = coreA.localeCompare(coreB, 'en', { numeric: true });
  if (byCore !== 0 || preA === preB) return byCore;
  if (preA === undefined || preB === undefined) return preA === undefined ? 1 : -1;
  return preA.localeCompare(preB, 'en', { numeric: true });
}

async function deployedVersions(upstream: string): Promise<DeployedVersion[]> {
  const response = await fetch(new URL('/versions.json', upstream), { cache: 'no-store' }).catch(
    (error: Error & { cause?: { code?: string } }) => {
      throw new Error(`not reachable: ${error.cause?.code ?? error.message}`);
    },
  );
  if (!response.ok) throw new Error(`/versions.json answered ${response.status}`);
  return ((await response.json()) as { versions: DeployedVersion[] }).versions;
}

async function remoteReleases(
  name: RemoteName,
  server: string,
  live: string | null,
  history: readonly Promotion[],
): Promise<RemoteReleases> {
  const listed = await deployedVersions(server).catch((error: Error) => error);
  const deployed = listed instanceof Error ? null : listed;
  const promotions = history.filter(({ remote }) => remote === name);
  const names = new Set([...(deployed ?? []).map(({ version }) => version), ...promotions.map(({ version }) => version)]);
  if (live) names.add(live);
  const versions = [...names]
    .sort((a, b) => compareVersions(b, a))
    .map((version): VersionRelease => {
      const built = deployed?.find((deployedVersion) => deployedVersion.version === version);
      return {
        version,
        deployed: deployed ? built !== undefined : null,
        builtAt: built?.builtAt ?? null,
        promotions: promotions.filter((promotion) => promotion.version === version).map(({ at, by, action }) => ({ at, by, action })),
      };
    });
  return { live, server, ...(listed instanceof Error ? { serverError: listed.message } : {}), versions };
}

/** Every remote's releases: the registry and history beside it, and each remote server's versions. */
export async function listReleases(registryFile: string, upstreams: Record<RemoteName, string>): Promise<Releases> {
  const [registry, history] = await Promise.all([readRegistry(registryFile), readHistory(registryFile)]);
  const remotes = await Promise.all(
    REMOTE_NAMES.map(async (name) => [name, await remoteReleases(name, upstreams[name], registry[name]?.version ?? null, history)] as const),
  );
  return Object.fromEntries(remotes) as Releases;
}

const time = (iso: string) => iso.slice(0, 19).replace('T', ' ');

function table(rows: string[][]): string[] {
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => row[column]?.length ?? 0))) ?? [];
  return rows.map((row) => `  ${row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ')}`.trimEnd());
}

function formatRemote(name: RemoteName, { live, server, serverError, versions }: RemoteReleases): string {
  const heading = `${name}: ${live ? `${live} is live` : 'no version is live'} · server ${server}`;
  const warning = serverError ? [`  (the server did not list its versions: ${serverError})`] : [];
  const rows = versions.map(({ version, deployed, builtAt, promotions }) => {
    const last = promotions.at(-1);
    const built = deployed === null ? '?' : builtAt ? time(builtAt) : 'not deployed';
    return [version === live ? 'live' : '', version, built, last ? time(last.at) : '-', last?.by ?? '-', last?.action ?? '-'];
  });
  const body = rows.length > 0 ? table([['', 'VERSION', 'BUILT (UTC)', 'LAST MADE LIVE (UTC)', 'BY', 'HOW'], ...rows]) : ['  no versions'];
  return [heading, ...warning, ...body].join('\n');
}

/** The releases as a table per remote, for people. */
export function formatReleases(releases: Releases): string {
  return REMOTE_NAMES.map((name) => formatRemote(name, releases[name])).join('\n\n');
}
