// The one place the gateway and the release tool (`pnpm remotes`) read their environment.
import path from 'node:path';
import { z } from 'zod';
import { apiUrls } from './api-replicas.ts';

const gatewayDir = path.resolve(import.meta.dirname, '..');
/** The host's build, beside this package (host/dist). */
const hostDist = path.resolve(gatewayDir, '../host/dist');
const url = z.url({ protocol: /^https?$/ });

/** The API, or its replicas' URLs separated by commas (api-replicas.ts balances over the ready ones; the release tool asks the first). */
const apiUrl = z
  .string()
  .default('http://127.0.0.1:4000')
  .refine((value) => {
    const urls = apiUrls(value);
    return urls.length > 0 && urls.every((item) => url.safeParse(item).success);
  }, 'an http(s) URL, or several separated by commas');

/** An optional variable: empty counts as unset. */
const optional = (schema: z.ZodString) =>
  schema
    .optional()
    .or(z.literal(''))
    .transform((value) => value || undefined);

const schema = z.object({
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(1).max(65_535).default(8080),
  API_URL: apiUrl,
  /** How often the gateway asks each API replica's readiness when API_URL names several. */
  API_CHECK_SECONDS: z.coerce.number().positive().default(5),
  REMOTE_LOTTO_URL: url.default('http://127.0.0.1:4101'),
  REMOTE_DEMO_URL: url.default('http://127.0.0.1:4102'),
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

/** The release tool's: it is a client of the API's back-office release routes (docs/architecture.md, "Remote releases"). */
const releaseToolSchema = z.object({
  API_URL: apiUrl,
  /** The token the API's RELEASE_TOKEN holds (32+ characters); unset: read from RELEASE_TOKEN_FILE. */
  RELEASE_TOKEN: optional(z.string().min(32)),
  /** Where the token is kept on this machine; `pnpm start` (scripts/serve.ts) writes a new one there (mode 0600) at every start. */
  RELEASE_TOKEN_FILE: z.string().min(1).default(path.join(gatewayDir, '.data/release-token')),
  /** Who the API records as having made a change, unless `--by` says; unset: the OS user. */
  REMOTES_OPERATOR: optional(z.string()),
});

export type GatewayEnv = z.infer<typeof schema>;
export type ReleaseToolEnv = z.infer<typeof releaseToolSchema>;

function read<T>(schema: z.ZodType<T>, source: NodeJS.ProcessEnv): T {
  const parsed = schema.safeParse(source);
  if (!parsed.success) throw new Error(`Invalid environment:\n${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

export const readGatewayEnv = (source: NodeJS.ProcessEnv = process.env): GatewayEnv => read(schema, source);

export const readReleaseToolEnv = (source: NodeJS.ProcessEnv = process.env): ReleaseToolEnv => read(releaseToolSchema, source);

export const remoteUpstreams = (env: Pick<GatewayEnv, 'REMOTE_LOTTO_URL' | 'REMOTE_DEMO_URL'>) => ({
  lotto: env.REMOTE_LOTTO_URL,
  demo: env.REMOTE_DEMO_URL,
});
