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

export const formatDocument = (document: unknown): string => `${JSON.stringify(document, null, 2)}\n`;

export const readContract = async (): Promise<unknown> => JSON.parse(await readFile(CONTRACT_FILE, 'utf8'));

export const writeContract = async (document: unknown): Promise<void> => writeFile(CONTRACT_FILE, formatDocument(document));
