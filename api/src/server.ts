// The API process: open the database (PostgreSQL or the embedded PGlite), bring the schema up to
// date, listen, and close cleanly on SIGINT/SIGTERM.
import { buildApp } from './app.ts';
import { readEnv } from './config/env.ts';
import { openConnection } from './db/connection.ts';
import { migrate } from './db/migrate.ts';

const env = readEnv();
const connection = await openConnection(
  env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { pgliteDir: env.PGLITE_DIR },
);
const applied = await migrate(connection);
const app = await buildApp({ connection, logger: { level: env.LOG_LEVEL } });
app.log.info(
  { database: connection.kind, appliedMigrations: applied },
  connection.kind === 'pglite' ? `database: embedded PGlite in ${env.PGLITE_DIR}` : 'database: PostgreSQL',
);

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: closing`);
    void app
      .close()
      .then(() => connection.close())
      .then(() => process.exit(0));
  });
}

await app.listen({ host: env.HOST, port: env.PORT });
