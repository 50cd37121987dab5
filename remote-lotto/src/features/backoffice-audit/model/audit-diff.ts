// What an audit entry changed, in words (docs/backoffice.md, "Pages"): the entry keeps the entity
// before and after as any JSON; only what differs is listed, a line per field, labelled and
// formatted by the table (model/audit-table.ts): "สถานะ: รอดำเนินการ → อนุมัติแล้ว". A field with a
// format is compared in words, as a whole; a record without one, field by field. Lists of records (a
// round's limit items, a lottery's bet types) are matched by each record's name, so one changed
// limit reads "2 ตัวบน 12: จ่าย 50% → จ่าย 70%" rather than the whole list twice. Fields the table
// does not know read by their key, records of an unknown list are named by their identifying fields.
import type { Language } from '@tanghuay/shared-auth';
import { type Fields, type ListReading, readingOf } from './audit-table.ts';
import { anyValue, type Format, isRecord, type Json, type JsonRecord } from './audit-values.ts';

/**
 * One line: `before` only, removed; `after` only, added (or a field of something made); both,
 * changed — or, when equal, shown for context.
 */
export interface ChangeLine {
  /** Unique within the entry: the field's path, or the record's name and field. */
  key: string;
  /** "สถานะ", "2 ตัวบน 12", "ฝากเงิน · ขั้นต่ำต่อครั้ง"; empty for the entity as a whole. */
  label: string;
  before?: string;
  after?: string;
}

export interface AuditChange {
  action: string;
  entity: string;
  before: unknown;
  after: unknown;
}

/** The fields that name a record of a list the table does not describe, in the order they are written. */
const ID_FIELDS = ['id', 'code', 'type', 'number', 'roundId', 'memberId'];

/** A list no table entry describes: records named by their identifying fields, read field by field. */
const ANY_LIST: ListReading = {
  name: (record, language) =>
    ID_FIELDS.filter((field) => field in record && !isRecord(record[field]) && !Array.isArray(record[field]))
      .map((field) => anyValue(record[field] ?? null, language))
      .join(' '),
};

const join = (label: string, part: string) => (label === '' ? part : `${label} · ${part}`);
const same = (a: Json | undefined, b: Json | undefined) => JSON.stringify(a) === JSON.stringify(b);
const namedRecords = (list: ListReading, value: Json | undefined, language: Language) =>
  Array.isArray(value) && value.every(isRecord) && value.every((record) => list.name(record, language) !== '');

/** Reads entries into `lines`, in `language`. */
function reader(lines: ChangeLine[], language: Language) {
  const push = (key: string, label: string, before: string | undefined, after: string | undefined): void => {
    if (before === after && before !== undefined) return;
    lines.push({ key, label, ...(before !== undefined && { before }), ...(after !== undefined && { after }) });
  };

  /** The value at `path` of the entity (`key` names its line, `label` what holds it), read with `fields`. */
  function value(fields: Fields, path: string, key: string, label: string, before: Json | undefined, after: Json | undefined): void {
    if (same(before, after)) return;
    const reading = fields[path];
    const here = path === '' ? label : join(label, reading?.label[language] ?? path.slice(path.lastIndexOf('.') + 1));
    // Something that came where there was nothing: its value alone, not "— → value".
    const was = before === null && after !== undefined && after !== null ? undefined : before;
    const words = (format: Format, json: Json | undefined) => (json === undefined ? undefined : format(json, language));
    if (reading?.format) {
      push(key, here, words(reading.format, was), words(reading.format, after));
    } else if ((isRecord(was) || was === undefined) && (isRecord(after) || after === undefined)) {
      // In the table's order (the database keeps JSON keys in an order of its own), then the others.
      const inner = (field: string) => (path === '' ? field : `${path}.${field}`);
      const known = Object.keys(fields);
      const rank = (field: string) => (known.includes(inner(field)) ? known.indexOf(inner(field)) : known.length);
      const keys = [...new Set([...Object.keys(was ?? {}), ...Object.keys(after ?? {})])].sort((a, b) => rank(a) - rank(b));
      for (const field of keys) value(fields, inner(field), key === '' ? field : `${key}.${field}`, here, was?.[field], after?.[field]);
    } else if (namedRecords(ANY_LIST, was, language) && namedRecords(ANY_LIST, after, language)) {
      list(ANY_LIST, key, here, was as JsonRecord[], after as JsonRecord[]);
    } else {
      push(key, here, words(anyValue, was), words(anyValue, after));
    }
  }

  /** Two lists of records, matched by name. */
  function list(reading: ListReading, key: string, label: string, before: readonly JsonRecord[], after: readonly JsonRecord[]): void {
    const byName = (records: readonly JsonRecord[]) => new Map(records.map((record) => [reading.name(record, language), record]));
    const was = byName(before);
    const is = byName(after);
    // A record that came or went, as a whole: its words, or its fields but the ones that name it.
    const whole = (record: JsonRecord) =>
      reading.words
        ? reading.words(record, language)
        : Object.entries(record)
            .filter(([field]) => !ID_FIELDS.includes(field))
            .map(([field, json]) => `${reading.fields?.[field]?.label[language] ?? field}: ${(reading.fields?.[field]?.format ?? anyValue)(json, language)}`)
            .join(', ');
    for (const name of new Set([...was.keys(), ...is.keys()])) {
      const old = was.get(name);
      const now = is.get(name);
      const here = join(label, name);
      const line = `${key}[${name}]`;
      if (old && now && !reading.words) value(reading.fields ?? {}, '', line, here, old, now);
      else push(line, here, old && whole(old), now && whole(now));
    }
  }

  return { value, list };
}

/** The lines of what an entry changed, context first. */
export function auditChanges({ action, entity, before, after }: AuditChange, language: Language): ChangeLine[] {
  const reading = readingOf(action, entity);
  const fields = reading.fields ?? {};
  const lines: ChangeLine[] = [];
  const read = reader(lines, language);
  const was = (before ?? undefined) as Json | undefined;
  const is = (after ?? undefined) as Json | undefined;
  const list = reading.list;
  if (list && [was, is].every((value) => value === undefined || Array.isArray(value))) {
    read.list(list, '', '', (was ?? []) as JsonRecord[], (is ?? []) as JsonRecord[]);
  } else {
    read.value(fields, '', '', '', was, is);
  }
  const context = (reading.context ?? []).flatMap((path): ChangeLine[] => {
    const field = fields[path];
    const value = isRecord(is) ? is[path] : isRecord(was) ? was[path] : undefined;
    if (!field || value === undefined || lines.some((line) => line.key === path)) return [];
    const words = (field.format ?? anyValue)(value, language);
    return [{ key: path, label: field.label[language], before: words, after: words }];
  });
  return [...context, ...lines];
}
