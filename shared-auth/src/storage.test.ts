import {
  authChange$,
  clearAllStorage,
  clearAuth,
  parseUserData,
  readRefreshToken,
  readSessionEndNotice,
  readToken,
  readUserData,
  readUserToken,
  forgetSessionEndNotice,
  noteSessionEnd,
  saveCartCount,
  saveLogin,
  saveTokens,
  saveUserData,
  STORAGE_KEYS,
} from './storage.ts';
import { loginAnswerFor, userDataFor } from './testing/fixtures.ts';

beforeEach(() => localStorage.clear());

describe('session storage', () => {
  it('keeps what the login answered under the seed keys', () => {
    const answer = loginAnswerFor('member');
    saveLogin(answer);

    expect(localStorage.getItem('token')).toBe('access-1');
    expect(localStorage.getItem('refreshToken')).toBe('refresh-1');
    expect(localStorage.getItem('UserToken')).toBe('user-token-1');
    expect(JSON.parse(localStorage.getItem('userData') ?? 'null')).toEqual(answer.userData);
    expect(readToken()).toBe('access-1');
    expect(readRefreshToken()).toBe('refresh-1');
    expect(readUserToken()).toBe('user-token-1');
    expect(readUserData()).toEqual(answer.userData);
  });

  it('replaces only the tokens on a refresh', () => {
    saveLogin(loginAnswerFor('member'));
    saveTokens({ token: 'access-2', refreshToken: 'refresh-2' });

    expect(readToken()).toBe('access-2');
    expect(readRefreshToken()).toBe('refresh-2');
    expect(readUserToken()).toBe('user-token-1');
    expect(readUserData()?.username).toBe('member1');
  });

  it('replaces only the user data with a fresh copy', () => {
    saveLogin(loginAnswerFor('member'));
    saveUserData(userDataFor('member', { username: 'renamed', count_login: 4 }));

    expect(readUserData()).toMatchObject({ username: 'renamed', count_login: 4 });
    expect(readToken()).toBe('access-1');
    expect(readUserToken()).toBe('user-token-1');
  });

  it('keeps the cart count of the demo shop across a fresh copy of the user data, and only while signed in', () => {
    saveCartCount(3);
    expect(readUserData()).toBeNull();

    saveLogin(loginAnswerFor('member'));
    saveCartCount(3);
    saveUserData(userDataFor('member', { count_login: 5 }));

    expect(readUserData()).toMatchObject({ count_login: 5, extras: { eCommerceCartItemsCount: 3 } });
  });

  it('answers null when nothing is stored', () => {
    expect(readToken()).toBeNull();
    expect(readRefreshToken()).toBeNull();
    expect(readUserToken()).toBeNull();
    expect(readUserData()).toBeNull();
  });

  it('reads corrupt user data as signed out', () => {
    localStorage.setItem('userData', '{"userID": 7, "role": "mem');
    expect(readUserData()).toBeNull();
  });

  const valid = userDataFor('member');
  it.each<[string, unknown]>([
    ['a string', 'member'],
    ['null', null],
    ['an array', [valid]],
    ['no userID', { ...valid, userID: undefined }],
    ['a text userID', { ...valid, userID: '7' }],
    ['an unknown role', { ...valid, role: 'superuser' }],
    ['an unknown usertype', { ...valid, usertype: 'guest' }],
    ['no count_login', { ...valid, count_login: undefined }],
    ['no site', { ...valid, site: undefined }],
    ['ability not a list', { ...valid, ability: { action: 'read', subject: 'Auth' } }],
    ['a rule without subject', { ...valid, ability: [{ action: 'read' }] }],
  ])('reads user data of the wrong shape (%s) as signed out', (_, stored) => {
    localStorage.setItem('userData', JSON.stringify(stored));
    expect(readUserData()).toBeNull();
  });

  it('tolerates user data without the template extras', () => {
    const { extras: _extras, ...withoutExtras } = valid;
    expect(parseUserData(JSON.stringify(withoutExtras))).toEqual(valid);
  });

  it('reads user data stored before selfExcludedUntil existed as not excluded, and keeps an end it carries', () => {
    const { selfExcludedUntil: _none, ...older } = valid;
    expect(parseUserData(JSON.stringify(older))).toEqual({ ...valid, selfExcludedUntil: null });
    const excluded = userDataFor('member', { selfExcludedUntil: '2026-12-24T03:00:00.000Z' });
    expect(parseUserData(JSON.stringify(excluded))).toEqual(excluded);
  });

  it('clears the five session keys and nothing else', () => {
    saveLogin(loginAnswerFor('member'));
    localStorage.setItem('BreakToken', 'break-1');
    localStorage.setItem('language', 'en');
    localStorage.setItem('skin', 'dark');

    clearAuth();

    for (const key of Object.values(STORAGE_KEYS)) expect(localStorage.getItem(key)).toBeNull();
    expect(localStorage.getItem('language')).toBe('en');
    expect(localStorage.getItem('skin')).toBe('dark');
  });

  it('clears everything when entering the login screen', () => {
    saveLogin(loginAnswerFor('member'));
    localStorage.setItem('skin', 'dark');

    clearAllStorage();

    expect(localStorage.length).toBe(0);
  });

  it('announces every save and clear', () => {
    let changes = 0;
    const subscription = authChange$.subscribe(() => (changes += 1));
    saveLogin(loginAnswerFor('member'));
    saveTokens({ token: 'a', refreshToken: 'b' });
    saveUserData(userDataFor('member'));
    clearAuth();
    clearAllStorage();
    subscription.unsubscribe();
    expect(changes).toBe(5);
  });
});

describe('the session-end notice', () => {
  beforeEach(() => sessionStorage.clear());

  it('tells why the session ended until it is forgotten, in this tab', () => {
    noteSessionEnd('SESSION_REVOKED');

    expect(localStorage.length).toBe(0);
    expect(readSessionEndNotice()).toBe('SESSION_REVOKED');
    expect(readSessionEndNotice()).toBe('SESSION_REVOKED');
    forgetSessionEndNotice();
    expect(readSessionEndNotice()).toBeNull();
  });

  it('outlives clearing the local storage on the login screen', () => {
    noteSessionEnd('TOKEN_EXPIRED');
    clearAllStorage();
    expect(readSessionEndNotice()).toBe('TOKEN_EXPIRED');
  });
});
