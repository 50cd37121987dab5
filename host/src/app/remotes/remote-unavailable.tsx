import { type RemoteRoutesModule, useMessages } from '@tanghuay/shared-auth';
import { Button, Result } from 'antd';
import { createContext, useContext } from 'react';

/** Loads the whole page again: a new page load reads /remotes.json again (remotes/registry.ts). */
export const reloadPage = (): void => window.location.reload();

/** How the page's "try again" button reloads its remote; provided by RemoteMount. */
export const RemoteRetryContext = createContext<() => void>(reloadPage);

/** Shown in place of a remote page that cannot load or crashed; the host around it keeps working. */
const messages = {
  th: { title: 'ไม่สามารถเปิดหน้านี้ได้ในขณะนี้', detail: 'ระบบขัดข้องชั่วคราว กรุณาลองใหม่อีกครั้ง', retry: 'ลองใหม่' },
  en: { title: 'This page cannot be opened right now', detail: 'A temporary fault. Please try again.', retry: 'Try again' },
};

export function RemoteUnavailable() {
  const retry = useContext(RemoteRetryContext);
  const text = useMessages(messages);
  return (
    <Result
      status="warning"
      title={text.title}
      subTitle={text.detail}
      extra={
        <Button type="primary" onClick={retry}>
          {text.retry}
        </Button>
      }
    />
  );
}

/** The routes that stand in for a remote that could not be loaded (RemoteMount tells them apart from the remote's own). */
const standIns = new WeakSet<RemoteRoutesModule>();

export function unavailableRemoteRoutes(): RemoteRoutesModule {
  const routes: RemoteRoutesModule = { routes: [{ path: '*', element: <RemoteUnavailable /> }] };
  standIns.add(routes);
  return routes;
}

/** Whether `module` is the stand-in for a remote that failed to load, rather than the remote itself. */
export const isUnavailableRemoteRoutes = (module: RemoteRoutesModule): boolean => standIns.has(module);
