// What an audit entry changed, read compactly (docs/backoffice.md, "Pages"): the entry keeps the
// entity before and after as any JSON; only what differs is listed, each line a path and its value
// before and after. Lists of records (a round's limit items, a lottery's bet types) are matched by
// their identifying fields, so one changed limit reads "2top 12 · value: 50 → 70" rather than the
// whole list twice.

/** One difference: `before` undefined means added, `after` undefined means removed. */
export interface DiffLine {
  /** Where in the entity, e.g. "status" or "3top · rate"; empty for the entity as a whole. */
  path: string;
  before?: string;
  after?: string;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonRecord = { [key: string]: Json };

/** The fields that name a record in a list, in the order they are written. */
const ID_FIELDS = ['id', 'code', 'type', 'number', 'roundId', 'memberId'];

const isRecord = (value: unknown): value is JsonRecord => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A value as one short line: records as "key: value, …", lists with "; ". */
export function showValue(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (Array.isArray(value)) return value.length === 0 ? '[]' : value.map(showValue).join('; ');
  if (isRecord(value)) {
    return Object.entries(value)
      .map(([key, inner]) => `${key}: ${showValue(inner)}`)
      .join(', ');
  }
  return String(value);
}

/** The name of a record in a list ("3top 123"), or null when it has no identifying field. */
function identity(value: Json): string | null {
  if (!isRecord(value)) return null;
  const parts = ID_FIELDS.filter((field) => field in value && !isRecord(value[field]) && !Array.isArray(value[field])).map((field) => String(value[field]));
  return parts.length > 0 ? parts.join(' ') : null;
}

/** A record of a list without the fields that name it (its path names it already). */
function withoutId(value: Json | undefined): Json | undefined {
  if (!isRecord(value)) return value;
  return Object.fromEntries(Object.entries(value).filter(([field]) => !ID_FIELDS.includes(field)));
}

const join = (path: string, part: string) => (path === '' ? part : `${path} · ${part}`);

function diffInto(lines: DiffLine[], path: string, before: Json | undefined, after: Json | undefined): void {
  if (JSON.stringify(before) === JSON.stringify(after)) return;
  if (isRecord(before) && isRecord(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    for (const key of keys) diffInto(lines, join(path, key), before[key], after[key]);
    return;
  }
  if (Array.isArray(before) && Array.isArray(after) && [...before, ...after].every((item) => identity(item) !== null)) {
    const byName = (list: Json[]) => new Map(list.map((item) => [identity(item) ?? '', item]));
    const was = byName(before);
    const is = byName(after);
    for (const name of new Set([...was.keys(), ...is.keys()])) {
      const old = was.get(name);
      const now = is.get(name);
      if (old === undefined || now === undefined) lines.push(entire(join(path, name), withoutId(old), withoutId(now)));
      else diffInto(lines, join(path, name), old, now);
    }
    return;
  }
  lines.push(entire(path, before, after));
}

/** A line for a value that came, went or changed as a whole. */
function entire(path: string, before: Json | undefined, after: Json | undefined): DiffLine {
  return {
    path,
    ...(before !== undefined && { before: showValue(before) }),
    ...(after !== undefined && { after: showValue(after) }),
  };
}

/** What changed from `before` to `after` (null before: the entity was made, and every field is new). */
export function auditDiff(before: unknown, after: unknown): DiffLine[] {
  if ((before === null || before === undefined) && isRecord(after)) {
    return Object.entries(after).map(([key, value]) => ({ path: key, after: showValue(value) }));
  }
  const lines: DiffLine[] = [];
  diffInto(lines, '', (before ?? undefined) as Json | undefined, (after ?? undefined) as Json | undefined);
  return lines;
}
