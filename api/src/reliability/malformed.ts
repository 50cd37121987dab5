// Malformed values derived from a JSON schema, for the fuzzing suite (fuzz.test.ts): given the
// schema of a parameter or a body, a value it accepts (validExample) and the values it refuses
// (malformedValues, malformedBodies): wrong types, out of bounds, pattern and enum outsiders, huge
// strings, unicode oddities, deep nesting, missing and extra fields. Every variant is checked
// against the schema (conforms) and kept only if the schema refuses it, so a variant the document
// allows is never sent as "malformed". Pure functions; the schema subset is what the API's
// document uses (docs/architecture.md#changing-the-api), and an unknown keyword throws rather than
// guessing.
import type { JsonSchema } from './openapi-operations.ts';

export interface Variant {
  /** What the variant is, for failure reports: "pattern: \"-1\"". */
  label: string;
  value: unknown;
}

export interface BodyVariant {
  /** Where in the body: "body", "body.items[0].amount". */
  where: string;
  label: string;
  /** The whole body, with the variant in its place. */
  body: unknown;
}

export interface VariantOptions {
  /** At most this many variants per place (field or parameter), spread over the kinds. */
  cap: number;
  /** Length of the huge string variants. */
  hugeLength: number;
  /** Depth of the nested-array and nested-object variants. */
  nestingDepth: number;
  /** Parameters (path, query, header) carry text only: no wrong JSON types, no nesting. */
  text?: boolean;
}

/** A body variant's value at a place whose field is left out. */
export const MISSING: unique symbol = Symbol('missing');

const ANNOTATIONS = new Set(['description', 'title', 'example', 'examples', 'default', 'nullable', 'deprecated', 'readOnly', 'writeOnly']);
const KEYWORDS = new Set([
  'type',
  'enum',
  'const',
  'pattern',
  'minLength',
  'maxLength',
  'format',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'items',
  'minItems',
  'maxItems',
  'properties',
  'required',
  'additionalProperties',
  'anyOf',
]);

type Schema = JsonSchema & {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  nullable?: boolean;
};

function checkedSchema(schema: JsonSchema): Schema {
  for (const key of Object.keys(schema)) {
    if (!KEYWORDS.has(key) && !ANNOTATIONS.has(key)) throw new Error(`malformed.ts does not know the JSON schema keyword "${key}"`);
  }
  return schema as Schema;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function hasType(type: string, value: unknown): boolean {
  switch (type) {
    case 'string':
      return typeof value === 'string';
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'integer':
      return Number.isInteger(value);
    case 'boolean':
      return typeof value === 'boolean';
    case 'null':
      return value === null;
    case 'array':
      return Array.isArray(value);
    case 'object':
      return isObject(value);
    default:
      throw new Error(`malformed.ts does not know the JSON schema type "${type}"`);
  }
}

/** Length as JSON schema counts it: code points (a lone surrogate is one). */
function lengthOf(text: string): number {
  let length = text.length;
  for (let i = 0; i < text.length - 1; i += 1) {
    const code = text.charCodeAt(i);
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        length -= 1;
        i += 1;
      }
    }
  }
  return length;
}

const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function isDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const days = month === 2 && !leap ? 28 : (DAYS_IN_MONTH[month - 1] ?? 0);
  return month >= 1 && month <= 12 && day >= 1 && day <= days;
}

