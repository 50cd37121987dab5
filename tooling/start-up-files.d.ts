// Types of start-up-files.js for the TypeScript that reads its list (gateway/src/preload-hints.ts).
export declare const START_UP_FILES: string;
export declare class StartUpFilesPlugin {
  constructor(entry: string, startUpChunk: string);
  apply(compiler: unknown): void;
}
