// Serving built front-end files: content-hashed files are immutable and cached for a year; every
// other file (index.html, mf-manifest.json, remoteEntry.js, remotes.json) is revalidated each time,
// so a new host build or a promoted remote reaches members on their next page load. Files go out
// brotli- or gzip-compressed when the browser accepts it (copies made at build time).
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const HASHED = /\.[0-9a-f]{8}\.(js|css)(\.br|\.gz)?$/;

export function cacheControlFor(file: string): string {
  return HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

export async function serveFolder(app: FastifyInstance, root: string, prefix: string): Promise<void> {
  await app.register(fastifyStatic, {
    root,
    prefix,
    cacheControl: false,
    preCompressed: true, // the builds write .br and .gz beside every file
    setHeaders: (reply, file) => {
      reply.header('cache-control', cacheControlFor(file));
    },
  });
}
