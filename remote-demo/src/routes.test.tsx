import { DEMO_MENU } from '@tanghuay/shared-auth';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import { routes } from './routes.tsx';

describe('the demo routes', () => {
  it.each(DEMO_MENU.flatMap((group) => group.items.map((item) => item.path)))('answer the host menu’s entry %s', (path) => {
    expect(matchRoutes(routes, path)).not.toBeNull();
  });
});

describe('the demo frame', () => {
  it('names the remote, its version and the address its page shows', async () => {
    const { container } = render(<RouterProvider router={createMemoryRouter(routes, { initialEntries: ['/pages/pricing'] })} />);
    expect(await screen.findByRole('heading', { name: 'แพ็กเกจราคา' })).toBeTruthy();
    const frame = container.querySelector('[data-remote="demo"]');
    expect([frame?.getAttribute('data-remote-version'), frame?.getAttribute('data-path')]).toEqual(['test', '/pages/pricing']);
  });
});
