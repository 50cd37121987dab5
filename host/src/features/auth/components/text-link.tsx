import { Typography } from 'antd';
import type { ReactNode } from 'react';
import { useHref, useLinkClickHandler } from 'react-router-dom';

/** A link in the antd look that navigates inside the app (and still opens in a new tab when asked). */
export function TextLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Typography.Link href={useHref(to)} onClick={useLinkClickHandler(to)}>
      {children}
    </Typography.Link>
  );
}
