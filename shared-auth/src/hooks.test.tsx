import { act, renderHook } from '@testing-library/react';
import { BehaviorSubject, Observable, Subject } from 'rxjs';
import { useObservable, useUserData } from './hooks.ts';
import { clearAuth, saveLogin } from './storage.ts';
import { loginAnswerFor, userDataFor } from './testing/fixtures.ts';

describe('useObservable', () => {
  it('shows the current value of a BehaviorSubject and follows it', () => {
    const balance$ = new BehaviorSubject(100);
    const { result } = renderHook(() => useObservable(balance$, -1));
    expect(result.current).toBe(100);

    act(() => balance$.next(250.5));
    expect(result.current).toBe(250.5);
  });

  it('shows the initial value until a plain observable emits', () => {
    const events$ = new Subject<string>();
    const { result } = renderHook(() => useObservable(events$, 'waiting'));
    expect(result.current).toBe('waiting');

    act(() => events$.next('arrived'));
    expect(result.current).toBe('arrived');
  });

  it('unsubscribes when the component goes away', () => {
    let subscribed = 0;
    const counted$ = new Observable<number>((subscriber) => {
      subscribed += 1;
      subscriber.next(1);
      return () => {
        subscribed -= 1;
      };
    });
    const { result, unmount } = renderHook(() => useObservable(counted$, 0));
    expect(result.current).toBe(1);
    expect(subscribed).toBe(1);

    unmount();
    expect(subscribed).toBe(0);
  });

  it('follows a new observable when given one', () => {
    const first$ = new BehaviorSubject('first');
    const second$ = new BehaviorSubject('second');
    const { result, rerender } = renderHook(({ source$ }) => useObservable(source$, ''), {
      initialProps: { source$: first$ },
    });
    expect(result.current).toBe('first');

    rerender({ source$: second$ });
    expect(result.current).toBe('second');
    act(() => first$.next('stale'));
    expect(result.current).toBe('second');
  });
});

describe('useUserData', () => {
  beforeEach(() => localStorage.clear());

  it('follows sign-in and sign-out in this tab', () => {
    const { result } = renderHook(() => useUserData());
    expect(result.current).toBeNull();

    act(() => saveLogin(loginAnswerFor('member')));
    expect(result.current).toEqual(userDataFor('member'));

    act(() => clearAuth());
    expect(result.current).toBeNull();
  });

  it('keeps the same object while the storage does not change', () => {
    saveLogin(loginAnswerFor('member'));
    const { result, rerender } = renderHook(() => useUserData());
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
  });

  it('follows another tab signing in', () => {
    const { result } = renderHook(() => useUserData());
    act(() => {
      localStorage.setItem('userData', JSON.stringify(userDataFor('agseamless')));
      window.dispatchEvent(new StorageEvent('storage', { key: 'userData' }));
    });
    expect(result.current?.role).toBe('agseamless');
  });
});
