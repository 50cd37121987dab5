// Where a visit's JavaScript bytes go, by package, read from what the build wrote: each file's
// source map (written beside it, never served) says which source every generated character came
// from, and a file's bytes on the wire are shared out among packages in proportion. A shared
// library's copy (Module Federation's fallback chunk) is all that library's, with what it bundles
// (antd's rc-component and icons count as antd). The Module Federation runtime is every byte from
// @module-federation/* and webpack's runtime modules.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const REPO_ROOT = path.resolve(import.meta.dirname, '../..');

/** The built file a gateway URL path serves: the host's dist, or a remote's versioned dist. */
export function builtFile(urlPath: string): string {
  const remote = /^\/remotes\/(\w+)\/(.+)$/.exec(urlPath);
  return remote ? path.join(REPO_ROOT, `remote-${remote[1]}`, 'dist', remote[2] ?? '') : path.join(REPO_ROOT, 'host/dist', urlPath);
}

interface Manifest {
  shared: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
}

/** Which shared library each file of a build's folder is a copy of, from its Module Federation stats. */
function sharedOwners(folder: string): Map<string, string> {
  const owners = new Map<string, string>();
  const stats = path.join(folder, 'mf-stats.json');
  if (!existsSync(stats)) return owners;
  const { shared } = JSON.parse(readFileSync(stats, 'utf8')) as Manifest;
  for (const { name, assets } of shared) {
    for (const file of [...assets.js.sync, ...assets.js.async]) owners.set(path.join(folder, file), name);
  }
  return owners;
}

/** The package a source of a source map belongs to, as the breakdown names it. */
function packageOf(source: string): string {
  const inModules = source.lastIndexOf('node_modules/');
  if (inModules >= 0) {
    const [scope = '', name = ''] = source.slice(inModules + 'node_modules/'.length).split('/');
    const pkg = scope.startsWith('@') ? `${scope}/${name}` : scope;
    return pkg.startsWith('@module-federation/') || pkg === '.federation' ? 'Module Federation runtime' : pkg;
  }
  if (source.includes('webpack/runtime/')) return 'Module Federation runtime';
  // An app's own modules are webpack://<its container name>/./src/…; a workspace package's ../<folder>/src/….
  const own = /^webpack:\/\/(\w+)\/\.\/src\//.exec(source);
  if (own) return `${own[1] === 'host' ? 'host' : `remote-${own[1]}`} (its own code)`;
  const workspace = /\/\.\.\/([\w-]+)\/src\//.exec(source);
  return workspace ? `@tanghuay/${workspace[1]}` : '(webpack glue)';
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** The numbers of one source-map segment (base64 VLQ). */
function decodeSegment(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = BASE64.indexOf(char);
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      values.push(value & 1 ? -(value >> 1) : value >> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/** Generated characters per package of one built file, from its source map; undefined without a map. */
function charactersByPackage(file: string): Map<string, number> | undefined {
  if (!existsSync(`${file}.map`)) return undefined;
  const map = JSON.parse(readFileSync(`${file}.map`, 'utf8')) as { sources: string[]; mappings: string };
  const lines = readFileSync(file, 'utf8').split('\n');
  const counts = new Map<string, number>();
  const add = (pkg: string, characters: number) => counts.set(pkg, (counts.get(pkg) ?? 0) + characters);
  let source = 0;
  map.mappings.split(';').forEach((mappings, line) => {
    const length = lines[line]?.length ?? 0;
    let column = 0;
    const segments = (mappings ? mappings.split(',') : []).map((segment) => {
      const [columnDelta = 0, sourceDelta] = decodeSegment(segment);
      column += columnDelta;
      if (sourceDelta !== undefined) source += sourceDelta;
      return { column, source: sourceDelta === undefined ? undefined : source };
    });
    segments.forEach((segment, i) => {
      const end = segments[i + 1]?.column ?? length;
      const name = segment.source === undefined ? '(webpack glue)' : packageOf(map.sources[segment.source] ?? '');
      add(name, end - segment.column);
    });
  });
  return counts;
}

/** Bytes per package of the given files (URL path and its bytes), most first. */
export function bytesByPackage(files: readonly { urlPath: string; bytes: number }[]): [string, number][] {
  const owners = new Map<string, string>();
  const totals = new Map<string, number>();
  const add = (pkg: string, bytes: number) => totals.set(pkg, (totals.get(pkg) ?? 0) + bytes);
  for (const { urlPath, bytes } of files) {
    const file = builtFile(urlPath);
    const folder = path.dirname(file);
    if (!owners.has(`${folder}/`)) {
      for (const [owned, name] of sharedOwners(folder)) owners.set(owned, name);
      owners.set(`${folder}/`, '');
    }
    const owner = owners.get(file);
    const characters = owner === undefined ? charactersByPackage(file) : undefined;
    const all = characters ? [...characters.values()].reduce((sum, count) => sum + count, 0) : 0;
    if (owner !== undefined) add(owner, bytes);
    else if (!characters || all === 0) add(`(no source map) ${path.basename(file)}`, bytes);
    else for (const [pkg, count] of characters) add(pkg, (bytes * count) / all);
  }
  return [...totals].sort((a, b) => b[1] - a[1]);
}
