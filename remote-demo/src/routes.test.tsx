import { DEMO_MENU } from '@tanghuay/shared-auth';
import { matchRoutes } from 'react-router-dom';
import { routes } from './routes.tsx';

describe('the demo routes', () => {
  it.each(DEMO_MENU.flatMap((group) => group.items.map((item) => item.path)))('answer the host menu’s entry %s', (path) => {
    expect(matchRoutes(routes, path)).not.toBeNull();
  });
});
