// What a page shows while it waits, when it has nothing to show, and when a call failed (with the
// API's own Thai message and a way to try again). Every page of the remote uses these three.
import { errorMessage, useLanguage, useMessages } from '@tanghuay/shared-auth';
import { Alert, Button, Card, Skeleton } from 'antd';
import type { ReactNode } from 'react';

const messages = {
  th: { loading: 'กำลังโหลด', retry: 'ลองใหม่' },
  en: { loading: 'Loading', retry: 'Try again' },
};

/** A skeleton of `rows` lines in a card, announced as loading. */
export function Loading({ rows = 4 }: { rows?: number }) {
  const text = useMessages(messages);
  return (
    <Card role="status" aria-label={text.loading}>
      <Skeleton active paragraph={{ rows }} />
    </Card>
  );
}

/** Nothing to show, said plainly and quietly (it is not a fault), with an optional way forward. */
export function Empty({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Card>
      <div className="lotto-empty">
        <p className="lotto-empty__title">{title}</p>
        {children}
      </div>
    </Card>
  );
}

/** A failed call: its message (Thai first) and a retry. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const text = useMessages(messages);
  const language = useLanguage();
  return (
    <Alert
      type="error"
      showIcon
      title={errorMessage(error, language)}
      action={
        onRetry && (
          <Button size="small" onClick={onRetry}>
            {text.retry}
          </Button>
        )
      }
    />
  );
}
