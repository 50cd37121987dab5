// Typed reading of environment variables, for each package's env module: the module lists its
// variables with their defaults in one object, and `readEnv` turns the text into values, or
// throws one error naming every variable that is wrong. An empty variable counts as unset.

/** Turns one variable's raw text (undefined when unset) into its value; throws when it is wrong. */
export type Variable<T> = (raw: string | undefined, name: string) => T;

/** A kind of variable: with a default it always has a value, without one it may be undefined. */
interface Kind<T> {
  (): Variable<T | undefined>;
  (fallback: T): Variable<T>;
}

function kind<T>(parse: (raw: string, name: string) => T): Kind<T> {
  return ((fallback?: T) => (raw: string | undefined, name: string) =>
    raw === undefined || raw === '' ? fallback : parse(raw, name)) as Kind<T>;
}

function wholeNumber(min: number, max: number, expected: string) {
  return (raw: string, name: string): number => {
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min || value > max) throw new Error(`${name} must be ${expected}, not "${raw}"`);
    return value;
  };
}

export const text = kind((raw) => raw);
export const port = kind(wholeNumber(1, 65_535, 'a port number (1-65535)'));
/** How many of something: a whole number above 0. */
export const count = kind(wholeNumber(1, Number.MAX_SAFE_INTEGER, 'a whole number above 0'));

export type Env<S extends Record<string, Variable<unknown>>> = { [Name in keyof S]: ReturnType<S[Name]> };

export function readEnv<S extends Record<string, Variable<unknown>>>(
  variables: S,
  source: Record<string, string | undefined> = process.env,
): Env<S> {
  const values: Record<string, unknown> = {};
  const problems: string[] = [];
  for (const [name, read] of Object.entries(variables)) {
    try {
      values[name] = read(source[name], name);
    } catch (error) {
      problems.push((error as Error).message);
    }
  }
  if (problems.length > 0) throw new Error(`Invalid environment:\n${problems.join('\n')}`);
  return values as Env<S>;
}
