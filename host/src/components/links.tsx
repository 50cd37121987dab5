// Links inside the app in the antd look: real <a href> elements (open in a new tab, found as links
// by screen readers) that navigate without reloading the page.
import { Button, type ButtonProps, Typography } from 'antd';
import type { MouseEvent, ReactNode } from 'react';
import { useHref, useLinkClickHandler } from 'react-router-dom';

function useAppLink(to: string) {
  const href = useHref(to);
  const onClick = useLinkClickHandler(to);
  return { href, onClick: (event: MouseEvent<HTMLElement>) => onClick(event as MouseEvent<HTMLAnchorElement>) };
}

/** A text link, as big as a thumb (the shell's styles; docs/architecture.md#touch-targets). */
export function TextLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Typography.Link className="text-link" {...useAppLink(to)}>
      {children}
    </Typography.Link>
  );
}

/** A link that looks like a button (e.g. "sign in" after a finished step). */
export function ButtonLink({ to, children, ...button }: { to: string; children: ReactNode } & Omit<ButtonProps, 'href' | 'onClick'>) {
  return (
    <Button {...button} {...useAppLink(to)}>
      {children}
    </Button>
  );
}