function hasFormat(format: string, text: string): boolean {
  if (format === 'date') return isDate(text);
  if (format === 'date-time') {
    const match = /^(\d{4}-\d{2}-\d{2})[Tt ](\d{2}):(\d{2}):(\d{2})(\.\d+)?([Zz]|[+-]\d{2}:?\d{2})$/.exec(text);
    return match !== null && isDate(match[1] ?? '') && Number(match[2]) < 24 && Number(match[3]) < 60 && Number(match[4]) < 61;
  }
  throw new Error(`malformed.ts does not know the JSON schema format "${format}"`);
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function stringConforms(s: Schema, text: string): boolean {
  if (s.minLength !== undefined && lengthOf(text) < s.minLength) return false;
  if (s.maxLength !== undefined && lengthOf(text) > s.maxLength) return false;
  if (s.pattern !== undefined && !new RegExp(s.pattern, 'u').test(text)) return false;
  return s.format === undefined || hasFormat(s.format, text);
}

function numberConforms(s: Schema, value: number): boolean {
  if (s.minimum !== undefined && value < s.minimum) return false;
  if (s.maximum !== undefined && value > s.maximum) return false;
  if (s.exclusiveMinimum !== undefined && value <= s.exclusiveMinimum) return false;
  return s.exclusiveMaximum === undefined || value < s.exclusiveMaximum;
}

function arrayConforms(s: Schema, value: unknown[]): boolean {
  if (s.minItems !== undefined && value.length < s.minItems) return false;
  if (s.maxItems !== undefined && value.length > s.maxItems) return false;
  const items = s.items;
  return items === undefined || value.every((item) => conforms(items, item));
}

function objectConforms(s: Schema, value: Record<string, unknown>): boolean {
  if ((s.required ?? []).some((name) => !Object.hasOwn(value, name) || value[name] === undefined)) return false;
  const properties = s.properties ?? {};
  return Object.entries(value).every(([name, item]) => {
    const property = Object.hasOwn(properties, name) ? properties[name] : undefined;
    if (property) return conforms(property, item);
    if (s.additionalProperties === false) return false;
    return isObject(s.additionalProperties) ? conforms(s.additionalProperties, item) : true;
  });
}

/** Whether `schema` accepts `value` (as the API's validator does: no coercion, no extra fields removed). */
export function conforms(schema: JsonSchema, value: unknown): boolean {
  const s = checkedSchema(schema);
  if (value === null && s.nullable === true) return true;
  if (s.anyOf && !s.anyOf.some((branch) => conforms(branch, value))) return false;
  if (s.type !== undefined) {
    const types = Array.isArray(s.type) ? s.type : [s.type];
    if (!types.some((type) => hasType(type, value))) return false;
  }
  if (s.enum && !s.enum.some((allowed) => sameJson(allowed, value))) return false;
  if (Object.hasOwn(s, 'const') && !sameJson(s.const, value)) return false;
  if (typeof value === 'string') return stringConforms(s, value);
  if (typeof value === 'number') return numberConforms(s, value);
  if (Array.isArray(value)) return arrayConforms(s, value);
  if (isObject(value)) return objectConforms(s, value);
  return true;
}

// ---- A value the schema accepts ----

/** Characters tried, in order, for one position of a pattern (a class, an escape, a dot). */
const CHARACTER_CANDIDATES = [...'a1A0ก_-. z9Z/:+%#,\'()@', '\u0E31'];

/** One element of a regular expression: a literal, a class or a group of alternatives, repeated. */
interface Atom {
  /** The element's text once (a group's: its first alternative's example). */
  text: (extra: number) => string;
  min: number;
  max: number;
}

/** Index just past the bracket expression starting at `start` ("[" … "]"). */
function classEnd(source: string, start: number): number {
  let i = start + 1;
  if (source[i] === '^') i += 1;
  if (source[i] === ']') i += 1;
  while (i < source.length && source[i] !== ']') i += source[i] === '\\' ? 2 : 1;
  return i + 1;
}

/** Index just past the group starting at `start` ("(" … ")"), nested groups and classes skipped. */
function groupEnd(source: string, start: number): number {
  let depth = 0;
  let i = start;
  while (i < source.length) {
    const char = source[i];
    if (char === '\\') i += 2;
    else if (char === '[') i = classEnd(source, i);
    else {
      if (char === '(') depth += 1;
      if (char === ')') depth -= 1;
      i += 1;
      if (depth === 0) return i;
    }
  }
  throw new Error(`unbalanced group in /${source}/`);
}

/** The first candidate character the one-character expression `expression` matches. */
function characterOf(expression: string): string {
  const matcher = new RegExp(`^(?:${expression})$`, 'u');
  const found = CHARACTER_CANDIDATES.find((candidate) => matcher.test(candidate));
  if (found === undefined) throw new Error(`no example character for ${expression}`);
  return found;
}

/** Splits `source` at its top-level "|". */
function alternatives(source: string): string[] {
  const parts: string[] = [];
  let start = 0;
  let i = 0;
  while (i < source.length) {
    const char = source[i];
    if (char === '\\') i += 2;
    else if (char === '[') i = classEnd(source, i);
    else if (char === '(') i = groupEnd(source, i);
    else {
      if (char === '|') {
        parts.push(source.slice(start, i));
        start = i + 1;
      }
      i += 1;
    }
  }
  parts.push(source.slice(start));
  return parts;
}

/** The quantifier at `at`: its bounds and the index past it. */
function quantifier(source: string, at: number): { min: number; max: number; end: number } {
  const char = source[at];
  if (char === '?') return { min: 0, max: 1, end: at + 1 };
  if (char === '*') return { min: 0, max: Infinity, end: at + 1 };
  if (char === '+') return { min: 1, max: Infinity, end: at + 1 };
  const braces = char === '{' ? /^\{(\d+)(,(\d*))?\}/.exec(source.slice(at)) : null;
  if (!braces) return { min: 1, max: 1, end: at };
  const min = Number(braces[1]);
  const max = braces[2] === undefined ? min : braces[3] ? Number(braces[3]) : Infinity;
  return { min, max, end: at + braces[0].length };
}

function atomsOf(source: string): Atom[] {
  const atoms: Atom[] = [];
  let i = 0;
  while (i < source.length) {
    const char = source[i] ?? '';
    let end: number;
    let text: (extra: number) => string;
    if (char === '^' || char === '$') {
      i += 1;
      continue;
    } else if (char === '(') {
      end = groupEnd(source, i);
      const inner = source.slice(i + 1, end - 1).replace(/^\?:/, '');
      text = (extra) => exampleOfSource(alternatives(inner)[0] ?? '', extra);
    } else if (char === '[') {
      end = classEnd(source, i);
      const example = characterOf(source.slice(i, end));
      text = () => example;
    } else if (char === '\\') {
      end = source[i + 1] === 'p' || source[i + 1] === 'P' ? source.indexOf('}', i) + 1 : i + 2;
      const example = characterOf(source.slice(i, end));
      text = () => example;
    } else {
      end = i + 1;
      const example = char === '.' ? 'a' : char;
      text = () => example;
    }
    const { min, max, end: after } = quantifier(source, end);
    atoms.push({ text, min, max });
    i = after;
  }
  return atoms;
}

/** A string the regular expression `source` (no top-level "|") matches; `extra` repeats more. */
function exampleOfSource(source: string, extra: number): string {
  return atomsOf(source)
    .map((atom) => atom.text(extra).repeat(Math.min(atom.max, atom.min + extra)))
    .join('');
}

/** A string of `s` (pattern, lengths, format). */
function stringExample(s: Schema): string {
  const tries: string[] = [];
  if (s.format === 'date') tries.push('2026-01-15');
  if (s.format === 'date-time') tries.push('2026-01-15T10:00:00Z');
  const pattern = s.pattern;
  for (let extra = 0; extra <= Math.max(s.minLength ?? 0, 1); extra += 1) {
    tries.push(pattern === undefined ? 'a'.repeat(Math.max(s.minLength ?? 1, 1)) : exampleOfSource(alternatives(pattern)[0] ?? '', extra));
  }
  const found = tries.find((text) => stringConforms(s, text));
  if (found === undefined) throw new Error(`no example string for ${JSON.stringify(s)}`);
  return found;
}

function numberExample(s: Schema): number {
  const candidates = [1, 100, s.minimum, s.maximum, (s.exclusiveMinimum ?? 0) + 1, (s.exclusiveMinimum ?? 0) + 0.5, 0];
  const found = candidates.find((n) => n !== undefined && (s.type !== 'integer' || Number.isInteger(n)) && numberConforms(s, n));
  if (found === undefined) throw new Error(`no example number for ${JSON.stringify(s)}`);
  return found;
}

/** A value `schema` accepts, with every property present (optional ones too). */
export function validExample(schema: JsonSchema): unknown {
  const s = checkedSchema(schema);
  const example = ((): unknown => {
    if (s.enum) return s.enum[0];
    if (Object.hasOwn(s, 'const')) return s.const;
    if (s.anyOf?.[0]) return validExample(s.anyOf[0]);
    const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
    switch (type) {
      case 'string':
        return stringExample(s);
      case 'number':
      case 'integer':
        return numberExample(s);
      case 'boolean':
        return true;
      case 'array': {
        const count = Math.min(Math.max(s.minItems ?? 1, 1), s.maxItems ?? Infinity);
        return Array.from({ length: count }, () => validExample(s.items ?? {}));
      }
      case 'object':
        return Object.fromEntries(Object.entries(s.properties ?? {}).map(([name, property]) => [name, validExample(property)]));
      default:
        return null;
    }
  })();
  if (!conforms(schema, example)) throw new Error(`no valid example for ${JSON.stringify(schema)}`);
  return example;
}

// ---- Values the schema refuses ----

/** How a variant shows in a report: JSON, long strings shortened to their start and length. */
export function describeValue(value: unknown): string {
  if (value === MISSING) return 'left out';
  const json = JSON.stringify(value) ?? String(value);
  return json.length <= 60 ? json : `${json.slice(0, 40)}… (${json.length} chars)`;
}

const nestedArrays = (depth: number, core: unknown): unknown => {
  let value = core;
  for (let i = 0; i < depth; i += 1) value = [value];
  return value;
};

const nestedObjects = (depth: number, core: unknown): unknown => {
  let value = core;
  for (let i = 0; i < depth; i += 1) value = { a: value };
  return value;
};

/** The JSON types `s` may accept (integer counted as number); undefined: any. */
function acceptedTypes(s: Schema): Set<string> | undefined {
  if (s.anyOf) {
    const branches = s.anyOf.map((branch) => acceptedTypes(checkedSchema(branch)));
    if (branches.some((types) => types === undefined)) return undefined;
    return new Set(branches.flatMap((types) => [...(types ?? [])]));
  }
  if (s.type === undefined) {
    return s.enum ? new Set(s.enum.map((value) => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value))) : undefined;
  }
  const types = (Array.isArray(s.type) ? s.type : [s.type]).map((type) => (type === 'integer' ? 'number' : type));
  return new Set(s.nullable === true ? [...types, 'null'] : types);
}

