#!/usr/bin/env node
// A remote's own server: its dist folder (every built version side by side) under its mount path.
// A remote's `serve` script runs it as `tanghuay-static-server --dir dist --mount /remotes/lotto/`;
// --port and --host default to PORT and HOST.
import { parseArgs } from 'node:util';
import path from 'node:path';
import Fastify from 'fastify';
import { port, readEnv, text } from '../env.ts';
import { serveFolder } from './static-files.ts';

export async function buildStaticServer(dir: string, mount: string) {
  const app = Fastify({ logger: false });
  await serveFolder(app, path.resolve(dir), mount);
  return app;
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
