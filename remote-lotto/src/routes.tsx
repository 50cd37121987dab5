// The remote's public face (exposed as './routes'): every /tanghuay-* page of the lottery product.
// The host mounts them in the full layout behind `read Seamless`; a route may ask for more in its
// handle. Each page is its own chunk, named after the page, fetched when first visited (and fetched
// again if that fails).
import { lazyWithRetry, type RemoteRoutesModule } from '@tanghuay/shared-auth';

const RoundsPage = lazyWithRetry(() =>
  import(/* webpackChunkName: "rounds-page" */ './features/rounds/rounds-page.tsx').then((page) => page.RoundsPage),
);

export const routes: RemoteRoutesModule['routes'] = [
  { path: '/tanghuay-round', element: <RoundsPage />, handle: { resource: 'Seamless' } },
];
