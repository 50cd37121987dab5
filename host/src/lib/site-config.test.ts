import { DEFAULT_SITE_CONFIG, parseSiteConfig } from './site-config.ts';

describe('parseSiteConfig', () => {
  it('keeps what the API answers', () => {
    const answer = {
      menuExcludedUserId: 42,
      layout: 'horizontal',
      demoMode: true,
      demoAccounts: [{ username: 'member', password: 'member1234', role: 'member' }],
    };
    expect(parseSiteConfig(answer)).toEqual(answer);
  });

  it('falls back field by field on anything malformed', () => {
    expect(
      parseSiteConfig({
        menuExcludedUserId: '42',
        layout: 'diagonal',
        demoMode: 'yes',
        demoAccounts: [{ username: 'admin' }, { username: 'member', password: 'member1234', role: 'member' }],
      }),
    ).toEqual({ ...DEFAULT_SITE_CONFIG, demoAccounts: [{ username: 'member', password: 'member1234', role: 'member' }] });
  });

  it.each([null, 'config', 7, []])('reads %p as the defaults', (answer) => {
    expect(parseSiteConfig(answer)).toEqual(DEFAULT_SITE_CONFIG);
  });
});
