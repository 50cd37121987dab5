// Dates as a Thai member reads them: Bangkok time, Buddhist-era years (พ.ศ.) in Thai, the Gregorian
// calendar in English. The API speaks ISO instants and YYYY-MM-DD Bangkok days.
import type { Language } from '@tanghuay/shared-auth';

const ZONE = 'Asia/Bangkok';
const LOCALES: Record<Language, string> = { th: 'th-TH-u-ca-buddhist', en: 'en-GB' };

const cache = new Map<string, Intl.DateTimeFormat>();
export function formatter(language: Language, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language}:${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALES[language], { timeZone: ZONE, ...options });
    cache.set(key, format);
  }
  return format;
}

/** Noon of a Bangkok day: the same calendar day in every zone the formatter is asked about. */
export const dayInstant = (day: string) => new Date(`${day}T12:00:00+07:00`);

/** A Bangkok day (YYYY-MM-DD): "16 ธ.ค. 2569" / "16 Dec 2026". */
export function formatDay(day: string, language: Language): string {
  return formatter(language, { day: 'numeric', month: 'short', year: 'numeric' }).format(dayInstant(day));
}

/** A Bangkok day with its weekday: "พ. 16 ธ.ค. 2569". */
export function formatDayWithWeekday(day: string, language: Language): string {
  return formatter(language, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' }).format(dayInstant(day));
}

/** An instant: "16 ธ.ค. 2569 15:30". */
export function formatDateTime(iso: string, language: Language): string {
  return formatter(language, { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    new Date(iso),
  );
}

/** An instant as a member reads it in a sentence: "17 ธ.ค. 2569 15:30 น." / "17 Dec 2026 15:30". */
export function atText(iso: string, language: Language): string {
  const at = formatDateTime(iso, language);
  return language === 'th' ? `${at} น.` : at;
}

/** An instant's time of day in Bangkok: "15:30". */
export function formatTime(iso: string, language: Language): string {
  return formatter(language, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));
}

/** The Bangkok day (YYYY-MM-DD) of an instant. */
export function bangkokDay(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(at);
}

/** The day `days` after (or before, when negative) a YYYY-MM-DD day. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
