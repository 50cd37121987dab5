// The one place the API reads its environment.
import { z } from 'zod';

/** The signing secret of the embedded demo; production refuses to start with it. */
export const DEMO_JWT_SECRET = 'tanghuay-demo-only-jwt-secret-do-not-use-in-production';
/** The payment-provider webhook key of the embedded demo; production refuses to start with it. */
export const DEMO_WEBHOOK_SECRET = 'tanghuay-demo-only-webhook-secret-do-not-use-in-production';

const schema = z.object({
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(1).max(65_535).default(4000),
  /** PostgreSQL connection string; when unset the API runs on the embedded PGlite. */
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  /** Where the embedded PGlite keeps its files (relative to the working directory). */
  PGLITE_DIR: z.string().min(1).default('.data/pglite'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Demo mode seeds the demo accounts and credits deposits at once as play money; 'false' for production. */
  DEMO_MODE: z.stringbool().default(true),
  /** HMAC-SHA256 key for access tokens, at least 32 characters; required outside demo mode. */
  JWT_SECRET: z.string().min(32).optional(),
  /** HMAC-SHA256 key the payment provider signs its webhook calls with; required outside demo mode. */
  PAYMENT_WEBHOOK_SECRET: z.string().min(32).optional(),
  /** Access-token lifetime, at most 15 minutes. */
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(900).default(900),
  /** Refresh-token lifetime (each refresh issues a new one); 7 days by default. */
  REFRESH_TOKEN_TTL_SECONDS: z.coerce.number().int().min(300).max(90 * 24 * 3600).default(7 * 24 * 3600),
  /**
   * Fastify's trustProxy: which proxies' X-Forwarded-For to believe for the client address (the
   * login throttle counts per address): 'true', or comma-separated proxy addresses/CIDRs, such as
   * '127.0.0.1' when the host gateway on the same machine forwards /api.
   */
  TRUST_PROXY: z.string().optional(),
});

export type Env = Omit<z.infer<typeof schema>, 'JWT_SECRET' | 'PAYMENT_WEBHOOK_SECRET'> & {
  JWT_SECRET: string;
  PAYMENT_WEBHOOK_SECRET: string;
};

/** The value of a secret: outside demo mode it must be set, and not to the demo default. */
function secret(name: string, value: string | undefined, demoDefault: string, demoMode: boolean): string {
  if (!demoMode && (value === undefined || value === demoDefault)) {
    throw new Error(`Invalid environment: ${name} must be set to a secret of your own when DEMO_MODE=false`);
  }
  return value ?? demoDefault;
}

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    throw new Error(`Invalid environment:\n${z.prettifyError(parsed.error)}`);
  }
  const { JWT_SECRET, PAYMENT_WEBHOOK_SECRET, ...env } = parsed.data;
  return {
    ...env,
    JWT_SECRET: secret('JWT_SECRET', JWT_SECRET, DEMO_JWT_SECRET, env.DEMO_MODE),
    PAYMENT_WEBHOOK_SECRET: secret('PAYMENT_WEBHOOK_SECRET', PAYMENT_WEBHOOK_SECRET, DEMO_WEBHOOK_SECRET, env.DEMO_MODE),
  };
}

/** Fastify's trustProxy value for TRUST_PROXY. */
export function trustProxyOf(value: string | undefined): boolean | string {
  if (value === undefined || value === '' || value === 'false') return false;
  if (value === 'true') return true;
  return value;
}
