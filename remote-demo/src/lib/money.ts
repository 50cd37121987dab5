// Demo amounts are whole cents (satang), so sums are exact; they are shown with two decimals.

/** 123456 → "1,234.56" */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const whole = Math.floor(Math.abs(cents) / 100);
  return `${sign}${whole.toLocaleString('en-US')}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;
}

/** 123456 → "฿1,234.56" */
export const formatBaht = (cents: number): string => `฿${formatCents(cents)}`;

/** "1,234.5" → 123450; undefined for anything that is not an amount with at most two decimals. */
export function parseCents(text: string): number | undefined {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text.trim().replaceAll(',', ''));
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}
