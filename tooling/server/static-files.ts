// Serving built front-end files: content-hashed files are immutable and cached for a year; every
// other file (index.html, mf-manifest.json, remoteEntry.js, remotes.json) is revalidated each time,
// so a new host build or a promoted remote reaches members on their next page load. Files go out
// brotli- or gzip-compressed when the browser accepts it (copies made at build time). A remote's
// folder holds each built version in its own subfolder (`listVersions`). What a build keeps for
// its team but never publishes — source maps (`*.map`) and Module Federation's `mf-stats.json` —
// is not served: 404, as if it were not there.
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const HASHED = /\.[0-9a-f]{8}\.(js|css)(\.br|\.gz)?$/;

/** Files beside a build that are never served (with their compressed copies). */
const UNPUBLISHED = /(\.map|(^|\/)mf-stats\.json)(\.br|\.gz)?$/;

/** Whether a requested path (or the file it resolves to) may be served. */
const published = (pathname: string): boolean => !UNPUBLISHED.test(pathname);

export function cacheControlFor(file: string): string {
  return HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

export async function serveFolder(app: FastifyInstance, root: string, prefix: string): Promise<void> {
  await app.register(fastifyStatic, {
    root,
    prefix,
    cacheControl: false,
    preCompressed: true, // the builds write .br and .gz beside every file
    allowedPath: published,
    setHeaders: (reply, file) => {
      reply.header('cache-control', cacheControlFor(file));
    },
  });
}

/** A version a remote's server holds: a subfolder with an mf-manifest.json, built at `builtAt` (the manifest's time). */
export interface DeployedVersion {
  version: string;
  /** ISO 8601, UTC. */
  builtAt: string;
}

/** The subfolders of `root` that hold an mf-manifest.json, oldest build first; throws when `root` cannot be read. */
export async function listVersions(root: string): Promise<DeployedVersion[]> {
  const entries = await readdir(root, { withFileTypes: true });
  const found = await Promise.all(
    entries
      .filter((entry) => !entry.isFile())
      .map(async ({ name }): Promise<DeployedVersion[]> => {
        try {
          const manifest = await stat(path.join(root, name, 'mf-manifest.json'));
          return manifest.isFile() ? [{ version: name, builtAt: manifest.mtime.toISOString() }] : [];
        } catch (error) {
          if (['ENOENT', 'ENOTDIR'].includes((error as NodeJS.ErrnoException).code ?? '')) return [];
          throw error;
        }
      }),
  );
  return found.flat().sort((a, b) => a.builtAt.localeCompare(b.builtAt) || a.version.localeCompare(b.version));
}