/** The candidates of each kind; only those the schema refuses become variants. */
function candidates(s: Schema, example: unknown, options: VariantOptions): [string, unknown[]][] {
  const types = acceptedTypes(s);
  const accepts = (type: string) => types === undefined || types.has(type);
  const text = typeof example === 'string' ? example : 'abc';
  const last = text.at(-1) ?? 'a';
  const kinds: [string, unknown[]][] = [];
  if (!options.text) {
    kinds.push(['wrong type', [12345, 1.5, 'abc', '', true, false, null, [], [example], {}, { value: example }]]);
    kinds.push(['deep nesting', [nestedArrays(options.nestingDepth, example), nestedObjects(options.nestingDepth, example)]]);
  }
  if (!options.text && accepts('number')) {
    kinds.push([
      'out of bounds',
      [
        ...(s.minimum === undefined ? [] : [s.minimum - 1, s.minimum - 0.001]),
        ...(s.exclusiveMinimum === undefined ? [] : [s.exclusiveMinimum, s.exclusiveMinimum - 1]),
        ...(s.maximum === undefined ? [] : [s.maximum + 1, s.maximum + 0.001]),
        ...(s.exclusiveMaximum === undefined ? [] : [s.exclusiveMaximum, s.exclusiveMaximum + 1]),
        -1,
        0,
        1e21,
        -1e21,
        Number.MAX_VALUE,
        -Number.MAX_VALUE,
        Number.MAX_SAFE_INTEGER + 3,
      ],
    ]);
  }
  if (accepts('array') && (s.minItems !== undefined || s.maxItems !== undefined)) {
    const item = Array.isArray(example) ? example[0] : example;
    kinds.push([
      'items',
      [
        ...(s.minItems === undefined ? [] : [Array.from({ length: Math.max(s.minItems - 1, 0) }, () => item)]),
        ...(s.maxItems === undefined ? [] : [Array.from({ length: s.maxItems + 1 }, () => item)]),
      ],
    ]);
  }
  if (!accepts('string')) return kinds;
  if (s.minLength !== undefined || s.maxLength !== undefined) {
    kinds.push([
      'length',
      [
        ...(s.minLength === undefined ? [] : [[...text].slice(0, Math.max(s.minLength - 1, 0)).join('')]),
        ...(s.maxLength === undefined ? [] : [text + last.repeat(Math.max(s.maxLength + 1 - lengthOf(text), 1))]),
      ],
    ]);
  }
  if (s.enum) kinds.push(['enum outsider', [text.toUpperCase(), `${text}x`, ` ${text}`, 'all', '*', text.slice(0, -1)]]);
  kinds.push(['id', ['9223372036854775808', '99999999999999999999', '-1', '0', '1e3', '01', '1.0', '0x10', ' 1', '1 ', '+1']]);
  kinds.push([
    'pattern',
    [
      '',
      ' ',
      'abc',
      'ABC',
      `${text} `,
      ` ${text}`,
      `${text}\n`,
      `!${text}`,
      `${text}/..`,
      "' OR '1'='1",
      '<script>alert(1)</script>',
      '../../etc/passwd',
      '%00',
      '${7*7}',
      'null',
      'true',
      '2026-02-30',
      '2026-13-01',
      '0000-00-00',
    ],
  ]);
  kinds.push([
    'unicode',
    [
      '\u0000',
      `${text}\u0000`,
      `\u202E${text}`,
      `\u200F${text}`,
      `${text}😀`,
      '😀😀😀',
      '\uD800',
      `${text}\uDC00`,
      `ก${'\u0E49'.repeat(64)}`,
      '\u0E31\u0E48',
      `\uFEFF${text}`,
      '１２３',
    ],
  ]);
  kinds.push(['huge', ['a'.repeat(options.hugeLength), '9'.repeat(options.hugeLength)]]);
  return kinds;
}

