// Opening the remote's own index.html shows its pages without the host, for the remote's team.
import { createRoot } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { routes } from './routes.tsx';

const root = document.getElementById('root');
if (root) {
  const router = createMemoryRouter(routes, { initialEntries: [routes[0]?.path ?? '/'] });
  createRoot(root).render(<RouterProvider router={router} />);
}
