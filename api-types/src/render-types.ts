// The text of src/openapi.ts: the TypeScript types openapi-typescript makes from the API's
// committed contract (api/openapi.json; docs/architecture.md, "Changing the API").
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';

export const CONTRACT_PATH = path.resolve(import.meta.dirname, '../../api/openapi.json');
export const TYPES_PATH = path.resolve(import.meta.dirname, 'openapi.ts');

const HEADER = `// Generated from api/openapi.json by \`pnpm --filter @tanghuay/api-types generate\`: do not edit.
// Friendly names for what the screens read are in index.ts.
`;

export async function renderTypes(): Promise<string> {
  const document = JSON.parse(await readFile(CONTRACT_PATH, 'utf8')) as Parameters<typeof openapiTS>[0];
  return HEADER + astToString(await openapiTS(document));
}
