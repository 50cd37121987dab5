// Operators switch or roll back a remote without rebuilding the host:
//   pnpm remotes list
//   pnpm remotes promote lotto 1.4.3
import { readGatewayEnv, remoteUpstreams } from './env.ts';
import { isRemoteName } from '@tanghuay/shared-auth/contract';
import { promote, readRegistry } from './remote-registry.ts';

const env = readGatewayEnv();
const [command, name, version] = process.argv.slice(2);

if (command === 'list') {
  console.log(JSON.stringify(await readRegistry(env.REMOTES_REGISTRY), null, 2));
} else if (command === 'promote' && name && version && isRemoteName(name)) {
  await promote(env.REMOTES_REGISTRY, name, version, remoteUpstreams(env)[name]);
  console.log(`${name} ${version} is live; members get it on their next page load`);
} else {
  console.error('usage: remotes list | remotes promote <lotto|demo> <version>');
  process.exitCode = 2;
}
