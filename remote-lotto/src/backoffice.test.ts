/** @jest-environment node */
import { BACKOFFICE_PAGES } from '@tanghuay/shared-auth';
import { routes } from './backoffice.tsx';

describe('the exposed back office', () => {
  it('routes every page of the table of back-office pages, behind the handle the table gives it', () => {
    expect(routes.map(({ path, handle }) => ({ path, handle })).sort((a, b) => String(a.path).localeCompare(String(b.path)))).toEqual(
      BACKOFFICE_PAGES.map(({ path, handle }) => ({ path, handle })).sort((a, b) => a.path.localeCompare(b.path)),
    );
  });
});
