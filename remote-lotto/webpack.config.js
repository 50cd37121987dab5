import { federatedApp } from '../tooling/webpack.js';

export default federatedApp({
  dir: import.meta.dirname,
  name: 'lotto',
  exposes: { './routes': './src/routes.tsx' },
});
