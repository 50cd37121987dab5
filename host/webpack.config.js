import path from 'node:path';
import { federatedApp } from '@tanghuay/tooling/webpack';

const dir = import.meta.dirname;

// The host has no static remotes: it reads /remotes.json at start-up and registers them then.
export default federatedApp({
  dir,
  name: 'host',
  runtimePlugins: [
    path.join(dir, 'src/app/remotes/retry-plugin.ts'),
    path.join(dir, 'src/app/remotes/fallback-plugin.ts'),
  ],
});
