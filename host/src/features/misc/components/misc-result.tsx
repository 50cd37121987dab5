// The one frame of the misc pages: an antd Result whose title is the page's h1, and its actions.
import { useMessages } from '@tanghuay/shared-auth';
import { Button, Result, type ResultProps } from 'antd';
import type { ReactNode } from 'react';
import { ButtonLink } from '../../../components/links.tsx';
import { messages, type MiscMessages } from '../messages.ts';

type Page = 'comingSoon' | 'notAuthorized' | 'underMaintenance' | 'error' | 'notFound';

interface MiscResultProps {
  page: Page;
  status: ResultProps['status'];
  actions: ReactNode;
}

export function MiscResult({ page, status, actions }: MiscResultProps) {
  const { title, subtitle } = useMessages(messages)[page];
  return (
    // Centred in the height the layout leaves (the single layout's content is a flex column).
    <div style={{ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', padding: 16 }}>
      <Result
        status={status}
        title={<h1 style={{ font: 'inherit', color: 'inherit', margin: 0 }}>{title}</h1>}
        subTitle={subtitle}
        extra={actions}
        style={{ maxWidth: 560, paddingInline: 0 }}
      />
    </div>
  );
}

type TextKey = keyof Pick<MiscMessages, 'home' | 'retry' | 'signIn'>;

/** A button that goes to `to` inside the app. */
export function GoButton({ to, text, primary = false }: { to: string; text: TextKey; primary?: boolean }) {
  return (
    <ButtonLink to={to} type={primary ? 'primary' : 'default'}>
      {useMessages(messages)[text]}
    </ButtonLink>
  );
}

/** Reloads the page: the way out of an error or of maintenance. */
export function RetryButton() {
  return (
    <Button type="primary" onClick={() => window.location.reload()}>
      {useMessages(messages).retry}
    </Button>
  );
}
