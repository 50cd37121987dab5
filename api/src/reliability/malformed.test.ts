// The fuzzing generator (malformed.ts) judges the schema as the API's validator does, builds valid
// examples from patterns, and answers only variants the schema refuses, every kind under a cap.
import { idString } from '../lib/ids.ts';
import { conforms, malformedBodies, malformedValues, validExample, type VariantOptions } from './malformed.ts';

const options: VariantOptions = { cap: 12, hugeLength: 1_000, nestingDepth: 10 };

describe('conforms', () => {
  it('counts string lengths in code points, as JSON schema does', () => {
    expect(conforms({ type: 'string', maxLength: 1 }, '😀')).toBe(true);
    expect(conforms({ type: 'string', maxLength: 1 }, 'ab')).toBe(false);
  });

  it('checks formats, nullable, required and closed objects (a "__proto__" key included)', () => {
    expect(conforms({ type: 'string', format: 'date' }, '2028-02-29')).toBe(true);
    expect(conforms({ type: 'string', format: 'date' }, '2026-02-29')).toBe(false);
    expect(conforms({ type: 'number', nullable: true }, null)).toBe(true);
    const closed = { type: 'object', required: ['a'], additionalProperties: false, properties: { a: { type: 'integer' } } };
    expect(conforms(closed, { a: 1 })).toBe(true);
    expect(conforms(closed, { a: 1.5 })).toBe(false);
    expect(conforms(closed, {})).toBe(false);
    expect(conforms(closed, JSON.parse('{"a":1,"__proto__":{}}'))).toBe(false);
  });

  it('refuses to guess about a keyword it does not know', () => {
    expect(() => conforms({ type: 'number', multipleOf: 2 }, 4)).toThrow(/multipleOf/);
  });
});

describe('validExample', () => {
  it('builds values from patterns, lengths and bounds', () => {
    expect(validExample(idString)).toBe('1');
    const name = { type: 'string', minLength: 2, maxLength: 100, pattern: "^[\\p{L}\\p{M} .'-]+$" };
    expect(conforms(name, validExample(name))).toBe(true);
    expect(validExample({ type: 'number', exclusiveMinimum: 0, maximum: 0.5 })).toBe(0.5);
  });
});

describe('malformedValues', () => {
  it('answers only values the schema refuses, ids past 64 bits among them', () => {
    const values = malformedValues(idString, '1', { ...options, cap: 100, text: true });
    expect(values.every(({ value }) => !conforms(idString, value))).toBe(true);
    expect(values.map(({ value }) => value)).toEqual(expect.arrayContaining(['9223372036854775808', '99999999999999999999', '-1', '0', '1e3']));
    expect(values.every(({ value }) => typeof value === 'string')).toBe(true);
  });

  it('keeps every kind under the cap', () => {
    const kinds = malformedValues({ type: 'string', enum: ['open', 'closed'] }, 'open', options).map(({ label }) => label.split(':')[0]);
    expect(kinds).toHaveLength(options.cap);
    expect(new Set(kinds)).toEqual(new Set(['wrong type', 'deep nesting', 'enum outsider', 'id', 'pattern', 'unicode', 'huge']));
  });

  it('sends nothing as malformed that the schema allows', () => {
    expect(malformedValues({}, 'anything', options)).toEqual([]);
  });
});

describe('malformedBodies', () => {
  it('changes one place at a time: fields at any depth, missing required ones, extra ones', () => {
    const schema = {
      type: 'object',
      required: ['items'],
      additionalProperties: false,
      properties: { items: { type: 'array', minItems: 1, items: { type: 'object', required: ['n'], properties: { n: { type: 'integer', minimum: 1 } } } } },
    };
    const variants = malformedBodies(schema, options);
    expect(variants.every(({ body }) => !conforms(schema, body))).toBe(true);
    const places = variants.map(({ where, label }) => `${where} · ${label}`);
    expect(places).toEqual(
      expect.arrayContaining([
        'body · extra field: "unexpected": 1',
        'body.items · missing required field',
        'body.items · wrong type: "abc"',
        'body.items[0].n · missing required field',
        'body.items[0].n · out of bounds: 0',
      ]),
    );
  });
});
