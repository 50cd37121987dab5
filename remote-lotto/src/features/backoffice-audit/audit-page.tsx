// /backoffice/audit: who did what, and when (docs/backoffice.md, "Pages"). The audit log newest
// first, a page at a time, each entry with a compact list of what changed. Filters live in the
// address: the kind of entity and its id, who did it (username), the action and a range of Bangkok
// days. An entry about a round, a member or a lottery links to its page; any entry narrows the log
// to what it is about.
import { backofficePage, useLanguage, useMessages } from '@tanghuay/shared-auth';
import { Button, Card, Flex, Input, Select, Tag } from 'antd';
import { Link } from 'react-router-dom';
import { BackofficeFrame } from '../../components/backoffice/backoffice-frame.tsx';
import { DataTable, type Column } from '../../components/data-table.tsx';
import { DayRangeInputs } from '../../components/day-range-inputs.tsx';
import { LoadMore } from '../../components/load-more.tsx';
import { Empty, LoadError, Loading } from '../../components/page-state.tsx';
import { formatDateTime } from '../../lib/dates.ts';
import { isDay, paramOf, useAddressParams } from '../../lib/query-params.ts';
import { usePagedList } from '../../lib/use-paged-list.ts';
import { type AuditEntry, type AuditFilters, getAudit } from './api/get-audit.ts';
import { AuditChanges } from './components/audit-changes.tsx';
import { auditChanges } from './model/audit-diff.ts';
import { ACTIONS, ENTITIES, entityPath, nameOf } from './model/audit-table.ts';

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
    entry: 'บันทึก',
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
    entry: 'Entry',
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
  const options = (readings: typeof ACTIONS, all: string) => [
    { value: '', label: all },
    ...Object.keys(readings).map((key) => ({ value: key, label: nameOf(readings, key, language) })),
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
              options={options(ENTITIES, text.anyEntity)}
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
              options={options(ACTIONS, text.anyAction)}
            />
          </label>
        </Flex>
        <DayRangeInputs from={filters.from} to={filters.to} onChange={onChange} />
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
  const list = usePagedList(['/backoffice/audit', JSON.stringify(filters)], (cursor, signal) => getAudit(filters, cursor, signal));
  if (list.first.loading && !list.first.data) return <Loading rows={8} />;
  if (list.first.error || !list.first.data) return <LoadError error={list.first.error} onRetry={list.reload} />;
  if (list.items.length === 0) return <Empty title={text.none} />;

  const when = (entry: AuditEntry) => <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.at, language)}</span>;
  const who = (entry: AuditEntry) => entry.actor?.username ?? <Tag>{text.system}</Tag>;
  const target = (entry: AuditEntry) => (
    <Flex vertical align="flex-start">
      <span>
        {nameOf(ENTITIES, entry.entity, language)} <EntityId entity={entry.entity} id={entry.entityId} />
      </span>
      {filters.entityId !== entry.entityId && (
        <Button type="link" className="bo-touch" style={{ padding: 0 }} onClick={() => onChange({ entity: entry.entity, entityId: entry.entityId })}>
          {text.onlyThis}
        </Button>
      )}
    </Flex>
  );
  const changes = (entry: AuditEntry) => <AuditChanges lines={auditChanges(entry, language)} before={entry.before} after={entry.after} />;
  const columns: Column<AuditEntry>[] = [
    { key: 'at', title: text.at, screens: 'wide', render: when },
    { key: 'who', title: text.who, screens: 'wide', render: who },
    { key: 'what', title: text.what, screens: 'wide', render: (entry) => nameOf(ACTIONS, entry.action, language) },
    { key: 'target', title: text.target, screens: 'wide', render: target },
    { key: 'changes', title: text.changes, screens: 'wide', render: changes },
    // On a phone, one entry under the other: what, when, by whom and on what, then what changed.
    {
      key: 'entry',
      title: text.entry,
      screens: 'phone',
      render: (entry) => (
        <Flex vertical gap={4}>
          <Flex justify="space-between" gap={8} wrap>
            <strong>{nameOf(ACTIONS, entry.action, language)}</strong>
            <span className="lotto-muted">{when(entry)}</span>
          </Flex>
          <Flex gap={8} align="flex-start">
            <span>{who(entry)}</span>
            {target(entry)}
          </Flex>
          {changes(entry)}
        </Flex>
      ),
    },
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
  const [params, change] = useAddressParams();
  const filters = filtersOf(params);
  return (
    <BackofficeFrame title={backofficePage('audit').label[language]} subtitle={text.subtitle}>
      <AuditFilterBar filters={filters} onChange={change} />
      <AuditLog filters={filters} onChange={change} />
    </BackofficeFrame>
  );
}
