// `pnpm --filter @tanghuay/api books`: audits the whole ledger of the configured database
// (DATABASE_URL, or the PGlite folder in PGLITE_DIR while no API process holds it), prints the
// report and exits 1 when the books do not balance.
import { readEnv } from './config/env.ts';
import { configuredDatabase, openConnection } from './db/connection.ts';
import { booksBalance, checkBooks } from './modules/wallet/index.ts';

const connection = await openConnection(configuredDatabase(readEnv()));
const report = await checkBooks(connection.db).finally(() => connection.close());
const balanced = booksBalance(report);
console.log(JSON.stringify({ balanced, ...report }, (_key, value: unknown) => (typeof value === 'bigint' ? String(value) : value), 2));
process.exitCode = balanced ? 0 : 1;
