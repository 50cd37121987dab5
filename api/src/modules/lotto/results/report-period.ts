// The period of a report (docs/backoffice.md#api): whole Bangkok days from `from` to `to`, both
// included, at most 92 of them. Read by the member's win/lose and by the back office's reports.
import { ApiError } from '../../../plugins/errors.ts';
import { bangkokDayEnd, bangkokDayStart } from '../catalog/bangkok-time.ts';
import { bangkokDate } from '../catalog/schedule.ts';

/** The longest period, in days. */
export const MAX_REPORT_DAYS = 92;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A report's days (YYYY-MM-DD, Asia/Bangkok) and the instants [start, until) they cover. */
export interface ReportPeriod {
  from: string;
  to: string;
  start: Date;
  until: Date;
}

/** The start of a Bangkok day named in a query; 400 naming the field when there is no such day. */
export function dayStart(day: string, label: string): Date {
  const start = bangkokDayStart(day);
  if (!start) throw new ApiError(400, 'INVALID_DATE', `ไม่มีวันที่ ${day} (${label})`);
  return start;
}

/**
 * The period a query asks for: `to` by default today at `now`, `from` by default `defaultDays` − 1
 * days before `to`; 400 in Thai for a day that does not exist, `from` after `to` or a period
 * longer than 92 days. `labels` name the two fields in messages.
 */
export function reportPeriod(
  query: { from?: string | undefined; to?: string | undefined },
  { now, defaultDays, labels }: { now: Date; defaultDays: number; labels: { from: string; to: string } },
): ReportPeriod {
  const to = query.to ?? bangkokDate(now);
  const toStart = dayStart(to, labels.to);
  const from = query.from ?? bangkokDate(new Date(toStart.getTime() - (defaultDays - 1) * DAY_MS));
  const start = dayStart(from, labels.from);
  if (start > toStart) throw new ApiError(400, 'INVALID_RANGE', 'วันที่เริ่มต้องไม่อยู่หลังวันที่สิ้นสุด');
  if ((toStart.getTime() - start.getTime()) / DAY_MS + 1 > MAX_REPORT_DAYS) {
    throw new ApiError(400, 'RANGE_TOO_LONG', `ดูรายงานได้ครั้งละไม่เกิน ${MAX_REPORT_DAYS} วัน`);
  }
  return { from, to, start, until: bangkokDayEnd(toStart) };
}
