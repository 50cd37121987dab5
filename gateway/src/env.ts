// The one place the gateway and the remotes CLI read their environment.
import path from 'node:path';
import { z } from 'zod';
import { apiUrls } from './api-replicas.ts';

const gatewayDir = path.resolve(import.meta.dirname, '..');
/** The host's build, beside this package (host/dist). */
const hostDist = path.resolve(gatewayDir, '../host/dist');
const url = z.url({ protocol: /^https?$/ });

const schema = z.object({
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(1).max(65_535).default(8080),
  /** The API, or its replicas' URLs separated by commas (api-replicas.ts balances over the ready ones). */
  API_URL: z
    .string()
    .default('http://127.0.0.1:4000')
    .refine((value) => {
      const urls = apiUrls(value);
      return urls.length > 0 && urls.every((item) => url.safeParse(item).success);
    }, 'an http(s) URL, or several separated by commas'),
  /** How often the gateway asks each API replica's readiness when API_URL names several. */
  API_CHECK_SECONDS: z.coerce.number().positive().default(5),
  REMOTE_LOTTO_URL: url.default('http://127.0.0.1:4101'),
  REMOTE_DEMO_URL: url.default('http://127.0.0.1:4102'),
  /** The live version of each remote; written by `pnpm remotes promote`, read at every page load. */
  REMOTES_REGISTRY: z.string().min(1).default(path.join(gatewayDir, '.data/remotes.json')),
  /** Who `pnpm remotes promote|rollback` records as having made the change, unless `--by` says; unset: the OS user. */
  REMOTES_OPERATOR: z
    .string()
    .optional()
    .transform((value) => value || undefined),
  HOST_DIST: z.string().min(1).default(hostDist),
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
  /** The level of the gateway's JSON log lines (pino), as the API reads it. */
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** How long an upstream (the API, a remote's server) may take to start answering, and between two parts of its answer. */
  UPSTREAM_TIMEOUT_SECONDS: z.coerce.number().positive().default(60),
  /** How long each upstream's readiness may take to answer GET /health/ready before the gateway counts it not ready. */
  HEALTH_TIMEOUT_SECONDS: z.coerce.number().positive().default(2),
  /** On SIGTERM/SIGINT, how long the requests in flight may take to finish before the process exits anyway; the API reads the same variable. */
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(25),
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
