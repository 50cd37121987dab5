// src/openapi.ts is committed: CI fails here when api/openapi.json changed and the types were not
// generated again (`pnpm --filter @tanghuay/api-types generate`).
import { readFile } from 'node:fs/promises';
import { expect, test } from '@jest/globals';
import { renderTypes, TYPES_PATH } from './render-types.ts';

test('src/openapi.ts is what api/openapi.json generates', async () => {
  const committed = await readFile(TYPES_PATH, 'utf8');
  expect(committed === (await renderTypes()) ? 'up to date' : 'stale: run pnpm --filter @tanghuay/api-types generate').toBe('up to date');
});
