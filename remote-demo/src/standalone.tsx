// Opening the remote's own index.html shows its pages without the host, for the remote's team.
import { StandaloneRoutes } from '@tanghuay/shared-auth';
import { createRoot } from 'react-dom/client';
import { routes } from './routes.tsx';

const root = document.getElementById('root');
if (root) createRoot(root).render(<StandaloneRoutes routes={routes} />);
