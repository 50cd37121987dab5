// The two names @tanghuay/shared-auth/testing/jsdom takes from Node (the remote has no Node types: its code runs in browsers).
declare module 'node:util' {
  export const TextEncoder: typeof globalThis.TextEncoder;
  export const TextDecoder: typeof globalThis.TextDecoder;
}
