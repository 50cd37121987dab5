import { usersApi } from './users-api.ts';
import type { DemoUser, UserPage } from './users-model.ts';
import { seedUsers } from './users-seed.ts';

const list = (query = '') => usersApi<UserPage>('GET', `/apps/users/list${query}`);

beforeEach(() => {
  localStorage.clear();
});

describe('the users endpoints', () => {
  it('page ten users at a time, in id order, with the total', async () => {
    const seed = seedUsers();
    const first = await list();
    expect(first.total).toBe(seed.length);
    expect(first.users.map((user) => user.id)).toEqual(seed.slice(0, 10).map((user) => user.id));
    const last = await list('?page=3');
    expect(last.users.map((user) => user.id)).toEqual(seed.slice(20).map((user) => user.id));
    expect((await list('?page=9')).users).toEqual([]);
  });

  it('search names, usernames and emails, and filter by role and status', async () => {
    const seed = seedUsers();
    expect((await list('?q=user07')).users.map((user) => user.username)).toEqual(['user07']);
    const editors = await list('?role=editor&perPage=50');
    expect(editors.users.map((user) => user.id)).toEqual(seed.filter((user) => user.role === 'editor').map((user) => user.id));
    const pending = await list('?status=pending&perPage=50');
    expect(pending.total).toBe(seed.filter((user) => user.status === 'pending').length);
  });

  it('refuse an unknown role or status, or a page that is not a whole number from 1, with 400', async () => {
    for (const query of ['?role=owner', '?status=gone', '?page=0', '?page=two', '?perPage=-1']) {
      await expect(list(query)).rejects.toMatchObject({ status: 400 });
    }
  });

  it('show one user; an unknown one is 404', async () => {
    await expect(usersApi<DemoUser>('GET', '/apps/users/3')).resolves.toMatchObject({ id: 3, username: 'user03' });
    await expect(usersApi('GET', '/apps/users/999')).rejects.toMatchObject({ status: 404 });
  });

  it('save an edit, kept for the next read; refuse an empty name or a bad email and change nothing', async () => {
    await usersApi('PATCH', '/apps/users/3', { fullName: 'ชื่อใหม่', status: 'inactive' });
    await expect(usersApi<DemoUser>('GET', '/apps/users/3')).resolves.toMatchObject({ fullName: 'ชื่อใหม่', status: 'inactive' });
    await expect(usersApi('PATCH', '/apps/users/3', { fullName: '  ' })).rejects.toMatchObject({ status: 400 });
    await expect(usersApi('PATCH', '/apps/users/3', { email: 'not-an-email' })).rejects.toMatchObject({ status: 400 });
    await expect(usersApi<DemoUser>('GET', '/apps/users/3')).resolves.toMatchObject({ fullName: 'ชื่อใหม่', email: 'user03@example.com' });
  });
});
