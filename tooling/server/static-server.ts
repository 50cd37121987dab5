#!/usr/bin/env node
// A remote's own server: its dist folder (every built version side by side) under its mount path.
// A remote's `serve` script runs it as `tanghuay-static-server --dir dist --mount /remotes/lotto/`;
// --port and --host default to PORT and HOST. Outside the mount, so the gateway does not publish
// them, it answers operators and orchestrators (docs/architecture.md, "Remote releases"):
//   GET /versions.json   the versions it holds: {"versions": [{"version", "builtAt"}]}
//   GET /health/live     200 while the process runs
//   GET /health/ready    200 when the folder is readable and holds a version with a manifest, else 503
// Every error it answers (404, 403, 500, a malformed request) is the product's envelope in Thai.
import { parseArgs } from 'node:util';
import path from 'node:path';
import Fastify from 'fastify';
import { port, readEnv, text } from '../env.ts';
import { answerErrorsInEnvelope, envelopeOptions } from './error-envelope.ts';
import { listVersions, serveFolder } from './static-files.ts';

export async function buildStaticServer(dir: string, mount: string) {
  const root = path.resolve(dir);
  const app = Fastify({ logger: false, ...envelopeOptions });
  answerErrorsInEnvelope(app);
  await serveFolder(app, root, mount);
  await app.register(async (operator) => {
    operator.addHook('onRequest', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });
    operator.get('/versions.json', async () => ({ versions: await listVersions(root) }));
    operator.get('/health/live', async () => ({ status: 'ok' }));
    operator.get('/health/ready', async (_request, reply) => {
      const reason = await notReadyBecause(root);
      return reason ? reply.code(503).send({ status: 'unavailable', reason }) : { status: 'ok' };
    });
  });
  return app;
}

/** Why the server cannot serve a version yet, or undefined when it can. */
async function notReadyBecause(root: string): Promise<string | undefined> {
  try {
    const versions = await listVersions(root);
    return versions.length === 0 ? `no version folder with an mf-manifest.json in ${root}` : undefined;
  } catch (error) {
    return `cannot read ${root}: ${(error as Error).message}`;
  }
}

if (import.meta.main) {
  const env = readEnv({ HOST: text('127.0.0.1'), PORT: port() });
  const { values } = parseArgs({
    options: {
      dir: { type: 'string' },
      mount: { type: 'string' },
      port: { type: 'string', default: env.PORT?.toString() },
      host: { type: 'string', default: env.HOST },
    },
  });
  if (!values.dir || !values.mount || !values.port) {
    throw new Error('usage: tanghuay-static-server --dir <folder> --mount </remotes/name/> --port <port>');
  }
  const app = await buildStaticServer(values.dir, values.mount);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void app.close().then(() => process.exit(0)));
  }
  await app.listen({ host: values.host, port: Number(values.port) });
  console.log(`serving ${values.dir} at ${values.mount} on ${values.host}:${values.port}`);
}
