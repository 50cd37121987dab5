import { federatedApp } from '@tanghuay/tooling/webpack';

export default federatedApp({
  dir: import.meta.dirname,
  name: 'lotto',
  // The member pages, and the back office (docs/backoffice.md), fetched only on its own pages.
  exposes: { './routes': './src/routes.tsx', './backoffice': './src/backoffice.tsx' },
});
