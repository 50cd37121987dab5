// The users app's endpoints, answered in the browser (lib/fake-api.ts); edits are kept in this
// browser's localStorage.
import { FakeApiError, fakeApi, type FakeRequest } from '../../lib/fake-api.ts';
import { storedList } from '../../lib/stored-list.ts';
import { type DemoUser, isUserRole, isUserStatus, refusalOf, type UserChange, type UserQuery, USERS_PAGE_SIZE, usersFor } from './users-model.ts';
import { seedUsers } from './users-seed.ts';

const users = storedList<DemoUser>('users', seedUsers);

function positive(text: string | null, fallback: number, name: string): number {
  if (text === null) return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1) throw new FakeApiError(400, `${name} must be a whole number from 1`);
  return value;
}

function queryOf({ query }: FakeRequest): UserQuery {
  const role = query.get('role') || undefined;
  const status = query.get('status') || undefined;
  if (role !== undefined && !isUserRole(role)) throw new FakeApiError(400, `no role "${role}"`);
  if (status !== undefined && !isUserStatus(status)) throw new FakeApiError(400, `no status "${status}"`);
  return {
    q: query.get('q') ?? undefined,
    role,
    status,
    page: positive(query.get('page'), 1, 'page'),
    perPage: positive(query.get('perPage'), USERS_PAGE_SIZE, 'perPage'),
  };
}

function userOf(id: string | undefined): DemoUser {
  const user = users.read().find((one) => String(one.id) === id);
  if (!user) throw new FakeApiError(404, `no user ${id}`);
  return user;
}

export const usersApi = fakeApi([
  { method: 'GET', pattern: '/apps/users/list', answer: (request) => usersFor(users.read(), queryOf(request)) },
  { method: 'GET', pattern: '/apps/users/:id', answer: ({ params }) => userOf(params.id) },
  {
    method: 'PATCH',
    pattern: '/apps/users/:id',
    answer: ({ params, body }) => {
      const change = body as UserChange;
      const refusal = refusalOf(change);
      if (refusal) throw new FakeApiError(400, refusal);
      const changed = { ...userOf(params.id), ...change };
      users.write(users.read().map((one) => (one.id === changed.id ? changed : one)));
      return changed;
    },
  },
]);
