// The HTTP contract does not change by accident: the document the app builds equals the copy kept
// in api/openapi.json. After an intended change, run `pnpm --filter @tanghuay/api openapi` and
// commit the new copy with it (docs/architecture.md, "Changing the API").
import { useTestApp } from '../testing/test-app.ts';
import { formatDocument, readContract } from './openapi-document.ts';

const context = useTestApp();

type Operations = Record<string, unknown>;

/** "GET /api/x" → its operation, for every path and method of a document. */
function operationsOf(document: unknown): Operations {
  const paths = (document as { paths?: Record<string, Record<string, unknown>> }).paths ?? {};
  return Object.fromEntries(
    Object.entries(paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => [`${method.toUpperCase()} ${path}`, operation]),
    ),
  );
}

const same = (a: unknown, b: unknown) => formatDocument(a) === formatDocument(b);

describe('the OpenAPI document', () => {
  it('is the contract kept in api/openapi.json: every operation, schema and setting', async () => {
    await context.app.ready();
    const built = context.app.swagger();
    const kept = await readContract();
    const [now, before] = [operationsOf(built), operationsOf(kept)];
    const differences = [
      ...Object.keys(before).filter((name) => !(name in now)).map((name) => `removed: ${name}`),
      ...Object.keys(now).filter((name) => !(name in before)).map((name) => `added: ${name}`),
      ...Object.keys(now).filter((name) => name in before && !same(now[name], before[name])).map((name) => `changed: ${name}`),
    ];
    expect(differences).toEqual([]);
    // The rest too (info, components, key order): the whole text.
    expect(formatDocument(built)).toBe(formatDocument(kept));
  });
});
