import { App as AntApp, ConfigProvider } from 'antd';
import thTH from 'antd/locale/th_TH';
import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { createRouter } from './router.tsx';

/** One theme provider for the host and every remote it mounts. */
export function App() {
  const [router] = useState(createRouter);
  return (
    <ConfigProvider locale={thTH}>
      <AntApp>
        <RouterProvider router={router} />
      </AntApp>
    </ConfigProvider>
  );
}
