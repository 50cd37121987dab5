// The template's users app: a list with search, role and status filters and paging; a user's page;
// an edit form. Demo accounts only, made up (docs/architecture.md, "The demo remote").
import { isEmail } from '../../lib/email.ts';

export const USER_ROLES = ['admin', 'author', 'editor', 'maintainer', 'subscriber'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const USER_STATUSES = ['active', 'pending', 'inactive'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const USERS_PAGE_SIZE = 10;

export interface DemoUser {
  id: number;
  fullName: string;
  username: string;
  email: string;
  role: UserRole;
  status: UserStatus;
  country: string;
  contact: string;
}

export const isUserRole = (value: string): value is UserRole => (USER_ROLES as readonly string[]).includes(value);
export const isUserStatus = (value: string): value is UserStatus => (USER_STATUSES as readonly string[]).includes(value);

export interface UserQuery {
  q?: string;
  role?: UserRole;
  status?: UserStatus;
  /** 1-based */
  page: number;
  perPage: number;
}

export interface UserPage {
  users: DemoUser[];
  total: number;
}

/** One page of the users matching the query, in id order; a page past the last is empty. */
export function usersFor(users: readonly DemoUser[], { q, role, status, page, perPage }: UserQuery): UserPage {
  const words = q?.trim().toLocaleLowerCase('th');
  const matching = users.filter(
    (user) =>
      (!role || user.role === role) &&
      (!status || user.status === status) &&
      (!words || [user.fullName, user.username, user.email].some((text) => text.toLocaleLowerCase('th').includes(words))),
  );
  const start = (page - 1) * perPage;
  return { users: matching.slice(start, start + perPage), total: matching.length };
}

export type UserChange = Partial<Pick<DemoUser, 'fullName' | 'email' | 'role' | 'status' | 'country' | 'contact'>>;


/** Why a change cannot be saved, or undefined when it can. */
export function refusalOf(change: UserChange): string | undefined {
  if (change.fullName !== undefined && !change.fullName.trim()) return 'a user needs a name';
  if (change.email !== undefined && !isEmail(change.email)) return 'not an email address';
  if (change.role !== undefined && !isUserRole(change.role)) return 'no such role';
  if (change.status !== undefined && !isUserStatus(change.status)) return 'no such status';
  return undefined;
}
