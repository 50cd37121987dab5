// When a canary stops by itself (docs/architecture.md, "Remote releases"): the host reports each
// remote's page loads and its failures (a load that failed after retries, an error its boundary
// caught) per version; over the last `windowSeconds`, once the candidate has at least `minLoads`
// loads, it is stopped when its failure rate exceeds the live version's by more than `margin`.

/** What the beacons reported of one version over the window. */
export interface VersionCounts {
  loads: number;
  failed: number;
  errors: number;
}

export interface RollbackRule {
  /** How far back the counts go, seconds. */
  windowSeconds: number;
  /** How much higher than the live version's the candidate's failure rate may be, as a fraction (0.05 = 5 points). */
  margin: number;
  /** The candidate's page loads in the window before the rule judges it. */
  minLoads: number;
}

/** Failures per page load; 0 without loads. Failures can outnumber loads (a page may fail twice): capped at 1. */
export function failureRate({ loads, failed, errors }: VersionCounts): number {
  return loads === 0 ? 0 : Math.min(1, (failed + errors) / loads);
}

const percent = (rate: number) => `${(rate * 100).toFixed(1)} %`;

/** Why the candidate must stop, or null while it may go on (too few loads, or not worse enough). */
export function stopReason(candidate: VersionCounts, live: VersionCounts, rule: RollbackRule): string | null {
  if (candidate.loads < rule.minLoads) return null;
  const [candidateRate, liveRate] = [failureRate(candidate), failureRate(live)];
  if (candidateRate - liveRate <= rule.margin) return null;
  return (
    `failure rate ${percent(candidateRate)} over ${candidate.loads} loads in the last ${rule.windowSeconds} s, ` +
    `against ${percent(liveRate)} for the live version (margin ${percent(rule.margin)})`
  );
}
