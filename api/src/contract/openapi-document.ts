// The API's OpenAPI document as the app builds it from its routes (what /api/docs/json answers),
// and the copy of it kept in the repository (api/openapi.json): the HTTP contract the screens,
// the gateway and other callers rely on. `pnpm --filter @tanghuay/api openapi` writes the copy;
// openapi-contract.test.ts fails while the two differ, so every change of the contract is seen
// and made on purpose (docs/architecture.md, "Changing the API").
import { readFile, writeFile } from 'node:fs/promises';
import { buildApp } from '../app.ts';
import { openConnection } from '../db/connection.ts';
import { migrate } from '../db/migrate.ts';

export const CONTRACT_FILE = new URL('../../openapi.json', import.meta.url);

/** The document of an app built over a fresh in-memory database. */
export async function currentDocument(): Promise<unknown> {
  const connection = await openConnection({ pgliteDir: undefined });
  try {
    await migrate(connection);
    const app = await buildApp({ connection });
    try {
      await app.ready();
      return app.swagger();
    } finally {
      await app.close();
    }
  } finally {
    await connection.close();
  }
}

/** `entries` sorted by key. */
const sortedByKey = <T>(entries: Record<string, T>): Record<string, T> =>
  Object.fromEntries(Object.entries(entries).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));

/**
 * The document as kept: paths, and each path's methods, in alphabetical order, so the text does
 * not depend on the order in which app.ts registers the modules.
 */
export function formatDocument(document: unknown): string {
  const { paths, ...rest } = document as { paths?: Record<string, Record<string, unknown>> };
  const ordered = paths === undefined ? rest : { ...rest, paths: sortedByKey(Object.fromEntries(Object.entries(paths).map(([path, methods]) => [path, sortedByKey(methods)]))) };
  return `${JSON.stringify(ordered, null, 2)}\n`;
}

export const readContract = async (): Promise<unknown> => JSON.parse(await readFile(CONTRACT_FILE, 'utf8'));

export const writeContract = async (document: unknown): Promise<void> => writeFile(CONTRACT_FILE, formatDocument(document));
