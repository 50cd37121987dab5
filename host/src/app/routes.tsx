// The host's own pages (docs/architecture.md#host-and-remotes): sign-in and misc pages in the
// single layout, the access-control page in the configured layout. Each declares what it needs in
// its handle; the remotes' pages are declared by their mount points (remotes/mount-points.ts), the
// back office's by its table of pages (docs/backoffice.md, "Pages").
import { lazyWithRetry, type LayoutKind, NOT_FOUND_PATH, type RouteHandle } from '@tanghuay/shared-auth';
import type { ReactNode } from 'react';
import { loadAuthPages } from '../features/auth/load-pages.ts';
import { ComingSoonPage } from '../features/misc/coming-soon-page.tsx';
import { ErrorPage } from '../features/misc/error-page.tsx';
import { NotAuthorizedPage } from '../features/misc/not-authorized-page.tsx';
import { NotFoundPage } from '../features/misc/not-found-page.tsx';
import { UnderMaintenancePage } from '../features/misc/under-maintenance-page.tsx';
import { mountPointFor } from './remotes/mount-points.ts';
import { endSession } from './session/end-session.ts';

// The sign-in pages and the staff's access page come in chunks of their own (docs/architecture.md,
// "Host pages"); the layout shows a skeleton while one arrives (router.tsx).
const LoginPage = lazyWithRetry(() => loadAuthPages().then((pages) => pages.LoginPage));
const RegisterPage = lazyWithRetry(() => loadAuthPages().then((pages) => pages.RegisterPage));
const ForgotPasswordPage = lazyWithRetry(() => loadAuthPages().then((pages) => pages.ForgotPasswordPage));
const ResetPasswordPage = lazyWithRetry(() => loadAuthPages().then((pages) => pages.ResetPasswordPage));
const AccessControlPage = lazyWithRetry(() =>
  import(/* webpackChunkName: "access-control" */ '../features/access-control/access-control-page.tsx').then((page) => page.AccessControlPage),
);

export type HostLayout = Exclude<LayoutKind, 'full'>;

export interface HostPage {
  path: string;
  handle: RouteHandle & { layout: HostLayout };
  element: ReactNode;
  /** Runs before the page renders, on every visit. */
  loader?: () => null;
}

/** Anyone may open it (read Auth). */
const open = { layout: 'single' } as const;
/** Sign-in pages: a signed-in user is sent to the home of the role. */
const signIn = { layout: 'single', redirectIfLoggedIn: true } as const;

type Variant = 'v1' | 'v2';

/** A sign-in page at its own path (the cover variant) and at `-v1` and `-v2`. */
function withVariants(path: string, page: (variant: Variant) => ReactNode): HostPage[] {
  return [
    { path, handle: signIn, element: page('v2') },
    { path: `${path}-v1`, handle: signIn, element: page('v1') },
    { path: `${path}-v2`, handle: signIn, element: page('v2') },
  ];
}

export const HOST_PAGES: readonly HostPage[] = [
  // Always allowed; entering it ends the session and clears localStorage.
  { path: '/login-next', handle: open, loader: endSession, element: <LoginPage variant="v2" audience="member" /> },
  { path: '/login-v1', handle: signIn, element: <LoginPage variant="v1" audience="member" /> },
  { path: '/login-v2', handle: signIn, element: <LoginPage variant="v2" audience="member" /> },
  { path: '/manage-login', handle: signIn, element: <LoginPage variant="v1" audience="manage" /> },
  { path: '/demo-login', handle: signIn, element: <LoginPage variant="v1" audience="demo" /> },
  ...withVariants('/register', (variant) => <RegisterPage variant={variant} />),
  ...withVariants('/forgot-password', (variant) => <ForgotPasswordPage variant={variant} />),
  ...withVariants('/reset-password', (variant) => <ResetPasswordPage variant={variant} />),
  { path: '/coming-soon', handle: open, element: <ComingSoonPage /> },
  { path: '/not-authorized', handle: open, element: <NotAuthorizedPage /> },
  { path: '/under-maintenance', handle: open, element: <UnderMaintenancePage /> },
  { path: '/error', handle: open, element: <ErrorPage /> },
  { path: NOT_FOUND_PATH, handle: open, element: <NotFoundPage /> },
  { path: '/access-control', handle: { layout: 'configured', resource: 'ACL' }, element: <AccessControlPage /> },
];

/** What the page at `path` needs: a host page's handle, or the handle of the remote mount point. */
export function handleOf(path: string): RouteHandle | undefined {
  return HOST_PAGES.find((page) => page.path === path)?.handle ?? mountPointFor(path)?.handle;
}