/** Takes one of each kind in turn until `cap`, so a cap keeps every kind. */
function roundRobin(kinds: Variant[][], cap: number): Variant[] {
  const chosen: Variant[] = [];
  for (let round = 0; chosen.length < cap && kinds.some((kind) => kind.length > round); round += 1) {
    for (const kind of kinds) {
      const variant = kind[round];
      if (variant && chosen.length < cap) chosen.push(variant);
    }
  }
  return chosen;
}

/**
 * Values `schema` refuses, built around `example` (a value it accepts), at most `cap`, labelled by
 * kind: "wrong type: null", "pattern: \"-1\"", "huge: \"aaaa…\" (1000002 chars)".
 */
export function malformedValues(schema: JsonSchema, example: unknown, options: VariantOptions): Variant[] {
  const s = checkedSchema(schema);
  const seen = new Set<string>();
  const kinds = candidates(s, example, options).map(([kind, values]) =>
    values.flatMap((value) => {
      if (options.text && typeof value !== 'string') return [];
      const key = typeof value === 'string' && value.length > 1000 ? `${value[0]}×${value.length}` : JSON.stringify(value);
      if (seen.has(key) || conforms(schema, value)) return [];
      seen.add(key);
      return [{ label: `${kind}: ${describeValue(value)}`, value }];
    }),
  );
  return roundRobin(kinds, options.cap);
}

