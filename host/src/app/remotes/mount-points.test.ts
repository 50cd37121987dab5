import { mountPointFor } from './mount-points.ts';

describe('mountPointFor', () => {
  it.each([
    ['/tanghuay-round', 'lotto'],
    ['/tanghuay-online/list-detail/42', 'lotto'],
    ['/tanghuay-online-v2/a/b/c/2026-12-01/7', 'lotto'],
    ['/apps/todo/important', 'demo'],
    ['/dashboard', 'demo'],
    ['/dashboard/analytics', 'demo'],
  ])('gives %s to the %s remote', (pathname, remote) => {
    expect(mountPointFor(pathname)?.remote).toBe(remote);
  });

  it.each(['/', '/login-next', '/tanghuay', '/dashboards', '/apps', '/application'])('gives %s to no remote', (pathname) => {
    expect(mountPointFor(pathname)).toBeUndefined();
  });

  it('asks read Seamless and the full layout for the lottery pages, read Backoffice for the template pages', () => {
    expect(mountPointFor('/tanghuay-round')?.handle).toEqual({ layout: 'full', resource: 'Seamless' });
    expect(mountPointFor('/dashboard')?.handle).toEqual({ layout: 'configured', resource: 'Backoffice' });
  });
});
