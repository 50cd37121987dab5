// `pnpm --filter @tanghuay/api openapi`: writes the app's OpenAPI document to api/openapi.json,
// the contract kept in the repository (openapi-document.ts).
import { currentDocument, writeContract } from './openapi-document.ts';

await writeContract(await currentDocument());
console.log('api/openapi.json written');
