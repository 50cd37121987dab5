// A labelled control of a back-office toolbar or form: the label above, the control under it, and
// a hint or what is wrong with it (Thai first) under that. The label names only the control it
// wraps; the hint and the problem stay outside it.
import { Typography } from 'antd';
import type { ReactNode } from 'react';

export function Field({ label, problem, hint, children }: { label: string; problem?: string | null; hint?: ReactNode; children: ReactNode }) {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 4, fontSize: 13, minWidth: 0 }}>
      <label style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
        <span>{label}</span>
        {children}
      </label>
      {hint && !problem && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {hint}
        </Typography.Text>
      )}
      {problem && (
        <Typography.Text type="danger" role="alert" style={{ fontSize: 12 }}>
          {problem}
        </Typography.Text>
      )}
    </div>
  );
}
