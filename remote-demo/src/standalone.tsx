// Opening the remote's own index.html shows its pages without the host, with links to those the
// host's menu names, for the remote's team.
import { DEMO_MENU, StandaloneRoutes } from '@tanghuay/shared-auth';
import { createRoot } from 'react-dom/client';
import { routes } from './routes.tsx';

const pages = DEMO_MENU.flatMap((group) => group.items.map((item) => ({ path: item.path, label: item.label.th })));

const root = document.getElementById('root');
if (root) createRoot(root).render(<StandaloneRoutes routes={routes} pages={pages} />);
