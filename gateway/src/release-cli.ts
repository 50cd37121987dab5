// `pnpm remotes …` (remotes-cli.ts runs it): the operators' release tool, a client of the API's
// back-office release routes (release-api.ts; docs/architecture.md, "Remote releases"). It reads API_URL (the first URL), the release token
// (release-token.ts) and the operator's name (--by, else REMOTES_OPERATOR, else the OS user).
// Status: 0 done, 1 refused (the API's message says why; nothing changed), 2 wrong usage.
import { userInfo } from 'node:os';
import { parseArgs } from 'node:util';
import { isRemoteName, REMOTE_NAMES, type RemoteName } from '@tanghuay/shared-auth/contract';
import { apiUrls } from './api-replicas.ts';
import { readReleaseToolEnv } from './env.ts';
import { releaseApi, type Override, type ReleaseApi, type ReleaseState } from './release-api.ts';
import { formatReleaseState } from './release-list.ts';
import { releaseToken } from './release-token.ts';

export const USAGE = `usage: remotes list [--json]
       remotes promote <remote> <version> [--force --reason "…"]
       remotes rollback <remote> [--force --reason "…"]
       remotes canary <remote> <version> --share <1-100> [--force --reason "…"]
       remotes stop <remote>
       remotes pin <remote> <version> --user <username> [--user <username> …]
       remotes unpin <remote> <accountId>
       remotes freeze --minutes <0-1440> [--lotto <code> …]   (0: no freeze)
  every command: [--by <operator>] (else REMOTES_OPERATOR, else the OS user)
  remotes: ${REMOTE_NAMES.join(', ')}`;

export interface CliAnswer {
  status: 0 | 1 | 2;
  /** For stdout when the status is 0, for stderr otherwise. */
  text: string;
}

class WrongUsage extends Error {}

const OPTIONS = {
  json: { type: 'boolean' },
  by: { type: 'string' },
  force: { type: 'boolean' },
  reason: { type: 'string' },
  share: { type: 'string' },
  user: { type: 'string', multiple: true },
  minutes: { type: 'string' },
  lotto: { type: 'string', multiple: true },
} as const;

type Options = ReturnType<typeof parseArgs<{ args: string[]; options: typeof OPTIONS; allowPositionals: true }>>['values'];

/**
 * Each command: its arguments after the command's name, the options it takes, and `plan`, which
 * checks them (throwing WrongUsage) before anything is asked of the API, and answers what to do.
 */
interface Command {
  args: readonly string[];
  options: readonly (keyof typeof OPTIONS)[];
  plan(args: string[], options: Options): (api: ReleaseApi) => Promise<string>;
}

function remoteNamed(name: string): RemoteName {
  if (!isRemoteName(name)) throw new WrongUsage(`unknown remote "${name}" (known: ${REMOTE_NAMES.join(', ')})`);
  return name;
}

/** --force and --reason; forcing needs a reason, which the history keeps. */
function override({ force, reason }: Options): Override {
  if (force && !reason) throw new WrongUsage('--force needs --reason "…" (why the freeze is overridden)');
  return { force: force ?? false, ...(reason === undefined ? {} : { reason }) };
}

/** `value` as a whole number from `min` to `max`, else wrong usage naming `option`. */
function wholeNumber(option: string, value: string | undefined, min: number, max: number): number {
  const number = Number(value);
  if (value === undefined || !/^\d+$/.test(value) || number < min || number > max) throw new WrongUsage(`--${option} must be a whole number from ${min} to ${max}`);
  return number;
}

const remoteOf = (state: ReleaseState, name: RemoteName) => state.remotes.find((remote) => remote.name === name);
const served = (state: ReleaseState, name: RemoteName) => remoteOf(state, name)?.live ?? 'no version';

