// The scripts a page load of the host needs before it can render anything, in the order it needs
// them, written beside the build as start-up.json: the entry (main.js), the start-up chunk
// (bootstrap.js) and, for every shared library those two use, the chunks the host provides it from,
// and so on for what those use in turn. The gateway tells the browser of them with the page
// (gateway/src/preload-hints.ts; docs/performance.md, "First visit"). A shared library the build
// holds in two chunks (a copy it provides, a fallback it would use) is named by the one it provides.
export const START_UP_FILES = 'start-up.json';

const NAME = 'StartUpFilesPlugin';

export class StartUpFilesPlugin {
  /**
   * @param {string} entry the entry's name
   * @param {string} startUpChunk the name of the chunk the entry loads to render (src/main.ts)
   */
  constructor(entry, startUpChunk) {
    this.entry = entry;
    this.startUpChunk = startUpChunk;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        // Module Federation builds tree-shaken shared copies with the same plugins, and other entries.
        const entry = compilation.entrypoints.get(this.entry);
        if (!entry) return;
        const { chunkGraph } = compilation;
        const providers = new Map();
        for (const module of compilation.modules) {
          if (module.type === 'provide-module') providers.set(module._name, module);
        }
        const startUp = compilation.namedChunkGroups.get(this.startUpChunk);
        if (!startUp) throw new Error(`${NAME}: the build has no chunk named "${this.startUpChunk}"`);
        // Breadth first: the entry's and the start-up chunk's own files, then the shared copies.
        const chunks = [...new Set([...entry.chunks, ...startUp.chunks])];
        for (let index = 0; index < chunks.length; index += 1) {
          for (const module of chunkGraph.getChunkModulesIterable(chunks[index])) {
            if (module.type !== 'consume-shared-module') continue;
            for (const block of providers.get(module.options.shareKey)?.blocks ?? []) {
              for (const chunk of chunkGraph.getBlockChunkGroup(block)?.chunks ?? []) if (!chunks.includes(chunk)) chunks.push(chunk);
            }
          }
        }
        const scripts = chunks.flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js')));
        compilation.emitAsset(START_UP_FILES, new sources.RawSource(`${JSON.stringify({ scripts }, null, 2)}\n`));
      });
    });
  }
}
