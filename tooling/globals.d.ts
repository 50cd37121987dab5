/** The building package's version, set by webpack's DefinePlugin (tooling/webpack.js). */
declare const __APP_VERSION__: string;
