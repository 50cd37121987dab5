import { federatedApp } from '@tanghuay/tooling/webpack';

export default federatedApp({
  dir: import.meta.dirname,
  name: 'demo',
  exposes: { './routes': './src/routes.tsx' },
});