type PathStep = string | number;

const placeOf = (path: readonly PathStep[]) =>
  path.reduce<string>((at, step) => (typeof step === 'number' ? `${at}[${step}]` : `${at}.${step}`), 'body');

/** `root` with the value at `path` replaced (or removed, for MISSING); `root` itself is unchanged. */
export function withValueAt(root: unknown, path: readonly PathStep[], value: unknown): unknown {
  const [step, ...rest] = path;
  if (step === undefined) return value;
  if (Array.isArray(root) && typeof step === 'number') {
    return root.map((item, index) => (index === step ? withValueAt(item, rest, value) : item));
  }
  const copy = { ...(root as Record<string, unknown>) };
  if (rest.length === 0 && value === MISSING) delete copy[step];
  else copy[step] = withValueAt(copy[step], rest, value);
  return copy;
}

/** `example` with one more own field (`__proto__` included: JSON carries it as a plain key). */
const withField = (example: Record<string, unknown>, name: string, value: unknown) =>
  Object.defineProperty({ ...example }, name, { value, enumerable: true, writable: true, configurable: true });

/** Fields the schema does not know, for objects that allow none. */
function extraFields(s: Schema, example: Record<string, unknown>): Variant[] {
  const extras: [string, unknown][] = [
    ['unexpected', 1],
    ['constructor', { prototype: { polluted: true } }],
    ['__proto__', { polluted: true }],
  ];
  // A known field in the wrong case ("Amount" for "amount").
  const first = Object.keys(s.properties ?? {})[0];
  if (first !== undefined && first.toUpperCase() !== first) extras.push([first.toUpperCase(), example[first]]);
  return extras.map(([name, value]) => ({
    label: `extra field: ${JSON.stringify(name)}: ${describeValue(value)}`,
    value: withField(example, name, value),
  }));
}

