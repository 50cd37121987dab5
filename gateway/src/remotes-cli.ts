// Operators release a remote's versions without rebuilding the host (docs/architecture.md,
// "Swapping a remote version without redeploying the host"):
//   pnpm remotes list [--json]                   each remote's versions: built when, made live when and by whom, which is live
//   pnpm remotes promote lotto 1.4.3 [--by ann]  checks that 1.4.3 fits the host and all of it is served, then makes it live
//   pnpm remotes rollback lotto [--by ann]       makes the version live before the live one live again
// The change is recorded as made by --by, else REMOTES_OPERATOR, else the OS user. Exit status: 0
// done, 1 refused (the message says why; nothing changed), 2 wrong usage.
import { userInfo } from 'node:os';
import { parseArgs } from 'node:util';
import { readGatewayEnv, remoteUpstreams } from './env.ts';
import { promote, remoteNamed, rollback } from './remote-registry.ts';
import { formatReleases, listReleases } from './remote-releases.ts';

const USAGE = `usage: remotes list [--json]
       remotes promote <remote> <version> [--by <name>]
       remotes rollback <remote> [--by <name>]`;

function osUser(): string {
  try {
    return userInfo().username;
  } catch {
    return 'unknown';
  }
}

async function run(args: string[]): Promise<string | undefined> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { json: { type: 'boolean', default: false }, by: { type: 'string' } },
  });
  const env = readGatewayEnv();
  const upstreams = remoteUpstreams(env);
  const by = values.by ?? env.REMOTES_OPERATOR ?? osUser();
  const [command, name = '', version] = positionals;
  if (command === 'list' && positionals.length === 1) {
    const releases = await listReleases(env.REMOTES_REGISTRY, upstreams);
    return values.json ? JSON.stringify(releases, null, 2) : formatReleases(releases);
  }
  if (command === 'promote' && version && positionals.length === 3) {
    const remote = remoteNamed(name);
    await promote(env.REMOTES_REGISTRY, remote, version, { upstream: upstreams[remote], hostDist: env.HOST_DIST }, by);
    return `${remote} ${version} is live; members get it on their next page load`;
  }
  if (command === 'rollback' && positionals.length === 2) {
    const remote = remoteNamed(name);
    const { from, to } = await rollback(env.REMOTES_REGISTRY, remote, { upstream: upstreams[remote], hostDist: env.HOST_DIST }, by);
    return `${remote} is rolled back from ${from} to ${to}; members get ${to} on their next page load`;
  }
  return undefined;
}

try {
  const output = await run(process.argv.slice(2));
  if (output === undefined) {
    console.error(USAGE);
    process.exitCode = 2;
  } else {
    console.log(output);
  }
} catch (error) {
  const wrongUsage = (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS') === true;
  console.error(wrongUsage ? `${(error as Error).message}\n${USAGE}` : (error as Error).message);
  process.exitCode = wrongUsage ? 2 : 1;
}
