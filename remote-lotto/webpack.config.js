import { federatedApp } from '@tanghuay/tooling/webpack';

export default federatedApp({
  dir: import.meta.dirname,
  name: 'lotto',
  exposes: { './routes': './src/routes.tsx' },
});
