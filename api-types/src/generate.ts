// `pnpm --filter @tanghuay/api-types generate`: rewrites src/openapi.ts from api/openapi.json.
import { writeFile } from 'node:fs/promises';
import { renderTypes, TYPES_PATH } from './render-types.ts';

await writeFile(TYPES_PATH, await renderTypes());
