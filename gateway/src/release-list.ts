// What `pnpm remotes list` shows people: for each remote, every version its server holds with
// when it was built, which one is live, the canary's candidate and share, each version's error
// rate since the rule's window began, and the testers pinned to a version; then the freeze, and the
// last changes. (`--json` prints the API's answer as it is.)
import type { HistoryLine, ReleaseState, RemoteRelease } from './release-api.ts';

/** How many history lines the table ends with. */
export const HISTORY_SHOWN = 10;

const time = (iso: string) => iso.slice(0, 19).replace('T', ' ');
const percent = (rate: number) => `${(rate * 100).toFixed(1)}%`;

function table(rows: string[][]): string[] {
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => row[column]?.length ?? 0))) ?? [];
  return rows.map((row) => `  ${row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ')}`.trimEnd());
}

function formatRemote({ name, server, serverError, live, candidate, versions, errors, pins }: RemoteRelease): string {
  const serving = [live ? `${live} is live` : 'no version is live', ...(candidate ? [`${candidate.version} to ${candidate.share}% since ${time(candidate.since)}`] : [])];
  const heading = `${name}: ${serving.join(' · ')} · server ${server}`;
  const warning = serverError ? [`  (the server did not list its versions: ${serverError})`] : [];
  // The live version and the candidate, also when the server does not (or no longer) list them.
  const built = new Map(versions.map((version) => [version.version, version.builtAt]));
  const names = [...versions.map(({ version }) => version), ...[live, candidate?.version].filter((version): version is string => !!version && !built.has(version))];
  const rows = names.map((version) => {
    const state = version === live ? 'live' : version === candidate?.version ? `canary ${candidate.share}%` : '';
    const counted = errors.find((line) => line.version === version);
    const builtAt = built.get(version);
    return [
      version,
      builtAt ? time(builtAt) : serverError ? '?' : 'not on the server',
      state,
      counted ? String(counted.loads) : '-',
      counted ? String(counted.failed) : '-',
      counted ? String(counted.errors) : '-',
      counted ? percent(counted.rate) : '-',
    ];
  });
  const body = rows.length > 0 ? table([['VERSION', 'BUILT (UTC)', 'SERVED', 'LOADS', 'FAILED', 'ERRORS', 'RATE'], ...rows]) : ['  no versions'];
  const pinned = pins.map(({ username, accountId, version, by, at }) => `  pinned: ${username} (account ${accountId}) gets ${version}, by ${by} at ${time(at)}`);
  return [heading, ...warning, ...body, ...pinned].join('\n');
}

function formatChange({ at, remote, action, version, share, by, reason, forced }: HistoryLine): string {
  const what = [action, version, share === null ? undefined : `${share}%`].filter(Boolean).join(' ');
  const why = [forced ? 'forced' : undefined, reason ? `"${reason}"` : undefined].filter(Boolean).join(': ');
  return `  ${time(at)}  ${remote}  ${what}  by ${by}${why ? `  (${why})` : ''}`;
}

/** The release state as a table per remote, the freeze and the last changes, for people. */
export function formatReleaseState({ remotes, history, freeze }: ReleaseState): string {
  const rule = freeze.minutes > 0 ? `Freeze: ${freeze.minutes} min before a round of ${freeze.lottos.join(', ') || 'no lottery'} closes.` : 'Freeze: none.';
  const frozen = freeze.round
    ? [rule, `Frozen: round ${freeze.round.id} (${freeze.round.lotteryName}) closes at ${time(freeze.round.closesAt)} UTC; a change now needs --force --reason "…".`]
    : [rule];
  const changes = history.length > 0 ? [`Last changes (UTC):`, ...history.slice(0, HISTORY_SHOWN).map(formatChange)] : ['No changes yet.'];
  return [...remotes.map(formatRemote), [...frozen, ...changes].join('\n')].join('\n\n');
}
