// What the releases page computes from the API's answer (docs/backoffice.md, "Releases on screen"):
// each version the remote's server holds with its error figures and whether it is live or the
// canary, what a history entry's action reads as, a contract gate's refusal a mismatch a line, and
// the boxes the page checks before sending — a canary's share, a forced change's reason and the
// freeze's minutes.
import type { Language } from '@tanghuay/shared-auth';
import type { ReleaseVersion, RemoteRelease, VersionErrors } from '../api/releases.ts';

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

/** The history's actions (the API's `action`, a plain string in its contract). */
const ACTION_NAMES: Readonly<Record<string, Record<Language, string>>> = {
  promote: { th: 'ใช้งานจริง', en: 'Promoted' },
  rollback: { th: 'ย้อนกลับเวอร์ชัน', en: 'Rolled back' },
  canary: { th: 'canary', en: 'Canary' },
  stop: { th: 'หยุด canary', en: 'Canary stopped' },
  'auto-stop': { th: 'หยุด canary อัตโนมัติ', en: 'Canary stopped automatically' },
  pin: { th: 'ปักหมุดเวอร์ชัน', en: 'Pinned' },
  unpin: { th: 'เลิกปักหมุด', en: 'Unpinned' },
};

/** A history entry's action in words; an action this page does not know reads as its code. */
export const actionName = (action: string, language: Language): string => ACTION_NAMES[action]?.[language] ?? action;

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

/** The longest freeze the API takes, in minutes (a day). */
export const FREEZE_MAX_MINUTES = 24 * 60;

/** A freeze's minutes as typed: a whole number from 0 (no freeze) to FREEZE_MAX_MINUTES, or null. */
export function readFreezeMinutes(typed: string): number | null {
  const minutes = Number(typed.trim());
  return typed.trim() !== '' && Number.isInteger(minutes) && minutes >= 0 && minutes <= FREEZE_MAX_MINUTES ? minutes : null;
}

/** Whether a freeze rule freezes anything: some minutes before a close of some lottery. */
export const freezes = (rule: { minutes: number; lottos: readonly string[] }): boolean => rule.minutes > 0 && rule.lottos.length > 0;

/**
 * A contract gate's refusal as the API words it — a lead, then the mismatches after the first ": ",
 * joined by "; " — as the lead and a line per mismatch. A message of another shape is all lead.
 */
export function refusalLines(message: string): { lead: string; mismatches: string[] } {
  const colon = message.indexOf(': ');
  if (colon < 0) return { lead: message, mismatches: [] };
  const mismatches = message
    .slice(colon + 2)
    .split('; ')
    .map((mismatch) => mismatch.trim())
    .filter((mismatch) => mismatch !== '');
  return { lead: message.slice(0, colon), mismatches };
}
