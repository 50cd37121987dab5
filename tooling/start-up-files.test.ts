/**
 * @jest-environment node
 */
// The start-up list the host build writes for the gateway's preload hints (start-up-files.js): the
// entry first, the start-up chunk, and the copy of each shared library the start-up uses, once;
// nothing that only a later page loads.
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { START_UP_FILES, StartUpFilesPlugin } from './start-up-files.js';
import { workspaceRoot } from './workspace.js';

const require = createRequire(path.join(workspaceRoot, 'host', 'package.json'));
/** What of webpack's compiler the test drives. */
interface Compiler {
  run(done: (error: Error | null, stats?: { hasErrors(): boolean; toString(): string }) => void): void;
  close(done: () => void): void;
}
const webpack = require('webpack') as (options: object) => Compiler;
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'tanghuay-start-up-'));
  const files = {
    'main.js': `import(/* webpackChunkName: "bootstrap" */ './bootstrap.js').then(({ start }) => start());`,
    'bootstrap.js': `import { shell } from 'shell-lib';\nexport const start = () => { shell(); import('./later.js'); };`,
    'later.js': `import { page } from 'page-lib';\npage();`,
    'shell-lib.js': `export const shell = () => console.log('SHELL_LIBRARY');`,
    'page-lib.js': `export const page = () => console.log('PAGE_LIBRARY');`,
  };
  for (const [name, text] of Object.entries(files)) await writeFile(path.join(dir, name), text);
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const share = (file: string) => ({ import: path.join(dir, file), version: '1.0.0', requiredVersion: '^1.0.0', singleton: true });

/** Builds the fixture as the host is built and returns its start-up list and each output's text. */
async function build() {
  const output = path.join(dir, 'dist');
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: './main.js',
    output: { path: output, filename: '[name].[contenthash:8].js', chunkFilename: '[name].[contenthash:8].js', publicPath: '/' },
    plugins: [
      new ModuleFederationPlugin({ name: 'host', shared: { 'shell-lib': share('shell-lib.js'), 'page-lib': share('page-lib.js') }, dts: false }),
      new StartUpFilesPlugin('main', 'bootstrap'),
    ],
  });
  await new Promise<void>((resolve, reject) =>
    compiler.run((error, stats) => (error || stats?.hasErrors() ? reject(error ?? new Error(stats?.toString())) : compiler.close(() => resolve()))),
  );
  const { scripts } = JSON.parse(await readFile(path.join(output, START_UP_FILES), 'utf8')) as { scripts: string[] };
  const texts = new Map<string, string>();
  for (const file of await readdir(output)) if (file.endsWith('.js')) texts.set(file, await readFile(path.join(output, file), 'utf8'));
  return { scripts, texts };
}

describe('the start-up list', () => {
  it('names the entry first, then the start-up chunk, then the shell’s shared library once; not what a later page needs', async () => {
    const { scripts, texts } = await build();
    expect(scripts[0]).toMatch(/^main\.[0-9a-f]{8}\.js$/);
    expect(scripts[1]).toMatch(/^bootstrap\.[0-9a-f]{8}\.js$/);
    expect(scripts.every((file) => texts.has(file))).toBe(true);
    expect(new Set(scripts).size).toBe(scripts.length);
    const holding = (marker: string) => scripts.filter((file) => texts.get(file)?.includes(marker));
    expect(holding('SHELL_LIBRARY')).toHaveLength(1);
    expect(holding('PAGE_LIBRARY')).toEqual([]);
    expect([...texts.values()].some((text) => text.includes('PAGE_LIBRARY'))).toBe(true);
  }, 60_000);
});
