// The frame of every demo page (the layout route of routes.tsx): it names the remote, its version
// and the address it shows, so the host's tests and an operator's tools can tell which version of
// which page is on screen, and when a page moved to a new address has finished rendering there.
import { Outlet, useLocation } from 'react-router-dom';

export function DemoFrame() {
  const { pathname } = useLocation();
  return (
    <div data-remote="demo" data-remote-version={__APP_VERSION__} data-path={pathname}>
      <Outlet />
    </div>
  );
}
