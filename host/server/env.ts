// The one place the gateway and the remotes CLI read their environment.
import path from 'node:path';
import { z } from 'zod';

const hostDir = path.resolve(import.meta.dirname, '..');
const url = z.url({ protocol: /^https?$/ });

const schema = z.object({
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(1).max(65_535).default(8080),
  API_URL: url.default('http://127.0.0.1:4000'),
  REMOTE_LOTTO_URL: url.default('http://127.0.0.1:4101'),
  REMOTE_DEMO_URL: url.default('http://127.0.0.1:4102'),
  /** The live version of each remote; written by `pnpm remotes promote`, read at every page load. */
  REMOTES_REGISTRY: z.string().min(1).default(path.join(hostDir, '.data/remotes.json')),
  HOST_DIST: z.string().min(1).default(path.join(hostDir, 'dist')),
});

export type GatewayEnv = z.infer<typeof schema>;

export function readGatewayEnv(source: NodeJS.ProcessEnv = process.env): GatewayEnv {
  const parsed = schema.safeParse(source);
  if (!parsed.success) throw new Error(`Invalid environment:\n${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

export const remoteUpstreams = (env: Pick<GatewayEnv, 'REMOTE_LOTTO_URL' | 'REMOTE_DEMO_URL'>) => ({
  lotto: env.REMOTE_LOTTO_URL,
  demo: env.REMOTE_DEMO_URL,
});
