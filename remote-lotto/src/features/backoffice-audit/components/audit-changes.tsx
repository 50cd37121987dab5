// What one audit entry changed, a line per difference (model/audit-diff.ts): where, the value
// before struck through, the value after. Something added has no before, something removed no after.
import { type RoundStatus, useLanguage, useMessages } from '@tanghuay/shared-auth';
import { theme } from 'antd';
import { ROUND_STATUS } from '../../../lib/statuses.ts';
import { auditDiff } from '../model/audit-diff.ts';

const messages = {
  th: { none: 'ไม่มีข้อมูลที่เปลี่ยน', whole: 'ทั้งรายการ' },
  en: { none: 'Nothing changed', whole: 'Whole entry' },
};

const isRoundStatus = (value: string): value is RoundStatus => value in ROUND_STATUS;

export function AuditChanges({ before, after }: { before: unknown; after: unknown }) {
  const text = useMessages(messages);
  const language = useLanguage();
  /** A round's status in words; any other value as written. */
  const word = (path: string, value: string) => (path === 'status' && isRoundStatus(value) ? ROUND_STATUS[value].label[language] : value);
  const { token } = theme.useToken();
  const lines = auditDiff(before, after);
  if (lines.length === 0) return <span style={{ color: token.colorTextSecondary }}>{text.none}</span>;
  return (
    <ul style={{ margin: 0, paddingInlineStart: 16, display: 'flex', flexDirection: 'column', gap: 2 }}>
      {lines.map((line) => (
        <li key={line.path} style={{ overflowWrap: 'anywhere' }}>
          <span style={{ color: token.colorTextSecondary }}>{line.path || text.whole}: </span>
          {line.before !== undefined && <del style={{ color: token.colorError }}>{word(line.path, line.before)}</del>}
          {line.before !== undefined && line.after !== undefined && ' → '}
          {line.after !== undefined && <ins style={{ color: token.colorSuccess, textDecoration: 'none', fontWeight: 600 }}>{word(line.path, line.after)}</ins>}
        </li>
      ))}
    </ul>
  );
}
