// One fresh database and one app over it for a test file: opened before its tests, closed after
// them (the app first, then the database). The app hashes new passwords at the tests' low cost
// (TEST_PASSWORD_HASHING) unless the file asks for another.
import { type AppOptions, buildApp } from '../app.ts';
import { TEST_PASSWORD_HASHING } from '../modules/auth/testing.ts';
import { createTestDatabase, OPEN_TIMEOUT_MS, type TestDatabase, type TestDatabaseContext } from './test-database.ts';

type App = Awaited<ReturnType<typeof buildApp>>;

export interface TestAppContext extends TestDatabaseContext {
  readonly app: App;
}

export function useTestApp(options: Omit<AppOptions, 'connection'> = {}): TestAppContext {
  let opened: { database: TestDatabase; app: App } | undefined;
  beforeAll(async () => {
    const database = await createTestDatabase();
    const auth = { passwordHashing: TEST_PASSWORD_HASHING, ...options.auth };
    opened = { database, app: await buildApp({ ...options, auth, connection: database.connection }) };
  }, OPEN_TIMEOUT_MS);
  afterAll(async () => {
    await opened?.app.close();
    await opened?.database.close();
  });
  const current = () => {
    if (!opened) throw new Error('the test app opens in beforeAll');
    return opened;
  };
  return {
    get app() {
      return current().app;
    },
    get database() {
      return current().database;
    },
    get db() {
      return current().database.connection.db;
    },
  };
}
