// When a canary stops by itself (docs/architecture.md, "Remote releases"): the host reports, per
// remote and version, each page load that loaded the remote (`loads`) or gave up on it after its
// retries (`failed`), and each error its boundary caught (`errors`). Over the last `windowSeconds`,
// once the candidate has had at least `minLoads` page loads (loaded or failed), it is stopped when
// its failure rate exceeds the live version's by more than `margin`.

/** What the beacons reported of one version over the window. */
export interface VersionCounts {
  /** Page loads that loaded the remote. */
  loads: number;
  /** Page loads that gave up on it after the retries. */
  failed: number;
  /** Errors its error boundary caught. */
  errors: number;
}

/** Page loads that tried the version: loaded or failed. */
export const pageLoads = ({ loads, failed }: VersionCounts): number => loads + failed;

export interface RollbackRule {
  /** How far back the counts go, seconds. */
  windowSeconds: number;
  /** How much higher than the live version's the candidate's failure rate may be, as a fraction (0.05 = 5 points). */
  margin: number;
  /** The candidate's page loads in the window before the rule judges it. */
  minLoads: number;
}

/** Failures per page load; 0 without any. An error may follow a load on the same page: capped at 1. */
export function failureRate(counts: VersionCounts): number {
  const tried = pageLoads(counts);
  return tried === 0 ? 0 : Math.min(1, (counts.failed + counts.errors) / tried);
}

const percent = (rate: number) => `${(rate * 100).toFixed(1)} %`;

/** Why the candidate must stop, or null while it may go on (too few loads, or not worse enough). */
export function stopReason(candidate: VersionCounts, live: VersionCounts, rule: RollbackRule): string | null {
  if (pageLoads(candidate) < rule.minLoads) return null;
  const [candidateRate, liveRate] = [failureRate(candidate), failureRate(live)];
  if (candidateRate - liveRate <= rule.margin) return null;
  return (
    `failure rate ${percent(candidateRate)} over ${pageLoads(candidate)} page loads in the last ${rule.windowSeconds} s, ` +
    `against ${percent(liveRate)} for the live version (margin ${percent(rule.margin)})`
  );
}
