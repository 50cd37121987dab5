// JSON Schema building blocks the lottery's route files share, each keeping its literal types so
// handlers stay typed from their schemas (nullable, shared with other modules, is in lib/schemas.ts).

/** A closed object schema whose properties are all required. */
export const object = <const P extends Record<string, unknown>>(properties: P) =>
  ({
    type: 'object',
    required: Object.keys(properties) as readonly (keyof P & string)[],
    additionalProperties: false,
    properties,
  }) as const;

/** A lottery's code. */
export const lottoCode = { type: 'string', pattern: '^[a-z0-9-]{1,30}$' } as const;
