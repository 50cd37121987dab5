import { mountPointFor } from './mount-points.ts';

describe('mountPointFor', () => {
  it.each([
    ['/tanghuay-round', 'lotto', './routes'],
    ['/tanghuay-online/list-detail/42', 'lotto', './routes'],
    ['/tanghuay-online-v2/a/b/c/2026-12-01/7', 'lotto', './routes'],
    ['/apps/todo/important', 'demo', './routes'],
    ['/dashboard/analytics', 'demo', './routes'],
    ['/dashboard/ecommerce', 'demo', './routes'],
    ['/pages/pricing', 'demo', './routes'],
    ['/ui/cards', 'demo', './routes'],
    ['/components/overview', 'demo', './routes'],
    ['/forms/wizard', 'demo', './routes'],
    ['/tables/data', 'demo', './routes'],
    ['/charts/overview', 'demo', './routes'],
    ['/maps/branches', 'demo', './routes'],
    ['/dashboard', 'lotto', './backoffice'],
    ['/backoffice/members/42', 'lotto', './backoffice'],
    ['/backoffice/rounds/7', 'lotto', './backoffice'],
    ['/manage-lotto-status', 'lotto', './backoffice'],
    ['/LottoAgent', 'lotto', './backoffice'],
  ])('gives %s to the %s remote’s %s', (pathname, remote, module) => {
    expect(mountPointFor(pathname)).toMatchObject({ remote, module });
  });

  it.each(['/', '/login-next', '/tanghuay', '/dashboards', '/apps', '/application', '/backoffice', '/backoffice/unknown', '/ui', '/forms'])(
    'gives %s to no remote',
    (pathname) => {
      expect(mountPointFor(pathname)).toBeUndefined();
    },
  );

  it('asks read Seamless and the full layout for the lottery pages, read Backoffice for the template pages', () => {
    expect(mountPointFor('/tanghuay-round')?.handle).toEqual({ layout: 'full', resource: 'Seamless' });
    expect(mountPointFor('/tanghuay-online/a/b/c/2026-12-01/7')?.handle).toEqual({ layout: 'full', resource: 'Seamless' });
    expect(mountPointFor('/tanghuay-deposit')?.handle).toEqual({ layout: 'full', resource: 'Seamless' });
    expect(mountPointFor('/dashboard/analytics')?.handle).toEqual({ layout: 'configured', resource: 'Backoffice' });
  });

  it.each(['/tanghuay-account', '/tanghuay-account/transactions', '/tanghuay-withdraw', '/tanghuay-online/list', '/tanghuay-online/list-detail/42', '/tanghuay-online/winlose'])(
    'asks read Account, which a self-excluded member keeps, for %s: the member’s own account',
    (pathname) => {
      expect(mountPointFor(pathname)).toEqual({ remote: 'lotto', module: './routes', handle: { layout: 'full', resource: 'Account' } });
    },
  );

  it('asks of a back-office page the right of its own entry in the table', () => {
    expect(mountPointFor('/dashboard')?.handle).toEqual({ layout: 'configured', action: 'read', resource: 'Backoffice' });
    expect(mountPointFor('/backoffice/withdrawals')?.handle).toEqual({ layout: 'configured', action: 'manage', resource: 'Payment' });
    expect(mountPointFor('/manage-lotto-status')?.handle).toEqual({ layout: 'configured', action: 'read', resource: 'LottoStatus' });
  });
});
