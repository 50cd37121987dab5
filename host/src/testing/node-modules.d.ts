// The few names of Node the host's tests take (the host has no Node types: its code runs in
// browsers): index.html read from disk (boot-skeleton.test.ts), and the two that
// @tanghuay/shared-auth/testing/jsdom hands to jsdom, as remote-lotto declares them.
declare module 'node:fs' {
  export function readFileSync(path: URL, encoding: 'utf8'): string;
}

declare module 'node:util' {
  export const TextEncoder: typeof globalThis.TextEncoder;
  export const TextDecoder: typeof globalThis.TextDecoder;
}
