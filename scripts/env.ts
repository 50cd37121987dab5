// The one place the workspace's scripts read their environment: the ports `pnpm start` serves on
// (README, "Configuration"). The rest of the environment (database, secrets, log level...) is
// handed on untouched to the processes serve.ts starts, which read it themselves.
import { port, readEnv } from '@tanghuay/tooling/env';

export const env = readEnv({
  PORT: port(8080),
  API_PORT: port(4000),
  LOTTO_PORT: port(4101),
  DEMO_PORT: port(4102),
});

/** The environment of a started process: this one's, with `extra` on top. */
export const childEnv = (extra: Record<string, string> = {}): NodeJS.ProcessEnv => ({ ...process.env, ...extra });
