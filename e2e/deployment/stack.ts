// The deployment under test (scripts/test-deployment.sh starts it with scripts/deploy.sh and hands
// over where it is): docker-compose.yml's services run by podman, reached only through the gateway
// published on 127.0.0.1, and driven from the outside as an operator would, with the podman CLI.
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { port, readEnv, text } from '@tanghuay/tooling/env';
import { buildLotto, lottoDist } from '../support/releases.ts';
import { repoRoot } from '../support/stack.ts';

const env = readEnv({
  /** The compose project scripts/deploy.sh started (its containers carry it as a label). */
  COMPOSE_PROJECT_NAME: text(),
  /** The port the gateway is published on, on 127.0.0.1. */
  TANGHUAY_PORT: port(8080),
  /** A remote-lotto version built ahead (`scripts/test-deployment.sh prepare`): its folder, named as the version; unset: the test builds one. */
  DEPLOYMENT_NEXT_LOTTO: text(),
});

export const baseURL = `http://127.0.0.1:${env.TANGHUAY_PORT}`;

/** A remote-lotto version to promote, newer than `current`: the one built ahead, else one built now (about 1.4 min). */
export async function nextLottoVersion(current: string): Promise<{ version: string; folder: string }> {
  if (env.DEPLOYMENT_NEXT_LOTTO) return { version: path.basename(env.DEPLOYMENT_NEXT_LOTTO), folder: env.DEPLOYMENT_NEXT_LOTTO };
  const version = `${current.split('-')[0]}-deploy.${Date.now()}`;
  const built = await buildLotto(version);
  if (built.status !== 0) throw new Error(`remote-lotto ${version} did not build: ${built.stderr}`);
  return { version, folder: path.join(lottoDist, version) };
}

/** The deployment's own podman settings (scripts/deploy/containers.conf), as scripts/deploy.sh uses them. */
const podmanEnv = { ...process.env, CONTAINERS_CONF: path.join(repoRoot, 'scripts/deploy/containers.conf') };

/** `podman …args`; answers its output, throws with its error output when it fails. */
export async function podman(...args: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)('podman', args, { env: podmanEnv, maxBuffer: 16 * 1024 * 1024 });
  return stdout.trim();
}

function project(): string {
  if (!env.COMPOSE_PROJECT_NAME) throw new Error('COMPOSE_PROJECT_NAME is unset: run the deployment test with `npm run test:deployment`');
  return env.COMPOSE_PROJECT_NAME;
}

export type Service = 'postgres' | 'api-1' | 'api-2' | 'remote-lotto' | 'remote-demo' | 'host';
export const SERVICES: readonly Service[] = ['postgres', 'api-1', 'api-2', 'remote-lotto', 'remote-demo', 'host'];

/** The container of a compose service (its name, which podman commands take). */
export async function containerOf(service: Service): Promise<string> {
  const name = await podman('ps', '--all', '--filter', `label=com.docker.compose.project=${project()}`, '--filter', `label=com.docker.compose.service=${service}`, '--format', '{{.Names}}');
  if (!name) throw new Error(`no container of service ${service}`);
  return name;
}

/** Each service's health as podman keeps it ("healthy", "unhealthy", "starting"; "stopped" when not running). */
export async function healthOf(service: Service): Promise<string> {
  const state = await podman('inspect', '--format', '{{.State.Status}} {{.State.Health.Status}}', await containerOf(service));
  const [status, health] = state.split(' ');
  return status === 'running' ? (health ?? '') : 'stopped';
}

/** Runs SQL in the postgres container as the deployment's user; answers the rows, one per line, fields separated by |. */
export async function sql(statement: string): Promise<string[]> {
  const out = await podman('exec', await containerOf('postgres'), 'sh', '-c', 'psql -U "$POSTGRES_USER" -d "$POSTGRES_DB" -XAtq -v ON_ERROR_STOP=1 -c "$0"', statement);
  return out ? out.split('\n') : [];
}

/** The API's books check (api/src/check-books.ts) run in an API container, on the deployment's database. */
export async function booksBalance(): Promise<{ balanced: boolean; report: string }> {
  try {
    const report = await podman('exec', await containerOf('api-1'), 'node', 'src/check-books.ts');
    return { balanced: true, report };
  } catch (error) {
    return { balanced: false, report: String((error as { stdout?: string }).stdout ?? error) };
  }
}

/** The deployment's secrets (scripts/deploy.sh makes them per deployment): the test plays the payment provider with one. */
export function deploymentSecret(name: 'PAYMENT_WEBHOOK_SECRET'): string {
  const line = readFileSync(path.join(repoRoot, '.deploy/secrets.env'), 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith(`${name}=`));
  if (!line) throw new Error(`.deploy/secrets.env names no ${name}`);
  return line.slice(name.length + 1);
}
