// What the releases page computes from the API's answer (docs/backoffice.md, "Releases"): each
// version the remote's server holds with its error figures and whether it is live or the canary,
// what a history entry's action reads as, and the two boxes the page checks before sending — a
// canary's share and a forced change's reason.
import type { Language } from '@tanghuay/shared-auth';
import type { ReleaseAction, ReleaseVersion, RemoteRelease, VersionErrors } from '../api/releases.ts';

export type VersionRole = 'live' | 'candidate' | null;

export interface VersionRow extends ReleaseVersion {
  role: VersionRole;
  /** The error figures of the rule's window, or null when the version has none. */
  errors: VersionErrors | null;
}

/** The versions the remote's server holds, newest first, each with its role and errors. */
export function versionRows(remote: RemoteRelease): VersionRow[] {
  return remote.versions.map((held) => ({
    ...held,
    role: held.version === remote.live ? 'live' : held.version === remote.candidate?.version ? 'candidate' : null,
    errors: remote.errors.find((figures) => figures.version === held.version) ?? null,
  }));
}

const ACTION_NAMES: Readonly<Record<ReleaseAction, Record<Language, string>>> = {
  promote: { th: 'ใช้งานจริง', en: 'Promoted' },
  rollback: { th: 'ย้อนกลับเวอร์ชัน', en: 'Rolled back' },
  canary: { th: 'canary', en: 'Canary' },
  stop: { th: 'หยุด canary', en: 'Canary stopped' },
  'auto-stop': { th: 'หยุด canary อัตโนมัติ', en: 'Canary stopped automatically' },
  pin: { th: 'ปักหมุดเวอร์ชัน', en: 'Pinned' },
  unpin: { th: 'เลิกปักหมุด', en: 'Unpinned' },
};

/** A history entry's action in words; an action this page does not know reads as its code. */
export const actionName = (action: string, language: Language): string => ACTION_NAMES[action as ReleaseAction]?.[language] ?? action;

/** An error rate (0.1) as a percent with one decimal ("10.0%"). */
export const percentOf = (rate: number): string => `${(rate * 100).toFixed(1)}%`;

export const SHARE_STEPS = [10, 50, 100] as const;

/** A canary's share as typed: a whole percent from 1 to 100, or null. */
export function readShare(typed: string): number | null {
  const share = Number(typed.trim());
  return typed.trim() !== '' && Number.isInteger(share) && share >= 1 && share <= 100 ? share : null;
}

/** The shortest reason the API takes for a forced change. */
export const FORCE_REASON_MIN = 5;

/** A forced change's reason as typed, trimmed, or null when it is too short. */
export function readReason(typed: string): string | null {
  const reason = typed.trim();
  return reason.length >= FORCE_REASON_MIN ? reason : null;
}
