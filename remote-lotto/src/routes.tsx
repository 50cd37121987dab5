// The remote's public face (exposed as './routes'): every /tanghuay-* page of the lottery product.
// The host mounts them in the full layout behind `read Seamless`; a route may ask for more in its handle.
import type { RemoteRoutesModule } from '@tanghuay/shared-auth';
import { RoundsPage } from './features/rounds/rounds-page.tsx';

export const routes: RemoteRoutesModule['routes'] = [
  { path: '/tanghuay-round', element: <RoundsPage />, handle: { resource: 'Seamless' } },
];
