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
  /**
   * Fastify's trustProxy, as the API reads it: which proxies in front of the gateway to believe for
   * X-Forwarded-For (the member's address) and X-Forwarded-Proto (HTTPS, hence HSTS): 'true', or
   * comma-separated proxy addresses/CIDRs. Unset: none, the gateway is the edge.
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value): boolean | string => {
      if (value === undefined || value === '' || value === 'false') return false;
      return value === 'true' ? true : value;
    }),
  /** Strict-Transport-Security max-age in seconds, sent on answers to HTTPS requests only; 0 sends none. */
  HSTS_MAX_AGE: z.coerce.number().int().min(0).default(180 * 24 * 3600),
  /** The largest request body the gateway accepts, in bytes; the API reads the same variable with the same default. */
  BODY_LIMIT: z.coerce.number().int().min(1024).default(1_048_576),
  /** How long an upstream (the API, a remote's server) may take to start answering, and between two parts of its answer. */
  UPSTREAM_TIMEOUT_SECONDS: z.coerce.number().positive().default(60),
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
