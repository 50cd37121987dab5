// The host's side of the session (docs/lottery.md, "Live data"; docs/architecture.md#session-bus): while someone is signed in, the bus
// calls the wallet now and every 30 s and keeps the realtime socket open, and the stored user data
// is refreshed once; a forced logout (another sign-in elsewhere) sends the browser to the user's
// site. The bus runs once per signed-in user: signing out, here or in another tab, stops it (the
// socket closes), and another user signed in from another tab starts it afresh. Remotes only
// subscribe; they never open a socket.
import { sessionBus, useUserData } from '@tanghuay/shared-auth';
import { useEffect } from 'react';
import { refreshUserData } from './get-me.ts';

export function SessionRuntime() {
  const userID = useUserData()?.userID;

  useEffect(() => {
    if (userID === undefined) return undefined;
    refreshUserData(userID).catch((error: unknown) => console.error('user data refresh failed', error));
    return sessionBus.start();
  }, [userID]);

  useEffect(() => {
    const subscription = sessionBus.forcedLogout$.subscribe(({ site }) => window.location.assign(site));
    return () => subscription.unsubscribe();
  }, []);

  return null;
}
