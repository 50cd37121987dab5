// /backoffice/audit: who did what, and when (docs/backoffice.md, "Pages"). The audit log newest
// first, a page at a time, each entry with a compact list of what changed. Filters live in the
// address: the kind of entity and its id, who did it (username), the action and a range of Bangkok
// days. An entry about a round, a member or a lottery links to its page; any entry narrows the log
// to what it is about.
import { backofficePage, useLanguage, useMessages } from '@tanghuay/shared-auth';
import { Button, Card, Flex, Input, Select, Tag } from 'antd';
import { Link, useSearchParams } from 'react-router-dom';
import { BackofficeFrame } from '../../components/backoffice/backoffice-frame.tsx';
import { DataTable, type Column } from '../../components/data-table.tsx';
import { DayRangeInputs } from '../../components/day-range-inputs.tsx';
import { LoadMore } from '../../components/load-more.tsx';
import { Empty, LoadError, Loading } from '../../components/page-state.tsx';
import { formatDateTime } from '../../lib/dates.ts';
import { changedParams, isDay, paramOf } from '../../lib/query-params.ts';
import { usePagedList } from '../../lib/use-paged-list.ts';
import { type AuditEntry, type AuditFilters, getAudit } from './api/get-audit.ts';
import { AuditChanges } from './components/audit-changes.tsx';
import { ACTION_LABELS, ENTITY_LABELS, entityPath, labelOf } from './model/audit-labels.ts';

const messages = {
  th: {
    subtitle: 'ทุกการเปลี่ยนแปลงในหลังบ้าน ใครทำ เมื่อไร และเปลี่ยนอะไร ล่าสุดอยู่บนสุด',
    entity: 'ประเภทรายการ',
    anyEntity: 'ทุกประเภท',
    entityId: 'รหัสรายการ',
    actor: 'ผู้ทำรายการ (ชื่อผู้ใช้)',
    action: 'การกระทำ',
    anyAction: 'ทุกการกระทำ',
    search: 'ค้นหา',
    clear: 'ล้างตัวกรอง',
    at: 'เวลา',
    who: 'ผู้ทำรายการ',
    what: 'การกระทำ',
    target: 'รายการ',
    changes: 'สิ่งที่เปลี่ยน',
    system: 'ระบบ',
    none: 'ไม่พบบันทึกตามตัวกรองนี้',
    onlyThis: 'ดูเฉพาะรายการนี้',
  },
  en: {
    subtitle: 'Every change made in the back office: who, when and what changed, newest first.',
    entity: 'Kind',
    anyEntity: 'Every kind',
    entityId: 'Entry id',
    actor: 'By (username)',
    action: 'Action',
    anyAction: 'Every action',
    search: 'Search',
    clear: 'Clear filters',
    at: 'When',
    who: 'By',
    what: 'Action',
    target: 'Entry',
    changes: 'What changed',
    system: 'System',
    none: 'No entries match these filters',
    onlyThis: 'Only this entry',
  },
};

const FILTER_NAMES = ['entity', 'entityId', 'actor', 'action', 'from', 'to'] as const;

const anyText = (value: string) => value.trim() !== '';

function filtersOf(params: URLSearchParams): AuditFilters {
  return {
    entity: paramOf(params, 'entity', anyText),
    entityId: paramOf(params, 'entityId', anyText),
    actor: paramOf(params, 'actor', anyText),
    action: paramOf(params, 'action', anyText),
    from: paramOf(params, 'from', isDay),
    to: paramOf(params, 'to', isDay),
  };
}

type Change = (changes: Partial<Record<(typeof FILTER_NAMES)[number], string | undefined>>) => void;