/**
 * Bodies `schema` refuses, one place changed at a time around a valid example: each field (at any
 * depth; arrays through their first item) gets malformedValues, each required field is left out,
 * and objects closed to extra fields get some. At most `cap` per place. `base` (default: validExample)
 * is the valid body the variants change.
 */
export function malformedBodies(schema: JsonSchema, options: VariantOptions, base: unknown = validExample(schema)): BodyVariant[] {
  if (!conforms(schema, base)) throw new Error(`the base body ${describeValue(base)} does not conform to its schema`);
  const variants: BodyVariant[] = [];
  const walk = (place: JsonSchema, path: readonly PathStep[]) => {
    const s = checkedSchema(place);
    const here = path.reduce<unknown>((value, step) => (value as Record<PathStep, unknown>)[step], base);
    const extras = s.additionalProperties === false && isObject(here) ? extraFields(s, here) : [];
    const atPlace = [...extras, ...malformedValues(place, here, { ...options, cap: Math.max(options.cap - extras.length, 0) })];
    const where = placeOf(path);
    for (const { label, value } of atPlace) variants.push({ where, label, body: withValueAt(base, path, value) });
    for (const [name, property] of Object.entries(s.properties ?? {})) {
      if (s.required?.includes(name)) {
        variants.push({ where: placeOf([...path, name]), label: 'missing required field', body: withValueAt(base, [...path, name], MISSING) });
      }
      walk(property, [...path, name]);
    }
    if (s.items && Array.isArray(here) && here.length > 0) walk(s.items, [...path, 0]);
  };
  walk(schema, []);
  return variants.filter((variant) => !conforms(schema, variant.body));
}
