// Copies one value (an amount, a reference, an account number) for pasting into a banking app, and
// says "คัดลอกแล้ว" beside the button for a moment (announced to screen readers). Where the
// browser refuses (no clipboard on a plain-HTTP address), it says so instead.
import { useMessages } from '@tanghuay/shared-auth';
import { Button } from 'antd';
import { useEffect, useState } from 'react';

const messages = {
  th: { copy: 'คัดลอก', copyWhat: (what: string) => `คัดลอก${what}`, copied: 'คัดลอกแล้ว', failed: 'คัดลอกไม่ได้ กรุณาจดไว้' },
  en: { copy: 'Copy', copyWhat: (what: string) => `Copy ${what}`, copied: 'Copied', failed: 'Cannot copy here; please note it down' },
};

/** How long the feedback stays. */
const FEEDBACK_MS = 2_000;

/** `what` names the value for the button's accessible name ("เลขบัญชี" → "คัดลอกเลขบัญชี"). */
export function CopyButton({ value, what }: { value: string; what: string }) {
  const text = useMessages(messages);
  // A new object per copy, so copying again restarts the feedback's time.
  const [outcome, setOutcome] = useState<{ copied: boolean } | null>(null);
  useEffect(() => {
    if (!outcome) return;
    const timer = setTimeout(() => setOutcome(null), FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [outcome]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setOutcome({ copied: true });
    } catch {
      setOutcome({ copied: false });
    }
  };

  return (
    <>
      <Button size="small" onClick={copy} aria-label={text.copyWhat(what)}>
        {text.copy}
      </Button>
      <span role="status" className={outcome?.copied === false ? 'deposit-copied deposit-copied--failed' : 'deposit-copied'}>
        {outcome && (outcome.copied ? text.copied : text.failed)}
      </span>
    </>
  );
}