function AuditFilterBar({ filters, onChange }: { filters: AuditFilters; onChange: Change }) {
  const text = useMessages(messages);
  const language = useLanguage();
  const options = (labels: typeof ACTION_LABELS, all: string) => [
    { value: '', label: all },
    ...Object.keys(labels).map((key) => ({ value: key, label: labelOf(labels, key, language) })),
  ];
  const fieldStyle = { display: 'flex', flexDirection: 'column', gap: 4, flex: '1 1 180px', fontSize: 13 } as const;
  return (
    <Card size="small">
      <Flex vertical gap={12}>
        <Flex gap={8} wrap>
          <label style={fieldStyle}>
            <span>{text.entity}</span>
            <Select
              virtual={false}
              value={filters.entity ?? ''}
              onChange={(entity: string) => onChange({ entity })}
              options={options(ENTITY_LABELS, text.anyEntity)}
            />
          </label>
          <label style={fieldStyle}>
            <span>{text.entityId}</span>
            <Input.Search
              key={`id:${filters.entityId ?? ''}`}
              defaultValue={filters.entityId}
              enterButton={text.search}
              allowClear
              onSearch={(entityId) => onChange({ entityId: entityId.trim() })}
            />
          </label>
          <label style={fieldStyle}>
            <span>{text.actor}</span>
            <Input.Search
              key={`actor:${filters.actor ?? ''}`}
              defaultValue={filters.actor}
              enterButton={text.search}
              allowClear
              autoComplete="off"
              onSearch={(actor) => onChange({ actor: actor.trim() })}
            />
          </label>
          <label style={fieldStyle}>
            <span>{text.action}</span>
            <Select
              virtual={false}
              value={filters.action ?? ''}
              onChange={(action: string) => onChange({ action })}
              options={options(ACTION_LABELS, text.anyAction)}
            />
          </label>
        </Flex>
        <DayRangeInputs from={filters.from} to={filters.to} onChange={({ from, to }) => onChange({ from, to })} />
        {FILTER_NAMES.some((name) => filters[name] !== undefined) && (
          <Button
            type="link"
            size="small"
            style={{ alignSelf: 'flex-start', padding: 0 }}
            onClick={() => onChange(Object.fromEntries(FILTER_NAMES.map((name) => [name, undefined])))}
          >
            {text.clear}
          </Button>
        )}
      </Flex>
    </Card>
  );
}

function EntityId({ entity, id }: { entity: string; id: string }) {
  const path = entityPath(entity, id);
  return path ? <Link to={path}>{id}</Link> : <>{id}</>;
}

function AuditLog({ filters, onChange }: { filters: AuditFilters; onChange: Change }) {
  const text = useMessages(messages);
  const language = useLanguage();
  const list = usePagedList((cursor, signal) => getAudit(filters, cursor, signal), [JSON.stringify(filters)]);
  if (list.first.loading && !list.first.data) return <Loading rows={8} />;
  if (list.first.error || !list.first.data) return <LoadError error={list.first.error} onRetry={list.reload} />;
  if (list.items.length === 0) return <Empty title={text.none} />;

  const columns: Column<AuditEntry>[] = [
    { key: 'at', title: text.at, render: (entry) => <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.at, language)}</span> },
    { key: 'who', title: text.who, render: (entry) => entry.actor?.username ?? <Tag>{text.system}</Tag> },
    { key: 'what', title: text.what, render: (entry) => labelOf(ACTION_LABELS, entry.action, language) },
    {
      key: 'target',
      title: text.target,
      render: (entry) => (
        <Flex vertical gap={2} align="flex-start">
          <span>
            {labelOf(ENTITY_LABELS, entry.entity, language)}{' '}
            <EntityId entity={entry.entity} id={entry.entityId} />
          </span>
          {filters.entityId !== entry.entityId && (
            <Button type="link" size="small" style={{ padding: 0, height: 'auto' }} onClick={() => onChange({ entity: entry.entity, entityId: entry.entityId })}>
              {text.onlyThis}
            </Button>
          )}
        </Flex>
      ),
    },
    { key: 'changes', title: text.changes, render: (entry) => <AuditChanges before={entry.before} after={entry.after} /> },
  ];
  return (
    <>
      <DataTable columns={columns} rows={list.items} rowKey={(entry) => entry.id} />
      <LoadMore list={list} />
    </>
  );
}

export function AuditPage() {
  const text = useMessages(messages);
  const language = useLanguage();
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const change: Change = (changes) => setParams(changedParams(params, changes), { replace: true });
  return (
    <BackofficeFrame title={backofficePage('audit').label[language]} subtitle={text.subtitle}>
      <AuditFilterBar filters={filters} onChange={change} />
      <AuditLog filters={filters} onChange={change} />
    </BackofficeFrame>
  );
}
