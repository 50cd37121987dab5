// The host's session runtime with a fake WebSocket on the page (the wallet and /auth/me never
// answer here): one socket per signed-in user, closed at sign-out, and a new one when another tab
// signs in as someone else.
import { act, render } from '@testing-library/react';
import { clearAuth, http, saveUserData, STORAGE_KEYS } from '@tanghuay/shared-auth';
import { installFakeWebSockets, loginAnswerFor, userDataFor } from '@tanghuay/shared-auth/testing';
import { signInAs } from '../../testing/sign-in.ts';
import { SessionRuntime } from './session-runtime.tsx';

let sockets: ReturnType<typeof installFakeWebSockets>;
const adapter = http.defaults.adapter;

beforeEach(() => {
  localStorage.clear();
  sockets = installFakeWebSockets();
  // No API here: every call of the shared client waits for ever.
  http.defaults.adapter = () => new Promise<never>(() => undefined);
});

afterEach(() => {
  sockets.uninstall();
  http.defaults.adapter = adapter;
});

/** Another tab of the browser signs in as user 8 (this tab hears of it through the storage event). */
function otherTabSignsInAsAnotherUser(): void {
  const answer = loginAnswerFor('member', { userID: 8, username: 'member8' });
  localStorage.setItem(STORAGE_KEYS.token, 'access-8');
  localStorage.setItem(STORAGE_KEYS.refreshToken, 'refresh-8');
  localStorage.setItem(STORAGE_KEYS.userToken, 'user-token-8');
  localStorage.setItem(STORAGE_KEYS.userData, JSON.stringify(answer.userData));
  window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.userData }));
}

describe('SessionRuntime', () => {
  it('opens one socket on the page origin for the signed-in user and keeps it while the user stays', () => {
    signInAs('member');
    const { unmount } = render(<SessionRuntime />);
    const socket = sockets.last();
    socket.open();

    act(() => saveUserData(userDataFor('member', { username: 'renamed' })));

    expect(sockets.made).toEqual([socket]);
    expect(socket.url).toBe('ws://localhost/ws');
    expect(socket.sent).toEqual([{ type: 'auth', token: 'access-1' }]);
    expect(socket.closedByClient).toBeNull();
    unmount();
    expect(socket.closedByClient?.code).toBe(1000);
  });

  it('closes the socket at sign-out and opens none while signed out', () => {
    signInAs('member');
    const { unmount } = render(<SessionRuntime />);
    const socket = sockets.last();

    act(() => clearAuth());

    expect(socket.closedByClient?.code).toBe(1000);
    expect(sockets.made).toHaveLength(1);
    unmount();
  });

  it('closes the socket and opens one for the new user when another tab signs in as someone else', () => {
    signInAs('member');
    const { unmount } = render(<SessionRuntime />);
    const first = sockets.last();

    act(() => otherTabSignsInAsAnotherUser());

    expect(first.closedByClient?.code).toBe(1000);
    expect(sockets.made).toHaveLength(2);
    const second = sockets.last();
    second.open();
    expect(second.sent).toEqual([{ type: 'auth', token: 'access-8' }]);
    unmount();
  });

  it('opens no socket when nobody is signed in', () => {
    const { unmount } = render(<SessionRuntime />);
    expect(sockets.made).toEqual([]);
    unmount();
  });
});
