/**
 * @jest-environment node
 */
// The boundaries as `pnpm lint` applies them: the workspace's own eslint.config.js lints small
// fixtures placed (in name only) inside the packages. The fixtures import files that exist, since
// the rules only judge imports they can resolve.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { workspaceRoot } from '../workspace.js';
import { boundaryZones } from './boundaries.js';

const BOUNDARY = 'import-x/no-restricted-paths';
const CYCLE = 'import-x/no-cycle';
const TEST_CODE = 'no-restricted-imports';

const eslint = new ESLint({ cwd: workspaceRoot });

/** The rules `code` breaks when it is the file at `file` (relative to the workspace root). */
async function brokenRules(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(workspaceRoot, file) });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

/** Fails with a clear message when a file a fixture imports has moved. */
function expectOnDisk(...files: string[]): void {
  for (const file of files) expect([file, existsSync(path.join(workspaceRoot, file))]).toEqual([file, true]);
}

const foldersOf = (dir: string) =>
  readdirSync(path.join(workspaceRoot, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `${dir}/${entry.name}`);

describe('the zones', () => {
  const zones = boundaryZones();
  const from = zones.flatMap((zone) => [zone.from].flat());
  const targets = zones.flatMap((zone) => [zone.target].flat());

  it('guard every API module', () => {
    const modules = foldersOf('api/src/modules');
    expect(modules.length).toBeGreaterThan(1);
    for (const module of modules) expect(from).toContain(module);
  });

  it('guard every feature of a front end with several', () => {
    for (const pkg of ['host', 'remote-lotto']) {
      const features = foldersOf(`${pkg}/src/features`);
      expect(features.length).toBeGreaterThan(1);
      for (const feature of features) expect(targets).toContain(feature);
    }
  });
});

describe('the shared lottery rules', () => {
  it('refuse an import of another package, and take their own files', async () => {
    expectOnDisk('shared-auth/src/user-data.ts', 'lottery-rules/src/bet-types.ts');
    const outside = "import type { Role } from '../../shared-auth/src/user-data.ts';\nexport type { Role };\n";
    expect(await brokenRules('lottery-rules/src/fixture.ts', outside)).toContain(BOUNDARY);
    const own = "import type { BetType } from './bet-types.ts';\nexport type { BetType };\n";
    expect(await brokenRules('lottery-rules/src/fixture.ts', own)).toEqual([]);
  });
});

describe('API modules', () => {
  it("refuse a file of another module that is not its index.ts", async () => {
    expectOnDisk('api/src/modules/wallet/tables.ts');
    const code = "import type { WalletTables } from '../wallet/tables.ts';\nexport type { WalletTables };\n";
    expect(await brokenRules('api/src/modules/lotto/fixture.ts', code)).toContain(BOUNDARY);
  });

  it("accept another module's index.ts", async () => {
    expectOnDisk('api/src/modules/wallet/index.ts');
    const code = "import { transfer } from '../wallet/index.ts';\nexport { transfer };\n";
    expect(await brokenRules('api/src/modules/lotto/fixture.ts', code)).not.toContain(BOUNDARY);
  });

  it('accept their own files', async () => {
    expectOnDisk('api/src/modules/wallet/tables.ts');
    const code = "import type { WalletTables } from './tables.ts';\nexport type { WalletTables };\n";
    expect(await brokenRules('api/src/modules/wallet/fixture.ts', code)).not.toContain(BOUNDARY);
  });

  it('are reached through index.ts from outside the modules too, tests included', async () => {
    const inside = "import type { WalletTables } from '../modules/wallet/tables.ts';\nexport type { WalletTables };\n";
    const index = "import { transfer } from '../modules/wallet/index.ts';\nexport { transfer };\n";
    expect(await brokenRules('api/src/plugins/fixture.ts', inside)).toContain(BOUNDARY);
    expect(await brokenRules('api/src/testing/fixture.test.ts', inside)).toContain(BOUNDARY);
    expect(await brokenRules('api/src/plugins/fixture.ts', index)).not.toContain(BOUNDARY);
  });

  it('may not import in a cycle, nor may shared-auth', async () => {
    // wallet/index.ts re-exports books.ts, and session-bus.ts imports realtime.ts: each import back closes a cycle.
    const cycles: [file: string, imported: string, code: string][] = [
      ['api/src/modules/wallet/books.ts', 'api/src/modules/wallet/index.ts', "import { transfer } from './index.ts';\nexport { transfer };\n"],
      ['shared-auth/src/realtime.ts', 'shared-auth/src/session-bus.ts', "import { sessionBus } from './session-bus.ts';\nexport { sessionBus };\n"],
    ];
    for (const [file, imported, code] of cycles) {
      expectOnDisk(file, imported);
      expect([file, await brokenRules(file, code)]).toEqual([file, expect.arrayContaining([CYCLE])]);
    }
  });
});

describe('front-end features', () => {
  it('refuse another feature', async () => {
    expectOnDisk('remote-lotto/src/features/withdraw/withdraw-page.tsx');
    const code = "import { WithdrawPage } from '../withdraw/withdraw-page.tsx';\nexport { WithdrawPage };\n";
    expect(await brokenRules('remote-lotto/src/features/deposit/fixture.ts', code)).toContain(BOUNDARY);
  });

  it('accept shared code and their own files', async () => {
    expectOnDisk('remote-lotto/src/lib/amount.ts', 'remote-lotto/src/features/deposit/deposit-page.tsx');
    const code =
      "import * as amount from '../../lib/amount.ts';\nimport { DepositPage } from './deposit-page.tsx';\nexport { amount, DepositPage };\n";
    expect(await brokenRules('remote-lotto/src/features/deposit/fixture.ts', code)).not.toContain(BOUNDARY);
  });

  it('refuse the app, and shared code refuses features', async () => {
    expectOnDisk('host/src/app/theme.ts', 'remote-lotto/src/routes.tsx', 'host/src/features/skin/skin.ts');
    const app = "import * as theme from '../../app/theme.ts';\nexport { theme };\n";
    const routes = "import { routes } from '../../routes.tsx';\nexport { routes };\n";
    const feature = "import * as skin from '../features/skin/skin.ts';\nexport { skin };\n";
    expect(await brokenRules('host/src/features/auth/fixture.ts', app)).toContain(BOUNDARY);
    expect(await brokenRules('remote-lotto/src/features/deposit/fixture.ts', routes)).toContain(BOUNDARY);
    expect(await brokenRules('host/src/components/fixture.ts', feature)).toContain(BOUNDARY);
  });
});

describe('test helpers', () => {
  it("are refused to production code: a module's testing.ts, the testing/ folders, a package's testing entry", async () => {
    expectOnDisk('api/src/modules/lotto/testing.ts', 'api/src/testing/accounts.ts', 'shared-auth/src/testing/fixtures.ts');
    const cases: [file: string, code: string][] = [
      ['api/src/modules/lotto/fixture.ts', "import { insertTestRound } from './testing.ts';\nexport { insertTestRound };\n"],
      ['api/src/plugins/fixture.ts', "import { TEST_PASSWORD } from '../testing/accounts.ts';\nexport { TEST_PASSWORD };\n"],
      ['remote-lotto/src/lib/fixture.ts', "import { loginAnswerFor } from '@tanghuay/shared-auth/testing';\nexport { loginAnswerFor };\n"],
      ['gateway/src/fixture.ts', "import * as fake from './testing/fake-remote.ts';\nexport { fake };\n"],
    ];
    for (const [file, code] of cases) expect([file, await brokenRules(file, code)]).toEqual([file, expect.arrayContaining([TEST_CODE])]);
  });

  it('are open to tests and to other test helpers', async () => {
    const code = "import { insertTestRound } from './testing.ts';\nexport { insertTestRound };\n";
    expect(await brokenRules('api/src/modules/lotto/fixture.test.ts', code)).not.toContain(TEST_CODE);
    expect(await brokenRules('api/src/modules/lotto/slips/testing.ts', code.replace('./testing.ts', '../testing.ts'))).not.toContain(TEST_CODE);
  });

  it("of an API module are reached from outside it through its testing.ts, by tests only", async () => {
    expectOnDisk('api/src/modules/auth/testing.ts');
    const code = "import { insertAccount } from '../modules/auth/testing.ts';\nexport { insertAccount };\n";
    for (const file of ['api/src/testing/fixture.ts', 'api/src/reliability/fixture.ts', 'api/src/plugins/fixture.test.ts']) {
      expect([file, await brokenRules(file, code)]).toEqual([file, []]);
    }
    expect(await brokenRules('api/src/plugins/fixture.ts', code)).toEqual([TEST_CODE]);
  });
});
