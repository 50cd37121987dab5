import { federatedApp } from '../tooling/webpack.js';

export default federatedApp({
  dir: import.meta.dirname,
  name: 'demo',
  exposes: { './routes': './src/routes.tsx' },
});
