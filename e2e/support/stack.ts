// Where the composed app under test listens. Playwright starts it (playwright.config.ts) on ports
// of its own (E2E_PORT, support/env.ts), so a `pnpm start` left running on 8080 does not get in the way.
import path from 'node:path';
import { env } from './env.ts';

const below = env.E2E_PORT - 4000;
export const ports = { gateway: env.E2E_PORT, api: below, lotto: below + 1, demo: below + 2 } as const;
export const baseURL = `http://localhost:${ports.gateway}`;
export const apiURL = `http://127.0.0.1:${ports.api}`;
export const repoRoot = path.resolve(import.meta.dirname, '../..');
