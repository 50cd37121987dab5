// The versions a remote's server holds, newest first (model/releases.ts): when each was built
// (Bangkok time), what it exposes, what it shares (folded), which is live or the canary, its error
// figures over the rule's window, and what can be done with it. A row per version on wider screens;
// on phones one block per version, so the page never scrolls sideways.
import { useLanguage, useMessages } from '@tanghuay/shared-auth';
import { Button, Flex, Tag } from 'antd';
import type { ReactNode } from 'react';
import { type Column, DataTable } from '../../../components/data-table.tsx';
import { formatDateTime } from '../../../lib/dates.ts';
import { percentOf, type VersionRole, type VersionRow } from '../model/releases.ts';

const messages = {
  th: {
    caption: 'เวอร์ชันบนเซิร์ฟเวอร์',
    version: 'เวอร์ชัน',
    built: 'สร้างเมื่อ',
    exposes: 'โมดูลที่เปิด',
    shared: 'ใช้ร่วม',
    packages: (count: number) => `${count} รายการ`,
    loads: 'โหลด',
    failed: 'ล้มเหลว',
    errors: 'ข้อผิดพลาด',
    rate: 'อัตราผิดพลาด',
    noFigures: 'ยังไม่มีการโหลด',
    actions: 'ดำเนินการ',
    entry: 'เวอร์ชัน',
    live: 'ใช้งานจริง',
    candidate: 'canary',
    promote: 'ใช้งานจริง',
    canary: 'เริ่ม canary',
    grow: 'ปรับสัดส่วน',
  },
  en: {
    caption: 'Versions on the server',
    version: 'Version',
    built: 'Built',
    exposes: 'Exposes',
    shared: 'Shared',
    packages: (count: number) => `${count} packages`,
    loads: 'Loads',
    failed: 'Failed',
    errors: 'Errors',
    rate: 'Rate',
    noFigures: 'Not loaded yet',
    actions: 'Actions',
    entry: 'Version',
    live: 'Live',
    candidate: 'Canary',
    promote: 'Promote',
    canary: 'Start canary',
    grow: 'Change share',
  },
};

export type VersionChange = { kind: 'promote' | 'canary'; version: string };

function RoleTag({ role }: { role: VersionRole }) {
  const text = useMessages(messages);
  if (role === 'live') return <Tag color="green">{text.live}</Tag>;
  if (role === 'candidate') return <Tag color="gold">{text.candidate}</Tag>;
  return null;
}

function SharedList({ row }: { row: VersionRow }) {
  const text = useMessages(messages);
  if (row.shared.length === 0) return <span className="lotto-muted">-</span>;
  return (
    <details>
      <summary style={{ cursor: 'pointer', minHeight: 24, whiteSpace: 'nowrap' }}>{text.packages(row.shared.length)}</summary>
      <ul style={{ margin: '4px 0 0', paddingInlineStart: 18 }}>
        {row.shared.map((dependency) => (
          <li key={dependency.name} style={{ overflowWrap: 'anywhere' }}>
            <code>{dependency.name}</code> {dependency.version}
            {dependency.requiredVersion && <span className="lotto-muted"> ({dependency.requiredVersion})</span>}
          </li>
        ))}
      </ul>
    </details>
  );
}

export function VersionsTable({ rows, onChange }: { rows: VersionRow[]; onChange: (change: VersionChange) => void }) {
  const text = useMessages(messages);
  const language = useLanguage();
  const number = (value: number) => <span className="bo-number">{value.toLocaleString('en-US')}</span>;
  const figure = (row: VersionRow, pick: (errors: NonNullable<VersionRow['errors']>) => ReactNode) => (row.errors ? pick(row.errors) : '-');
  const version = (row: VersionRow) => (
    <Flex gap={4} align="center" wrap>
      <strong className="bo-number">{row.version}</strong>
      <RoleTag role={row.role} />
    </Flex>
  );
  const built = (row: VersionRow) => (row.builtAt === null ? '-' : <span className="bo-nowrap">{formatDateTime(row.builtAt, language)}</span>);
  const exposes = (row: VersionRow) => (
    <Flex vertical>
      {row.exposes.map((module) => (
        <code key={module}>{module}</code>
      ))}
    </Flex>
  );
  const actions = (row: VersionRow) =>
    row.role === 'live' ? null : (
      <Flex gap={8} wrap>
        <Button className="bo-touch" onClick={() => onChange({ kind: 'canary', version: row.version })}>
          {row.role === 'candidate' ? text.grow : text.canary}
        </Button>
        <Button className="bo-touch" type="primary" ghost onClick={() => onChange({ kind: 'promote', version: row.version })}>
          {text.promote}
        </Button>
      </Flex>
    );
  const columns: Column<VersionRow>[] = [
    { key: 'version', title: text.version, screens: 'wide', render: version },
    { key: 'built', title: text.built, screens: 'wide', render: built },
    { key: 'exposes', title: text.exposes, screens: 'wide', render: exposes },
    { key: 'shared', title: text.shared, screens: 'wide', render: (row) => <SharedList row={row} /> },
    { key: 'loads', title: text.loads, screens: 'wide', align: 'end', render: (row) => figure(row, (errors) => number(errors.loads)) },
    { key: 'failed', title: text.failed, screens: 'wide', align: 'end', render: (row) => figure(row, (errors) => number(errors.failed)) },
    { key: 'errors', title: text.errors, screens: 'wide', align: 'end', render: (row) => figure(row, (errors) => number(errors.errors)) },
    { key: 'rate', title: text.rate, screens: 'wide', align: 'end', render: (row) => figure(row, (errors) => <strong className="bo-number">{percentOf(errors.rate)}</strong>) },
    { key: 'actions', title: text.actions, screens: 'wide', render: actions },
    // On a phone, one version under the other: the version and its role, when it was built, its
    // figures in a line, what it exposes and shares, then its actions.
    {
      key: 'entry',
      title: text.entry,
      screens: 'phone',
      render: (row) => (
        <Flex vertical gap={6}>
          <Flex justify="space-between" gap={8} wrap>
            {version(row)}
            <span className="lotto-muted">{built(row)}</span>
          </Flex>
          <span>
            {row.errors
              ? `${text.loads} ${row.errors.loads.toLocaleString('en-US')} · ${text.failed} ${row.errors.failed.toLocaleString('en-US')} · ${text.errors} ${row.errors.errors.toLocaleString('en-US')} · ${text.rate} ${percentOf(row.errors.rate)}`
              : text.noFigures}
          </span>
          <span style={{ overflowWrap: 'anywhere' }}>
            {text.exposes}: {row.exposes.join(', ')}
          </span>
          <SharedList row={row} />
          {actions(row)}
        </Flex>
      ),
    },
  ];
  return <DataTable caption={text.caption} columns={columns} rows={rows} rowKey={(row) => row.version} />;
}