const COMMANDS: Record<string, Command> = {
  list: {
    args: [],
    options: ['json'],
    plan: (_args, { json }) => async (api) => {
      const state = await api.list();
      return json ? JSON.stringify(state, null, 2) : formatReleaseState(state);
    },
  },
  promote: {
    args: ['remote', 'version'],
    options: ['force', 'reason'],
    plan: ([name = '', version = ''], options) => {
      const [remote, change] = [remoteNamed(name), override(options)];
      return async (api) => {
        await api.promote(remote, version, change);
        return `${remote} ${version} is live; members get it on their next page load`;
      };
    },
  },
  rollback: {
    args: ['remote'],
    options: ['force', 'reason'],
    plan: ([name = ''], options) => {
      const [remote, change] = [remoteNamed(name), override(options)];
      return async (api) => {
        const state = await api.rollback(remote, change);
        return `${remote} is rolled back: ${served(state, remote)} is live; members get it on their next page load`;
      };
    },
  },
  canary: {
    args: ['remote', 'version'],
    options: ['share', 'force', 'reason'],
    plan: ([name = '', version = ''], options) => {
      const [remote, percent, change] = [remoteNamed(name), wholeNumber('share', options.share, 1, 100), override(options)];
      return async (api) => {
        const state = await api.canary(remote, version, percent, change);
        const candidate = remoteOf(state, remote)?.candidate;
        if (!candidate) return `${remote} ${served(state, remote)} is live for everyone; members get it on their next page load`;
        return `${remote} ${candidate.version} is served to ${candidate.share}% of members, ${served(state, remote)} to the others, from their next page load`;
      };
    },
  },
  stop: {
    args: ['remote'],
    options: [],
    plan: ([name = '']) => {
      const remote = remoteNamed(name);
      return async (api) => {
        const state = await api.stop(remote);
        return `${remote}: the canary is stopped; everyone gets ${served(state, remote)} on their next page load`;
      };
    },
  },
  pin: {
    args: ['remote', 'version'],
    options: ['user'],
    plan: ([name = '', version = ''], { user = [] }) => {
      const remote = remoteNamed(name);
      if (user.length === 0) throw new WrongUsage('pin needs --user <username> (once per tester)');
      return async (api) => {
        await api.pin(remote, version, user);
        return `${remote} ${version} is pinned for ${user.join(', ')}, marked as a preview, from their next page load`;
      };
    },
  },
  unpin: {
    args: ['remote', 'accountId'],
    options: [],
    plan: ([name = '', accountId = '']) => {
      const remote = remoteNamed(name);
      if (!/^[1-9]\d*$/.test(accountId)) throw new WrongUsage(`"${accountId}" is not an account id (remotes list shows each pin's)`);
      return async (api) => {
        const state = await api.unpin(remote, Number(accountId));
        return `${remote}: account ${accountId} is unpinned; it gets ${served(state, remote)} on its next page load`;
      };
    },
  },
  freeze: {
    args: [],
    options: ['minutes', 'lotto'],
    plan: (_args, { minutes, lotto = [] }) => {
      const span = wholeNumber('minutes', minutes, 0, 24 * 60);
      return async (api) => {
        const { freeze } = await api.freeze(span, lotto);
        const rule = span === 0 ? 'no freeze' : `no promote or canary ${span} minutes before a round of ${lotto.join(', ')} closes`;
        return `${rule}${freeze.active ? ' — in force now' : ''}`;
      };
    },
  },
};

function osUser(): string {
  try {
    return userInfo().username;
  } catch {
    return 'unknown';
  }
}

/** The operator, sent in a header: printable ASCII only. */
function operator(name: string): string {
  if (!/^[\x20-\x7e]+$/.test(name)) throw new WrongUsage(`the operator's name "${name}" must be plain ASCII letters (--by or REMOTES_OPERATOR)`);
  return name;
}

async function run(args: string[], source: NodeJS.ProcessEnv): Promise<string> {
  const parsed = (() => {
    try {
      return parseArgs({ args, options: OPTIONS, allowPositionals: true });
    } catch (error) {
      throw new WrongUsage((error as Error).message);
    }
  })();
  const [name = '', ...rest] = parsed.positionals;
  const command = COMMANDS[name];
  if (!command) throw new WrongUsage(name ? `unknown command "${name}"` : 'which command?');
  if (rest.length !== command.args.length) throw new WrongUsage(`${name} takes ${command.args.map((arg) => `<${arg}>`).join(' ') || 'no arguments'}`);
  const extra = Object.keys(parsed.values).filter((option) => option !== 'by' && !(command.options as readonly string[]).includes(option));
  if (extra.length > 0) throw new WrongUsage(`${name} takes no ${extra.map((option) => `--${option}`).join(', ')}`);
  const act = command.plan(rest, parsed.values);
  const env = readReleaseToolEnv(source);
  const by = operator(parsed.values.by ?? env.REMOTES_OPERATOR ?? osUser());
  return act(releaseApi({ apiUrl: apiUrls(env.API_URL)[0] as string, token: await releaseToken(env), by }));
}

/** Runs `remotes …args` with the environment `source`; never throws. */
export async function remotesCli(args: string[], source: NodeJS.ProcessEnv = process.env): Promise<CliAnswer> {
  try {
    return { status: 0, text: await run(args, source) };
  } catch (error) {
    if (error instanceof WrongUsage) return { status: 2, text: `${error.message}\n${USAGE}` };
    return { status: 1, text: (error as Error).message };
  }
}
