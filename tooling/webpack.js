// The one webpack + Module Federation setup behind the host and every remote. Plugins are loaded
// from the app's own dependencies (createRequire), so each app declares what it builds with.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { TREE_SHAKEN, usedExports } from './shared-exports.js';
import { StartUpFilesPlugin } from './start-up-files.js';
import { readEnv } from './env.ts';
import { workspaceRoot } from './workspace.js';

/** Libraries that must exist once on a page, so context, theme and session reach every remote. */
const SINGLETONS = [
  'react',
  'react-dom',
  'react-router-dom',
  'antd',
  '@ant-design/cssinjs',
  'rxjs',
  '@casl/ability',
  '@casl/react',
  'axios',
];

/** Exact versions from the pnpm catalog, the single place library versions are pinned. */
function catalogVersions() {
  const yaml = readFileSync(path.join(workspaceRoot, 'pnpm-workspace.yaml'), 'utf8');
  const block = yaml.split(/^catalog:\s*$/m)[1] ?? '';
  const versions = {};
  for (const [, name, version] of block.matchAll(/^\s+'?([^'\s:]+)'?:\s*(\S+)\s*$/gm)) {
    versions[name] = version;
  }
  return versions;
}

/** A version as `pnpm remotes promote` takes it: 1.4.3, or with a pre-release such as 1.4.3-rc.1. */
const VERSION = /^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/;

/**
 * The version a build is published as: APP_VERSION when set (a release pipeline builds a commit as
 * 1.4.3-rc.1 without editing package.json), else the package's own. It names a remote's
 * dist/<version>/ folder and is __APP_VERSION__ in the code.
 * @param {string} packageVersion
 */
function publishedVersion(packageVersion) {
  const { APP_VERSION } = readEnv({
    APP_VERSION: (raw, name) => {
      if (raw && !VERSION.test(raw)) throw new Error(`${name} must be a version like 1.4.3 or 1.4.3-rc.1, not "${raw}"`);
      return raw || packageVersion;
    },
  });
  return APP_VERSION;
}

/** @param {NodeJS.Require} require the building app's own require */
function sharedConfig(require) {
  const versions = catalogVersions();
  const shared = {};
  for (const name of SINGLETONS) {
    const version = versions[name];
    if (!version) throw new Error(`${name} is shared but has no version in the pnpm catalog`);
    shared[name] = { singleton: true, requiredVersion: `^${version}` };
  }
  // Subpath imports (react/jsx-runtime, react-dom/client) must come from the same single copy.
  shared['react/'] = { ...shared.react };
  shared['react-dom/'] = { ...shared['react-dom'] };
  for (const name of TREE_SHAKEN) {
    shared[name] = { ...shared[name], treeShaking: { mode: 'runtime-infer', usedExports: usedExports(workspaceRoot, name) } };
  }
  const sharedAuth = require('@tanghuay/shared-auth/package.json');
  shared['@tanghuay/shared-auth'] = { singleton: true, requiredVersion: `^${sharedAuth.version}` };
  return shared;
}

/**
 * @param {{
 *   dir: string,
 *   name: string,
 *   exposes?: Record<string, string>,
 *   runtimePlugins?: string[],
 * }} app
 */
export function federatedApp({ dir, name, exposes, runtimePlugins = [] }) {
  const require = createRequire(path.join(dir, 'package.json'));
  const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
  const { DefinePlugin } = require('webpack');
  const HtmlWebpackPlugin = require('html-webpack-plugin');
  const CompressionPlugin = require('compression-webpack-plugin');
  const version = publishedVersion(require('./package.json').version);
  const isRemote = Boolean(exposes);
  // The manifest's buildInfo.buildVersion: Module Federation reads it from here, else package.json.
  if (isRemote) process.env.MF_BUILD_VERSION = version;

  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const hashed = production ? '.[contenthash:8]' : '';
    const plugins = [
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes,
        shared: sharedConfig(require),
        runtimePlugins,
        shareStrategy: 'loaded-first',
        manifest: true,
        dts: false,
      }),
      new DefinePlugin({ __APP_VERSION__: JSON.stringify(version) }),
      // The host's page; a remote's own page runs it standalone for its team.
      new HtmlWebpackPlugin({ template: './src/index.html', publicPath: isRemote ? 'auto' : '/' }),
    ];
    // The host's start-up scripts, for the gateway's preload hints (start-up-files.js).
    if (!isRemote) plugins.push(new StartUpFilesPlugin('main', 'bootstrap'));
    if (production) {
      // Pre-compressed copies beside each file; the servers send them to browsers that accept them.
      const test = /\.(js|css|html|json)$/;
      plugins.push(
        new CompressionPlugin({ test, algorithm: 'gzip', filename: '[path][base].gz' }),
        new CompressionPlugin({ test, algorithm: 'brotliCompress', filename: '[path][base].br' }),
      );
    }
    return {
      mode: production ? 'production' : 'development',
      context: dir,
      entry: './src/main.ts',
      output: {
        // A remote's every version lives in its own immutable folder beside the older ones.
        path: isRemote ? path.join(dir, 'dist', version) : path.join(dir, 'dist'),
        publicPath: isRemote ? 'auto' : '/',
        filename: `[name]${hashed}.js`,
        chunkFilename: `[name]${hashed}.js`,
        uniqueName: name,
        chunkLoadTimeout: 120_000,
        clean: true,
      },
      resolve: { extensions: ['.ts', '.tsx', '.js'] },
      module: {
        rules: [
          // MF's generated entry for the tree-shaken antd build default-imports every shared
          // package; it must not be parsed as strict ESM just because our packages are "type": "module".
          { test: /[\\/]\.federation[\\/]shared-entry\.js$/, type: 'javascript/auto' },
          {
            test: /\.tsx?$/,
            exclude: /node_modules/,
            use: {
              loader: require.resolve('swc-loader'),
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: {
                    react: { runtime: 'automatic', development: !production, refresh: false },
                  },
                  target: 'es2022',
                },
              },
            },
          },
        ],
      },
      plugins,
      // Source maps are never published (the servers refuse *.map: tooling/server/static-files.ts).
      // Production: each file's map is written beside it (main.1a2b3c4d.js.map) for reading error
      // reports, and the served file does not point to it. Development: inline in each file, not
      // eval-based, as the gateway's Content-Security-Policy forbids eval.
      devtool: production ? 'hidden-source-map' : 'inline-cheap-module-source-map',
      performance: { hints: false },
      stats: 'errors-warnings',
    };
  };
}
