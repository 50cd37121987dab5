// Where the composed app under test listens. Playwright starts it (playwright.config.ts) on ports
// of its own, so a `pnpm start` left running on 8080 does not get in the way.
import path from 'node:path';

export const ports = { gateway: 8180, api: 4180, lotto: 4181, demo: 4182 } as const;
export const baseURL = `http://localhost:${ports.gateway}`;
export const apiURL = `http://127.0.0.1:${ports.api}`;
export const repoRoot = path.resolve(import.meta.dirname, '../..');
