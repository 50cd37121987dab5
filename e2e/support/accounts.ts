// Accounts for the journeys, made through the real API: each test registers its own member, so
// tests running side by side never share a session or a balance.
import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, type Page } from '@playwright/test';

export interface LoginAnswer {
  status: true;
  token: string;
  refreshToken: string;
  UserToken: string;
  userData: { userID: number; username: string; role: string; usertype: string; currency: string; count_login: number };
}

export const MEMBER_PASSWORD = 'lucky2026x';

/** The accounts demo mode seeds (README). */
export const DEMO = {
  admin: { username: 'admin', password: 'admin1234' },
  operator: { username: 'operator', password: 'operator1234' },
  agent: { username: 'agent', password: 'agent1234' },
  member: { username: 'member', password: 'member1234' },
} as const;

/** A username nobody has used: the API allows 3–20 of A–Z a–z 0–9 _. */
export const freshUsername = (prefix = 'm') => `${prefix}${randomBytes(6).toString('hex')}`.slice(0, 20);

/** A bank account number nobody has registered: the API allows one account per bank account. */
export const freshBankAccountNo = () => String(randomInt(1_000_000_000, 10_000_000_000));

export async function registerMember(request: APIRequestContext, username = freshUsername()): Promise<LoginAnswer> {
  const response = await request.post('/api/jwt/register', {
    data: {
      username,
      password: MEMBER_PASSWORD,
      phone: '0812345678',
      bankCode: 'KBANK',
      bankAccountNo: freshBankAccountNo(),
      bankAccountName: 'สมชาย ใจดี',
      acceptAge20: true,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as LoginAnswer;
}

export async function logIn(request: APIRequestContext, credentials: { username: string; password: string }): Promise<LoginAnswer> {
  const response = await request.post('/api/auth/login', { data: credentials });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as LoginAnswer;
}

/** Tops up a member's wallet; demo mode credits it at once. */
export async function deposit(request: APIRequestContext, member: LoginAnswer, baht: number): Promise<void> {
  const response = await request.post('/api/wallet/deposits', {
    headers: { authorization: `Bearer ${member.token}`, 'idempotency-key': randomUUID() },
    data: { amount: baht },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/**
 * Puts a login answer where the front end keeps it (the seed's localStorage keys), as the login page
 * does, without driving the form: for journeys about what comes after signing in. `origin`: another
 * gateway than the configured base URL.
 */
export async function storeSession(page: Page, answer: LoginAnswer, origin = ''): Promise<void> {
  // Any page of the origin will do; the API's health answer loads no app code.
  await page.goto(`${origin}/api/health`);
  await page.evaluate((login) => {
    localStorage.setItem('token', login.token);
    localStorage.setItem('refreshToken', login.refreshToken);
    localStorage.setItem('userData', JSON.stringify(login.userData));
    localStorage.setItem('UserToken', login.UserToken);
  }, answer);
}

/** The keys of the page's localStorage. */
export const storedKeys = (page: Page): Promise<string[]> => page.evaluate(() => Object.keys(localStorage).sort());
