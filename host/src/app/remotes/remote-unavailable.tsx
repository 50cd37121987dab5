import type { RemoteRoutesModule } from '@tanghuay/shared-auth';
import { Button, Result } from 'antd';
import { createContext, useContext } from 'react';

/** How the page's "try again" button reloads its remote; provided by RemoteMount. */
export const RemoteRetryContext = createContext<() => void>(() => window.location.reload());

/** Shown in place of a remote page that cannot load or crashed; the host around it keeps working. */
export function RemoteUnavailable() {
  const retry = useContext(RemoteRetryContext);
  return (
    <Result
      status="warning"
      title="ไม่สามารถเปิดหน้านี้ได้ในขณะนี้"
      subTitle="ระบบขัดข้องชั่วคราว กรุณาลองใหม่อีกครั้ง"
      extra={
        <Button type="primary" onClick={retry}>
          ลองใหม่
        </Button>
      }
    />
  );
}

export function unavailableRemoteRoutes(): RemoteRoutesModule {
  return { routes: [{ path: '*', element: <RemoteUnavailable /> }] };
}
