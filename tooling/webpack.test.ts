// The version a build is published as (webpack.js): the package's own, or APP_VERSION when a
// release pipeline sets it; it names a remote's dist/<version>/ folder and is __APP_VERSION__.
import path from 'node:path';
import { federatedApp } from './webpack.js';
import { workspaceRoot } from './workspace.js';

const dir = path.join(workspaceRoot, 'remote-lotto');
const packageVersion = (await import(path.join(dir, 'package.json'), { with: { type: 'json' } })).default.version as string;
const saved = { APP_VERSION: process.env.APP_VERSION, MF_BUILD_VERSION: process.env.MF_BUILD_VERSION };

afterEach(() => {
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

/** Where the remote's production build would land and what its code would read as __APP_VERSION__. */
function published(appVersion: string | undefined) {
  if (appVersion === undefined) delete process.env.APP_VERSION;
  else process.env.APP_VERSION = appVersion;
  const config = federatedApp({ dir, name: 'lotto', exposes: { './routes': './src/routes.tsx' } })({}, { mode: 'production' });
  const define = config.plugins.find((plugin) => 'definitions' in plugin) as { definitions: Record<string, string> } | undefined;
  return { folder: path.relative(dir, config.output.path), appVersion: define?.definitions.__APP_VERSION__ };
}

describe('the version a build is published as', () => {
  it("is the package's own by default", () => {
    expect(published(undefined)).toEqual({ folder: path.join('dist', packageVersion), appVersion: JSON.stringify(packageVersion) });
  });

  it('is APP_VERSION when set, for the folder, the code and the manifest', () => {
    expect(published('1.4.3-rc.1')).toEqual({ folder: path.join('dist', '1.4.3-rc.1'), appVersion: '"1.4.3-rc.1"' });
    expect(process.env.MF_BUILD_VERSION).toBe('1.4.3-rc.1');
  });

  it('refuses an APP_VERSION that is not a version, such as a path', () => {
    expect(() => published('../host')).toThrow('APP_VERSION must be a version like 1.4.3 or 1.4.3-rc.1, not "../host"');
  });
});
