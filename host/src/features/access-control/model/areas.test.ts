import { createMongoAbility } from '@casl/ability';
import { type AreaAccess, AREAS, accessOf } from './areas.ts';

const allowed = (access: AreaAccess[], action: 'read' | 'manage') =>
  access.filter((line) => line[action]).map((line) => line.area);

describe('accessOf', () => {
  it('lists every area once, in order', () => {
    expect(accessOf(createMongoAbility([])).map((line) => line.area)).toEqual([...AREAS]);
  });

  it('gives the client role its ACL screen and its account only', () => {
    const access = accessOf(
      createMongoAbility([
        { action: 'read', subject: 'ACL' },
        { action: 'read', subject: 'Auth' },
      ]),
    );
    expect(allowed(access, 'read')).toEqual(['ACL', 'Auth']);
    expect(allowed(access, 'manage')).toEqual([]);
  });

  it('lets a member read the member pages', () => {
    const access = accessOf(
      createMongoAbility([
        { action: 'read', subject: 'Seamless' },
        { action: 'read', subject: 'Auth' },
      ]),
    );
    expect(allowed(access, 'read')).toEqual(['Seamless', 'Auth']);
  });

  it('lets an administrator (manage all) read and manage everything', () => {
    const access = accessOf(createMongoAbility([{ action: 'manage', subject: 'all' }]));
    expect(allowed(access, 'read')).toEqual([...AREAS]);
    expect(allowed(access, 'manage')).toEqual([...AREAS]);
  });

  it('allows nothing to an ability without rules', () => {
    const access = accessOf(createMongoAbility([]));
    expect(allowed(access, 'read')).toEqual([]);
    expect(allowed(access, 'manage')).toEqual([]);
  });
});
