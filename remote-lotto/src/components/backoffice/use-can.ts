// Whether the signed-in user's ability allows something (docs/backoffice.md, "Rights"): the one
// shared CASL ability the host keeps in step with the session, read again whenever it changes.
import { ability } from '@tanghuay/shared-auth';
import { useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => ability.on('updated', onChange);

export function useCan(action: string, subject: string): boolean {
  return useSyncExternalStore(subscribe, () => ability.can(action, subject));
}
