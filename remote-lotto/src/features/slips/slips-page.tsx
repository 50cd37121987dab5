// /tanghuay-online/list: the member's slips (โพย), newest first, a page at a time. Filters live in
// the address: the status, the Bangkok days placed on, and the round (?roundId=, as bet entry links
// here after placing), each with a way back to all. A slip opens its own page; a pending slip may be
// cancelled here while its window lasts.
import { useLanguage, useMessages } from '@tanghuay/shared-auth';
import { Button, Card, Flex, Segmented } from 'antd';
import { DayRangeInputs } from '../../components/day-range-inputs.tsx';
import { LottoPage } from '../../components/lotto-page.tsx';
import { MemberLink } from '../../components/member-link.tsx';
import { type AddressChanges, useAddressParams } from '../../lib/query-params.ts';
import { SLIP_STATUS, SLIP_STATUSES, type SlipStatus } from '../../lib/statuses.ts';
import { SlipList } from './slip-list.tsx';
import { type SlipFilters, slipFiltersOf } from './slip-filters.ts';

const messages = {
  th: { title: 'โพยของฉัน', status: 'สถานะโพย', all: 'ทั้งหมด', clearDays: 'ล้างวันที่', bet: 'แทงหวย' },
  en: { title: 'My slips', status: 'Slip status', all: 'All', clearDays: 'Clear dates', bet: 'Place a bet' },
};

type StatusChoice = SlipStatus | 'all';

function SlipFilterBar({ filters, onChange }: { filters: SlipFilters; onChange: (changes: AddressChanges) => void }) {
  const text = useMessages(messages);
  const language = useLanguage();
  return (
    <Card size="small">
      <Flex vertical gap={12}>
        {/* Each status as wide as its words, scrolling sideways rather than cutting them short. */}
        <div style={{ overflowX: 'auto' }}>
          <Segmented<StatusChoice>
            aria-label={text.status}
            value={filters.status ?? 'all'}
            onChange={(status) => onChange({ status: status === 'all' ? undefined : status })}
            options={[{ value: 'all', label: text.all }, ...SLIP_STATUSES.map((status) => ({ value: status, label: SLIP_STATUS[status].label[language] }))]}
          />
        </div>
        <DayRangeInputs from={filters.from} to={filters.to} onChange={onChange} />
        {(filters.from || filters.to) && (
          <Button type="link" size="small" style={{ alignSelf: 'flex-start', padding: 0 }} onClick={() => onChange({ from: undefined, to: undefined })}>
            {text.clearDays}
          </Button>
        )}
      </Flex>
    </Card>
  );
}

export function SlipsPage() {
  const text = useMessages(messages);
  const [params, change] = useAddressParams();
  const filters = slipFiltersOf(params);
  return (
    <LottoPage title={text.title} beside={<MemberLink to="/tanghuay-round" className="lotto-link">{text.bet}</MemberLink>}>
      <SlipFilterBar filters={filters} onChange={change} />
      <SlipList key={JSON.stringify(filters)} filters={filters} onAllRounds={() => change({ roundId: undefined })} />
    </LottoPage>
  );
}
