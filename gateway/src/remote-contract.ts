// The contract gate (docs/architecture.md, "Swapping a remote version without redeploying the
// host"): a version of a remote is served to no one unless its manifest exposes every module the
// host mounts from it and everything it shares is satisfied by what the host's build provides.
// Every mismatch is named, so an operator sees the whole list at once.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { REMOTE_EXPOSES, type RemoteName } from '@tanghuay/shared-auth/contract';
import semver from 'semver';
import { z } from 'zod';

const sharedSchema = z.object({
  name: z.string(),
  version: z.string(),
  singleton: z.boolean().optional(),
  requiredVersion: z.string().optional(),
});

/** The parts of a Module Federation 2 mf-manifest.json the gate reads. */
export const contractSchema = z.object({ exposes: z.array(z.object({ path: z.string() })), shared: z.array(sharedSchema) });
export type ContractManifest = z.infer<typeof contractSchema>;

/** The host's own manifest, from its build folder: what it provides to every remote. */
export async function readHostManifest(hostDist: string): Promise<ContractManifest> {
  const file = path.join(hostDist, 'mf-manifest.json');
  const text = await readFile(file, 'utf8').catch(() => {
    throw new Error(`the host's build has no ${file}: build the host first (pnpm build)`);
  });
  const parsed = contractSchema.safeParse(JSON.parse(text));
  if (!parsed.success) throw new Error(`${file} is not a Module Federation manifest`);
  return parsed.data;
}

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
