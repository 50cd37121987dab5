// What one audit entry changed, a line per difference in words (model/audit-diff.ts): what, the
// value before struck through, the value after. Something added has no before; something removed
// says so; a line shown for context (a request's amount) is plain. Under them, "รายละเอียด" opens the
// entry's before and after as the API keeps them.
import { useMessages } from '@tanghuay/shared-auth';
import { Button, theme } from 'antd';
import { useId, useState } from 'react';
import type { ChangeLine } from '../model/audit-diff.ts';

const messages = {
  th: { none: 'ไม่มีข้อมูลที่เปลี่ยน', whole: 'ทั้งรายการ', removed: 'ลบออก', details: 'รายละเอียด', hide: 'ซ่อนรายละเอียด', before: 'ก่อน', after: 'หลัง' },
  en: { none: 'Nothing changed', whole: 'Whole entry', removed: 'removed', details: 'Details', hide: 'Hide details', before: 'Before', after: 'After' },
};

function Line({ line }: { line: ChangeLine }) {
  const text = useMessages(messages);
  const { token } = theme.useToken();
  const { before, after } = line;
  return (
    <li style={{ overflowWrap: 'anywhere' }}>
      <span style={{ color: token.colorTextSecondary }}>{line.label || text.whole}: </span>
      {before !== undefined && before === after ? (
        <span>{after}</span>
      ) : (
        <>
          {before !== undefined && <del style={{ color: token.colorError }}>{before}</del>}
          {before !== undefined && after !== undefined && ' → '}
          {after !== undefined && <ins style={{ color: token.colorSuccess, textDecoration: 'none', fontWeight: 600 }}>{after}</ins>}
          {after === undefined && <span style={{ color: token.colorTextSecondary }}> ({text.removed})</span>}
        </>
      )}
    </li>
  );
}

/** The entry's before and after as kept, one under the other. */
function RawEntry({ id, before, after }: { id: string; before: unknown; after: unknown }) {
  const text = useMessages(messages);
  const { token } = theme.useToken();
  const title = { fontSize: 12, color: token.colorTextSecondary };
  const block = {
    margin: '0 0 4px',
    padding: 8,
    maxHeight: 320,
    overflow: 'auto',
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
    fontSize: 12,
    background: token.colorFillAlter,
    borderRadius: token.borderRadius,
  } as const;
  return (
    <div id={id} style={{ alignSelf: 'stretch' }}>
      <div style={title}>{text.before}</div>
      <pre style={block}>{JSON.stringify(before, null, 2)}</pre>
      <div style={title}>{text.after}</div>
      <pre style={block}>{JSON.stringify(after, null, 2)}</pre>
    </div>
  );
}

export function AuditChanges({ lines, before, after }: { lines: ChangeLine[]; before: unknown; after: unknown }) {
  const text = useMessages(messages);
  const { token } = theme.useToken();
  const [open, setOpen] = useState(false);
  const rawId = useId();
  return (
    <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', minWidth: 0 }}>
      {lines.length === 0 ? (
        <span style={{ color: token.colorTextSecondary }}>{text.none}</span>
      ) : (
        <ul style={{ margin: 0, paddingInlineStart: 16, display: 'flex', flexDirection: 'column', gap: 2 }}>
          {lines.map((line) => (
            <Line key={line.key} line={line} />
          ))}
        </ul>
      )}
      <Button type="link" className="bo-touch" style={{ paddingInline: 0 }} aria-expanded={open} aria-controls={open ? rawId : undefined} onClick={() => setOpen(!open)}>
        {open ? text.hide : text.details}
      </Button>
      {open && <RawEntry id={rawId} before={before} after={after} />}
    </div>
  );
}
