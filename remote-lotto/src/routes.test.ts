/** @jest-environment node */
import { ACCOUNT_PAGE_PATHS } from '@tanghuay/shared-auth';
import { routes } from './routes.tsx';

const resourceOf = (path: string) => routes.find((route) => route.path === path)?.handle as { resource?: string } | undefined;

describe('the exposed member pages', () => {
  it('routes every page of the member’s own account behind read Account, which a self-excluded member keeps', () => {
    for (const path of ACCOUNT_PAGE_PATHS) expect(resourceOf(path)).toEqual({ resource: 'Account' });
  });

  it('keeps every other page behind read Seamless: rounds, bet entry, เลขชุด, results, home, deposit', () => {
    const others = routes.map((route) => String(route.path)).filter((path) => !(ACCOUNT_PAGE_PATHS as readonly string[]).includes(path));
    expect(others).toEqual([
      '/tanghuay-round',
      '/tanghuay-online/:LottoName/:LottoHead/:LottoSubHead/:CloseDate/:roundId',
      '/tanghuay-online-v2/:LottoName/:LottoHead/:LottoSubHead/:CloseDate/:roundId',
      '/tanghuay-online/number-sets',
      '/tanghuay-online/result',
      '/tanghuay-home',
      '/tanghuay-deposit',
    ]);
    for (const path of others) expect(resourceOf(path)).toEqual({ resource: 'Seamless' });
  });
});
